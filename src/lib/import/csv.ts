import { parse } from 'csv-parse/sync'
import { z } from 'zod'
import { counties } from '@/lib/data/regions'
import { isoDaySchema } from '@/lib/dates'
import { formatZodIssues } from '@/lib/http/errors'

/** One line of the report: `line` is the line number in the file (the header is line 1). */
export type LineIssue = { line: number; message: string }
export type ImportResult<T> = { ok: true; rows: T[] } | { ok: false; issues: LineIssue[] }

const text = (max = 300) => z.string().trim().min(1).max(max)
const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined))
const isoDay = isoDaySchema({ invalid: 'expected a date as YYYY-MM-DD' })
// Estonian spreadsheets write decimals with a comma ("58,3776").
const decimal = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((v) => Number(v.replace(',', '.')))
    .pipe(z.number().min(min).max(max))
const county = z.string().trim().pipe(z.enum(counties))

export const stationRowSchema = z.object({
  name: text(),
  name_ru: optionalText(300),
  name_en: optionalText(300),
  municipality: text(),
  county,
  address: text(),
  latitude: decimal(57.4, 59.9),
  longitude: decimal(21.5, 28.3),
  openingHours: optionalText(),
  openingHours_ru: optionalText(),
  openingHours_en: optionalText(),
  acceptedWaste: optionalText(),
  acceptedWaste_ru: optionalText(),
  acceptedWaste_en: optionalText(),
  pricesUrl: optionalText(500).pipe(
    z
      .string()
      .refine((v) => /^(https?:\/\/|\/)/.test(v), 'expected a URL or a /path')
      .optional(),
  ),
  changeDate: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(isoDay.optional()),
})
export type StationRow = z.infer<typeof stationRowSchema>

export const unservedRowSchema = z
  .object({
    county,
    city: text(),
    address: text(),
    reason: text(500),
    reason_ru: optionalText(500),
    reason_en: optionalText(500),
    plannedDate: isoDay,
    newDate: isoDay,
  })
  .refine((r) => r.newDate >= r.plannedDate, { message: 'newDate must not be before plannedDate', path: ['newDate'] })
export type UnservedRow = z.infer<typeof unservedRowSchema>

function detectDelimiter(source: string): ',' | ';' {
  const header = source.split(/\r?\n/, 1)[0] ?? ''
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ','
}

/**
 * Parses a CSV with a header row and validates every line; the caller imports only when every line is
 * valid, so a bad line never leaves a half-imported file behind.
 */
export function parseCsvRows<S extends z.ZodType>(source: string, schema: S, maxRows = 5000): ImportResult<z.infer<S>> {
  let records: { info: { lines: number }; record: Record<string, string> }[]
  try {
    records = parse(source, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim()),
      delimiter: detectDelimiter(source),
      skip_empty_lines: true,
      info: true,
    }) as never
  } catch (error) {
    const e = error as { lines?: number; message: string }
    return { ok: false, issues: [{ line: e.lines ?? 0, message: e.message }] }
  }
  if (records.length === 0) return { ok: false, issues: [{ line: 1, message: 'the file has no data lines' }] }
  if (records.length > maxRows)
    return { ok: false, issues: [{ line: 0, message: `at most ${maxRows} lines per file` }] }
  const rows: z.infer<S>[] = []
  const issues: LineIssue[] = []
  for (const { info, record } of records) {
    const result = schema.safeParse(record)
    if (result.success) rows.push(result.data)
    else issues.push({ line: info.lines, message: formatZodIssues(result.error.issues, { root: 'line' }) })
  }
  return issues.length ? { ok: false, issues } : { ok: true, rows }
}
