import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { NON_LATIN_WXR, wxrFixture } from './fixtures/wordpress/export'
import { startWordPress, type StandIn } from './fixtures/wordpress/server'
import { standInAddress } from '../support/mediaHost'
import { importSite, type ImportReport } from '@/lib/wordpress/importer'
import { readWxr } from '@/lib/wordpress/wxr'

// The stand-in WordPress listens on 127.0.0.1, which the importer refuses unless told otherwise (tests only).
const standIn = { mediaAddressAllowed: standInAddress }

/* The importer from a WordPress export file (WXR) with WPML meta: twice, idempotent; a dry run on a filled
   database changes nothing; an item whose write fails half-way leaves nothing behind (one transaction). */

let payload: Payload
let wp: StandIn
let first: ImportReport

beforeAll(async () => {
  payload = await createTestPayload()
  wp = await startWordPress()
})
afterAll(async () => {
  vi.restoreAllMocks()
  await wp?.close()
  await destroyTestPayload(payload)
})

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      (['posts', 'pages', 'media', 'categories', 'redirects'] as const).map(async (c) => [
        c,
        (await payload.count({ collection: c })).totalDocs,
      ]),
    ),
  )
const texts = (state: unknown) =>
  (state as { root: { children: { type: string; children?: { type: string; text?: string }[] }[] } }).root.children.map(
    (n) =>
      n.type === 'paragraph'
        ? (n.children ?? []).map((c) => (c.type === 'linebreak' ? '\n' : c.text)).join('')
        : n.type,
  )

describe('import from a WXR export', () => {
  it('reads languages and translation groups from WPML meta and reports the broken item', () => {
    const site = readWxr(wxrFixture(wp.base))
    expect(site.entries.map((e) => [e.wpId, e.lang, e.translations])).toEqual([
      [400, 'et', [401, 402]],
      [401, 'ru', [400, 402]],
      [402, 'en', [400, 401]],
      [440, 'et', [441]],
      [441, 'ru', [440]],
      [450, 'ru', []],
      [410, 'et', []],
    ])
    expect(site.problems).toEqual([{ item: 'post 420', message: 'date "eile" is not a WordPress date' }])
    expect(() => readWxr('<html><body>not an export</body></html>')).toThrow(/not a WordPress export/)
  })

  it('imports it, and a second import updates the same documents without downloading again', async () => {
    first = await importSite(payload, readWxr(wxrFixture(wp.base)), standIn)
    expect(first.counts).toMatchObject({ created: 7, updated: 1, skipped: 1 })
    const post = (locale: 'et' | 'ru' | 'en') =>
      payload
        .find({ collection: 'posts', locale, fallbackLocale: false, where: { wordpressId: { equals: '400' } } })
        .then((r) => r.docs[0])
    const [et, ru, en] = await Promise.all([post('et'), post('ru'), post('en')])
    expect([et.slug, et.title, ru.title, en.title]).toEqual([
      'pyhad',
      'Prügivedu pühadel & pärast',
      'Вывоз мусора в праздники',
      'Collection over the holidays',
    ])
    expect(texts(et.content)).toEqual(['Esimene lõik\nteine rida', 'Teine lõik rasvane', 'upload'])
    expect(texts(ru.content)).toEqual(['Первый абзац', 'Второй абзац'])
    expect(et.featuredImage).toBeTruthy()
    expect((await payload.find({ collection: 'pages', where: { path: { equals: '/teenused' } } })).docs[0].title).toBe(
      'Teenused',
    )
    // Non-Latin permalinks: Latin slugs (transliterated, marks dropped), the old addresses decoded as redirects.
    const nonLatin = async (wpId: string, locale: 'et' | 'ru') =>
      (await payload.find({ collection: 'posts', locale, where: { wordpressId: { equals: wpId } } })).docs[0]
    expect([(await nonLatin('440', 'et')).slug, (await nonLatin('440', 'ru')).title]).toEqual([
      NON_LATIN_WXR.et.slug,
      NON_LATIN_WXR.ru.title,
    ])
    expect([(await nonLatin('450', 'ru')).slug, (await nonLatin('450', 'ru')).title]).toEqual([
      NON_LATIN_WXR.ruOnly.slug,
      NON_LATIN_WXR.ruOnly.title,
    ])
    // Sorted here: SQLite and PostgreSQL order Cyrillic differently.
    const redirects = await payload.find({ collection: 'redirects', depth: 0, pagination: false })
    expect(redirects.docs.map((r) => r.from).sort()).toEqual([
      '/2024/06/tõrva-jäätmejaam',
      '/2024/06/станция',
      '/2024/12/holidays',
      '/2024/12/prazdniki',
      '/2024/12/pyhad',
      '/только-по-русски',
    ])
    const menu = (await payload.findGlobal({ slug: 'header-menu', locale: 'et' })).items ?? []
    expect(menu.map((m) => [m.label, m.url, Boolean(m.openInNewTab)])).toEqual([
      ['Teenused', '/teenused', false],
      ['Iseteenindus', 'https://portal.example.ee', true],
    ])

    const before = await counts()
    const again = await importSite(payload, readWxr(wxrFixture(wp.base)), standIn)
    expect(again.counts).toMatchObject({ created: 0, updated: 8, skipped: 1 })
    expect(await counts()).toEqual(before)
    expect(wp.downloads.get('/wp-content/uploads/2024/04/truck.png')).toBe(1)
  })

  it('a dry run on a filled database reports the new item and changes nothing', async () => {
    const before = await counts()
    const extra = [{ id: 500, lang: 'et', trid: 50, name: 'uus', title: 'Uus uudis' }]
    const report = await importSite(payload, readWxr(wxrFixture(wp.base, extra)), { dryRun: true, ...standIn })
    expect(report.items.find((i) => i.item.startsWith('post 500et'))?.action).toBe('would create')
    expect(report.items.find((i) => i.item.startsWith('post 400et'))?.action).toBe('would update')
    expect(await counts()).toEqual(before)
  })

  it('an item whose write fails half-way is skipped whole: its first language and redirects are rolled back', async () => {
    const before = await counts()
    const extra = [
      { id: 600, lang: 'et', trid: 60, name: 'pool', title: 'Pool' },
      { id: 601, lang: 'ru', trid: 60, name: 'pool-ru', title: 'Половина' },
    ]
    const update = payload.update.bind(payload)
    vi.spyOn(payload, 'update').mockImplementation(((args: Parameters<Payload['update']>[0]) => {
      if (
        args.collection === 'posts' &&
        args.locale === 'ru' &&
        'id' in args &&
        args.data &&
        (args.data as { title?: string }).title === 'Половина'
      )
        throw new Error('disk full')
      return update(args as never)
    }) as Payload['update'])
    const report = await importSite(payload, readWxr(wxrFixture(wp.base, extra)), standIn)
    vi.restoreAllMocks()
    expect(report.items.find((i) => i.item.startsWith('post 600et/601ru'))).toMatchObject({
      action: 'skipped',
      message: 'disk full',
    })
    expect(await payload.count({ collection: 'posts', where: { wordpressId: { equals: '600' } } })).toEqual({
      totalDocs: 0,
    })
    expect(await payload.count({ collection: 'redirects', where: { from: { in: ['/pool', '/pool-ru'] } } })).toEqual({
      totalDocs: 0,
    })
    expect(await counts()).toEqual(before)
  })
})
