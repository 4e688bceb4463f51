import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { postsQuery, singleQuery } from './params'

describe('the WordPress API query', () => {
  it('reads `_embed` as a flag: 10,000 random values make one cache key', () => {
    const keys = new Set<string>()
    for (let i = 0; i < 10_000; i++) {
      const value = randomBytes(1 + (i % 100)).toString('base64url')
      keys.add(JSON.stringify(postsQuery.parse({ per_page: '100', _embed: value })))
      keys.add(JSON.stringify(singleQuery.parse({ _embed: value })))
    }
    expect(keys.size).toBe(2)
    expect(postsQuery.parse({ _embed: '' })._embed).toBe(true)
    expect(postsQuery.parse({})._embed).toBe(false)
  })
})
