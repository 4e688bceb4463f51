import type { IncomingHttpHeaders } from 'node:http'
import ipaddr from 'ipaddr.js'
import { processSingleton } from '@/lib/singleton'

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

type Address = ipaddr.IPv4 | ipaddr.IPv6
export type TrustedProxies = readonly [Address, number][]

/**
 * One hop as proxies write it: "203.0.113.7", "203.0.113.7:51234", "2001:db8::1", "[2001:db8::1]:443".
 * IPv4-mapped IPv6 (what a dual-stack socket reports for IPv4 clients) becomes IPv4. Only the plain
 * dotted-quad IPv4 form counts: "127.1" or "0x7f.0.0.1" are not addresses a proxy writes.
 */
export function parseAddress(text: string): Address | null {
  let s = text.trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s)
  if (bracketed) s = bracketed[1]!
  else if (/^[\d.]+:\d{1,5}$/.test(s)) s = s.slice(0, s.lastIndexOf(':'))
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) return ipaddr.IPv4.parse(s)
  if (!ipaddr.IPv6.isValid(s)) return null
  const v6 = ipaddr.IPv6.parse(s)
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6
}

/** One TRUSTED_PROXIES entry: a CIDR ("10.0.0.0/8", "2001:db8::/32") or one address. Null when malformed. */
export function parseProxyEntry(entry: string): [Address, number] | null {
  const [host = '', bits, extra] = entry.trim().split('/')
  if (extra !== undefined) return null
  // A plain address only: no port, no brackets (parseAddress would accept those for hops).
  const address = ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host) ? parseAddress(host) : null
  if (!address) return null
  const max = address.kind() === 'ipv4' ? 32 : 128
  if (bits === undefined) return [address, max]
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null
  return [address, Number(bits)]
}

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
