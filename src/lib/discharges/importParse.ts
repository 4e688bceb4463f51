import { parse as parseCsv } from 'csv-parse'
import { Readable } from 'node:stream'

// Turns an import body into records one at a time, so a million-row body never sits in memory whole.
// `line` is what the report names: the line in NDJSON and CSV bodies, the 1-based position in a JSON array.
export type ParsedRecord = { line: number; value: unknown } | { line: number; error: string }

export type ImportFormat = 'json' | 'ndjson' | 'csv'

export function formatFromContentType(contentType: string | null): ImportFormat | null {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (
    type === 'application/x-ndjson' ||
    type === 'application/ndjson' ||
    type === 'application/jsonl' ||
    type === 'application/json-seq'
  )
    return 'ndjson'
  if (type === 'text/csv' || type === 'application/csv') return 'csv'
  return null
}

export class BodyFormatError extends Error {}

/**
 * The longest NDJSON or CSV line, or JSON array element, in characters (64 KB of ASCII; a real row is a
 * few hundred). Without it one endless line would be held in memory whole.
 */
export const MAX_RECORD_LENGTH = 64 * 1024
const tooLong = (what: string) =>
  new BodyFormatError(`${what} is longer than ${MAX_RECORD_LENGTH / 1024} KB; rows before it were stored`)

/** The body is larger than the import takes (answered 413). */
export class BodyTooLargeError extends Error {}

/** `body` as it streams in, stopped with BodyTooLargeError once more than `maxBytes` have arrived. */
export async function* limitBytes(body: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let total = 0
  for await (const chunk of body) {
    total += chunk.byteLength
    if (total > maxBytes) throw new BodyTooLargeError(`the body is larger than ${maxBytes} bytes`)
    yield chunk
  }
}

async function* textChunks(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of body) yield decoder.decode(chunk, { stream: true })
  const tail = decoder.decode()
  if (tail) yield tail
}

function parseJsonText(text: string, line: number): ParsedRecord {
  try {
    return { line, value: JSON.parse(text) }
  } catch {
    return { line, error: 'not valid JSON' }
  }
}

export async function* ndjsonRecords(body: AsyncIterable<Uint8Array>): AsyncGenerator<ParsedRecord> {
  let buffer = ''
  let line = 0
  for await (const text of textChunks(body)) {
    buffer += text
    let nl: number
    while ((nl = buffer.indexOf('\n')) !== -1) {
      const raw = buffer.slice(0, nl).replace(/\r$/, '')
      buffer = buffer.slice(nl + 1)
      line++
      if (raw.length > MAX_RECORD_LENGTH) throw tooLong(`line ${line}`)
      if (raw.trim()) yield parseJsonText(raw, line)
    }
    if (buffer.length > MAX_RECORD_LENGTH) throw tooLong(`line ${line + 1}`)
  }
  line++
  if (buffer.trim()) yield parseJsonText(buffer, line)
}

/** Splits a top-level JSON array into its elements as they stream in (strings and nesting respected). */
export async function* jsonArrayRecords(body: AsyncIterable<Uint8Array>): AsyncGenerator<ParsedRecord> {
  let started = false
  let finished = false
  let depth = 0 // nesting inside the current element
  let inString = false
  let escape = false
  let current: string[] = []
  let currentLength = 0 // characters of the current element in `current`
  let segmentStart = -1
  let index = 0
  for await (const text of textChunks(body)) {
    segmentStart = current.length ? 0 : -1
    /** The element ending at `end` in this chunk, parsed; the next element starts afresh. */
    const endElement = (end: number) => {
      current.push(text.slice(segmentStart, end))
      index++
      if (currentLength + end - segmentStart > MAX_RECORD_LENGTH) throw tooLong(`element ${index}`)
      const record = parseJsonText(current.join(''), index)
      current = []
      currentLength = 0
      segmentStart = -1
      return record
    }
    for (let i = 0; i < text.length; i++) {
      const c = text[i]
      if (finished) {
        if (!/\s/.test(c)) throw new BodyFormatError('unexpected content after the JSON array')
        continue
      }
      if (!started) {
        if (c === '[') started = true
        else if (c === '\uFEFF' || /\s/.test(c)) continue
        else throw new BodyFormatError('a JSON body must be an array of rows')
        continue
      }
      if (inString) {
        if (escape) escape = false
        else if (c === '\\') escape = true
        else if (c === '"') inString = false
        continue
      }
      const inElement = segmentStart !== -1
      if (!inElement) {
        if (/\s/.test(c) || c === ',') continue
        if (c === ']') {
          finished = true
          continue
        }
        segmentStart = i
      }
      if (c === '"') inString = true
      else if (c === '{' || c === '[') depth++
      else if (c === '}' || c === ']') {
        if (depth > 0) depth--
        else {
          // the closing bracket of the top-level array ends the last element
          yield endElement(i)
          finished = true
        }
      } else if (c === ',' && depth === 0) yield endElement(i)
    }
    if (segmentStart !== -1) {
      current.push(text.slice(segmentStart))
      currentLength += text.length - segmentStart
      if (currentLength > MAX_RECORD_LENGTH) throw tooLong(`element ${index + 1}`)
    }
  }
  if (!started) throw new BodyFormatError('a JSON body must be an array of rows')
  if (!finished) throw new BodyFormatError('the JSON array is not closed')
}

