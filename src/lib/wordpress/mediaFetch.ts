// Downloads one media file of the old WordPress site for the importer, treating the listed address as
// untrusted: a tampered export or a compromised old site must not make the importer read from inside our
// network, nor publish a web page disguised as an image.
// - Only hosts named by the operator: the old site's own and upload hosts given on the command line.
// - Only public addresses, checked on the address the socket actually connects to (the lookup below), so a
//   name that resolves to 127.0.0.1 or 10.x, or re-resolves between a check and the connection, is refused.
// - Redirects followed by hand, each hop checked the same way, at most MAX_REDIRECTS.
// - The body counted while it streams and cut at the byte limit.
// - Type and extension from the file's bytes (file-type), never from Content-Type or the address.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { fileTypeFromBuffer } from 'file-type'
import ipaddr from 'ipaddr.js'

export const MAX_REDIRECTS = 5
export const MEDIA_TIMEOUT_MS = 60_000

/**
 * What may be published in Media from the old site: raster images and PDF, the types whose magic bytes
 * file-type recognises. SVG is left out: it is text (no magic bytes to vouch for it) and may carry script.
 */
export const MEDIA_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
}

export class MediaRefused extends Error {}

export type MediaFetchOptions = {
  /** Hosts files may come from: the old site's host (with its port, if any) and named upload hosts. */
  allowedHosts: readonly string[]
  maxBytes: number
  timeoutMs?: number
  /**
   * Which connected addresses are allowed. Default: public unicast only. Tests (whose stand-in servers
   * listen on loopback) pass their own; nothing in production sets it, and no setting reaches it.
   */
  addressAllowed?: (address: string) => boolean
}

export type MediaFile = { data: Buffer; mimetype: string; ext: string; url: string }

/**
 * Public unicast addresses only: not loopback, private (10/8, 172.16/12, 192.168/16), link-local,
 * carrier-grade NAT, unique-local (fc00::/7), multicast, documentation, 6to4/Teredo/NAT64 tunnels or any
 * other special range (ipaddr.js's range table). IPv4-mapped IPv6 is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

/** The host as the allow-list names it: "old.example.ee" or "old.example.ee:8080" (lower case). */
export function hostAllowed(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase()
  const name = url.hostname.toLowerCase()
  return allowedHosts.some((h) => {
    const a = h.toLowerCase()
    return a === host || a === name
  })
}

/** The allow-list entry of an address or bare host name given by the operator ("https://cdn.x.ee", "cdn.x.ee"). */
export function hostOf(value: string): string {
  const trimmed = value.trim()
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`).host.toLowerCase()
  } catch {
    throw new MediaRefused(`"${value}" is not a host name or address`)
  }
}

/** dns.lookup with every resolved address checked before the socket may use it. */
function checkedLookup(addressAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const bad = addresses.find((a) => !addressAllowed(a.address))
      if (bad || !addresses.length)
        return callback(
          Object.assign(new MediaRefused(`${hostname} resolves to a non-public address (${bad?.address ?? 'none'})`), {
            code: 'EADDRNOTPUBLIC',
          }),
          '',
          0,
        )
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

function get(url: URL, options: MediaFetchOptions, addressAllowed: (a: string) => boolean, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.get(url, {
      lookup: checkedLookup(addressAllowed),
      signal,
      headers: { 'user-agent': 'jaatmeveo-wordpress-import', accept: 'image/*, application/pdf' },
      // A fresh connection per request: a pooled socket would skip the lookup, and its check.
      agent: false,
    })
    request.once('socket', (socket) => {
      // Whatever the name resolved to, the address connected to is checked again (an IP literal in the
      // address skips the lookup altogether).
      socket.once('connect', () => {
        const remote = socket.remoteAddress ?? ''
        if (!addressAllowed(remote))
          request.destroy(new MediaRefused(`${url.host} is a non-public address (${remote})`))
      })
    })
    request.once('response', resolve)
    request.once('error', reject)
  })
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0)
  if (declared > maxBytes) {
    response.destroy()
    throw new MediaRefused(`file is larger than ${maxBytes} bytes`)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) {
      response.destroy()
      throw new MediaRefused(`file is larger than ${maxBytes} bytes`)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Downloads `address` under the rules above; throws MediaRefused (or a network error) with the reason. */
export async function fetchMedia(address: string, options: MediaFetchOptions): Promise<MediaFile> {
  const addressAllowed = options.addressAllowed ?? isPublicAddress
  const signal = AbortSignal.timeout(options.timeoutMs ?? MEDIA_TIMEOUT_MS)
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new MediaRefused(`"${address}" is not an address`)
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MediaRefused(`${url.protocol} is not http(s)`)
    if (url.username || url.password) throw new MediaRefused('addresses with credentials are not fetched')
    if (!hostAllowed(url, options.allowedHosts))
      throw new MediaRefused(`${url.host} is neither the old site nor a named upload host`)
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    if (ipaddr.isValid(literal) && !addressAllowed(literal))
      throw new MediaRefused(`${url.host} is a non-public address`)
    const response = await get(url, options, addressAllowed, signal)
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      if (hop >= MAX_REDIRECTS) throw new MediaRefused(`more than ${MAX_REDIRECTS} redirects`)
      url = new URL(response.headers.location, url)
      continue
    }
    if (status < 200 || status >= 300) {
      response.resume()
      throw new MediaRefused(`download failed: HTTP ${status}`)
    }
    const data = await readCapped(response, options.maxBytes)
    const sniffed = await fileTypeFromBuffer(data)
    const ext = sniffed && MEDIA_TYPES[sniffed.mime]
    if (!sniffed || !ext)
      throw new MediaRefused(
        `file content is ${sniffed?.mime ?? 'not a recognised type'}, not an accepted type (images and PDF only)`,
      )
    return { data, mimetype: sniffed.mime, ext, url: url.toString() }
  }
}
