import { z } from 'zod'
import { INADS_DEFAULT_TIMEOUT_MS, inadsCandidates, matchInadsCandidates } from './inads'
import type { AddressIndex } from './matcher'
import type { AddressRecord } from './types'

// Which address search answers a visitor: the local index (the default), or the national gazetteer first with
// the local index behind it. The setting comes from the environment (ADDRESS_SEARCH=inads with INADS_URL);
// reading the environment is the caller's business, this only validates what it is given.

export type AddressSearchSetting = { mode: 'local' } | { mode: 'inads'; url: string; timeoutMs: number }

const settingSchema = z.discriminatedUnion('ADDRESS_SEARCH', [
  z.object({ ADDRESS_SEARCH: z.literal('local') }),
  z.object({
    ADDRESS_SEARCH: z.literal('inads'),
    INADS_URL: z
      .string()
      .trim()
      .url()
      .refine((u) => /^https?:\/\//i.test(u), 'INADS_URL must be an http(s) address'),
    INADS_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(INADS_DEFAULT_TIMEOUT_MS),
  }),
])

/** The setting from environment values; throws with the variable's name when ADDRESS_SEARCH=inads is incomplete. */
export function addressSearchSetting(env: Record<string, string | undefined>): AddressSearchSetting {
  const mode = (env.ADDRESS_SEARCH ?? '').trim() || 'local'
  const parsed = settingSchema.parse({
    ADDRESS_SEARCH: mode,
    INADS_URL: env.INADS_URL,
    INADS_TIMEOUT_MS: env.INADS_TIMEOUT_MS?.trim() || undefined,
  })
  return parsed.ADDRESS_SEARCH === 'inads'
    ? { mode: 'inads', url: parsed.INADS_URL, timeoutMs: parsed.INADS_TIMEOUT_MS }
    : { mode: 'local' }
}

/**
 * The suggestions for typed text. With the gazetteer: the served addresses it points at come first, the local
 * index's matches fill the rest; when it fails or points at nothing we serve, the local index alone answers.
 */
export async function suggestAddresses(
  index: AddressIndex,
  text: string,
  setting: AddressSearchSetting,
  limit = 8,
  fetchImpl?: typeof fetch,
): Promise<{ results: AddressRecord[]; source: 'local' | 'inads' }> {
  const local = () => index.search(text, limit)
  if (setting.mode !== 'inads') return { results: local(), source: 'local' }
  const candidates = await inadsCandidates(text, { url: setting.url, timeoutMs: setting.timeoutMs, fetch: fetchImpl })
  const matched = candidates ? matchInadsCandidates(index, candidates) : []
  if (matched.length === 0) return { results: local(), source: 'local' }
  const seen = new Set(matched.map((r) => r.id))
  const results = [...matched, ...local().filter((r) => !seen.has(r.id))].slice(0, Math.max(1, Math.min(50, limit)))
  return { results, source: 'inads' }
}
