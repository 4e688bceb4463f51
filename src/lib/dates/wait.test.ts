import { describe, expect, it } from 'vitest'
import { waitForms, waitInWords, waitUnit } from './wait'
import { waitFromForms } from './waitUnit'

describe('waitInWords', () => {
  it('rounds up to the unit people use', () => {
    expect(waitUnit(0)).toEqual({ unit: 'second', count: 1 })
    expect(waitUnit(59)).toEqual({ unit: 'second', count: 59 })
    expect(waitUnit(60)).toEqual({ unit: 'minute', count: 1 })
    expect(waitUnit(61)).toEqual({ unit: 'minute', count: 2 })
    expect(waitUnit(540)).toEqual({ unit: 'minute', count: 9 })
    expect(waitUnit(3600)).toEqual({ unit: 'hour', count: 1 })
    expect(waitUnit(86_400)).toEqual({ unit: 'hour', count: 24 })
  })

  it('says the wait in words, in the form the sentence of each language needs', () => {
    expect(waitInWords(540, 'en')).toBe('9 minutes')
    expect(waitInWords(60, 'en')).toBe('1 minute')
    expect(waitInWords(30, 'en')).toBe('30 seconds')
    expect(waitInWords(7200, 'en')).toBe('2 hours')
    // Russian after "через": accusative, by the number's plural category.
    expect(waitInWords(540, 'ru')).toBe('9 минут')
    expect(waitInWords(60, 'ru')).toBe('1 минуту')
    expect(waitInWords(180, 'ru')).toBe('3 минуты')
    expect(waitInWords(21 * 60, 'ru')).toBe('21 минуту')
    expect(waitInWords(1, 'ru')).toBe('1 секунду')
    expect(waitInWords(3600 * 5, 'ru')).toBe('5 часов')
    // Estonian before "pärast": the genitive, the same for every number.
    expect(waitInWords(540, 'et')).toBe('9 minuti')
    expect(waitInWords(60, 'et')).toBe('1 minuti')
    expect(waitInWords(30, 'et')).toBe('30 sekundi')
    expect(waitInWords(7200, 'et')).toBe('2 tunni')
  })

  it('gives the browser the same words for a Retry-After it reads', () => {
    for (const locale of ['et', 'ru', 'en'] as const) {
      const forms = waitForms(locale)
      for (const seconds of [1, 5, 30, 60, 61, 180, 540, 21 * 60, 3600, 5 * 3600, 86_400]) {
        expect(waitFromForms(forms, locale, seconds)).toBe(waitInWords(seconds, locale))
      }
    }
  })
})
