import { describe, expect, it } from 'vitest'
import { answerLanguage } from './language'

const headers = (value?: string) => new Headers(value === undefined ? {} : { 'accept-language': value })

describe('the language of an API answer', () => {
  it('is the lang parameter when given, whatever the header says', () => {
    expect(answerLanguage('en', headers('ru-RU,ru;q=0.9')).locale).toBe('en')
  })

  it('is else the best language of Accept-Language the site has', () => {
    expect(answerLanguage(undefined, headers('ru-RU,ru;q=0.9,en;q=0.5')).locale).toBe('ru')
    expect(answerLanguage(undefined, headers('fi-FI, en;q=0.8, et;q=0.9')).locale).toBe('et')
    expect(answerLanguage(undefined, headers('de-DE, en-GB;q=0.7')).locale).toBe('en')
    // A refused language (q=0) is never chosen.
    expect(answerLanguage(undefined, headers('ru;q=0, en')).locale).toBe('en')
  })

  it('is Estonian without a usable header, and says so', () => {
    expect(answerLanguage(undefined, headers()).locale).toBe('et')
    expect(answerLanguage(undefined, headers('de, fr;q=0.5')).locale).toBe('et')
    expect(answerLanguage(undefined, headers('*')).headers).toEqual({
      'Content-Language': 'et',
      Vary: 'Accept-Language, Accept-Encoding',
    })
  })
})
