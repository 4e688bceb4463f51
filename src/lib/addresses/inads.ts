import { z } from 'zod'
import { foldAddressText } from './normalize'
import { cleanQueryText } from './query'
import type { AddressIndex } from './matcher'
import type { AddressRecord } from './types'
import { readAtMost } from '@/lib/http/cappedBody'

// The national address search (Maa- ja Ruumiamet's In-ADS gazetteer) as an optional first step: it knows
// every address in Estonia and how people misspell them, so in production it may turn what a visitor typed
// into register addresses, which are then looked up among the addresses we serve. It is someone else's
// service on the internet: every call is bounded in time and size, its answer is validated, and any failure
// gives null so that the caller falls back to the local index. Nothing here throws.
//
// The request is `GET {url}?address=<text>&results=<n>&appartment=1` ("appartment" is the gazetteer's own
// spelling; 1 asks for apartments as well as buildings). The answer is `{ "addresses": [ … ] }`, each entry a
// flat object of strings; the fields used here are ads_oid (the national address code), liikluspind (the
// street with its type word), vaikekoht (the farm or small place when there is no street), aadress_nr (the
// house number), kort_nr (the apartment), asustusyksus (settlement), omavalitsus (municipality), maakond,
// aadresstekst / pikkaadress (the address as text). Other fields are ignored.

export const INADS_DEFAULT_TIMEOUT_MS = 1500
/** Twenty entries of the gazetteer's answer take about 40 kB; anything far larger is not an answer. */
export const INADS_MAX_BYTES = 256 * 1024
const MAX_RESULTS = 20

/** One register address from the gazetteer, in our parts. */
export type InadsCandidate = {
  adsOid: string
  street: string
  house: string
  apartment: string
  settlement: string
  municipality: string
  /** The register's own text of the address ("Mustamäe tee 12-5"), for logs; never shown as ours. */
  text: string
}

export type InadsOptions = {
  /** The gazetteer's endpoint, e.g. https://inaadress.maaamet.ee/inaadress/gazetteer */
  url: string
  timeoutMs?: number
  results?: number
  maxBytes?: number
  /** For tests: the fetch to use. */
  fetch?: typeof fetch
}

// A field as the gazetteer sends it: a string (numbers and nulls tolerated), bounded.
const field = z
  .union([z.string().max(1000), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))

const entrySchema = z.object({
  ads_oid: field,
  liikluspind: field,
  vaikekoht: field,
  aadress_nr: field,
  kort_nr: field,
  asustusyksus: field,
  omavalitsus: field,
  maakond: field,
  aadresstekst: field,
  pikkaadress: field,
})

const answerSchema = z.object({ addresses: z.array(z.unknown()).max(200) })

/** The answer's entries as candidates; entries that are not addresses (a street, a county) are left out. */
export function parseInadsAnswer(json: unknown): InadsCandidate[] | null {
  const answer = answerSchema.safeParse(json)
  if (!answer.success) return null
  const out: InadsCandidate[] = []
  for (const raw of answer.data.addresses) {
    const entry = entrySchema.safeParse(raw)
    if (!entry.success) continue
    const e = entry.data
    const street = e.liikluspind || e.vaikekoht
    if (!street || (!e.aadress_nr && !e.vaikekoht)) continue
    out.push({
      adsOid: /^[A-Z]{2}\d{1,12}$/.test(e.ads_oid) ? e.ads_oid : '',
      street,
      house: e.aadress_nr,
      apartment: e.kort_nr,
      settlement: e.asustusyksus,
      municipality: e.omavalitsus,
      text: e.aadresstekst || e.pikkaadress,
    })
  }
  return out
}

/** The response body as text, at most maxBytes of it; null when larger. */
async function cappedText(response: Response, maxBytes: number): Promise<string | null> {
  const bytes = await readAtMost(response, maxBytes)
  return bytes && new TextDecoder().decode(bytes)
}

/**
 * Register addresses for what a visitor typed, from the gazetteer; null on any failure (bad URL, network,
 * timeout, an HTTP error, an oversized or malformed answer), so the caller uses the local index instead.
 */
export async function inadsCandidates(text: string, options: InadsOptions): Promise<InadsCandidate[] | null> {
  const query = cleanQueryText(text).replace(/\s+/g, ' ').trim()
  if (!query) return []
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), Math.max(1, options.timeoutMs ?? INADS_DEFAULT_TIMEOUT_MS))
  try {
    const url = new URL(options.url)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    url.searchParams.set('address', query)
    const results = Math.floor(Number(options.results ?? 10))
    url.searchParams.set('results', String(Number.isFinite(results) ? Math.max(1, Math.min(MAX_RESULTS, results)) : 10))
    url.searchParams.set('appartment', '1')
    const response = await (options.fetch ?? fetch)(url, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
      redirect: 'error',
    })
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      return null
    }
    const body = await cappedText(response, options.maxBytes ?? INADS_MAX_BYTES)
    if (body === null) return null
    return parseInadsAnswer(JSON.parse(body))
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Our served addresses for the gazetteer's candidates, in the gazetteer's order, each once: by national
 * address code first, then by street, house, apartment and place (Tallinn's settlements in the register are
 * its districts, "Mustamäe linnaosa", so the municipality is tried when the settlement does not match). An
 * apartment we do not serve on its own falls back to its building.
 */
export function matchInadsCandidates(index: AddressIndex, candidates: readonly InadsCandidate[]): AddressRecord[] {
  const out: AddressRecord[] = []
  const seen = new Set<string>()
  const add = (r: AddressRecord | undefined) => {
    if (r && !seen.has(r.id)) {
      seen.add(r.id)
      out.push(r)
    }
  }
  for (const c of candidates) {
    try {
      const byOid = c.adsOid ? index.findByAdsOid(c.adsOid) : undefined
      if (byOid) {
        add(byOid)
        continue
      }
      // The municipality stands in for a Tallinn district or a missing settlement, never for another village.
      const district = !c.settlement || /linnaosa$/.test(foldAddressText(c.settlement))
      const places = district ? [c.municipality] : [c.settlement]
      let hit: AddressRecord | undefined
      for (const apartment of c.apartment ? [c.apartment, ''] : ['']) {
        for (const settlement of places) {
          hit = index.find({ street: c.street, house: c.house, apartment, settlement })
          if (hit) break
        }
        if (hit) break
      }
      add(hit)
    } catch {
      // A candidate that cannot be matched is skipped.
    }
  }
  return out
}
