import { describe, expect, it, vi } from 'vitest'
import { SearchStore } from './store'
import { markSearchStale } from './invalidate'
import type { SearchRecord } from './types'

const record = (title: string): SearchRecord => ({ id: title, kind: 'page', locale: 'et', title, text: '', url: '/' })

describe('SearchStore', () => {
  it('builds lazily once and rebuilds after markSearchStale', async () => {
    let titles = ['Kompost']
    const load = vi.fn(async () => titles.map(record))
    const store = new SearchStore(load, 60_000)
    expect(load).not.toHaveBeenCalled()
    expect((await store.index('et')).search('kompost').total).toBe(1)
    await store.index('ru')
    expect(load).toHaveBeenCalledTimes(1)

    titles = ['Kompost', 'Kompostikast']
    expect((await store.index('et')).search('kompostikast').total).toBe(0) // not told yet
    markSearchStale()
    expect((await store.index('et')).search('kompostikast').total).toBe(1)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one build between concurrent searches', async () => {
    const load = vi.fn(async () => [record('Tõrva')])
    const store = new SearchStore(load, 60_000)
    await Promise.all([store.index('et'), store.index('en'), store.index('et')])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('refreshes an old index in the background and keeps the last good one when loading fails', async () => {
    let now = 0
    let fail = false
    let titles = ['Võru']
    const load = vi.fn(async () => {
      if (fail) throw new Error('database down')
      return titles.map(record)
    })
    const store = new SearchStore(load, 4000, () => now)
    await store.index('et')
    now = 5000
    titles = ['Võru', 'Valga']
    expect((await store.index('et')).search('valga').total).toBe(0) // answered at once from the old index
    await vi.waitFor(async () => expect((await store.index('et')).search('valga').total).toBe(1))
    fail = true
    markSearchStale()
    expect((await store.index('et')).search('valga').total).toBe(1)
  })
})
