import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { standInAddress, startMediaHost, type MediaHost, type MediaRoute } from '../../../tests/support/mediaHost'
import { MINIMAL_PDF } from '../../../tests/support/files'
import { MAX_REDIRECTS, MediaRefused, fetchMedia, hostAllowed, hostOf, isPublicAddress } from './mediaFetch'

// The importer's media download against a stand-in host on loopback (no internet). The stand-in is only
// reachable because these tests pass `standInAddress`; the default check refuses it, as it refuses every
// non-public address.
let host: MediaHost
const routes: Record<string, MediaRoute> = {}
let png: Buffer
const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'

beforeAll(async () => {
  png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer()
  const hops: Record<string, { redirect: string }> = {}
  for (let i = 0; i < 7; i++) hops[`/hop/${i}`] = { redirect: `/hop/${i + 1}` }
  hops['/hop/7'] = { redirect: '/truck.png' }
  host = await startMediaHost(routes)
  Object.assign(routes, {
    '/truck.png': { body: png, type: 'image/png' },
    '/disguised': { body: png, type: 'text/html; charset=utf-8' },
    '/page.png': { body: HTML, type: 'image/png' },
    '/hinnakiri.pdf': { body: MINIMAL_PDF, type: 'application/octet-stream' },
    '/drawing.svg': {
      body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      type: 'image/svg+xml',
    },
    '/big.png': { endless: true, type: 'image/png' },
    '/moved.png': { redirect: '/truck.png', status: 301 },
    '/to-loopback.png': { redirect: '/elsewhere' },
    '/to-private.png': { redirect: 'http://10.0.0.5/report.pdf' },
    '/to-other-host.png': { redirect: 'https://elsewhere.example/x.png' },
    '/to-file': { redirect: 'file:///etc/passwd' },
    ...hops,
  })
})
afterAll(() => host?.close())

const own = () => ({ allowedHosts: [new URL(host.base).host], maxBytes: 1024 * 1024, addressAllowed: standInAddress })
const refused = (promise: Promise<unknown>, reason: RegExp) =>
  expect(promise).rejects.toSatisfy((e: unknown) => e instanceof MediaRefused && reason.test((e as Error).message))

describe('which addresses are public', () => {
  it('refuses loopback, private, link-local, unique-local and other special ranges', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.3.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(a), a).toBe(false)
    for (const a of ['93.184.216.34', '2a00:1450:4001:80b::200e', '::ffff:93.184.216.34'])
      expect(isPublicAddress(a), a).toBe(true)
  })

  it('matches hosts as the operator named them', () => {
    expect(hostOf('https://Old.Example.ee/')).toBe('old.example.ee')
    expect(hostOf('cdn.example.ee')).toBe('cdn.example.ee')
    expect(hostOf('http://old.example.ee:8080')).toBe('old.example.ee:8080')
    expect(hostAllowed(new URL('https://cdn.example.ee/a.png'), ['cdn.example.ee'])).toBe(true)
    expect(hostAllowed(new URL('http://old.example.ee:8080/a.png'), ['old.example.ee:8080'])).toBe(true)
    expect(hostAllowed(new URL('http://old.example.ee:9999/a.png'), ['old.example.ee:8080'])).toBe(false)
    expect(hostAllowed(new URL('https://evil.example/a.png'), ['old.example.ee'])).toBe(false)
  })
})

describe('downloading a media file of the old site', () => {
  it('downloads an allowed file and follows a redirect on the same host', async () => {
    const file = await fetchMedia(`${host.base}/moved.png`, own())
    expect(file).toMatchObject({ mimetype: 'image/png', ext: 'png', url: `${host.base}/truck.png` })
    expect(file.data.equals(png)).toBe(true)
  })

  it('refuses a 127.0.0.1 address with the default check, before connecting', async () => {
    const before = host.requests.length
    await refused(fetchMedia(`${host.base}/truck.png`, { ...own(), addressAllowed: undefined }), /non-public/)
    expect(host.requests.length).toBe(before)
  })

  it('refuses a name that resolves to loopback (checked after DNS)', async () => {
    const before = host.requests.length
    await refused(
      fetchMedia(`http://${host.named}/truck.png`, { allowedHosts: [host.named], maxBytes: 1024 * 1024 }),
      /non-public address/,
    )
    expect(host.requests.length).toBe(before)
  })

  it('checks every redirect hop: to loopback, to a private address, to another host, to another scheme', async () => {
    // Allowed hosts all, so that the address check is what refuses: 127.0.0.2 and ::1 are loopback too (the
    // stand-in listens on 127.0.0.1 only, so a hop that got through would fail with ECONNREFUSED instead).
    const everyHost = { ...own(), allowedHosts: [new URL(host.base).host, '127.0.0.2', '[::1]', '10.0.0.5'] }
    for (const target of [`http://127.0.0.2:${host.port}/truck.png`, `http://[::1]:${host.port}/truck.png`]) {
      routes['/elsewhere'] = { redirect: target }
      await refused(fetchMedia(`${host.base}/to-loopback.png`, everyHost), /non-public address/)
    }
    await refused(fetchMedia(`${host.base}/to-private.png`, everyHost), /10\.0\.0\.5 is a non-public address/)
    await refused(fetchMedia(`${host.base}/to-other-host.png`, own()), /neither the old site nor a named upload host/)
    await refused(fetchMedia(`${host.base}/to-file`, own()), /file: is not http/)
  })

  it(`stops after ${MAX_REDIRECTS} redirects`, async () => {
    await refused(fetchMedia(`${host.base}/hop/0`, own()), /more than 5 redirects/)
    expect(host.requests.filter((p) => p.startsWith('/hop/'))).toHaveLength(MAX_REDIRECTS + 1)
  })

  it('refuses a host that is not the old site nor a named upload host', async () => {
    await refused(
      fetchMedia(`${host.base}/truck.png`, { ...own(), allowedHosts: ['old.example.ee'] }),
      /neither the old site nor a named upload host/,
    )
  })

  it('cuts an endless body at the byte limit', async () => {
    const maxBytes = 256 * 1024
    await refused(fetchMedia(`${host.base}/big.png`, { ...own(), maxBytes }), /larger than 262144 bytes/)
    // The server wrote what fitted in the socket buffers before the client hung up, not the whole stream.
    await expect.poll(() => host.endlessBytes()).toBeGreaterThan(0)
    expect(host.endlessBytes()).toBeLessThan(maxBytes + 16 * 1024 * 1024)
  })

  it('takes the type and extension from the bytes, not from Content-Type', async () => {
    expect(await fetchMedia(`${host.base}/disguised`, own())).toMatchObject({ mimetype: 'image/png', ext: 'png' })
    expect(await fetchMedia(`${host.base}/hinnakiri.pdf`, own())).toMatchObject({
      mimetype: 'application/pdf',
      ext: 'pdf',
    })
    await refused(fetchMedia(`${host.base}/page.png`, own()), /not an accepted type/)
    await refused(fetchMedia(`${host.base}/drawing.svg`, own()), /not an accepted type/)
  })
})
