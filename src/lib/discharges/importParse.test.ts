import { describe, expect, it } from 'vitest'
import {
  csvRecords,
  jsonArrayRecords,
  limitBytes,
  ndjsonRecords,
  BodyFormatError,
  BodyTooLargeError,
  MAX_RECORD_LENGTH,
  type ParsedRecord,
} from './importParse'

/** Feeds the text in small chunks so element and line boundaries fall inside chunks. */
async function* chunks(text: string, size = 7) {
  const bytes = new TextEncoder().encode(text)
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size)
}
async function collect(gen: AsyncIterable<ParsedRecord>) {
  const out: ParsedRecord[] = []
  for await (const r of gen) out.push(r)
  return out
}

describe('jsonArrayRecords', () => {
  it('splits an array into elements across chunk boundaries, strings with brackets included', async () => {
    const rows = [{ a: 'x,]}', b: [1, { c: '"q"' }] }, { a: 'ü õ' }, 5]
    const out = await collect(jsonArrayRecords(chunks(JSON.stringify(rows, null, 2), 3)))
    expect(out).toEqual([
      { line: 1, value: rows[0] },
      { line: 2, value: rows[1] },
      { line: 3, value: 5 },
    ])
  })
  it('reports an unparseable element by position and goes on', async () => {
    const out = await collect(jsonArrayRecords(chunks('[{"a":1}, {bad}, {"a":3}]')))
    expect(out).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 2, error: 'not valid JSON' },
      { line: 3, value: { a: 3 } },
    ])
  })
  it('accepts an empty array and refuses a non-array body', async () => {
    expect(await collect(jsonArrayRecords(chunks('[ ]')))).toEqual([])
    await expect(collect(jsonArrayRecords(chunks('{"a":1}')))).rejects.toBeInstanceOf(BodyFormatError)
    await expect(collect(jsonArrayRecords(chunks('[{"a":1}')))).rejects.toBeInstanceOf(BodyFormatError)
  })
})

describe('ndjsonRecords', () => {
  it('numbers lines, skips blank ones', async () => {
    const out = await collect(ndjsonRecords(chunks('{"a":1}\r\n\n{oops\n{"a":2}')))
    expect(out).toEqual([
      { line: 1, value: { a: 1 } },
      { line: 3, error: 'not valid JSON' },
      { line: 4, value: { a: 2 } },
    ])
  })
})

describe('csvRecords', () => {
  it('maps headers, reports line numbers, survives a malformed line', async () => {
    const csv =
      'contract_number;garbage;item type;address;date\n900000001;Segaolmejäätmed;Konteiner 240 L;"Kase tn 5, Tallinn";2026-12-01\n900000002;too;few\n900000003;Paber ja kartong;Konteiner 660 L;Turu tn 2, Tartu;2026-12-02\n'
    const out = await collect(csvRecords(chunks(csv)))
    expect(out[0]).toEqual({
      line: 2,
      value: {
        contractNumber: '900000001',
        garbage: 'Segaolmejäätmed',
        itemType: 'Konteiner 240 L',
        address: 'Kase tn 5, Tallinn',
        date: '2026-12-01',
      },
    })
    expect(out.find((r) => r.line === 3)).toMatchObject({ line: 3, error: expect.any(String) })
    expect(out.find((r) => r.line === 4)).toMatchObject({
      value: { contractNumber: '900000003', address: 'Turu tn 2, Tartu' },
    })
  })
})

describe('one over-long line or element', () => {
  const long = 'x'.repeat(MAX_RECORD_LENGTH + 1)
  const row = '{"contractNumber":"1"}'

  it('stops an NDJSON body at a line past the limit, with or without its newline', async () => {
    await expect(collect(ndjsonRecords(chunks(`${row}\n{"a":"${long}"}\n${row}\n`, 4096)))).rejects.toThrow(
      /line 2 is longer than 64 KB/,
    )
    // An endless line: refused once it passes the limit, not held until the body ends.
    await expect(collect(ndjsonRecords(chunks(`${row}\n${long}${long}`, 4096)))).rejects.toBeInstanceOf(BodyFormatError)
    const ok = 'y'.repeat(MAX_RECORD_LENGTH - 10)
    expect(await collect(ndjsonRecords(chunks(`"${ok}"\n`, 4096)))).toEqual([{ line: 1, value: ok }])
  })

  it('stops a JSON array at an element past the limit, also when it is the last one', async () => {
    await expect(collect(jsonArrayRecords(chunks(`[${row},"${long}",${row}]`, 4096)))).rejects.toThrow(
      /element 2 is longer than 64 KB/,
    )
    await expect(collect(jsonArrayRecords(chunks(`[${row},{"a":"${long}"}]`, 4096)))).rejects.toThrow(/element 2/)
    await expect(collect(jsonArrayRecords(chunks(`[${row},"${long}${long}`, 4096)))).rejects.toBeInstanceOf(
      BodyFormatError,
    )
  })

  it('stops a CSV body at a header line or a row past the limit', async () => {
    await expect(collect(csvRecords(chunks(`${long},b\n1,2\n`, 4096)))).rejects.toThrow(/header line is longer/)
    await expect(collect(csvRecords(chunks(`a,b\n1,2\n3,"${long}"\n`, 4096)))).rejects.toThrow(
      /line 3 is longer than 64 KB/,
    )
  })
})

describe('limitBytes', () => {
  it('passes a body up to the limit and stops the first chunk past it', async () => {
    const out: number[] = []
    for await (const c of limitBytes(chunks('a'.repeat(100), 10), 100)) out.push(c.byteLength)
    expect(out.reduce((a, b) => a + b, 0)).toBe(100)
    await expect(collect2(limitBytes(chunks('a'.repeat(101), 10), 100))).rejects.toBeInstanceOf(BodyTooLargeError)
  })
})

async function collect2(gen: AsyncIterable<Uint8Array>) {
  for await (const _ of gen) void _
}
