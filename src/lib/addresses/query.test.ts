import { describe, expect, it } from 'vitest'
import { fuzzValues } from '../../../tests/support/fuzzCorpus'
import { MAX_QUERY_CHARS, MAX_QUERY_WORDS, cleanQueryText, parseAddressQuery } from './query'

const words = (text: string) =>
  parseAddressQuery(text).words.map((w) => `${w.text}${w.optional ? '?' : ''}${w.prefix ? '…' : ''}`)

describe('reading typed address text', () => {
  it('splits street words, house, apartment and settlement', () => {
    const q = parseAddressQuery('Mustamäe tee 12-5, Tallinn')
    expect(q).toMatchObject({ house: '12', apartment: '5', types: ['way'], housePrefix: false })
    expect(words('Mustamäe tee 12-5, Tallinn')).toEqual(['mustamae', 'tee?', 'tallinn…'])
    expect(words('Mustamäe tee 12-5, Tallinn ')).toEqual(['mustamae', 'tee?', 'tallinn'])
  })

  it('marks the words where people put the settlement: after the number or a comma', () => {
    const place = (text: string) =>
      parseAddressQuery(text)
        .words.filter((w) => w.place)
        .map((w) => w.text)
    expect(place('Kase 5 Tabasalu')).toEqual(['tabasalu'])
    expect(place('Tabasalu, Kase 5')).toEqual([])
    expect(place('Kase tn, Tabasalu')).toEqual(['tabasalu'])
    expect(place('Kase tn Tabasalu')).toEqual([])
  })

  it('reads a house letter however it is written', () => {
    for (const text of ['Kase 12a', 'Kase 12A', 'kase 12 a', 'Kase 12 A '])
      expect(parseAddressQuery(text).house, text).toBe('12a')
    expect(parseAddressQuery('Kase 12a-3').apartment).toBe('3')
  })

  it('reads an apartment in every common spelling', () => {
    for (const text of [
      'Kase 12-5',
      'Kase 12 - 5',
      'Kase 12–5',
      'Kase 12 k 5',
      'Kase 12 k5',
      'Kase 12 korter 5',
      'Kase 12 kv 5',
      'Кase 12 кв. 5',
      'Kase 12 apt 5',
      'Kase 12 5',
      'кв. 5 Kase 12',
    ]) {
      const q = parseAddressQuery(text)
      expect([q.house, q.apartment], text).toEqual(['12', '5'])
    }
  })

  it('ignores a postal code', () => {
    expect(parseAddressQuery('Mustamäe tee 12, 10615 Tallinn')).toMatchObject({ house: '12', apartment: '' })
    expect(parseAddressQuery('10615 Tallinn, Mustamäe tee 12-5')).toMatchObject({ house: '12', apartment: '5' })
    expect(parseAddressQuery('Mustamäe tee 12 10615')).toMatchObject({ house: '12', apartment: '' })
  })

  it('keeps both readings of "12/5" for the matcher', () => {
    expect(parseAddressQuery('Narva mnt 12/5')).toMatchObject({
      house: '12/5',
      apartment: '',
      alternative: { house: '12', apartment: '5' },
    })
    expect(parseAddressQuery('Narva mnt 12/14-3')).toMatchObject({ house: '12/14', apartment: '3' })
    expect(parseAddressQuery('Narva mnt 12/14-3').alternative).toBeUndefined()
  })

  it('knows street type words and their short forms in Estonian, Russian and English, all optional', () => {
    const kinds = (text: string) => parseAddressQuery(text).types
    expect(kinds('Pärnu mnt 5')).toEqual(['road'])
    expect(kinds('Pärnu maantee 5')).toEqual(['road'])
    expect(kinds('Пярну шоссе 5')).toEqual(['road'])
    expect(kinds('Пярну ш. 5')).toEqual(['road'])
    expect(kinds('Sõpruse pst 5')).toEqual(['avenue'])
    expect(kinds('б-р Сыпрузе 5')).toEqual(['avenue'])
    expect(kinds('пр. Сыпрузе 5')).toEqual(['avenue'])
    expect(kinds('ул. Тяхе 4')).toEqual(['street'])
    expect(kinds('Tähe tänav 4')).toEqual(['street'])
    expect(kinds('Kase põik 2')).toEqual(['lane'])
    expect(kinds('Kase pk 2')).toEqual(['lane'])
    expect(kinds('Vabaduse vlk 2')).toEqual(['square'])
    expect(kinds('Вабадусэ вяляк 2')).toEqual(['square'])
    expect(words('Mustamäe tee 5')).toEqual(['mustamae', 'tee?'])
  })

  it('folds diacritics and Cyrillic transliteration to the same words', () => {
    expect(words('Мустамяэ теэ 12')).toEqual(words('Mustamäe tee 12'))
    expect(words('Пярну мнт 5')).toEqual(['parnu', 'mnt?'])
    expect(parseAddressQuery('Сыпрузе пст 10').words[0]!.skeleton).toBe(
      parseAddressQuery('Sõpruse pst 10').words[0]!.skeleton,
    )
    expect(parseAddressQuery('Ярве 3').words[0]!.skeleton).toBe(parseAddressQuery('Järve 3').words[0]!.skeleton)
    expect(parseAddressQuery('Ыйсмяэ теэ 3').words[0]!.skeleton).toBe(
      parseAddressQuery('Õismäe tee 3').words[0]!.skeleton,
    )
  })

  it('marks what is still being typed', () => {
    expect(words('Mustam')).toEqual(['mustam…'])
    expect(words('Mustamäe t')).toEqual(['mustamae', 't?…'])
    expect(parseAddressQuery('Mustamäe tee 1')).toMatchObject({ house: '1', housePrefix: true })
    expect(parseAddressQuery('Mustamäe tee 1 ')).toMatchObject({ house: '1', housePrefix: false })
    expect(parseAddressQuery('Mustamäe tee 12-1')).toMatchObject({ house: '12', apartment: '1', apartmentPrefix: true })
    expect(parseAddressQuery('Mustamäe tee 12 k 1')).toMatchObject({ apartment: '1', apartmentPrefix: true })
    expect(parseAddressQuery('Mustamäe tee 12-1 ')).toMatchObject({ apartment: '1', apartmentPrefix: false })
    // "12 k" being typed is the start of "12 k 5", not house 12k.
    expect(parseAddressQuery('Kase 12 k')).toMatchObject({ house: '12', apartment: '' })
  })

  it('is safe with any input', () => {
    expect(cleanQueryText('x'.repeat(10_000))).toHaveLength(MAX_QUERY_CHARS)
    expect(cleanQueryText('Kase\u0000tn\u200b5\u0007')).toBe('Kase tn 5 ')
    expect(parseAddressQuery(undefined)).toMatchObject({ words: [], house: '' })
    expect(parseAddressQuery(42)).toMatchObject({ words: [], house: '' })
    expect(parseAddressQuery('Kase ' + '9'.repeat(10_000)).house).toMatch(/^9+$/)
    expect(parseAddressQuery('<script>alert(1)</script> 5').house).toBe('1')
    expect(parseAddressQuery('kase '.repeat(40)).words).toHaveLength(MAX_QUERY_WORDS)
    for (const v of fuzzValues()) {
      let text = v.wire
      try {
        text = decodeURIComponent(v.wire)
      } catch {
        // a broken escape is typed text too
      }
      expect(() => parseAddressQuery(text)).not.toThrow()
    }
  })
})
