import type { Field } from 'payload'
import { isMunicipalityCode, municipalities } from './municipalities'

type Label = { et: string; ru: string; en: string }

/** The editors' list of municipalities: EHAK code as the value, the name in the admin's language as the label. */
export function municipalityOptions() {
  return [...municipalities]
    .sort((a, b) => a.et.localeCompare(b.et, 'et'))
    .map((m) => ({ value: m.code, label: { et: `${m.et} (${m.code})`, ru: `${m.ru} (${m.code})`, en: `${m.en} (${m.code})` } }))
}

/**
 * A municipality stored as its EHAK code. Editors pick it from the list (`select`); the discharges rows keep
 * a text column (`text: true`, not a database enum) so the planning import's bulk SQL writes it on both
 * databases, and the admin still refuses a value that is not a known code.
 */
export function municipalityCodeField(
  name: string,
  options: { index?: boolean; description?: Label; text?: boolean } = {},
): Field {
  if (!options.text) {
    return {
      name,
      type: 'select',
      index: options.index,
      options: municipalityOptions(),
      label: { et: 'Omavalitsus', ru: 'Самоуправление', en: 'Municipality' },
      admin: { description: options.description },
    }
  }
  return {
    name,
    type: 'text',
    index: options.index,
    label: { et: 'Omavalitsuse EHAK-kood', ru: 'Код самоуправления (EHAK)', en: 'Municipality EHAK code' },
    admin: { description: options.description },
    validate: (value: unknown) =>
      value == null || value === '' || isMunicipalityCode(value) ? true : 'Not an EHAK municipality code',
  }
}
