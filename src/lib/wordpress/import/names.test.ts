import { describe, expect, it } from 'vitest'
import { describeError, groupTranslations, latinSegment, mediaKey, oldPath, toPagePath, toSlug } from './names'

describe('groupTranslations', () => {
  it('joins versions that name each other into one group keyed by the lowest id, Estonian first', () => {
    const groups = groupTranslations([
      { wpId: 7, lang: 'ru' as const, translations: [3] },
      { wpId: 3, lang: 'en' as const, translations: [7, 5] },
      { wpId: 5, lang: 'et' as const, translations: [] },
      { wpId: 9, lang: 'et' as const, translations: [404] },
    ])
    expect(groups.map((g) => [g.key, g.members.map((m) => `${m.wpId}${m.lang}`)])).toEqual([
      ['3', ['5et', '7ru', '3en']],
      ['9', ['9et']],
    ])
  })
})

describe('addresses and slugs', () => {
  it('reads the locale-free path of an old address', () => {
    expect(oldPath('https://old.example.ee/ru/novosti/x/', 'https://old.example.ee')).toBe('/novosti/x')
    expect(oldPath('http://[bad', 'https://old.example.ee')).toBeNull()
  })
  it('spells segments in Latin letters, and falls back when a segment has nothing left', () => {
    expect(latinSegment('%D0%9D%D0%BE%D0%B2%D0%B0%D1%8F_%D0%BF%D0%BB%D0%BE%D1%89%D0%B0%D0%B4%D0%BA%D0%B0')).toBe(
      'novaya-ploshadka',
    )
    expect(latinSegment('tõrva-jäätmejaam')).toBe('torva-jaatmejaam')
    expect(toPagePath('https://old.example.ee/teenused/Jäätmejaam/', 'https://old.example.ee', '/wp-1')).toBe(
      '/teenused/jaatmejaam',
    )
    expect(toPagePath('https://old.example.ee/%E2%80%94/', 'https://old.example.ee', '/wp-1')).toBe('/wp-1')
  })
  it('drops the language suffix of a slug and falls back when none is left', () => {
    expect(toSlug('uudised-en', 'post-1')).toBe('uudised')
    expect(toSlug('—', 'post-1')).toBe('post-1')
  })
  it('keys resized copies of a file as the file, whatever the protocol and query', () => {
    expect(mediaKey('https://old.example.ee/up/a.jpg?ver=2')).toBe('//old.example.ee/up/a.jpg')
    expect(mediaKey('https://old.example.ee/up/a-300x200.jpg')).toBe(mediaKey('http://old.example.ee/up/a.jpg'))
  })
})

describe('describeError', () => {
  it("names the network cause's code and Payload's field errors", () => {
    const error = Object.assign(
      new Error('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
      {
        data: { errors: [{ path: 'title', message: 'required' }] },
      },
    )
    expect(describeError(error)).toBe('fetch failed (ECONNRESET) (title: required)')
    expect(describeError('plain')).toBe('plain')
  })
})
