import { foldLetters, skeletonOf } from './normalize'

// What a visitor types into the address field, read into parts the matcher can use: the words of the street
// and place, a house number, an apartment, the street type if one was typed. The text comes from anyone, so
// it is cut to MAX_QUERY_CHARS before anything else, control characters are dropped, and nothing here throws.

export const MAX_QUERY_CHARS = 200
/** No address has more words than this; the rest of a longer text is ignored (each word costs a scan). */
export const MAX_QUERY_WORDS = 10

/** Street type classes: the words (folded, Estonian, Russian and English, full and short) that name each. */
export const TYPE_WORDS: Record<string, readonly string[]> = {
  street: ['tn', 'tanav', 'tan', 'ul', 'ulitsa', 'ulica', 'street', 'st', 'str'],
  road: ['mnt', 'maantee', 'mantee', 'sosse', 'shosse', 's', 'road', 'rd'],
  way: ['tee', 'doroga'],
  avenue: ['pst', 'puiestee', 'puiest', 'bulvar', 'bulv', 'pr', 'prospekt', 'prosp', 'avenue', 'ave', 'blvd'],
  lane: ['poik', 'pk', 'per', 'pereulok', 'lane'],
  square: ['valjak', 'vlk', 'plats', 'plosad', 'pl', 'square', 'sq'],
  alley: ['allee', 'alleja'],
}

/** One type word → its class. Exported for the index, which reads the type word off a stored street. */
export const STREET_TYPE = new Map<string, string>(
  Object.entries(TYPE_WORDS).flatMap(([kind, words]) => words.map((w) => [w, kind] as const)),
)

/** Type words by their looser key, for transliterated ones: "вяляк" → "valak" → square. */
export const TYPE_SKELETONS = new Map<string, string>(
  [...STREET_TYPE].map(([w, kind]) => [skeletonOf(w), kind] as const),
)

/** The stored type words an address register writes (what a stored street ends with). */
export const STORED_TYPE_WORDS = new Set([
  'tn',
  'tanav',
  'mnt',
  'maantee',
  'pst',
  'puiestee',
  'tee',
  'poik',
  'pk',
  'valjak',
  'vlk',
  'allee',
  'plats',
])

/** Words that say what kind of place follows or precedes, or that a number follows: never required to match. */
const FILLER = new Set([
  'linn',
  'vald',
  'kula',
  'alevik',
  'alev',
  'asum',
  'linnaosa',
  'maakond',
  'mk',
  'g',
  'gorod',
  'pos',
  'poselok',
  'derevna',
  'der',
  'nr',
  'no',
  'dom',
  'd',
  'maja',
  'house',
  'estonia',
  'eesti',
])

/** Words that put an apartment number after them: "12 k 5", "12 korter 5", "кв. 5", "apt 5". */
const APARTMENT_MARKERS = new Set([
  'k',
  'kv',
  'krt',
  'kt',
  'kort',
  'korter',
  'korteri',
  'korterid',
  'kvartira',
  'ap',
  'apt',
  'apartment',
  'flat',
])

/**
 * Russian adjective endings on an Estonian name ("Пярнуское шоссе", "Нарвское", "Палдиское", "Таллиннская"):
 * the name is the stem, matched as the start of a street word.
 */
const RUSSIAN_ADJECTIVE = /(?:sk(?:oe|aa|aja|ij|ii|om|oj|oi|uu|ogo))$/

export type QueryWord = {
  /** Folded: "mustamae". */
  text: string
  /** The looser key (skeletonOf). */
  skeleton: string
  /** The visitor may still be typing it: the last word, with no space after it. */
  prefix: boolean
  /** A street type word (or, while typing, the start of one) or a place-kind word: it need not match. */
  optional: boolean
  /** A Russian adjective's stem ("parnu" of "Пярнуское"): matched as the start of a word. */
  stem: boolean
  /**
   * Typed after the house number or a comma, where people put the settlement ("Kase 5 Tabasalu",
   * "Kase 5, Tabasalu"): when it names both a street and a place equally well, it is taken as the place.
   */
  place: boolean
}

export type AddressQuery = {
  words: QueryWord[]
  /** Street type classes typed ("mnt" → road). */
  types: string[]
  /** Folded house number as typed: "12", "12a", "12/14"; empty when none. */
  house: string
  /** The visitor may still be typing the house number (it ends the text). */
  housePrefix: boolean
  /** Folded apartment; empty when none. */
  apartment: string
  /** The visitor may still be typing the apartment number ("12-1" on the way to "12-14"). */
  apartmentPrefix: boolean
  /**
   * "12/5" may be house 12/5 or house 12, apartment 5 (the way some people write an apartment): the other
   * reading, for the matcher to use when no house 12/5 exists.
   */
  alternative?: { house: string; apartment: string }
}

const EMPTY: AddressQuery = {
  words: [],
  types: [],
  house: '',
  housePrefix: false,
  apartment: '',
  apartmentPrefix: false,
}

/** Typed text made safe: at most MAX_QUERY_CHARS, no control or format characters, NFC. */
export function cleanQueryText(input: unknown): string {
  if (typeof input !== 'string') return ''
  return input
    .slice(0, MAX_QUERY_CHARS)
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .normalize('NFC')
}

type Token = { kind: 'word' | 'number' | 'dash' | 'comma'; text: string }

const TOKEN = /(\d+[a-z]?(?:\/\d+[a-z]?)?)|([a-z]+)|(-)|(,)/g

