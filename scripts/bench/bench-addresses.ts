// `npm run bench:addresses`: the address matcher over 250,000 served addresses, in process, no server: build
// time, heap, and the latency of typed queries (whole addresses, addresses cut short while typing, Russian
// transliteration), p50/p95/p99. `--size N` and `--queries N` change the counts.
import { performance } from 'node:perf_hooks'
import { buildAddressIndex } from '@/lib/addresses/matcher'
import { addressLabel, propertyIdOf } from '@/lib/data/addressParts'
import type { AddressRecord } from '@/lib/addresses/types'
import { fixtureAddresses } from '../../tests/fixtures/address-queries-set'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const SIZE = arg('--size', 250_000)
const QUERIES = arg('--queries', 5_000)

// Deterministic pseudo-random numbers (mulberry32), so every run searches the same addresses.
function rng(seed: number) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const random = rng(35)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!

// Street names are built the way Estonian ones are: a tree, a trade, a place or a person, sometimes with
// Vana-/Uus-/Suur-/Väike- before it, and a type word after it.
const ROOTS = (
  'Kase Kuuse Männi Pärna Vahtra Lepa Tamme Saare Jasmiini Kastani Pihlaka Haava Toome Paju Sirel Kadaka ' +
  'Kooli Ranna Turu Jaama Veski Sepa Kalda Järve Jõe Mere Metsa Põllu Aia Karja Kiriku Lossi Mõisa Pargi ' +
  'Tallinna Tartu Pärnu Narva Riia Viljandi Rakvere Haapsalu Paide Võru Valga Jõhvi Keila Rapla Türi ' +
  'Pikk Lai Lühike Kitsas Uus Vana Kesk Põik Rohu Lille Õie Marja Õuna Ploomi Kirsi Mustika Pohla ' +
  'Tähe Päikese Kuu Vikerkaare Koidu Ehitajate Kalurite Meremeeste Kaevurite Õpetajate Tööstuse Sõpruse ' +
  'Vabaduse Võidu Rahu Ülikooli Akadeemia Teaduse Pae Kivi Liiva Savi Raua Vase Kulla Hõbeda ' +
  'Kreutzwaldi Koidula Jakobsoni Tammsaare Vilde Hurda Faehlmanni Lydia Pauluse Jannseni Kitzbergi ' +
  'Mustamäe Õismäe Nõmme Kadaka Paldiski Kopli Pirita Kose Kloostri Kiili Lasnamäe Tähetorni Sõle Uueveski'
).split(' ')
const TYPES = ['tn', 'tn', 'tn', 'tn', 'tee', 'mnt', 'pst', 'põik', 'allee', 'väljak']
const PREFIXES = ['', '', '', '', '', '', 'Vana-', 'Uus-', 'Suur-', 'Väike-']
// Names made of syllables widen the vocabulary to what a country's worth of streets has (thousands of
// distinct words), so the per-word scan is timed at a realistic size.
const SYLLABLES = 'ka ru se mä le pi ko tu va ne sa lu mi ja õi ve ri ta hu no pä rt ül ke'.split(' ')
function madeName(): string {
  const n = 2 + Math.floor(random() * 3)
  const word = Array.from({ length: n }, () => pick(SYLLABLES)).join('')
  return word[0]!.toUpperCase() + word.slice(1)
}
const name = () => (random() < 0.7 ? madeName() : pick(ROOTS))

const VILLAGE_ENDINGS = ['küla', 'mäe', 'oja', 'vere', 'se', 'ste', 'saare', 'metsa']
const PLACES = (
  'Tallinn Tartu Narva Pärnu Kohtla-Järve Viljandi Maardu Rakvere Kuressaare Sillamäe Valga Võru Jõhvi ' +
  'Haapsalu Keila Paide Saue Elva Tapa Põlva Türi Rapla Kiviõli Põltsamaa Sindi Paldiski Kärdla Kunda ' +
  'Tabasalu Viimsi Peetri Jüri Kose Kehra Loksa Aruküla Saku Kiili Laagri Harku Vaida Otepää Antsla ' +
  'Räpina Mustvee Kallaste Abja-Paluoja Karksi-Nuia Suure-Jaani Võhma Lihula Tõrva Järvakandi Kilingi-Nõmme'
).split(' ')

