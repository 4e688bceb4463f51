import { describe, expect, it } from 'vitest'
import { choiceCookie, readChoice } from './choice'

const now = new Date('2026-11-27T08:00:00Z')
/** The cookie's name=value, as document.cookie would then list it. */
const stored = (assignment: string) => assignment.split(';')[0]!

describe('the stored consent choice', () => {
  it('reads what vanilla-cookieconsent stored before, so earlier choices still count', () => {
    const before = {
      categories: ['necessary', 'analytics'],
      revision: 1,
      data: null,
      consentTimestamp: '2026-06-01T10:00:00.000Z',
      consentId: 'b0e5d4c2-1111-4a5b-9c3d-000000000001',
      services: { necessary: [], analytics: [] },
      languageCode: 'et',
      lastConsentTimestamp: '2026-06-01T10:00:00.000Z',
      expirationTime: 1796464800000,
    }
    const cookie = `NEXT_LOCALE=et; cc_cookie=${encodeURIComponent(JSON.stringify(before))}; _pk_id.1.x=1`
    expect(readChoice(cookie)?.categories).toEqual(['necessary', 'analytics'])
  })

  it('asks again when there is no choice, an unreadable one, or one from another revision', () => {
    expect(readChoice('NEXT_LOCALE=et')).toBeNull()
    expect(readChoice('cc_cookie=%7Bnot json')).toBeNull()
    expect(
      readChoice(`cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['necessary'], revision: 0 }))}`),
    ).toBeNull()
  })

  it('stores a choice the start-up loader and the next visit read, keeping the first consent’s id and time', () => {
    const first = choiceCookie(true, null, now, 'id-1', true)
    expect(first).toMatch(/^cc_cookie=[^;]+; path=\/; max-age=15724800; SameSite=Lax; Secure$/)
    const choice = readChoice(stored(first))!
    expect(choice.categories).toEqual(['necessary', 'analytics'])
    // What the loader (src/server/late-scripts.ts) reads: the URL-encoded JSON's categories.
    expect(JSON.parse(decodeURIComponent(stored(first).slice('cc_cookie='.length))).categories).toContain('analytics')

    const later = choiceCookie(false, choice, new Date('2026-12-01T08:00:00Z'), 'id-2', false)
    expect(later).not.toContain('Secure')
    const changed = readChoice(stored(later))!
    expect(changed.categories).toEqual(['necessary'])
    expect(changed.consentId).toBe('id-1')
    expect(changed.consentTimestamp).toBe(now.toISOString())
  })
})
