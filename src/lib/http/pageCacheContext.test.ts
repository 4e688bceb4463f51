import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

import { EXPIRY_SETTLE_MS, expireTags } from '@/lib/content/expire'
import {
  announceExpiredTags,
  cacheablePage,
  newRenderRecord,
  onTagsExpired,
  pageValidUntil,
  recordTags,
  tagGeneration,
  uncacheablePage,
  withRenderRecord,
  pageReadsSearchIndex,
} from './pageCacheContext'

afterEach(() => vi.useRealTimers())

describe('the render record', () => {
  it('collects what a render read and said, across awaits, and nothing outside a render', async () => {
    recordTags(['collection:pages'], 10)
    cacheablePage()
    const record = newRenderRecord()
    await withRenderRecord(record, async () => {
      recordTags(['collection:pages', 'global:header-menu'], 3600)
      // Across a turn of the event loop, as a render's reads are.
      await new Promise((resolve) => setImmediate(resolve))
      cacheablePage()
      pageReadsSearchIndex()
      recordTags(['collection:unserved-addresses'], 600)
    })
    expect(record).toEqual({
      cacheable: true,
      vetoed: false,
      tags: new Set(['collection:pages', 'global:header-menu', 'collection:unserved-addresses']),
      maxAgeMs: 600_000,
      readsSearchIndex: true,
      visitEffects: [],
    })
    const other = newRenderRecord()
    withRenderRecord(other, () => uncacheablePage())
    expect(other.vetoed).toBe(true)
    expect(other.cacheable).toBe(false)
  })

  it('keeps a page no longer than something it shows (a banner until 10 min from now)', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-01T10:00:00Z') })
    const record = newRenderRecord()
    withRenderRecord(record, () => {
      recordTags(['collection:posts'], 3600)
      pageValidUntil(Date.parse('2026-12-01T10:10:00Z'))
      pageValidUntil(Date.parse('2026-12-01T11:00:00Z'))
    })
    expect(record.maxAgeMs).toBe(600_000)
    const ended = newRenderRecord()
    withRenderRecord(ended, () => pageValidUntil(Date.parse('2026-12-01T09:00:00Z')))
    expect(ended.maxAgeMs).toBe(0)
  })
})

describe('tag expiry', () => {
  it('tells the listeners and moves on the generation of exactly those tags', () => {
    const heard: (readonly string[])[] = []
    const stop = onTagsExpired((tags) => heard.push(tags))
    const pages = tagGeneration(['collection:pages'])
    const menu = tagGeneration(['global:header-menu'])
    announceExpiredTags(['collection:pages'])
    expect(heard).toEqual([['collection:pages']])
    expect(tagGeneration(['collection:pages'])).not.toBe(pages)
    expect(tagGeneration(['global:header-menu'])).toBe(menu)
    stop()
    announceExpiredTags(['collection:pages'])
    expect(heard).toHaveLength(1)
  })

  it('expireTags announces at once and again once the edit has settled, outside a Next request too', async () => {
    vi.useFakeTimers()
    const heard: (readonly string[])[] = []
    const stop = onTagsExpired((tags) => heard.push(tags))
    await expireTags(['collection:posts'])
    expect(heard).toEqual([['collection:posts']])
    vi.advanceTimersByTime(EXPIRY_SETTLE_MS)
    expect(heard).toEqual([['collection:posts'], ['collection:posts']])
    stop()
  })
})
