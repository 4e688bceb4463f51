// Addresses as the settings (TRUSTED_PROXIES) and the edge (src/lib/http/client.ts) read them. Here, below
// src/lib/http, so the settings validate their entries without importing the HTTP layer (which reads the
// settings): the layers import downwards only (decision 046, eslint.config.mjs).
import { isIPv4 } from 'node:net'
import ipaddr from 'ipaddr.js'

export type Address = ipaddr.IPv4 | ipaddr.IPv6

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
  // Node's check first: ipaddr's own throws and catches an error for every IPv6 text, which made this some
  // 20 µs for the IPv4-mapped address every IPv4 client has on a dual-stack socket. Both accept the same
  // dotted quads (0–255, no leading zeros).
  if (isIPv4(s)) return ipaddr.IPv4.parse(s)
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
