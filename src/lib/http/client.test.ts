import type { IncomingHttpHeaders } from 'node:http'
import { describe, expect, it } from 'vitest'
import { forgetProcessSingleton } from '@/lib/singleton'
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressFromHeaders,
  clientKey,
  createClientAddressStamp,
  MAX_FORWARDED_HOPS,
  parseProxyEntry,
  parseTrustedProxies,
  resolveClientAddress,
  UNKNOWN_CLIENT,
} from './client'

const NONE = parseTrustedProxies([])
const PROXIES = parseTrustedProxies(['10.0.0.0/8', '2001:db8:ffff::/48', '192.0.2.1'])

describe('resolveClientAddress', () => {
  it('with no trusted proxies takes the socket and ignores X-Forwarded-For entirely', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', NONE)).toBe('203.0.113.9')
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1, 198.51.100.2', NONE)).toBe('203.0.113.9')
    expect(resolveClientAddress('10.1.1.1', '198.51.100.1', NONE)).toBe('10.1.1.1')
  })

  it('ignores X-Forwarded-For from a socket that is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', PROXIES)).toBe('203.0.113.9')
  })

  it('walks a trusted proxy chain from the right to the first untrusted hop', () => {
    // client 198.51.100.7 → proxy 10.0.0.5 → proxy 192.0.2.1 → server
    expect(resolveClientAddress('192.0.2.1', '198.51.100.7, 10.0.0.5', PROXIES)).toBe('198.51.100.7')
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7', PROXIES)).toBe('198.51.100.7')
    // Several headers are one list.
    expect(resolveClientAddress('10.0.0.2', ['198.51.100.7', '10.0.0.9'], PROXIES)).toBe('198.51.100.7')
  })

  it('never reads entries a client wrote to the left of what the proxies appended', () => {
    for (const spoofed of ['1.1.1.1', '8.8.8.8, 9.9.9.9', '10.0.0.1', 'unknown', '']) {
      const header = spoofed ? `${spoofed}, 198.51.100.7` : '198.51.100.7'
      expect(resolveClientAddress('10.0.0.2', header, PROXIES)).toBe('198.51.100.7')
    }
  })

  it('a trusted proxy with no X-Forwarded-For is itself the client', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, PROXIES)).toBe('10.0.0.2')
    expect(resolveClientAddress('10.0.0.2', '', PROXIES)).toBe('10.0.0.2')
  })

  it('stops at a malformed entry and keeps the last trusted hop, never the text', () => {
    for (const bad of [
      'not-an-ip',
      '999.1.1.1',
      '127.1',
      '0x7f.0.0.1',
      '1.2.3.4.5',
      '::ffff:zz',
      '',
      ' ',
      '<script>',
    ]) {
      expect(resolveClientAddress('10.0.0.2', `198.51.100.7, ${bad}`, PROXIES)).toBe('10.0.0.2')
      expect(resolveClientAddress('10.0.0.2', `198.51.100.7, ${bad}, 10.0.0.3`, PROXIES)).toBe('10.0.0.3')
    }
    expect(resolveClientAddress('garbage', '198.51.100.7', PROXIES)).toBe(UNKNOWN_CLIENT)
    expect(resolveClientAddress(undefined, '198.51.100.7', PROXIES)).toBe(UNKNOWN_CLIENT)
  })

  it('reads hops with ports and brackets as proxies write them', () => {
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7:51234', PROXIES)).toBe('198.51.100.7')
    expect(resolveClientAddress('10.0.0.2', '[2001:db8::7]:443', PROXIES)).toBe('2001:db8::7')
  })

  it('normalises IPv4-mapped IPv6 to IPv4, on the socket and in the header', () => {
    expect(resolveClientAddress('::ffff:192.0.2.1', '::ffff:198.51.100.7', PROXIES)).toBe('198.51.100.7')
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, NONE)).toBe('203.0.113.9')
  })

  it('trusts IPv6 proxies by CIDR', () => {
    expect(resolveClientAddress('2001:db8:ffff::1', '2001:db8:1:2::99', PROXIES)).toBe('2001:db8:1:2::99')
    expect(resolveClientAddress('2001:db8:fffe::1', '2001:db8:1:2::99', PROXIES)).toBe('2001:db8:fffe::1')
  })

  it('walks at most MAX_FORWARDED_HOPS entries', () => {
    const chain = Array.from({ length: MAX_FORWARDED_HOPS + 5 }, (_, i) => `10.0.1.${i}`)
    expect(resolveClientAddress('10.0.0.2', ['198.51.100.7', ...chain].join(','), PROXIES)).toBe(`10.0.1.5`)
  })
})

describe('clientKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey('2001:db8:1:2::99')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT)
    expect(clientKey('nonsense')).toBe(UNKNOWN_CLIENT)
  })
})

describe('parseProxyEntry', () => {
  it('takes CIDRs and single addresses, and refuses anything else', () => {
    expect(parseProxyEntry('10.0.0.0/8')?.[1]).toBe(8)
    expect(parseProxyEntry('192.0.2.1')?.[1]).toBe(32)
    expect(parseProxyEntry('2001:db8::/32')?.[1]).toBe(32)
    expect(parseProxyEntry('::1')?.[1]).toBe(128)
    for (const bad of [
      '',
      'localhost',
      '10.0.0.0/33',
      '10.0.0.0/8/1',
      '2001:db8::/129',
      '10.0.0.1:80',
      '[::1]',
      '10.0.0.0/x',
      '127.1',
    ]) {
      expect(parseProxyEntry(bad), bad).toBeNull()
    }
    expect(() => parseTrustedProxies(['10.0.0.0/8', 'nope'])).toThrow(/nope/)
  })
})

describe('the edge header', () => {
  const EDGE = 'jaatmeveo.http.clientAddressEdge'
  const request = (remoteAddress: string, headers: IncomingHttpHeaders) => ({ socket: { remoteAddress }, headers })

  it('without the custom server (next dev) the header is ignored and every request shares one key', () => {
    forgetProcessSingleton(EDGE)
    expect(clientAddressFromHeaders(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7' }))).toBe(UNKNOWN_CLIENT)
  })

  it('the stamp overwrites whatever the client sent, and the Next side reads only that', () => {
    forgetProcessSingleton(EDGE)
    const stamp = createClientAddressStamp(NONE)
    const req = request('203.0.113.9', { [CLIENT_ADDRESS_HEADER]: '1.1.1.1', 'x-forwarded-for': '2.2.2.2' })
    expect(stamp(req)).toBe('203.0.113.9')
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.9')
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9')
    const seen = new Headers()
    for (const [k, v] of Object.entries(req.headers)) seen.set(k, String(v))
    expect(clientAddressFromHeaders(seen)).toBe('203.0.113.9')
    // A request that reached Next without the stamp (cannot happen behind the server) is unknown.
    expect(clientAddressFromHeaders(new Headers({ [CLIENT_ADDRESS_HEADER]: 'garbage' }))).toBe(UNKNOWN_CLIENT)
    expect(clientAddressFromHeaders(new Headers())).toBe(UNKNOWN_CLIENT)
    forgetProcessSingleton(EDGE)
  })

  it('stamping twice gives the same answer (the fast path re-derives it from the socket)', () => {
    const stamp = createClientAddressStamp(PROXIES)
    const req = request('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' })
    expect(stamp(req)).toBe('198.51.100.7')
    expect(stamp(req)).toBe('198.51.100.7')
    forgetProcessSingleton(EDGE)
  })
})
