import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { DATA_CACHE_LIMITS } from '@/lib/content/cachePruner'
import { richText } from '../support/richText'

/* The WordPress API's data cache on disk, through the real route handlers and Next's real data cache (its
   IncrementalCache with the file-system handler, in a temporary folder): a flood of request variants that
   change nothing, or that name things that do not exist, adds no entries.
   Assumption about Next, named here: outside a request, unstable_cache uses `globalThis.__incrementalCache`
   (next/dist/server/web/spec-extension/unstable-cache.js) and the file-system handler writes each entry
   to <serverDistDir>/../cache/fetch-cache. If Next changes either, the first test fails with no entries. */

let payload: Payload
let dir: string
let cacheDir: string

beforeAll(async () => {
  payload = await createTestPayload()
  // What Next's server sets up before loading its modules (next/dist/server/node-environment).
  ;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = AsyncLocalStorage
  dir = await mkdtemp(path.join(tmpdir(), 'wp-data-cache-'))
  const { IncrementalCache } = await import('next/dist/server/lib/incremental-cache/index.js')
  const { nodeFs } = await import('next/dist/server/lib/node-fs-methods.js')
  const serverDistDir = path.join(dir, '.next', 'server')
  cacheDir = path.join(dir, '.next', 'cache', 'fetch-cache')
  ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir,
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test' },
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
    fetchCacheKeyPrefix: '',
  } as never)
  for (let i = 1; i <= 3; i++)
    await payload.create({
      collection: 'posts',
      locale: 'et',
      data: {
        title: `Uudis ${i}`,
        slug: `uudis-${i}`,
        date: `2026-04-0${i}T09:00:00.000Z`,
        content: richText(`Tekst ${i}`),
        _status: 'published',
      } as never,
      context: { disableRevalidate: true },
    })
}, 120_000)
afterAll(async () => {
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
  await destroyTestPayload(payload)
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function entries(): Promise<{ count: number; bytes: number }> {
  const names = await readdir(cacheDir).catch(() => [] as string[])
  let bytes = 0
  let count = 0
  for (const name of names) {
    const info = await stat(path.join(cacheDir, name))
    if (!info.isFile() || (name.endsWith('.json') && name.includes('manifest'))) continue
    count++
    bytes += info.size
  }
  return { count, bytes }
}

const list = () => import('@/app/(frontend)/wp-json/wp/v2/posts/route')
const single = () => import('@/app/(frontend)/wp-json/wp/v2/posts/[id]/route')
const random = (i: number) => randomBytes(1 + (i % 40)).toString('base64url')

describe('the WordPress API data cache on disk', () => {
  it('stays at a handful of entries after 10,000 random `_embed` values and other free variants', async () => {
    const { GET } = await list()
    const first = await GET(new Request('http://localhost/wp-json/wp/v2/posts?per_page=100&_embed'))
    expect(first.status).toBe(200)
    expect(((await first.json()) as unknown[]).length).toBe(3)
    const baseline = await entries()
    // Stored: the one list read (and the documents it embeds), so the check below is about growth.
    expect(baseline.count).toBeGreaterThan(0)

    const { GET: getOne } = await single()
    for (let i = 0; i < 10_000; i++) {
      const value = encodeURIComponent(random(i))
      let response: Response
      switch (i % 10) {
        case 7: // a search text: read from the database, never stored
          response = await GET(new Request(`http://localhost/wp-json/wp/v2/posts?search=${value}&_embed=${value}`))
          break
        case 8: // a list of slugs: the same
          response = await GET(new Request(`http://localhost/wp-json/wp/v2/posts?slug=${value}`))
          break
        case 9: // a post that does not exist: a miss, not kept
          response = await getOne(new Request(`http://localhost/wp-json/wp/v2/posts/${900_000 + i}?_embed=${value}`), {
            params: Promise.resolve({ id: String(900_000 + i) }),
          })
          break
        default: // `_embed` is a flag, and unknown parameters are not part of the query
          response = await GET(
            new Request(`http://localhost/wp-json/wp/v2/posts?per_page=100&_embed=${value}&utm_x${i % 50}=${value}`),
          )
      }
      expect(response.status).toBeLessThan(500)
      await response.arrayBuffer()
    }
    const after = await entries()
    expect(after.count).toBe(baseline.count)
    expect(after.count).toBeLessThanOrEqual(DATA_CACHE_LIMITS.maxEntries)
    expect(after.bytes).toBeLessThanOrEqual(baseline.bytes)
  }, 600_000)
})
