import { describe, expect, it } from 'vitest'
import { cookieValue } from './cookies'

describe('cookieValue', () => {
  it('finds a cookie among others, with or without spaces', () => {
    expect(cookieValue('a=1; notice-dismissed=3,4; b=2', 'notice-dismissed')).toBe('3,4')
    expect(cookieValue('a=1;b=2', 'b')).toBe('2')
    expect(cookieValue(' lang = ru ', 'lang')).toBe('ru')
  })
  it('keeps "=" inside a value and decodes percent escapes and quotes', () => {
    expect(cookieValue('t=a=b=c', 't')).toBe('a=b=c')
    expect(cookieValue('t=%D1%80%D1%83', 't')).toBe('ру')
    expect(cookieValue('t="quoted"', 't')).toBe('quoted')
  })
  it('tells an absent cookie from an empty one, and does not match a name by its prefix or suffix', () => {
    expect(cookieValue('lang=', 'lang')).toBe('')
    expect(cookieValue('language=et; xlang=ru', 'lang')).toBeUndefined()
    expect(cookieValue(undefined, 'lang')).toBeUndefined()
    expect(cookieValue(null, 'lang')).toBeUndefined()
    expect(cookieValue('', 'lang')).toBeUndefined()
    expect(cookieValue('=x; lang', 'lang')).toBeUndefined()
  })
  it('returns a malformed escape as sent instead of throwing', () => {
    expect(cookieValue('notice-dismissed=%E0%A4%A', 'notice-dismissed')).toBe('%E0%A4%A')
    expect(cookieValue('t=%', 't')).toBe('%')
    expect(cookieValue('t=%zz; u=%41', 'u')).toBe('A')
  })
  it('takes the first of two cookies of the same name', () => {
    expect(cookieValue('lang=en; lang=ru', 'lang')).toBe('en')
  })
})
