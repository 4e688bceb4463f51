import { foldAddressText, placeKeyOf, skeletonOf } from './normalize'
import {
  parseAddressQuery,
  STORED_TYPE_WORDS,
  STREET_TYPE,
  TYPE_SKELETONS,
  TYPE_WORDS,
  type AddressQuery,
  type QueryWord,
} from './query'
import type { AddressRecord } from './types'

// The served addresses, searchable as a visitor types. Addresses are grouped by street and place (one group
// per "Mustamäe tee, Tallinn"); a query's words are matched against the distinct words of those groups (a few
// thousand to a few tens of thousands), never against every address, and the house number then picks the
// addresses inside the few groups that match. Everything is in memory and synchronous.

/** Words that name the kind of place rather than the place: left out of a place's words. */
const PLACE_KIND = new Set(['linn', 'vald', 'kula', 'alevik', 'alev', 'linnaosa', 'maakond', 'vallasisene'])

type Group = {
  /** Word ids of the street name, type word left out: "mustamae". */
  street: number[]
  /** Word ids of the settlement and municipality: "tallinn". */
  place: number[]
  /** The street type class ("way" for "tee"), or '' when the street has none. */
  type: string
  /** Record indexes, buildings in natural house order, each building's apartments after it. */
  records: number[]
  /** Folded house → record indexes (the building first). */
  houses: Map<string, number[]>
  /** The settlement and municipality without their kind words (placeKeyOf), for find(). */
  places: [string, string]
}

type Vocabulary = {
  words: string[]
  skeletons: string[]
  ids: Map<string, number>
  streetOf: number[][]
  placeOf: number[][]
}

export type AddressIndex = {
  /** The best matches for what a visitor typed, best first; at most `limit` (1..50). Never throws. */
  search(query: string, limit?: number): AddressRecord[]
  /** The same, for a query already parsed. */
  searchParsed(query: AddressQuery, limit?: number): AddressRecord[]
  get(id: string): AddressRecord | undefined
  /**
   * The record with this street, house and apartment (compared folded) in this place (a settlement or a
   * municipality, kind word optional: "Tartu linn" = "Tartu"); any place when `settlement` is empty.
   */
  find(parts: { street: string; house: string; apartment: string; settlement: string }): AddressRecord | undefined
  findByAdsOid(adsOid: string): AddressRecord | undefined
  readonly size: number
}

const TYPE_STARTS = new Map(Object.entries(TYPE_WORDS))

/** Splits a stored street into its name words and its type class. */
export function streetParts(street: string): { name: string[]; type: string } {
  const words = foldAddressText(street.replace(/-/g, ' ')).split(' ').filter(Boolean)
  const last = words[words.length - 1]
  if (words.length > 1 && last && STORED_TYPE_WORDS.has(last))
    return { name: words.slice(0, -1), type: STREET_TYPE.get(last) ?? '' }
  return { name: words, type: '' }
}

function placeWords(settlement: string, municipality: string): string[] {
  const words = foldAddressText(`${settlement} ${municipality}`.replace(/-/g, ' ')).split(' ')
  return [...new Set(words.filter((w) => w && !PLACE_KIND.has(w)))]
}

const houseKeys = new Map<string, string>()

/** A house number folded for comparing ("12 A" → "12a"); the few thousand distinct ones are remembered. */
function houseKey(house: string): string {
  let key = houseKeys.get(house)
  if (key === undefined) {
    key = foldAddressText(house).replace(/\s+/g, '')
    if (houseKeys.size < 100_000) houseKeys.set(house, key)
  }
  return key
}

/** True when a and b are one insertion, deletion, substitution or swap of neighbours apart. */
function oneEdit(a: string, b: string): boolean {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1 || a === b) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    // A substitution, or two neighbouring letters swapped ("mustmaae").
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    )
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** How well one typed word matches one indexed word: 0 for not at all. */
function wordScore(q: QueryWord, word: string, skeleton: string): number {
  if (word === q.text) return 3
  if (skeleton === q.skeleton) return 2.8
  if (word.startsWith(q.text) || skeleton.startsWith(q.skeleton)) {
    // The word being typed: a good match, better the more of the word is typed. Any other word cut short
    // ("musta tee 5") is accepted from three letters on, lower.
    const share = q.text.length / word.length
    if (q.prefix) return 2 + 0.5 * share
    if (q.stem) return 2.2 + 0.5 * share
    if (q.text.length >= 3) return 1.2 + 0.5 * share
    return 0
  }
  if (q.skeleton.length >= 5 && skeleton.length >= 5 && oneEdit(q.skeleton, skeleton)) return 1.4
  return 0
}

