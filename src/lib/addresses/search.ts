import { inadsCandidates, matchInadsCandidates, type InadsCandidate } from './inads'
import { cleanQueryText } from './query'
import type { AddressIndex } from './matcher'
import type { AddressRecord } from './types'

// Which address search answers a visitor: the local index (the default), or the national gazetteer first with
// the local index behind it. The setting is validated with the others (src/lib/env: ADDRESS_SEARCH, INADS_URL,
// INADS_TIMEOUT_MS); this takes what was validated.

export type AddressSearchSetting = { mode: 'local' } | { mode: 'inads'; url: string; timeoutMs: number }

export type GatewayOptions = {
  url: string
  timeoutMs: number
  fetch?: typeof fetch
  /** Answers kept, by typed text (the same prefix is asked for by many visitors). */
  cacheSize?: number
  cacheMs?: number
  /** Failures in a row after which the gazetteer is left alone for `restMs`, then tried once again. */
  failuresToRest?: number
  restMs?: number
  now?: () => number
}

/**
 * The gazetteer as one server instance uses it: answers cached for a while, one request per text at a time,
 * and after a few failures in a row a rest, so that a gazetteer that is down costs visitors nothing instead
 * of a timeout on every key press.
 */
export class InadsGateway {
  private readonly cache = new Map<string, { at: number; value: InadsCandidate[] }>()
  private readonly pending = new Map<string, Promise<InadsCandidate[] | null>>()
  private failures = 0
  private restingUntil = 0
  private readonly now: () => number

  constructor(private readonly options: GatewayOptions) {
    this.now = options.now ?? Date.now
  }

  /** True while the gazetteer is being left alone after failures. */
  get resting(): boolean {
    return this.now() < this.restingUntil
  }

  async candidates(text: string): Promise<InadsCandidate[] | null> {
    const key = cleanQueryText(text).replace(/\s+/g, ' ').trim().toLowerCase()
    const now = this.now()
    const hit = this.cache.get(key)
    if (hit && now - hit.at < (this.options.cacheMs ?? 10 * 60_000)) {
      // Most recently used last: the map's first entry is the one to drop.
      this.cache.delete(key)
      this.cache.set(key, hit)
      return hit.value
    }
    if (now < this.restingUntil) return null
    const running = this.pending.get(key)
    if (running) return running
    const call = inadsCandidates(key, {
      url: this.options.url,
      timeoutMs: this.options.timeoutMs,
      fetch: this.options.fetch,
    })
      .then((value) => {
        if (value === null) {
          this.failures++
          if (this.failures >= (this.options.failuresToRest ?? 3)) {
            this.restingUntil = this.now() + (this.options.restMs ?? 30_000)
            // One more failure after the rest starts a new rest at once.
            this.failures = (this.options.failuresToRest ?? 3) - 1
          }
          return null
        }
        this.failures = 0
        this.cache.delete(key)
        this.cache.set(key, { at: this.now(), value })
        const max = this.options.cacheSize ?? 2000
        while (this.cache.size > max) this.cache.delete(this.cache.keys().next().value!)
        return value
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, call)
    return call
  }
}

/** The gateway for a setting: none for the local index. */
export function inadsGateway(setting: AddressSearchSetting, fetchImpl?: typeof fetch): InadsGateway | null {
  return setting.mode === 'inads'
    ? new InadsGateway({ url: setting.url, timeoutMs: setting.timeoutMs, fetch: fetchImpl })
    : null
}

/**
 * The suggestions for typed text. With the gazetteer: the served addresses it points at come first, the local
 * index's matches fill the rest; when it fails, rests or points at nothing we serve, the local index alone
 * answers.
 */
export async function suggestAddresses(
  index: AddressIndex,
  text: string,
  gateway: InadsGateway | null,
  limit = 8,
): Promise<{ results: AddressRecord[]; source: 'local' | 'inads' }> {
  const local = () => index.search(text, limit)
  if (!gateway) return { results: local(), source: 'local' }
  const candidates = await gateway.candidates(text)
  const matched = candidates ? matchInadsCandidates(index, candidates) : []
  if (matched.length === 0) return { results: local(), source: 'local' }
  const seen = new Set(matched.map((r) => r.id))
  const n = Math.floor(Number(limit))
  const max = Number.isFinite(n) ? Math.max(1, Math.min(50, n)) : 8
  const results = [...matched, ...local().filter((r) => !seen.has(r.id))].slice(0, max)
  return { results, source: 'inads' }
}
