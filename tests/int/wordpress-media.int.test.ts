import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { standInAddress, startMediaHost, type MediaHost } from '../support/mediaHost'
import { importSite } from '@/lib/wordpress/importer'
import type { SourceMedia, SourceSite } from '@/lib/wordpress/source'

/* The importer's media downloads through Payload, against stand-in hosts on loopback (no internet): what a
   tampered export or a compromised old site may list is refused, and what is stored is named by its bytes. */

vi.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }))

let payload: Payload
let oldSite: MediaHost
let upload: MediaHost
let png: Buffer

beforeAll(async () => {
  payload = await createTestPayload()
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#36c' } })
    .png()
    .toBuffer()
  oldSite = await startMediaHost({
    '/wp-content/uploads/auto.png': { body: png, type: 'text/html' },
    '/wp-content/uploads/leht.png': { body: '<html><script>alert(1)</script></html>', type: 'image/png' },
    '/wp-content/uploads/suur.png': { endless: true, type: 'image/png' },
    '/wp-content/uploads/edasi.png': { redirect: 'http://10.0.0.5/report.pdf' },
  })
  upload = await startMediaHost({ '/pilt.png': { body: png, type: 'image/png' } })
}, 120_000)
afterAll(async () => {
  await oldSite?.close()
  await upload?.close()
  await destroyTestPayload(payload)
})

let nextId = 9000
const media = (url: string): SourceMedia => ({
  wpId: nextId++,
  url,
  mime: 'image/png',
  alt: '',
  title: '',
  lang: 'et',
  translations: [],
})
const site = (items: SourceMedia[]): SourceSite => ({
  base: oldSite.base,
  entries: [],
  terms: [],
  media: items,
  menuItems: [],
  problems: [],
  notes: [],
})
const outcome = (report: Awaited<ReturnType<typeof importSite>>, url: string) =>
  report.items.find((i) => i.item.endsWith(url))

describe('media downloads of the WordPress import', () => {
  it('refuses the old site itself on 127.0.0.1 without the tests-only address hook', async () => {
    const url = `${oldSite.base}/wp-content/uploads/auto.png`
    const before = oldSite.requests.length
    const report = await importSite(payload, site([media(url)]))
    expect(outcome(report, url)).toMatchObject({ action: 'skipped', message: expect.stringMatching(/non-public/) })
    expect(oldSite.requests.length).toBe(before)
  })

  it('stores a PNG served as text/html as .png, and refuses HTML served as image/png, an oversize body, a redirect to a private address and a host not named', async () => {
    const urls = {
      png: `${oldSite.base}/wp-content/uploads/auto.png`,
      html: `${oldSite.base}/wp-content/uploads/leht.png`,
      big: `${oldSite.base}/wp-content/uploads/suur.png`,
      redirect: `${oldSite.base}/wp-content/uploads/edasi.png`,
      upload: `${upload.base}/pilt.png`,
    }
    const report = await importSite(payload, site(Object.values(urls).map(media)), {
      mediaAddressAllowed: standInAddress,
      // Named, so that the address check is what refuses the redirect to it.
      mediaHosts: ['10.0.0.5'],
      maxFileBytes: 512 * 1024,
    })
    expect(outcome(report, urls.png)?.action).toBe('created')
    expect(outcome(report, urls.html)).toMatchObject({
      action: 'skipped',
      message: expect.stringMatching(/not an accepted type/),
    })
    expect(outcome(report, urls.big)).toMatchObject({
      action: 'skipped',
      message: expect.stringMatching(/larger than/),
    })
    expect(outcome(report, urls.redirect)).toMatchObject({
      action: 'skipped',
      message: expect.stringMatching(/10\.0\.0\.5 is a non-public address/),
    })
    // The upload stand-in is another host (its own port) that the operator did not name.
    expect(outcome(report, urls.upload)).toMatchObject({
      action: 'skipped',
      message: expect.stringMatching(/neither the old site nor a named upload host/),
    })
    expect(upload.requests).toEqual([])
    expect(report.notes).toContain(
      `media on other hosts skipped: ${new URL(upload.base).host} (name an upload host with --media-host)`,
    )

    const stored = await payload.find({ collection: 'media', where: { wordpressId: { exists: true } }, depth: 0 })
    expect(stored.docs.map((d) => [d.filename, d.mimeType])).toEqual([['auto.png', 'image/png']])
  })

  it('downloads from an upload host named by the operator', async () => {
    const url = `${upload.base}/pilt.png`
    const report = await importSite(payload, site([media(url)]), {
      mediaAddressAllowed: standInAddress,
      mediaHosts: [upload.base],
    })
    expect(outcome(report, url)?.action).toBe('created')
    expect(upload.requests).toEqual(['/pilt.png'])
  })
})
