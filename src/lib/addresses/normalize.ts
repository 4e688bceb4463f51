import type { AddressRecord } from './types'

// Address text folded for matching: what a visitor types and what the index holds pass through the same
// fold, so "Mustamae" finds "Mustamäe" and "Мустамяэ" finds it too.

// Russian transliteration of Estonian names as Russian texts write them (Пярну, Мустамяэ, Сыпрузе, Йыэ).
// "й" is the Estonian "j" (Йыэ = Jõe); "ы" is "õ" (Сыпрузе = Sõpruse); "я" and "э" are "ä"/"e".
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'o',
  ж: 'z',
  з: 's',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ts',
  ш: 's',
  щ: 's',
  ъ: '',
  ы: 'o',
  ь: '',
  э: 'e',
  ю: 'u',
  я: 'a',
}

/** Lower case, Cyrillic in Latin letters, no diacritics; everything else kept (the tokenizer's input). */
export function foldLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/[а-яё]/g, (c) => CYRILLIC[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** Lower case, no diacritics, Cyrillic in Latin letters, punctuation as spaces, spaces collapsed. */
export function foldAddressText(text: string): string {
  return foldLetters(text)
    .replace(/[^a-z0-9/]+/g, ' ')
    .trim()
}

/**
 * A looser key for one folded word, for the spellings that transliteration and hurried typing blur: Russian
 * writes no "j" before a vowel (Ярве = Järve) and "й" for the "i" of a diphthong (Ыйсмяэ = Õismäe), doubles vanish (Таллин, Kihelkona), "y" stands for "õ"
 * (Sypruse) and "z" for "s". Exact folded matches still rank above matches on this key.
 */
export function skeletonOf(word: string): string {
  return word
    .replace(/j(?=[aeiouo])/g, '')
    .replace(/j/g, 'i')
    .replace(/y/g, 'o')
    .replace(/w/g, 'v')
    .replace(/z/g, 's')
    .replace(/(.)\1+/g, '$1')
}

const PLACE_KIND = /\s+(linnaosa|linn|vald|kula|alevik|alev|asum|vallasisene linn)$/

/** A place name without its kind word, folded: "Tartu linn" → "tartu", "Kõnnu küla" → "konnu". */
export function placeKeyOf(place: string): string {
  return foldAddressText(place.replace(/-/g, ' ')).replace(PLACE_KIND, '').trim()
}

/** The folded text the index keeps for an address (its `searchText`). */
export function searchTextOf(record: Pick<AddressRecord, 'street' | 'house' | 'apartment' | 'settlement'>): string {
  return foldAddressText([record.street, record.house, record.apartment, record.settlement].filter(Boolean).join(' '))
}
