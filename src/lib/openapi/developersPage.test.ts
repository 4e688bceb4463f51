import { describe, expect, it } from 'vitest'
import { addressExamples, contractExamples, describeSchema, operationsOf } from './developersPage'
import { openApiDocument } from './openapi'

const words = {
  default: (v: string) => `default ${v}`,
  maxLength: (n: number) => `at most ${n} characters`,
  range: (a: string, b: string) => `${a}–${b}`,
}

describe("the developers' page's view of the document", () => {
  const document = openApiDocument({
    siteUrl: 'https://www.example.ee',
    lookupsPerMinute: 30,
    suggestionsPerMinute: 120,
  })

  it('lists every operation with its parameters, statuses and example', () => {
    const operations = operationsOf(document)
    expect(operations.map((o) => o.path)).toEqual(Object.keys(document.paths))
    const discharges = operations.find((o) => o.operationId === 'contractDischarges')!
    expect(discharges.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:contractNumber', 'query:lang'])
    expect(discharges.statuses.map((s) => s.status)).toEqual(['200', '304', '400', '429', '503'])
    expect(JSON.parse(discharges.example!)).toMatchObject({ contractNumber: '900000001' })
    expect(operations.find((o) => o.operationId === 'contractCalendar')!.example).toMatch(/^BEGIN:VCALENDAR/)
  })

  it('puts a parameter schema in a few words', () => {
    expect(describeSchema({ type: 'integer', minimum: 1, maximum: 50, default: 8 }, words)).toBe(
      'integer, 1–50, default 8',
    )
    expect(describeSchema({ type: 'string', enum: ['et', 'ru', 'en'], default: 'et' }, words)).toBe(
      'et | ru | en, default et',
    )
    expect(describeSchema({ type: 'string', maxLength: 200 }, words)).toBe('string, at most 200 characters')
  })

  it('writes examples that ask the site it is shown on, in the page language', () => {
    const [curl] = contractExamples('https://www.example.ee', '900000001', 'ru')
    expect(curl!.code).toBe("curl 'https://www.example.ee/api/v1/contracts/900000001/discharges?lang=ru'")
    const address = addressExamples('https://www.example.ee', 'Sõpruse pst 151', 'en')
    expect(address[0]!.code).toContain('/api/v1/addresses?q=S%C3%B5pruse%20pst%20151')
    expect(address.map((s) => s.name)).toEqual(['curl', 'JavaScript (fetch)', 'Python (requests)'])
  })
})
