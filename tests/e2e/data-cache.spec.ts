import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'

// The data cache on disk (.next/cache/fetch-cache of the server under test) is keyed by what the readers
// are asked, so what a request names must not make entries: `_embed` is a flag, searches, slug lists and
// misses are read directly. Requests only, no page: nothing here is for a visitor to see.

// The bound of src/lib/content/cachePruner.ts (DATA_CACHE_LIMITS).
const LIMITS = { maxEntries: 5_000, maxBytes: 256 * 1024 * 1024 }
const dir = path.resolve(process.cwd(), '.next', 'cache', 'fetch-cache')

function cacheSize(): { entries: number; bytes: number } {
  let entries = 0
  let bytes = 0
  for (const name of (() => {
    try {
      return readdirSync(dir)
    } catch {
      return [] as string[]
    }
  })()) {
    const info = statSync(path.join(dir, name), { throwIfNoEntry: false })
    if (info?.isFile()) {
      entries++
      bytes += info.size
    }
  }
  return { entries, bytes }
}

const random = () => randomBytes(12).toString('base64url')

test.describe.configure({ timeout: 300_000 })

test('the disk cache stays under its bound after 10,000 random _embed values, searches and unknown paths', async ({
  baseURL,
}) => {
  const paths: string[] = []
  for (let i = 0; i < 10_000; i++) paths.push(`/wp-json/wp/v2/posts?per_page=100&_embed=${random()}`)
  for (let i = 0; i < 300; i++) {
    paths.push(`/wp-json/wp/v2/posts?search=${random()}`)
    paths.push(`/wp-json/wp/v2/posts?slug=${random()},${random()}`)
    paths.push(`/wp-json/wp/v2/posts/${1_000_000 + i}`)
  }
  // The first answers fill what the site has; what follows must add nothing of its own.
  const warm = await fetch(new URL('/wp-json/wp/v2/posts?per_page=100&_embed', baseURL))
  expect(warm.status).toBe(200)
  const before = cacheSize()
  let next = 0
  const statuses = new Map<number, number>()
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < paths.length) {
        const p = paths[next++]
        // Each request as another client, so the lookup and API budgets of one client are not what stops it.
        const res = await fetch(new URL(p, baseURL), {
          headers: { 'x-forwarded-for': `10.77.${next % 250}.${next % 200}` },
        })
        await res.arrayBuffer()
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      }
    }),
  )
  expect(
    [...statuses.keys()].every((s) => s < 500),
    JSON.stringify([...statuses]),
  ).toBe(true)
  const after = cacheSize()
  expect(after.entries - before.entries, `entries ${before.entries} -> ${after.entries}`).toBeLessThanOrEqual(10)
  expect(after.entries).toBeLessThanOrEqual(LIMITS.maxEntries)
  expect(after.bytes).toBeLessThanOrEqual(LIMITS.maxBytes)
})
