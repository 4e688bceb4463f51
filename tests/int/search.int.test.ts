import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { cmsRecords, hasCollection } from '@/lib/content/searchSources'
import { SearchStore } from '@/lib/search/store'
import { richText } from '../support/richText'

/* The search over real collections: drafts stay out, a published change is found at once. */

let payload: Payload

beforeAll(async () => {
  payload = await createTestPayload()
  expect(hasCollection(payload, 'pages') && hasCollection(payload, 'posts')).toBe(true)
})
afterAll(() => destroyTestPayload(payload))

const lexical = richText

describe('search sources', () => {
  it('read whatever collections exist without failing on missing ones', async () => {
    const records = await cmsRecords(payload)
    expect(Array.isArray(records)).toBe(true)
  })

  it('index a published page and find a change to it at once', async () => {
    const store = new SearchStore(() => cmsRecords(payload), 60_000)
    const page = await payload.create({
      collection: 'pages' as never,
      locale: 'et',
      data: {
        title: 'Tõrva jäätmejaama lahtiolekuajad',
        path: '/search-int/torva',
        description: 'Jäätmejaam on avatud laupäeviti.',
        layout: [],
        _status: 'published',
      } as never,
      context: { disableRevalidate: true },
    })
    await payload.create({
      collection: 'pages' as never,
      locale: 'et',
      data: { title: 'Mustand Võru kohta', path: '/search-int/draft', layout: [], _status: 'draft' } as never,
      context: { disableRevalidate: true },
    })
    const et = await store.index('et')
    const hit = et.search('torva').hits.find((h) => h.title === 'Tõrva jäätmejaama lahtiolekuajad')
    expect(hit?.url).toBe('/search-int/torva')
    expect(hit?.kind).toBe('page')
    expect(et.search('jäätmejaamas').hits.some((h) => h.url === '/search-int/torva')).toBe(true)
    expect(et.search('mustand').total).toBe(0) // drafts are not public

    // The collection's afterChange hook marks the index stale: the next search sees the new title.
    await payload.update({
      collection: 'pages' as never,
      id: (page as { id: number }).id,
      locale: 'et',
      data: { title: 'Valga jäätmejaama lahtiolekuajad' } as never,
      context: { disableRevalidate: true },
    })
    const after = await store.index('et')
    expect(after.search('valga').hits.some((h) => h.url === '/search-int/torva')).toBe(true)
    expect((await store.index('ru')).search('valga').hits[0]?.url).toBe('/ru/search-int/torva')
  })

  it('index a published post under /about/news/{slug}', async () => {
    await payload.create({
      collection: 'posts' as never,
      locale: 'et',
      data: {
        title: 'Võru klienditeenindus suletud',
        slug: 'voru-suletud',
        excerpt: 'Remont',
        content: lexical('Võrus teenindame telefoni teel.'),
        date: '2026-01-15',
        _status: 'published',
      } as never,
      context: { disableRevalidate: true },
    })
    const et = await new SearchStore(() => cmsRecords(payload), 60_000).index('et')
    const hit = et.search('voru').hits.find((h) => h.kind === 'post')
    expect(hit?.url).toBe('/about/news/voru-suletud')
    expect(hit?.fragment).toContain('<mark>')
  })
})
