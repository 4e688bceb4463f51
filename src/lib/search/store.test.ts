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

  it('refreshes in the background only when the sources moved, and in full at least every fullRefreshMs', async () => {
    let now = 0
    let titles = ['Võru']
    let fingerprint = 'a'
    const load = vi.fn(async () => titles.map(record))
    const store = new SearchStore(load, 4000, () => now, {
      fingerprint: async () => fingerprint,
      fullRefreshMs: 60_000,
    })
    await store.index('et')
    expect(load).toHaveBeenCalledTimes(1)

    // Old, but the sources read the same: no second read, and no second look until 4 s later.
    now = 5000
    await store.index('et')
    await vi.waitFor(() => expect((store as unknown as { pending: unknown }).pending).toBeNull())
    expect(load).toHaveBeenCalledTimes(1)
    now = 6000
    await store.index('et')
    expect(load).toHaveBeenCalledTimes(1)

    // An edit no hook reported moves the fingerprint: the next refresh reads and finds it.
    titles = ['Võru', 'Valga']
    fingerprint = 'b'
    now = 10_000
    await store.index('et')
    await vi.waitFor(async () => expect((await store.index('et')).search('valga').total).toBe(1))
    expect(load).toHaveBeenCalledTimes(2)

    // Past fullRefreshMs the records are read again even on an unchanged fingerprint.
    titles = ['Võru', 'Valga', 'Tõrva']
    now = 80_000
    await store.index('et')
    await vi.waitFor(async () => expect((await store.index('et')).search('tõrva').total).toBe(1))
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('reads everything when the fingerprint cannot be taken, and after markSearchStale whatever it says', async () => {
    let now = 0
    let titles = ['Kompost']
    const load = vi.fn(async () => titles.map(record))
    let failing = false
    const store = new SearchStore(load, 4000, () => now, {
      fingerprint: async () => {
        if (failing) throw new Error('database busy')
        return 'same'
      },
    })
    await store.index('et')
    titles = ['Kompost', 'Kompostikast']
    markSearchStale()
    expect((await store.index('et')).search('kompostikast').total).toBe(1)
    expect(load).toHaveBeenCalledTimes(2)

    failing = true
    titles = ['Kompost', 'Kompostikast', 'Kile']
    now = 5000
    await store.index('et')
    await vi.waitFor(async () => expect((await store.index('et')).search('kile').total).toBe(1))
    expect(load).toHaveBeenCalledTimes(3)
  })
})
