import type { Locale } from '@/i18n/locales'

/**
 * For a row schema's `z.preprocess`: CSV sends every column, so an empty (or null) cell of one of these optional
 * keys means "not given" rather than an invalid value.
 */
export const withoutBlankCells =
  (keys: readonly string[]) =>
  (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value
    const out = { ...(value as Record<string, unknown>) }
    for (const key of keys) if (out[key] === '' || out[key] === null) delete out[key]
    return out
  }

/** A row's documents to write: the fields shared by the languages, and each language's own. */
export type RowDocs = { shared: Record<string, unknown>; localized: Record<Locale, Record<string, unknown>> }

/** A row's cells of these columns, under the same names: the fields every language shares. */
export function sharedCells<Row extends object>(row: Row, fields: readonly string[]): RowDocs['shared'] {
  const cells = row as Record<string, unknown>
  return Object.fromEntries(fields.map((field) => [field, cells[field]]))
}

/**
 * The texts of a row's localized columns by language: a field's column holds the Estonian text, the same
 * name with `_ru` and `_en` the Russian and the English.
 */
export function localizedCells<Row extends object>(row: Row, fields: readonly string[]): RowDocs['localized'] {
  const cells = row as Record<string, unknown>
  const of = (suffix: string) => Object.fromEntries(fields.map((field) => [field, cells[`${field}${suffix}`]]))
  return { et: of(''), ru: of('_ru'), en: of('_en') }
}
