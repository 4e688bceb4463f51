import { describe, expect, it } from 'vitest'
import { csvRecords, jsonArrayRecords, ndjsonRecords, BodyFormatError, type ParsedRecord } from './importParse'

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
