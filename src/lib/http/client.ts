import type { IncomingHttpHeaders } from 'node:http'
import ipaddr from 'ipaddr.js'
import { parseAddress, parseProxyEntry, type Address } from '@/lib/env/addresses'
import { processSingleton } from '@/lib/singleton'

export { parseAddress, parseProxyEntry }

// The client address, decided once per request at the edge (the custom server, which has the socket)
// and read everywhere else from one internal header. X-Forwarded-For is believed only as far as it was
// written by proxies the operator listed in TRUSTED_PROXIES: with the default empty list nothing a client
// sends can choose its own identity, and the socket's address is the client.

/** The internal request header the edge always overwrites with the decided address. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/**
 * The one key of requests whose address is not known: under `next dev` / `next start` (no custom
 * server, so no socket-derived header) every visitor shares it, and so shares one limiter budget.
 */
export const UNKNOWN_CLIENT = 'unknown'

/** More X-Forwarded-For entries than any real proxy chain has; the walk stops there. */
export const MAX_FORWARDED_HOPS = 20

export type TrustedProxies = readonly [Address, number][]

/** TRUSTED_PROXIES as the edge uses it; the env schema has already refused malformed entries. */
export function parseTrustedProxies(entries: readonly string[]): TrustedProxies {
  return entries.map((entry) => {
    const parsed = parseProxyEntry(entry)
    if (!parsed) throw new Error(`TRUSTED_PROXIES: not an address or CIDR: ${entry}`)
    return parsed
  })
}

const isTrusted = (address: Address, trusted: TrustedProxies) =>
  trusted.length > 0 && ipaddr.subnetMatch(address, { trusted: [...trusted] }, 'untrusted') === 'trusted'

/**
 * The client behind a request: the socket's address unless it is a trusted proxy; then X-Forwarded-For
 * from the right, skipping trusted hops, and the first untrusted hop is the client. Each entry reached
 * this way was appended by a trusted proxy, so entries a client wrote further left are never read.
 * A malformed entry (a misconfigured proxy) stops the walk at the last trusted hop rather than letting
 * the text choose a key.
 */
export function resolveClientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  const socket = remoteAddress ? parseAddress(remoteAddress) : null
  if (!socket) return UNKNOWN_CLIENT
  let client = socket
  if (isTrusted(socket, trusted) && forwardedFor) {
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',')
    for (let i = hops.length - 1; i >= Math.max(0, hops.length - MAX_FORWARDED_HOPS); i--) {
      const hop = parseAddress(hops[i]!)
      if (!hop) break
      client = hop
      if (!isTrusted(hop, trusted)) break
    }
  }
  return client.toString()
}

/**
 * The key limiters count under: the address itself for IPv4, its /64 network for IPv6 (one household
 * or server gets a whole /64, so single IPv6 addresses would be free identities).
 */
export function clientKey(address: string): string {
  const parsed = address === UNKNOWN_CLIENT ? null : parseAddress(address)
  if (!parsed) return UNKNOWN_CLIENT
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`
}

/**
 * The network a client is in, for limits that look past single clients: an IPv4 /24 or an IPv6 /48 (the
 * usual smallest block a provider routes to one customer or site).
 */
export function networkKey(address: string): string {
  const parsed = address === UNKNOWN_CLIENT ? null : parseAddress(address)
  if (!parsed) return UNKNOWN_CLIENT
  const bits = parsed.kind() === 'ipv4' ? 24 : 48
  const Family = parsed.kind() === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6
  return `${Family.networkAddressFromCIDR(`${parsed.toString()}/${bits}`).toString()}/${bits}`
}

// Whether this process runs behind the edge: only then is the header ours. Under `next dev` or a plain
// `next start` a client could send the header itself, so it is ignored there.
const edge = () => processSingleton('jaatmeveo.http.clientAddressEdge', () => ({ active: false }))

type EdgeRequest = { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders }

/**
 * For the custom server: returns the function to call first on every request. It decides the client
 * address and writes it into CLIENT_ADDRESS_HEADER, overwriting whatever the client sent, and replaces
 * X-Forwarded-For with that one address, so code that reads the header itself (Next, libraries) cannot
 * be fooled either.
 */
export function createClientAddressStamp(trusted: TrustedProxies): (req: EdgeRequest) => string {
  edge().active = true
  return (req) => {
    const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
    req.headers[CLIENT_ADDRESS_HEADER] = address
    req.headers['x-forwarded-for'] = address
    return address
  }
}

/** What the Next side reads headers from: a fetch `Headers`, `headers()` from next/headers, or the like. */
export type HeaderSource = { get(name: string): string | null }

/** The client address of a request handled by Next (route handlers, pages, server actions). */
export function clientAddressFromHeaders(headers: HeaderSource): string {
  if (!edge().active) return UNKNOWN_CLIENT
  const parsed = parseAddress(headers.get(CLIENT_ADDRESS_HEADER) ?? '')
  return parsed ? parsed.toString() : UNKNOWN_CLIENT
}