function generated(size: number): AddressRecord[] {
  const out: AddressRecord[] = fixtureAddresses()
  let oid = 5_000_000
  while (out.length < size) {
    // A town, or a village named the way villages are (Kaseküla, Männimäe, Jõeoja).
    const town = random() < 0.3
    const settlement = town ? pick(PLACES) : `${name()}${pick(VILLAGE_ENDINGS)}`
    const municipality = town ? `${settlement} linn` : `${pick(PLACES)} vald`
    const streets = town ? 20 + Math.floor(random() * 150) : 3 + Math.floor(random() * 15)
    for (let s = 0; s < streets && out.length < size; s++) {
      const street = `${pick(PREFIXES)}${name()} ${pick(TYPES)}`
      const houses = 3 + Math.floor(random() * (town ? 40 : 20))
      for (let h = 1; h <= houses && out.length < size; h++) {
        const house = random() < 0.08 ? `${h}${pick(['a', 'b', 'c'])}` : String(h)
        const flats = town && random() < 0.05 ? 4 + Math.floor(random() * 50) : 0
        for (let a = 0; a <= flats && out.length < size; a++) {
          const parts = { street, house, apartment: a ? String(a) : '', settlement, municipality }
          oid++
          out.push({
            id: propertyIdOf(parts),
            ...parts,
            label: addressLabel(parts),
            ...(a ? {} : { adsOid: `ME${oid}` }),
          })
        }
      }
    }
  }
  return out
}

// Latin to Cyrillic the way Russian texts write Estonian names (the reverse of the matcher's fold), rough on
// purpose: people's transliterations are.
const TO_CYRILLIC: [RegExp, string][] = [
  [/ja/g, 'я'],
  [/ju/g, 'ю'],
  [/je/g, 'е'],
  [/ts/g, 'ц'],
  [/š/g, 'ш'],
  [/ä/g, 'я'],
  [/õ/g, 'ы'],
  [/ö/g, 'ё'],
  [/ü/g, 'ю'],
  [/e\b/g, 'э'],
]
const LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  c: 'ц',
  w: 'в',
  y: 'ы',
}
function cyrillic(text: string): string {
  let s = text.toLowerCase()
  for (const [re, to] of TO_CYRILLIC) s = s.replace(re, to)
  return s.replace(/[a-z]/g, (c) => LETTERS[c] ?? c)
}
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

type Typed = { kind: string; text: string; meant: string }

function typedQueries(records: AddressRecord[], n: number): Typed[] {
  const out: Typed[] = []
  for (let i = 0; i < n; i++) {
    const r = records[Math.floor(random() * records.length)]!
    const number = r.house
      ? ` ${r.house}${r.apartment ? (random() < 0.5 ? `-${r.apartment}` : ` k ${r.apartment}`) : ''}`
      : ''
    const kind = i % 4
    const meant = r.label
    if (kind === 0) out.push({ kind: 'full', text: plain(`${r.street}${number} ${r.settlement}`), meant })
    else if (kind === 1) out.push({ kind: 'no settlement', text: plain(`${r.street}${number}`), meant })
    else if (kind === 2) {
      // Cut short while typing: the first 3..n letters of the street, then maybe the start of the number.
      const name = plain(r.street)
      const cut = Math.min(name.length, 3 + Math.floor(random() * (name.length - 2)))
      out.push({ kind: 'typing', text: random() < 0.5 ? name.slice(0, cut) : `${name} ${r.house.slice(0, 1)}`, meant })
    } else out.push({ kind: 'cyrillic', text: cyrillic(`${r.street}${number} ${r.settlement}`), meant })
  }
  return out
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!
}