/** Builds the index. Records with the same id keep the first one. */
export function buildAddressIndex(input: Iterable<AddressRecord>): AddressIndex {
  const records: AddressRecord[] = []
  const byId = new Map<string, number>()
  const byOid = new Map<string, number>()
  for (const r of input) {
    if (byId.has(r.id)) continue
    byId.set(r.id, records.length)
    if (r.adsOid) byOid.set(r.adsOid, records.length)
    records.push(r)
  }

  const vocab: Vocabulary = { words: [], skeletons: [], ids: new Map(), streetOf: [], placeOf: [] }
  const wordId = (w: string): number => {
    let id = vocab.ids.get(w)
    if (id === undefined) {
      id = vocab.words.length
      vocab.ids.set(w, id)
      vocab.words.push(w)
      vocab.skeletons.push(skeletonOf(w))
      vocab.streetOf.push([])
      vocab.placeOf.push([])
    }
    return id
  }

  const groups: Group[] = []
  const groupOf = new Map<string, number>()
  const groupsOfStreet = new Map<string, number[]>()
  const groupOfRaw = new Map<string, number>()
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!
    // Most records repeat their street's exact text: the folding is done once per distinct text.
    const raw = `${r.street}\u0000${r.settlement}\u0000${r.municipality}`
    let g = groupOfRaw.get(raw)
    if (g !== undefined) {
      groups[g]!.records.push(i)
      continue
    }
    const key = `${foldAddressText(r.street)}|${foldAddressText(r.settlement)}|${foldAddressText(r.municipality)}`
    g = groupOf.get(key)
    if (g === undefined) {
      g = groups.length
      groupOf.set(key, g)
      const { name, type } = streetParts(r.street)
      const street = [...new Set(name)].map(wordId)
      const place = placeWords(r.settlement, r.municipality).map(wordId)
      for (const w of street) vocab.streetOf[w]!.push(g)
      for (const w of place) vocab.placeOf[w]!.push(g)
      groups.push({
        street,
        place,
        type,
        records: [],
        houses: new Map(),
        places: [placeKeyOf(r.settlement), placeKeyOf(r.municipality)],
      })
      const byStreet = groupsOfStreet.get(foldAddressText(r.street))
      if (byStreet) byStreet.push(g)
      else groupsOfStreet.set(foldAddressText(r.street), [g])
    }
    groupOfRaw.set(raw, g)
    groups[g]!.records.push(i)
  }

  // Ties are ordered by label; a key compared with `<` (lower case, numbers padded) keeps that cheap.
  const labelKey = records.map((r) => r.label.toLowerCase().replace(/\d+/g, (d) => d.padStart(6, '0')))
  let houseOrder: string[] = records.map((r) => {
    const m = /^(\d*)(.*)$/.exec(houseKey(r.house))!
    return `${(m[1] ?? '').padStart(6, '0')}${m[2] ?? ''}|${r.apartment ? '1' : '0'}${r.apartment.replace(/\d+/g, (d) => d.padStart(6, '0'))}`
  })
  const byKey = (a: number, b: number, keys: string[]) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0)
  for (const g of groups) {
    g.records.sort((a, b) => byKey(a, b, houseOrder) || byKey(a, b, labelKey))
    for (const i of g.records) {
      const k = houseKey(records[i]!.house)
      const list = g.houses.get(k)
      if (list) list.push(i)
      else g.houses.set(k, [i])
    }
  }
  // Needed only for the build; the search functions below would otherwise keep it alive.
  houseOrder = []

  /** The vocabulary words one typed word matches, and how well; optional words only in full. */
  // The vocabulary by skeleton, and by first letter of word and of skeleton: every match a word can have
  // (exact, skeleton, start, one slip after the first letter) shares one of those first letters, so a
  // query word looks at a twentieth of the vocabulary. A slip in the very first letter is not forgiven.
  const bySkeleton = new Map<string, number[]>()
  const byFirst = new Map<string, number[]>()
  const push = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key)
    if (list) list.push(id)
    else map.set(key, [id])
  }
  for (let id = 0; id < vocab.words.length; id++) {
    const skeleton = vocab.skeletons[id]!
    push(bySkeleton, skeleton, id)
    push(byFirst, `w${vocab.words[id]![0] ?? ''}`, id)
    push(byFirst, `s${skeleton[0] ?? ''}`, id)
  }
  const seenStamp = new Uint32Array(vocab.words.length)
  let stamp = 0

  /** The vocabulary words one typed word matches, and how well; optional words only in full. */
  function vocabularyMatches(w: QueryWord, full: boolean): Map<number, number> {
    const m = new Map<number, number>()
    if (full) {
      const id = vocab.ids.get(w.text)
      if (id !== undefined) m.set(id, 3)
      for (const other of bySkeleton.get(w.skeleton) ?? []) if (!m.has(other)) m.set(other, 2.8)
      return m
    }
    if (++stamp === 0xffffffff) {
      seenStamp.fill(0)
      stamp = 1
    }
    for (const key of [`w${w.text[0] ?? ''}`, `s${w.skeleton[0] ?? ''}`]) {
      for (const id of byFirst.get(key) ?? []) {
        if (seenStamp[id] === stamp) continue
        seenStamp[id] = stamp
        const s = wordScore(w, vocab.words[id]!, vocab.skeletons[id]!)
        if (s > 0) m.set(id, s)
      }
    }
    return m
  }

  function searchParsed(q: AddressQuery, limit = 8): AddressRecord[] {
    const n = Math.floor(Number(limit))
    const max = Number.isFinite(n) ? Math.max(1, Math.min(50, n)) : 8
    const required = q.words.filter((w) => !w.optional)
    const optional = q.words.filter((w) => w.optional)
    // Per typed word, the vocabulary words it matches and how well. A word that matches nothing anywhere (a
    // county, a district we do not list, a slip beyond repair) is left out rather than failing the query. A
    // type word may also be a name ("Põik tn"), so optional words are looked up too, in full (or, for the
    // one being typed, as a start).
    const looked = required.map((w) => ({ w, m: vocabularyMatches(w, false) })).filter(({ m }) => m.size > 0)
    if (required.length > 0 && looked.length === 0) return []
    const matches = looked.map(({ m }) => m)
    const placeFirst = looked.map(({ w }) => w.place)
    const optionalMatches = optional.map((w) => vocabularyMatches(w, !w.prefix))
    const strict = rank(q, max, matches, placeFirst, optionalMatches, false)
    // Every word must fit an address; when none fits them all ("Mustamäe tee 5 Tartu"), the addresses that
    // fit the most words, with a penalty per word that does not fit.
    if (strict.length > 0 || matches.length < 2) return strict
    return rank(q, max, matches, placeFirst, optionalMatches, true)
  }

  function rank(
    q: AddressQuery,
    max: number,
    matches: Map<number, number>[],
    placeFirst: boolean[],
    optionalMatches: Map<number, number>[],
    lenient: boolean,
  ): AddressRecord[] {
    const optional = q.words.filter((w) => w.optional)
    // Candidate groups from the typed word with the fewest postings; with no required word, from any
    // optional word that names a street ("põik tn" for Põik tn, "t" being typed for Tähe tn). Leniently,
    // from every word's street postings.
    const seeds = matches.length > 0 ? matches : optionalMatches.filter((m) => m.size > 0)
    if (seeds.length === 0) return []
    const candidates = new Set<number>()
    if (lenient) {
      for (const m of seeds) for (const id of m.keys()) for (const g of vocab.streetOf[id]!) candidates.add(g)
    } else {
      let seed = seeds[0]!
      let seedCost = Infinity
      for (const m of seeds) {
        let cost = 0
        for (const id of m.keys()) cost += vocab.streetOf[id]!.length + (matches.length ? vocab.placeOf[id]!.length : 0)
        if (cost < seedCost) {
          seedCost = cost
          seed = m
        }
      }
      for (const id of seed.keys()) {
        for (const g of vocab.streetOf[id]!) candidates.add(g)
        if (matches.length) for (const g of vocab.placeOf[id]!) candidates.add(g)
      }
    }

    const scored: { g: number; score: number }[] = []
    const used = new Set<number>()
    for (const g of candidates) {
      const group = groups[g]!
      let score = 0
      let onStreet = 0
      used.clear()
      let ok = true
      for (let k = 0; k < matches.length; k++) {
        const m = matches[k]!
        let best = 0
        let bestStreet = -1
        for (const id of group.street) {
          const s = m.get(id) ?? 0
          if (s > best) {
            best = s
            bestStreet = id
          }
        }
        let place = 0
        for (const id of group.place) place = Math.max(place, m.get(id) ?? 0)
        if (best === 0 && place === 0) {
          if (lenient) {
            score -= 2.5
            continue
          }
          ok = false
          break
        }
        if (best > place || (best === place && !placeFirst[k])) {
          score += best
          onStreet++
          used.add(bestStreet)
        } else {
          // A settlement typed: counts, and lifts this place above the same street elsewhere.
          score += place + 0.5
        }
      }
      if (!ok) continue
      optional.forEach((w, k) => {
        // A type word that is this street's name ("Põik tn", "Tee tn"): a name match.
        const m = optionalMatches[k]!
        for (const id of group.street) {
          const s = m.get(id)
          if (s !== undefined && !used.has(id)) {
            score += s
            onStreet++
            used.add(id)
            return
          }
        }
        const kind = STREET_TYPE.get(w.text) ?? TYPE_SKELETONS.get(w.skeleton)
        if (kind && group.type) score += kind === group.type ? 0.6 : -0.4
        // "Kase p": the type being typed.
        else if (!kind && w.prefix && group.type && TYPE_STARTS.get(group.type)?.some((t) => t.startsWith(w.text)))
          score += 0.3
      })
      if (onStreet === 0 && group.street.length > 0) continue
      // Fewer street words left untyped is better ("Tallinna" prefers Tallinna tn over Vana-Tallinna tn).
      for (const id of group.street) if (!used.has(id)) score -= 0.6
      scored.push({ g, score })
    }
    scored.sort((a, b) => b.score - a.score)

    // Addresses from the best groups, while a group can still reach the current last place. Candidates are
    // gathered and cut back to the best `max` now and then, not sorted on every insertion.
    let results: { i: number; score: number }[] = []
    let floor = -Infinity
    const compact = () => {
      results.sort((a, b) => b.score - a.score || byKey(a.i, b.i, labelKey))
      if (results.length > max) results.length = max
      if (results.length === max) floor = results[max - 1]!.score
    }
    for (const { g, score } of scored) {
      // Ties are kept (and then ordered by label), so a group level with the last place still gets a look.
      if (score + HOUSE_MAX < floor) break
      for (const [i, s] of houseMatches(groups[g]!, q, max)) {
        if (score + s >= floor) results.push({ i, score: score + s })
      }
      if (results.length > max * 4) compact()
    }
    compact()
    results = results.slice(0, max)
    return results.map((r) => records[r.i]!)
  }

  const HOUSE_MAX = 6

  /** The group's addresses that fit the typed house and apartment, with how well. */
  function houseMatches(group: Group, q: AddressQuery, max: number): [number, number][] {
    const out: [number, number][] = []
    if (!q.house) {
      // No number yet: the buildings in house order, then (if few) the apartments.
      for (const i of group.records) {
        if (!records[i]!.apartment) out.push([i, 1])
        if (out.length >= max) return out
      }
      for (const i of group.records) {
        if (records[i]!.apartment) out.push([i, 0.5])
        if (out.length >= max) break
      }
      return out
    }
    let house = houseKey(q.house)
    let apartment = q.apartment
    if (q.alternative && !group.houses.has(house)) {
      house = q.alternative.house
      apartment = q.alternative.apartment
    }
    const exact = group.houses.get(house)
    if (exact) {
      for (const i of exact) {
        const a = records[i]!.apartment.toLowerCase()
        // The typed apartment; then the building; then, while the apartment is being typed, those it
        // starts ("12-1" → 12-10 … 12-19); then the building's other apartments.
        if (apartment)
          out.push([i, a === apartment ? 6 : !a ? 3 : q.apartmentPrefix && a.startsWith(apartment) ? 2.8 : 2])
        else out.push([i, a ? 4 : 5])
      }
    }
    // Other houses: those starting with the number being typed ("12" → 120), and the same number with
    // another letter or none ("12a" typed where only 12 exists; 12a and 12b after 12).
    const digits = /^\d+/.exec(house)?.[0] ?? ''
    for (const [key, list] of group.houses) {
      if (key === house) continue
      let s = 0
      if (q.housePrefix && key.startsWith(house)) s = 2.5
      else if (digits && /^\d+/.exec(key)?.[0] === digits) s = (exact ? 2 : 2.5) + (key === digits ? 0.2 : 0)
      if (s === 0) continue
      for (const i of list) {
        const a = records[i]!.apartment.toLowerCase()
        out.push([i, a ? (apartment && a === apartment ? s + 0.3 : s - 1) : s])
        if (out.length >= max * 4) return out
      }
    }
    return out
  }

  return {
    search(text: string, limit = 8) {
      try {
        return searchParsed(parseAddressQuery(text), limit)
      } catch {
        return []
      }
    },
    searchParsed,
    get: (id) => {
      const i = byId.get(id)
      return i === undefined ? undefined : records[i]
    },
    findByAdsOid: (oid) => {
      const i = byOid.get(oid)
      return i === undefined ? undefined : records[i]
    },
    find(parts) {
      const place = placeKeyOf(parts.settlement)
      const apartment = foldAddressText(parts.apartment)
      for (const g of groupsOfStreet.get(foldAddressText(parts.street)) ?? []) {
        const group = groups[g]!
        if (place && !group.places.includes(place)) continue
        const list = group.houses.get(houseKey(parts.house)) ?? []
        const hit = list.find((i) => foldAddressText(records[i]!.apartment) === apartment)
        if (hit !== undefined) return records[hit]
      }
      return undefined
    },
    get size() {
      return records.length
    },
  }
}
