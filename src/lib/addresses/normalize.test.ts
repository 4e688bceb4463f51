import { describe, expect, it } from 'vitest'
import { foldAddressText, placeKeyOf, searchTextOf, skeletonOf } from './normalize'

describe('address text folding', () => {
  it('folds case, diacritics, punctuation and Cyrillic transliteration alike', () => {
    expect(foldAddressText('Mustamäe tee 12-5, Tallinn')).toBe('mustamae tee 12 5 tallinn')
    expect(foldAddressText('Мустамяэ теэ 12')).toBe('mustamae tee 12')
    expect(foldAddressText('Сыпрузе пст 10')).toBe('sopruse pst 10')
    expect(foldAddressText('Šmidti   Žukovski')).toBe('smidti zukovski')
    expect(foldAddressText('Narva mnt 12/14')).toBe('narva mnt 12/14')
  })

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
    expect(placeKeyOf('Tartu linn')).toBe('tartu')
    expect(placeKeyOf('Kõnnu küla')).toBe('konnu')
    expect(placeKeyOf('Mustamäe linnaosa')).toBe('mustamae')
    expect(placeKeyOf('Abja-Paluoja')).toBe('abja paluoja')
  })
})
