import { describe, expect, it } from 'vitest'
import { foldAddressText, placeKeyOf, searchTextOf, skeletonOf } from './normalize'

describe('address text folding', () => {
  it.each([
    ['Mustamäe tee 12-5, Tallinn', 'mustamae tee 12 5 tallinn'],
    ['Мустамяэ теэ 12', 'mustamae tee 12'],
    ['Сыпрузе пст 10', 'sopruse pst 10'],
    ['Šmidti   Žukovski', 'smidti zukovski'],
    ['Narva mnt 12/14', 'narva mnt 12/14'],
  ])('folds case, diacritics, punctuation and Cyrillic transliteration alike: %s', (text, folded) =>
    expect(foldAddressText(text)).toBe(folded),
  )

  it('gives transliterated and Estonian spellings one skeleton', () => {
    const same = (a: string, b: string) =>
      expect(skeletonOf(foldAddressText(a)), `${a} / ${b}`).toBe(skeletonOf(foldAddressText(b)))
    same('Järve', 'Ярве')
    same('Jõe', 'Йыэ')
    same('Õismäe', 'Ыйсмяэ')
    same('Tallinn', 'Таллин')
    same('Kihelkonna', 'Кихелконна')
    same('Ehitajate', 'Эхитаяте')
    same('Viljandi', 'Вильянди')
    same('Riia', 'Рийа')
    expect(skeletonOf('parnu')).not.toBe(skeletonOf('parna'))
  })

  it('keeps the stored search text and the place key', () => {
    expect(searchTextOf({ street: 'Kooli tn', house: '7a', apartment: '', settlement: 'Tabasalu' })).toBe(
      'kooli tn 7a tabasalu',
    )
    const places = ['Tartu linn', 'Kõnnu küla', 'Mustamäe linnaosa', 'Abja-Paluoja']
    expect(places.map(placeKeyOf)).toEqual(['tartu', 'konnu', 'mustamae', 'abja paluoja'])
  })
})