const gc = (globalThis as { gc?: () => void }).gc
gc?.()
const heapBefore = process.memoryUsage().heapUsed
const records = generated(SIZE)
gc?.()
const heapRecords = process.memoryUsage().heapUsed
const t0 = performance.now()
const index = buildAddressIndex(records)
const buildMs = performance.now() - t0
gc?.()
const heapIndex = process.memoryUsage().heapUsed

const queries = typedQueries(records, QUERIES)
for (const q of queries.slice(0, 200)) index.search(q.text) // warm-up
const times: Record<string, number[]> = {}
let found = 0
const right: Record<string, number> = {}
const all: number[] = []
for (const q of queries) {
  const start = performance.now()
  const hits = index.search(q.text, 8)
  const ms = performance.now() - start
  ;(times[q.kind] ??= []).push(ms)
  all.push(ms)
  if (hits.length) found++
  if (hits[0]?.label === q.meant) right[q.kind] = (right[q.kind] ?? 0) + 1
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const line = (name: string, list: number[]) => {
  const s = [...list].sort((a, b) => a - b)
  return `${name.padEnd(14)} n=${String(s.length).padStart(5)}  p50 ${pct(s, 50).toFixed(2)} ms  p95 ${pct(s, 95).toFixed(2)} ms  p99 ${pct(s, 99).toFixed(2)} ms  max ${s[s.length - 1]!.toFixed(2)} ms`
}
const distinctWords = new Set(records.flatMap((r) => `${r.street} ${r.settlement}`.toLowerCase().split(/[\s-]+/))).size
console.log(
  `addresses ${index.size}, distinct streets × places ${new Set(records.map((r) => `${r.street}|${r.settlement}`)).size}, distinct words ${distinctWords}`,
)
console.log(
  `build ${buildMs.toFixed(0)} ms; heap: records ${mb(heapRecords - heapBefore)}, index ${mb(heapIndex - heapRecords)}${gc ? '' : ' (run with --expose-gc for exact heap figures)'}`,
)
for (const [kind, list] of Object.entries(times)) console.log(line(kind, list))
console.log(line('all', all))
console.log(`answered ${found}/${queries.length}`)
// Whole addresses with their settlement have one right answer; without it, or cut short, several are right.
if (process.argv.includes('--slow')) {
  const timed = queries.map((q) => {
    const start = performance.now()
    index.search(q.text, 8)
    return { q, ms: performance.now() - start }
  })
  // The slowest, timed again 20 times each: a query slow every time, or a pause (GC, another process)?
  for (const { q, ms } of timed.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    const start = performance.now()
    for (let k = 0; k < 20; k++) index.search(q.text, 8)
    const again = (performance.now() - start) / 20
    console.log(`  ${ms.toFixed(2)} ms, again ${again.toFixed(2)} ms: ${q.kind} ${JSON.stringify(q.text)}`)
  }
}

if (process.argv.includes('--misses')) {
  for (const q of queries.filter((q) => q.kind !== 'typing').slice(0, 400)) {
    const got = index.search(q.text, 8)[0]?.label
    if (got !== q.meant) console.log(`  ${q.kind}: ${JSON.stringify(q.text)} → ${got ?? '(none)'}; meant ${q.meant}`)
  }
}
for (const kind of ['full', 'cyrillic'])
  console.log(`${kind}: the typed address first ${right[kind] ?? 0}/${times[kind]?.length ?? 0}`)
if (process.argv.includes('--repeat')) {
  for (const text of process.argv.slice(process.argv.indexOf('--repeat') + 1)) {
    const start = performance.now()
    for (let k = 0; k < 100; k++) index.search(text, 8)
    console.log(`  ${((performance.now() - start) / 100).toFixed(3)} ms per search: ${JSON.stringify(text)}`)
  }
}
