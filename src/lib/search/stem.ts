import { createRequire } from 'node:module'
import type { Locale } from '@/i18n/locales'

/*
 * Stemming, per locale. multilingual-stemmer 1.0.2 ships Snowball for Russian and English; Estonian gets
 * the small suffix stripper below. Search only needs inflected forms and their base form to meet (the
 * same function runs on the index and on the query), not linguistically correct stems, so over-stemming
 * is harmless here.
 *
 * Snowball Estonian (multilingual-stemmer 2.x) was tried in the stripper's place and kept out: it leaves
 * many consonant-final base forms apart from their inflections ("jäätmejaam" / "jäätmejaamad" ->
 * "jäätmejaa", "konteiner" / "konteinerite" -> "konteineri", "teler" / "telerid" -> "teleri"), so two of
 * the search ranking tests on the demo corpus failed, while the sorting assistant's recall stayed the
 * same; run after the stripper or beside it, it found nothing the stripper missed. 2.x is also ESM with
 * a top-level await (no lazy synchronous load) and declares Node 22.
 */

type SnowballStemmer = { stem(word: string): string }
type SnowballModule = { Stemmer: new (language: number) => SnowballStemmer; Languages: Record<string, number> }

let snowball: { ru: SnowballStemmer; en: SnowballStemmer } | null | undefined

function snowballStemmers() {
  if (snowball !== undefined) return snowball
  try {
    // The package instantiates WebAssembly at require time from a file beside it; loaded lazily so
    // that a missing or broken binary degrades to unstemmed Russian/English instead of a crash.
    const require = createRequire(import.meta.url)
    const mod = require('multilingual-stemmer') as SnowballModule
    snowball = { ru: new mod.Stemmer(mod.Languages.Russian!), en: new mod.Stemmer(mod.Languages.English!) }
  } catch {
    snowball = null
  }
  return snowball
}

// Estonian case endings (singular and plural, 14 cases) and plural markers, longest first so
// "jaamadest" loses "dest" rather than "st".
const ET_ENDINGS = [
  'desse',
  'tesse',
  'dest',
  'dele',
  'delt',
  'deks',
  'dega',
  'deni',
  'dena',
  'deta',
  'test',
  'tele',
  'telt',
  'teks',
  'tega',
  'sse',
  'sid',
  'des',
  'del',
  'tes',
  'tel',
  'st',
  'le',
  'lt',
  'ks',
  'ni',
  'na',
  'ta',
  'ga',
  'de',
  'te',
  'id',
  's',
  'l',
  'd',
].sort((a, b) => b.length - a.length)

const ET_VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'õ', 'ä', 'ö', 'ü'])
const MIN_STEM = 4

/**
 * Estonian suffix stripper: removes a case ending, then a stem vowel (genitive "jaama" -> "jaam"),
 * repeated while something changes and at least four letters remain. Input must be lower case.
 * "jäätmejaamas" -> "jäätmejaam", "tõrvas" -> "tõrv", "võru" stays (three letters would remain).
 */
export function stemEstonian(word: string): string {
  let w = word
  for (let pass = 0; pass < 3; pass++) {
    const before = w
    const ending = ET_ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= MIN_STEM)
    if (ending) w = w.slice(0, -ending.length)
    if (w.length > MIN_STEM && ET_VOWELS.has(w[w.length - 1]!)) w = w.slice(0, -1)
    if (w === before) break
  }
  return w
}

/** The stem of one lower-case word in a locale (digits and short words are left alone). */
export function stem(word: string, locale: Locale): string {
  if (word.length < MIN_STEM || /^\d+$/.test(word)) return word
  if (locale === 'et') return stemEstonian(word)
  const s = snowballStemmers()
  if (!s) return word
  // Snowball Russian expects "ё" written as "е" (its endings list has only "е").
  return locale === 'ru' ? s.ru.stem(word.replace(/ё/g, 'е')) : s.en.stem(word)
}

// Consonant gradation: the weak grade of an inflected form ("purgid", "karbi", "plaadid") against the
// strong grade of the base form ("purk", "karp", "plaat").
const ET_STRONG: Record<string, string> = { g: 'k', b: 'p', d: 't' }

