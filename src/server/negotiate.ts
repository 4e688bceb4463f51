// The one Accept-Encoding negotiation of the edge (stored pages, the response pipeline, static files), on
// `negotiator`, which reads q-values as RFC 9110 says: `br;q=0` refuses Brotli, `*` stands for the rest.
import Negotiator from 'negotiator'

export type Encoding = 'br' | 'gzip'
const OFFERED: Encoding[] = ['br', 'gzip']

/** The encoding a client takes, Brotli first when it ranks both equally; null: send it uncompressed. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(', ') : header
  if (!value) return null
  const taken = new Negotiator({ headers: { 'accept-encoding': value } }).encodings(OFFERED)
  return OFFERED.find((e) => taken.includes(e)) ?? null
}
