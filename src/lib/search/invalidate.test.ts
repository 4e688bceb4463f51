import { describe, expect, it } from 'vitest'
import { markSearchStale, searchVersion, takeStaleSources } from './invalidate'

describe('search freshness', () => {
  it('reports which collections changed, once', () => {
    takeStaleSources()
    const before = searchVersion()
    markSearchStale('waste-stations')
    markSearchStale('pages')
    expect(searchVersion()).toBe(before + 2)
    expect([...takeStaleSources()].sort()).toEqual(['pages', 'waste-stations'])
    expect(takeStaleSources().size).toBe(0)
    markSearchStale()
    expect([...takeStaleSources()]).toEqual(['*'])
  })
})
