// The editors' "visible in ≤ 5 s": on SQLite, content changed by another process (a script
// using Payload, the WordPress import) reaches the server's caches through the events table
// (src/lib/db/sqlite/events.ts, decision 025 addendum 2026-11-23). This process plays the server: its
// Payload on the file's temporary database, with the listener the server starts (src/instrumentation.ts).
import { spawn } from 'node:child_process'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { scriptCommand } from '../../scripts/build/bundle.mjs'
import { startWordPress, type StandIn } from './fixtures/wordpress/server'
import { AUTH } from './fixtures/wordpress/site'
import type { ExpiryEvent } from '@/lib/cluster/events'
import { startCluster, stopCluster } from '@/lib/cluster/runtime'
import { applyRemoteExpiry } from '@/lib/content/expire'
import { TAGS } from '@/lib/content/tags'
import { tagGeneration } from '@/lib/http/pageCacheContext'

const sqlite = (process.env.DATABASE_URL ?? '').startsWith('file:')
let payload: Payload
const applied: { at: number; event: ExpiryEvent }[] = []

beforeAll(async () => {
  if (!sqlite) return
  payload = await createTestPayload()
  await startCluster(payload, {
    apply: (event) => {
      applied.push({ at: Date.now(), event })
      applyRemoteExpiry(event)
    },
    schedule: false,
  })
})
afterAll(async () => {
  await stopCluster()
  await destroyTestPayload(payload)
})

/**
 * A script in a process of its own, on this file's database, with expiry on (the tests turn it off here):
 * bundled and run by plain Node, as `npm start` runs the seed (scripts/build/bundle.mjs).
 */
async function run([script, ...args]: string[], onLine?: (line: string) => void, env: Record<string, string> = {}) {
  const [node, nodeArgs] = await scriptCommand(script!)
  const child = spawn(node, [...nodeArgs, ...args], {
    env: { ...process.env, PAYLOAD_DISABLE_REVALIDATE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
    for (const line of String(chunk).split('\n')) if (line) onLine?.(line)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  return new Promise<string>((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}:\n${output}`)))),
  )
}
function appliedWith(tag: string, after: number, ms: number) {
  return vi.waitFor(
    () => {
      const hit = applied.find((a) => a.at >= after && a.event.tags.includes(tag))
      if (!hit) throw new Error(`no expiry of ${tag} within ${ms} ms: ${JSON.stringify(applied)}`)
      return hit
    },
    { timeout: ms, interval: 25 },
  )
}

describe.runIf(sqlite)('content changed by another process on SQLite', () => {
  it("a script's page edit expires the pages here within 5 s", async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'et',
      data: { title: 'Enne', path: '/sundmused', _status: 'published' },
      overrideAccess: true,
    })
    const generation = tagGeneration([TAGS.pages])
    const since = applied.length
    let updatedAt = 0
    const exited = run(['tests/support/edit-page.ts', '/sundmused', 'et', 'Pärast'], (line) => {
      if (line === 'updated') updatedAt = Date.now()
    })
    const hit = await appliedWith(TAGS.pages, 0, 60_000)
    expect(updatedAt).toBeGreaterThan(0)
    expect(hit.at - updatedAt).toBeLessThan(5000)
    await exited
    expect(tagGeneration([TAGS.pages])).not.toBe(generation)
    // The content the expiry points at is there: this process reads the new title.
    const read = await payload.findByID({ collection: 'pages', id: page.id, locale: 'et' })
    expect(read.title).toBe('Pärast')
    // This process's own writes (the create above) were not handed back to it; the script's came once.
    const mine = applied.slice(since).filter((a) => a.event.tags.includes(TAGS.pages))
    expect(mine).toHaveLength(1)
  }, 90_000)

  it('`npm run import:wordpress` in another process expires the imported content here', async () => {
    const wp: StandIn = await startWordPress()
    try {
      const started = Date.now()
      const output = await run(['scripts/ops/import-wordpress.ts', '--from', wp.base], undefined, {
        WORDPRESS_AUTH: AUTH,
      })
      const ended = Date.now()
      expect(output).toMatch(/created/i)
      const hit = await appliedWith(TAGS.posts, started, 5000)
      expect(hit.event.tags).toEqual(expect.arrayContaining([TAGS.pages, TAGS.posts, TAGS.headerMenu]))
      expect(hit.at - ended).toBeLessThan(5000)
      expect((await payload.count({ collection: 'posts' })).totalDocs).toBeGreaterThan(0)
    } finally {
      await wp.close()
    }
  }, 120_000)
})