/**
 * Other base forms an inflected Estonian query word may have, for the query side only (the caller keeps
 * those the index knows): one ending or one stem vowel removed down to three letters ("diivani" ->
 * "diivan", "uksi" -> "uks"), the weak grade turned strong ("klaaspurgid" -> "klaaspurk"), the vowel
 * that falls out of the inflected forms put back ("lapsevankrid" -> "lapsevanker", "kaablid" ->
 * "kaabel"), and the plural partitive of a long-vowel word turned back ("luid" -> "luu", "luud"). The
 * stripper alone misses these because it always removes as much as it can and knows no gradation.
 */
export function estonianBaseForms(word: string): string[] {
  const out = new Set<string>()
  const cut = [
    word,
    ...ET_ENDINGS.filter((e) => word.endsWith(e) && word.length - e.length >= 3).map((e) => word.slice(0, -e.length)),
  ]
  for (const w of cut) {
    out.add(w)
    if (w.length > 3 && ET_VOWELS.has(w[w.length - 1]!)) out.add(w.slice(0, -1))
  }
  for (const w of [...out]) {
    const strong = ET_STRONG[w[w.length - 1]!]
    if (strong) out.add(w.slice(0, -1) + strong)
    // vanker / vankri, kaabel / kaabli, number / numbri: "e" between a consonant and a final r, l or n.
    const syncope = /([^aeiouõäöü])([rln])$/.exec(w)
    if (syncope && w.length >= 4) out.add(w.slice(0, -1) + 'e' + syncope[2])
  }
  // luu / luid, puu / puid, töö / töid: one syllable, a long vowel shortened before the plural "id".
  const partitive = /^([^aeiouõäöü]*)([aeiouõäöü])id$/.exec(word)
  if (partitive) {
    const long = partitive[1]! + partitive[2]! + partitive[2]!
    out.add(long)
    out.add(long + 'd')
  }
  out.delete(word)
  return [...out]
}

const RU_VOWELS = 'аеёиоуыэюя'

/**
 * Other base forms of a Russian query word whose stem Snowball leaves apart from the base form's, for
 * the query side only (the caller keeps those the index knows): the vowel that appears only in some
 * forms. Genitive plurals gain it ("таблеток" against "таблетки", "батареек" against "батарейка"), the
 * other forms of some masculine nouns lose it ("ковры", "ковров" against "ковёр"; "мешки" against
 * "мешок").
 */
export function russianBaseForms(word: string): string[] {
  const out = new Set<string>()
  // таблеток -> таблетк, коробок -> коробк, батареек -> батарейк, пачек -> пачк.
  const genitive = /(.{3,})([оеё])([кнлр])$/.exec(word)
  if (genitive) {
    const [, head, , last] = genitive
    out.add(head! + last!)
    if (RU_VOWELS.includes(head![head!.length - 1]!)) out.add(head! + 'й' + last!)
  }
  // ковры -> ковр -> ковер, мешки -> мешк -> мешок: a vowel back between the stem's last two consonants.
  const s = stem(word, 'ru')
  const pair = /(.{2,}[^аеёиоуыэюяйьъ])([^аеёиоуыэюяйьъ])$/.exec(s)
  if (pair) for (const v of ['о', 'е', 'ё']) out.add(pair[1]! + v + pair[2]!)
  out.delete(word)
  return [...out]
}

/**
 * Other base forms of an English query word: the plural "s" of a word too short for the stemmer, mostly
 * abbreviations ("tvs" -> "tv", "cds" -> "cd").
 */
export function englishBaseForms(word: string): string[] {
  return word.length >= 3 && word.length < MIN_STEM && word.endsWith('s') ? [word.slice(0, -1)] : []
}

/** A query word's other base forms in a locale, for the query side only (see the functions above). */
export function baseForms(word: string, locale: Locale): string[] {
  if (locale === 'et') return estonianBaseForms(word)
  return locale === 'ru' ? russianBaseForms(word) : englishBaseForms(word)
}
