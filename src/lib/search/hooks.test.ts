import { describe, expect, it } from 'vitest'
import type { CollectionConfig } from 'payload'
import { searchInvalidationHooks, withSearchInvalidation } from './hooks'
import { searchVersion } from './invalidate'

describe('search invalidation hooks', () => {
  it('are added to indexed collections only, after their own hooks, once', () => {
    const own = () => undefined
    const pages: CollectionConfig = { slug: 'pages', fields: [], hooks: { afterChange: [own] } }
    const users: CollectionConfig = { slug: 'users', fields: [] }
    const [p, u] = withSearchInvalidation([pages, users])
    expect(p!.hooks!.afterChange).toHaveLength(2)
    expect(p!.hooks!.afterChange![0]).toBe(own)
    expect(p!.hooks!.afterDelete).toHaveLength(1)
    expect(u).toBe(users)
    expect(withSearchInvalidation([p!])[0]!.hooks!.afterChange).toHaveLength(2)
  })
  it('mark the index stale and return the document', async () => {
    const before = searchVersion()
    const doc = { id: 1 }
    const { afterChange, afterDelete } = searchInvalidationHooks()
    expect(await afterChange[0]!({ doc } as never)).toBe(doc)
    expect(await afterDelete[0]!({ doc } as never)).toBe(doc)
    expect(searchVersion()).toBe(before + 2)
  })
})
