import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { pruneCacheDir } from './cachePruner'

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('the data cache on disk', () => {
  it('stays under its bound in entries and bytes after 4,000 entries, the newest kept', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fetch-cache-'))
    const limits = { maxEntries: 500, maxBytes: 120 * 1024, lowWater: 0.8 }
    const body = 'x'.repeat(300)
    for (let i = 0; i < 4_000; i++) {
      const file = path.join(dir, `entry-${String(i).padStart(5, '0')}`)
      await writeFile(file, body)
      // Oldest first, one second apart: the prune keeps the most recently written.
      await utimes(file, 1_700_000_000 + i, 1_700_000_000 + i)
      if (i % 1_000 === 999) await pruneCacheDir(dir, limits)
    }
    await writeFile(path.join(dir, 'tags-manifest.json'), '{}')
    const report = await pruneCacheDir(dir, limits)
    const left = (await readdir(dir)).filter((n) => n.startsWith('entry-'))
    expect(left.length).toBeLessThanOrEqual(limits.maxEntries)
    expect(left.length * body.length).toBeLessThanOrEqual(limits.maxBytes)
    expect(report.entries).toBe(left.length)
    expect(left).toContain('entry-03999')
    expect(left).not.toContain('entry-00000')
    expect(await readdir(dir)).toContain('tags-manifest.json')
  }, 60_000)

  it('leaves a folder within its bounds alone and answers a missing folder', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fetch-cache-'))
    await writeFile(path.join(dir, 'a'), 'x')
    expect(await pruneCacheDir(dir)).toEqual({ entries: 1, bytes: 1, removed: 0 })
    expect(await pruneCacheDir(path.join(dir, 'missing'))).toEqual({ entries: 0, bytes: 0, removed: 0 })
  })
})
