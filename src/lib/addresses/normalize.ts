import type { AddressRecord } from './types'

// Address text folded for matching: what a visitor types and what the index holds pass through the same
// fold, so "Mustamae" finds "Mustamäe" and "Мустамяэ" finds it too.

// Russian transliteration of Estonian names as Russian texts write them (Пярну, Мустамяэ, Сыпрузе).
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
  й: 'i',
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

/** Lower case, no diacritics, Cyrillic in Latin letters, punctuation as spaces, spaces collapsed. */
export function foldAddressText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[а-яё]/g, (c) => CYRILLIC[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9/]+/g, ' ')
    .trim()
}

/** The folded text the index keeps for an address (its `searchText`). */
export function searchTextOf(record: Pick<AddressRecord, 'street' | 'house' | 'apartment' | 'settlement'>): string {
  return foldAddressText([record.street, record.house, record.apartment, record.settlement].filter(Boolean).join(' '))
}
