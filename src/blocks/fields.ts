import type { Block, Field } from 'payload'

// Block configs live inside the localized `layout` field of pages, so each locale has its own
// blocks and their inner fields need no localization of their own.
export const l = (et: string, ru: string, en: string) => ({ et, ru, en })

type Label = ReturnType<typeof l>

/**
 * A block of a page's layout. Its type in payload-types.ts is named after the slug ("callToAction" is
 * CallToActionBlock); one label serves where the singular and the plural are the same word.
 */
export function pageBlock(slug: string, labels: Label | { singular: Label; plural: Label }, fields: Field[]): Block {
  return {
    slug,
    interfaceName: `${slug[0].toUpperCase()}${slug.slice(1)}Block`,
    labels: 'singular' in labels ? labels : { singular: labels, plural: labels },
    fields,
  }
}

/** The optional heading most blocks open with. */
export const headingField: Field = { name: 'heading', type: 'text', label: l('Pealkiri', 'Заголовок', 'Heading') }

/** A list of rows an editor must give at least one of (a block with no items has nothing to show). */
export function requiredRows(name: string, fields: Field[]): Field {
  return { name, type: 'array', required: true, minRows: 1, fields }
}

/** A link that may open in a new tab. */
export const opensInNewTabField: Field = {
  name: 'external',
  type: 'checkbox',
  defaultValue: false,
  label: l('Avaneb uues aknas', 'Открывается в новой вкладке', 'Opens in a new tab'),
}