const headerAliases: Record<string, string> = {
  contractnumber: 'contractNumber',
  contract: 'contractNumber',
  garbage: 'garbage',
  itemtype: 'itemType',
  address: 'address',
  date: 'date',
  region: 'region',
  municipality: 'municipality',
  municipalitycode: 'municipalityCode',
  ehak: 'municipalityCode',
  originaldate: 'originalDate',
  shiftreason: 'shiftReason',
  status: 'status',
  statusat: 'statusAt',
  statusreason: 'statusReason',
  containercount: 'containerCount',
  propertyid: 'propertyId',
  adsoid: 'adsOid',
  street: 'street',
  house: 'house',
  apartment: 'apartment',
  settlement: 'settlement',
}

/** Reads until the header line is complete and picks its delimiter (`;` from spreadsheets set to Estonian, else `,`). */
async function sniffDelimiter(
  body: AsyncIterable<Uint8Array>,
): Promise<{ delimiter: string; body: AsyncIterable<Uint8Array> }> {
  const iterator = body[Symbol.asyncIterator]()
  const head: Uint8Array[] = []
  let text = ''
  const decoder = new TextDecoder()
  while (!text.includes('\n')) {
    if (text.length > MAX_RECORD_LENGTH) throw tooLong('the header line')
    const next = await iterator.next()
    if (next.done) break
    head.push(next.value)
    text += decoder.decode(next.value, { stream: true })
  }
  if (text.indexOf('\n') > MAX_RECORD_LENGTH) throw tooLong('the header line')
  const header = text.split('\n')[0]
  const delimiter = (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ','
  async function* replay() {
    yield* head
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value
  }
  return { delimiter, body: replay() }
}

export async function* csvRecords(input: AsyncIterable<Uint8Array>): AsyncGenerator<ParsedRecord> {
  const skipped: ParsedRecord[] = []
  const { delimiter, body } = await sniffDelimiter(input)
  const parser = Readable.from(body).pipe(
    parseCsv({
      bom: true,
      columns: (header: string[]) =>
        header.map(
          (h) =>
            headerAliases[
              h
                .trim()
                .toLowerCase()
                .replace(/[\s_-]/g, '')
            ] ?? h.trim(),
        ),
      delimiter,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: false,
      skip_records_with_error: true,
      max_record_size: MAX_RECORD_LENGTH,
      on_skip: (err) => {
        // Thrown from here, the parser stops with this error instead of skipping the line.
        const skip = err as { code?: string; lines?: number } | undefined
        if (skip?.code === 'CSV_MAX_RECORD_SIZE') throw tooLong(`line ${skip.lines ?? 0}`)
        skipped.push({ line: (err as { lines?: number }).lines ?? 0, error: err?.message ?? 'malformed CSV line' })
        return undefined
      },
    }),
  )
  for await (const item of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    // The parser reads ahead, so a later line's error can arrive before this record: keep line order.
    while (skipped.length && skipped[0].line < item.info.lines) yield skipped.shift()!
    yield { line: item.info.lines, value: item.record }
  }
  while (skipped.length) yield skipped.shift()!
}

export function recordsOf(format: ImportFormat, body: AsyncIterable<Uint8Array>): AsyncGenerator<ParsedRecord> {
  if (format === 'csv') return csvRecords(body)
  if (format === 'ndjson') return ndjsonRecords(body)
  return jsonArrayRecords(body)
}
