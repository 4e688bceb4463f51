import { describe, expect, it } from 'vitest'
import { apiLanguage, localizedHeaders, pageOf, tallinnIso } from './common'

describe('apiLanguage', () => {
  it('takes lang, else the best of Accept-Language, else Estonian', () => {
    expect(apiLanguage('ru', 'en')).toBe('ru')
    expect(apiLanguage(undefined, 'en-GB,en;q=0.9,et;q=0.8')).toBe('en')
    expect(apiLanguage(undefined, 'de, ru;q=0.3')).toBe('ru')
    expect(apiLanguage(undefined, 'ru;q=0, en;q=0.1')).toBe('en')
    expect(apiLanguage(undefined, 'fr')).toBe('et')
    expect(apiLanguage(undefined, null)).toBe('et')
    expect(apiLanguage(undefined, `${'x-'.repeat(300)}ru`)).toBe('et')
  })
  it('names the language and varies by the asked one', () => {
    expect(localizedHeaders('ru')).toMatchObject({ 'Content-Language': 'ru', Vary: 'Accept-Language, Accept-Encoding' })
  })
})

describe('tallinnIso', () => {
  it('writes an instant with the offset Tallinn has on that day', () => {
    expect(tallinnIso('2026-01-15T10:00:00Z')).toBe('2026-01-15T12:00:00+02:00')
    expect(tallinnIso('2026-07-15T10:00:00.000Z')).toBe('2026-07-15T13:00:00+03:00')
  })
})

describe('pageOf', () => {
  it('pages from 1 without clamping', () => {
    expect(pageOf([1, 2, 3], 2, 2)).toEqual({ paging: { page: 2, limit: 2, total: 3, totalPages: 2 }, items: [3] })
    expect(pageOf([], 1, 10)).toEqual({ paging: { page: 1, limit: 10, total: 0, totalPages: 1 }, items: [] })
  })
})
