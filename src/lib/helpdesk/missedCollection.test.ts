import { describe, expect, it } from 'vitest'
import { summaryLines } from './labels'
import { topicById } from './lists'
import { missedCollectionDateSchema, parseContact } from './schema'

// The missed-collection report (the service complaint the lookup's "not emptied?" link opens).
const complaint = topicById(3)!
const now = new Date('2026-11-17T10:00:00Z') // Tuesday 12:00 in Tallinn
const complete = {
  contractNumber: 'JV-12345',
  name: 'Demo Klient',
  phone: '+372 5555 0101',
  email: 'demo.klient@example.com',
  area: 'Tallinna linn',
  address: 'Näidise tee 1, Tallinn',
  missedCollectionDate: '2026-11-16',
  description: 'Segaolmemahuti jäi tühjendamata.',
}
const errorOf = (day: string, at = now) => {
  const result = missedCollectionDateSchema(at).safeParse(day)
  return result.success ? null : result.error.issues[0]?.message
}

describe('date of the missed collection', () => {
  it('accepts today and the day 14 days ago, in Tallinn', () => {
    expect(errorOf('2026-11-17')).toBeNull()
    expect(errorOf('2026-11-03')).toBeNull()
  })
  it('refuses a day in the future and one 15 days ago', () => {
    expect(errorOf('2026-11-18')).toBe('missedDateFuture')
    expect(errorOf('2026-11-02')).toBe('missedDateTooOld')
  })
  it.each(['2026-02-30', '17.11.2026', ''])('refuses what is not a real day: %s', (input) =>
    expect(errorOf(input)).toBe('dateInvalid'),
  )
  it("counts days at Tallinn's midnight, not UTC's", () => {
    // 22:30 UTC on the 17th is already 00:30 on the 18th in Tallinn (EET, UTC+2).
    const afterMidnight = new Date('2026-11-17T22:30:00Z')
    expect(errorOf('2026-11-18', afterMidnight)).toBeNull()
    expect(errorOf('2026-11-04', afterMidnight)).toBeNull()
    expect(errorOf('2026-11-03', afterMidnight)).toBe('missedDateTooOld')
    // 21:59 UTC is still 23:59 on the 17th in Tallinn: the 18th is tomorrow.
    const beforeMidnight = new Date('2026-11-17T21:59:00Z')
    expect(errorOf('2026-11-18', beforeMidnight)).toBe('missedDateFuture')
    expect(errorOf('2026-11-03', beforeMidnight)).toBeNull()
  })
  it('is required for the missed-collection report and goes into its values', () => {
    const { missedCollectionDate: _omitted, ...withoutDate } = complete
    expect(parseContact(complaint, withoutDate, now)).toEqual({
      ok: false,
      errors: { missedCollectionDate: 'required' },
    })
    expect(parseContact(complaint, { ...complete, missedCollectionDate: '2026-11-18' }, now)).toEqual({
      ok: false,
      errors: { missedCollectionDate: 'missedDateFuture' },
    })
    expect(parseContact(complaint, complete, now)).toEqual({ ok: true, values: complete })
  })
  it('is dropped from topics that do not ask it', () => {
    const other = topicById(10)!
    const result = parseContact(
      other,
      { name: 'A', email: 'a@example.com', subject: 'S', description: 'D', missedCollectionDate: '2026-11-16' },
      now,
    )
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.values).not.toHaveProperty('missedCollectionDate')
  })
})

describe('the ticket text of a missed-collection report', () => {
  it('carries the date as dd.mm.yyyy and the municipality, in Estonian', () => {
    const lines = summaryLines('et', complaint, complete)
    expect(lines).toContainEqual({ label: 'Vahele jäänud tühjenduse kuupäev', value: '16.11.2026' })
    expect(lines).toContainEqual({ label: 'Omavalitsus', value: 'Tallinn' })
    expect(lines.map((l) => `${l.label}: ${l.value}`).join('\n')).toContain(
      'Vahele jäänud tühjenduse kuupäev: 16.11.2026',
    )
  })
  it('names the municipality in the language asked for', () => {
    const lines = summaryLines('ru', complaint, { ...complete, area: 'Harku vald' })
    expect(lines).toContainEqual({ label: 'Муниципалитет', value: 'волость Харку' })
    expect(lines).toContainEqual({ label: 'Дата пропущенного вывоза', value: '16.11.2026' })
  })
})