function tokenize(folded: string): Token[] {
  const tokens: Token[] = []
  for (const m of folded.matchAll(TOKEN)) {
    if (m[1]) tokens.push({ kind: 'number', text: m[1] })
    else if (m[2]) tokens.push({ kind: 'word', text: m[2] })
    else if (m[3]) tokens.push({ kind: 'dash', text: '-' })
    else tokens.push({ kind: 'comma', text: ',' })
  }
  return tokens
}

function isTypePrefix(word: string): boolean {
  for (const w of STREET_TYPE.keys()) if (w.length > word.length && w.startsWith(word)) return true
  return false
}

/** Reads typed address text into an AddressQuery. Never throws; nonsense gives a query with no words. */
export function parseAddressQuery(input: unknown): AddressQuery {
  try {
    return parse(cleanQueryText(input))
  } catch {
    return EMPTY
  }
}

function parse(text: string): AddressQuery {
  const typing = text.length > 0 && !/[\s,.]$/.test(text)
  const folded = foldLetters(text)
    // Russian short forms with a hyphen or a dot inside: "б-р" (бульвар), "пр-т", "пр-кт".
    .replace(/\bb-r\b/g, ' bulvar ')
    .replace(/\bpr-k?t\b/g, ' prospekt ')
    .replace(/[–—‐‑]/g, '-')
  const tokens = tokenize(folded)
  const last = tokens.length - 1

  let house = ''
  let housePrefix = false
  let apartment = ''
  let apartmentPrefix = false
  const wordTokens: { text: string; index: number; place: boolean }[] = []
  let afterComma = false

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t.kind === 'word') {
      // The number follows an apartment word: "12 k 5", "кв. 5" (before or without the house too).
      const next = tokens[i + 1]
      if (APARTMENT_MARKERS.has(t.text) && (house || next?.kind === 'number')) {
        if (next?.kind === 'number' && !apartment && house) {
          apartment = next.text
          apartmentPrefix = typing && i + 1 === last
          i++
        } else if (next?.kind === 'number' && !house) {
          // "кв. 5" typed before the house: keep the apartment, the house comes later.
          apartment = next.text
          i++
        }
        continue
      }
      // After the number, or after a comma with no number still to come ("Kase tn, Tabasalu"; not
      // "Tabasalu, Kase 5").
      const numberLater = tokens.some((u, j) => j > i && u.kind === 'number')
      wordTokens.push({ text: t.text, index: i, place: house !== '' || (afterComma && !numberLater) })
      continue
    }
    if (t.kind === 'comma') afterComma = true
    if (t.kind !== 'number') continue
    // A postal code ("10615 Tallinn"): five digits, never a house or an apartment when another number is
    // there to be one, nor an apartment after the house.
    const postal = /^\d{5}$/.test(t.text)
    if (postal && (house || tokens.some((u, j) => j > i && u.kind === 'number'))) continue
    if (!house) {
      house = t.text
      housePrefix = typing && i === last
      // "12 a": a single letter right after the number is the house's letter, unless a number follows it
      // ("12 k 5" is an apartment).
      const next = tokens[i + 1]
      if (
        next?.kind === 'word' &&
        next.text.length === 1 &&
        /^\d+$/.test(house) &&
        !(APARTMENT_MARKERS.has(next.text) && tokens[i + 2]?.kind === 'number') &&
        !(typing && i + 1 === last && APARTMENT_MARKERS.has(next.text))
      ) {
        house += next.text
        housePrefix = false
        i++
      }
      // "12-5", "12 - 5": an apartment.
      if (tokens[i + 1]?.kind === 'dash' && tokens[i + 2]?.kind === 'number') {
        apartment = tokens[i + 2]!.text
        apartmentPrefix = typing && i + 2 === last
        i += 2
      } else if (tokens[i + 1]?.kind === 'number' && !apartment && /^\d{1,4}[a-z]?$/.test(tokens[i + 1]!.text)) {
        // "12 5": two numbers in a row, the second the apartment.
        apartment = tokens[i + 1]!.text
        apartmentPrefix = typing && i + 1 === last
        i++
      }
      continue
    }
    if (!apartment && !postal) {
      apartment = t.text
      apartmentPrefix = typing && i === last
    }
  }

  const words: QueryWord[] = []
  const types: string[] = []
  for (const { text: w, index, place } of wordTokens.slice(0, MAX_QUERY_WORDS)) {
    const prefix = typing && index === last
    const type = STREET_TYPE.get(w) ?? (w.length > 3 ? TYPE_SKELETONS.get(skeletonOf(w)) : undefined)
    if (type) types.push(type)
    const optional = type !== undefined || FILLER.has(w) || (prefix && isTypePrefix(w))
    const stem = !type && w.length >= 7 && RUSSIAN_ADJECTIVE.test(w) ? w.replace(RUSSIAN_ADJECTIVE, '') : ''
    if (stem) words.push({ text: stem, skeleton: skeletonOf(stem), prefix, optional: false, place, stem: true })
    else words.push({ text: w, skeleton: skeletonOf(w), prefix, optional, place, stem: false })
  }

  const query: AddressQuery = { words, types, house, housePrefix, apartment, apartmentPrefix }
  const slash = /^(\d+[a-z]?)\/(\d+[a-z]?)$/.exec(house)
  if (slash && !apartment) query.alternative = { house: slash[1]!, apartment: slash[2]! }
  return query
}
