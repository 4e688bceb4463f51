import { beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
} from 'payload'

const revalidateTag = vi.hoisted(() => vi.fn())
vi.mock('next/cache', () => ({ revalidateTag }))

import { Categories } from '@/collections/Categories'
import { Media } from '@/collections/Media'
import { MunicipalContracts } from '@/collections/MunicipalContracts'
import { Pages } from '@/collections/Pages'
import { Posts } from '@/collections/Posts'
import { PriceLists } from '@/collections/PriceLists'
import { SalesContacts } from '@/collections/SalesContacts'
import { UnservedAddresses } from '@/collections/UnservedAddresses'
import { WasteStations } from '@/collections/WasteStations'
import { HeaderMenu } from '@/globals/HeaderMenu/config'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { TAGS } from '@/lib/content/tags'
import { revalidateGlobal, revalidateOnDelete, revalidateOnPublish } from './revalidate'

// The hooks read only doc, previousDoc and req.context; the rest of Payload's arguments is irrelevant here.
type Status = 'draft' | 'published' | undefined
const changeArgs = (now: Status, before: Status, context: Record<string, unknown> = {}) =>
  ({
    doc: { id: 1, ...(now && { _status: now }) },
    previousDoc: { id: 1, ...(before && { _status: before }) },
    req: { context },
  }) as unknown as Parameters<CollectionAfterChangeHook>[0]
const deleteArgs = (context: Record<string, unknown> = {}) =>
  ({ doc: { id: 1 }, req: { context } }) as unknown as Parameters<CollectionAfterDeleteHook>[0]
const globalArgs = (context: Record<string, unknown> = {}) =>
  ({ doc: {}, previousDoc: {}, req: { context } }) as unknown as Parameters<GlobalAfterChangeHook>[0]

const expired = () => revalidateTag.mock.calls.map(([tag]) => tag)

beforeEach(() => revalidateTag.mockClear())

describe('revalidateOnPublish', () => {
  const hook = revalidateOnPublish('collection:pages', 'collection:posts')

  it.each([
    ['a publish', 'published', 'draft'],
    ['an edit of a published document', 'published', 'published'],
    ['an unpublish', 'draft', 'published'],
    ['any change in a collection without drafts', undefined, undefined],
  ] as const)('expires every tag on %s', async (_name, now, before) => {
    await hook(changeArgs(now, before))
    expect(expired()).toEqual(['collection:pages', 'collection:posts'])
    expect(revalidateTag).toHaveBeenCalledWith('collection:pages', { expire: 0 })
  })

  it('keeps the cache when a draft of an unpublished document is saved', async () => {
    await hook(changeArgs('draft', 'draft'))
    await hook(changeArgs('draft', undefined))
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('does nothing when the caller turned revalidation off (seed, imports)', async () => {
    await hook(changeArgs('published', 'published', { disableRevalidate: true }))
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('returns the document unchanged', async () => {
    const args = changeArgs('published', 'draft')
    expect(await hook(args)).toBe(args.doc)
  })
})

describe('revalidateOnDelete and revalidateGlobal', () => {
  it('a delete expires the tags unless revalidation is off', async () => {
    await revalidateOnDelete('collection:media')(deleteArgs({ disableRevalidate: true }))
    expect(revalidateTag).not.toHaveBeenCalled()
    await revalidateOnDelete('collection:media')(deleteArgs())
    expect(expired()).toEqual(['collection:media'])
  })

  it('a global change expires its tag unless revalidation is off', async () => {
    await revalidateGlobal('global:site-settings')(globalArgs({ disableRevalidate: true }))
    expect(revalidateTag).not.toHaveBeenCalled()
    await revalidateGlobal('global:site-settings')(globalArgs())
    expect(expired()).toEqual(['global:site-settings'])
  })
})

describe('the CMS wiring', () => {
  // What each collection's public readers are tagged with (src/lib/content); a collection that lost its
  // hook, or expired the wrong tag, would leave the public site stale after an edit.
  const collections: [CollectionConfig, string[]][] = [
    [Pages, [TAGS.pages]],
    [Posts, [TAGS.posts]],
    [Categories, [TAGS.categories, TAGS.posts]],
    [Media, [TAGS.media, TAGS.pages, TAGS.posts]],
    [WasteStations, [TAGS.wasteStations]],
    [MunicipalContracts, [TAGS.municipalContracts]],
    [PriceLists, [TAGS.priceLists]],
    [UnservedAddresses, [TAGS.unservedAddresses]],
    [SalesContacts, [TAGS.salesContacts]],
  ]

  it.each(collections.map(([c, tags]) => [c.slug, c, tags] as const))(
    '%s expires its tags on change and delete',
    async (_slug, collection, tags) => {
      for (const hook of collection.hooks?.afterChange ?? []) await hook(changeArgs('published', 'draft'))
      expect(expired()).toEqual(tags)
      revalidateTag.mockClear()
      for (const hook of collection.hooks?.afterDelete ?? []) await hook(deleteArgs())
      expect(expired()).toEqual(tags)
    },
  )

  const globals: [GlobalConfig, string][] = [
    [SiteSettings, TAGS.siteSettings],
    [HeaderMenu, TAGS.headerMenu],
  ]

  it.each(globals.map(([g, tag]) => [g.slug, g, tag] as const))(
    'global %s expires its tag on change',
    async (_slug, global, tag) => {
      for (const hook of global.hooks?.afterChange ?? []) await hook(globalArgs())
      expect(expired()).toEqual([tag])
    },
  )
})
