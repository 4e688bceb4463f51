/**
 * Russian spellings of Estonian names back to Estonian letters, so a Russian visitor typing "Тырва",
 * "Выру", "Пярну" or "Кярдла" meets the stations and pages that write Tõrva, Võru, Pärnu and Kärdla.
 * Follows how Estonian names are written in Russian: ы for õ, я/ю/ё after a consonant for ä/ü/ö,
 * й after и for the long i of Hiiumaa. Only a query-side helper: the result is folded like any term.
 */
const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'jo',
  ж: 'ž',
  з: 'z',
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
  ч: 'tš',
  ш: 'š',
  щ: 'štš',
  ъ: '',
  ы: 'õ',
  ь: '',
  э: 'e',
  ю: 'ju',
  я: 'ja',
}
const AFTER_CONSONANT: Record<string, string> = { я: 'ä', ю: 'ü', ё: 'ö' }
const CONSONANTS = new Set('бвгджзклмнпрстфхцчшщ')

/** The Estonian reading of a word in Cyrillic letters, or null when it has none. */
export function cyrillicToEstonian(word: string): string | null {
  const lower = word.toLowerCase()
  if (!/[а-яё]/.test(lower)) return null
  let out = ''
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i]!
    const prev = lower[i - 1] ?? ''
    if (AFTER_CONSONANT[c] && CONSONANTS.has(prev)) out += AFTER_CONSONANT[c]
    else if (c === 'й' && prev === 'и') out += 'i'
    else out += LETTERS[c] ?? c
  }
  return out
}
