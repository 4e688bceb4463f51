import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/singleton'

// Next keeps each unstable_cache entry as a file in .next/cache/fetch-cache and never removes one while
// the server runs (a start clears the folder). Keys follow the arguments of each read, so the folder is
// kept to a bound here: about once a minute, past MAX_ENTRIES files or MAX_BYTES, the least recently
// written entries are removed until it is at LOW_WATER of both. A removed entry is only a miss: Next reads
// the database again and writes it anew. Next's own in-memory copy is bounded by cacheMaxMemorySize.

export const DATA_CACHE_LIMITS = { maxEntries: 5_000, maxBytes: 256 * 1024 * 1024, lowWater: 0.8 }
const INTERVAL_MS = 60_000

export type PruneReport = { entries: number; bytes: number; removed: number }

/**
 * Removes the oldest entries of `dir` until at most `lowWater` of `maxEntries` and `maxBytes` remain,
 * when either bound is passed. Files only (Next's tags manifest and subfolders stay).
 */
export async function pruneCacheDir(
  dir: string,
  limits: { maxEntries: number; maxBytes: number; lowWater: number } = DATA_CACHE_LIMITS,
): Promise<PruneReport> {
  const names = await readdir(dir).catch(() => [] as string[])
  const files: { file: string; size: number; mtime: number }[] = []
  for (const name of names) {
    if (name.endsWith('.json') && name.includes('manifest')) continue
    const file = path.join(dir, name)
    const info = await stat(file).catch(() => null)
    if (info?.isFile()) files.push({ file, size: info.size, mtime: info.mtimeMs })
  }
  let bytes = files.reduce((sum, f) => sum + f.size, 0)
  let entries = files.length
  if (entries <= limits.maxEntries && bytes <= limits.maxBytes) return { entries, bytes, removed: 0 }
  const targetEntries = Math.floor(limits.maxEntries * limits.lowWater)
  const targetBytes = Math.floor(limits.maxBytes * limits.lowWater)
  files.sort((a, b) => a.mtime - b.mtime)
  let removed = 0
  for (const f of files) {
    if (entries <= targetEntries && bytes <= targetBytes) break
    // Gone already (another instance on the same folder, Next rewriting it): counted as removed anyway.
    await unlink(f.file).catch(() => undefined)
    entries--
    bytes -= f.size
    removed++
  }
  return { entries, bytes, removed }
}

export function dataCacheDir(root = process.cwd()): string {
  return path.join(root, '.next', 'cache', 'fetch-cache')
}

/** Starts the once-a-minute prune of this process's data cache (once per process; the timer is unref'd). */
export function startDataCachePruner(dir = dataCacheDir()): void {
  processSingleton('jaatmeveo.content.dataCachePruner', () => {
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      pruneCacheDir(dir)
        .then((report) => {
          if (report.removed) log.info('data cache pruned', { ...report, dir })
        })
        .catch((error: unknown) => log.warn('data cache prune failed', { error, dir }))
        .finally(() => (running = false))
    }, INTERVAL_MS)
    timer.unref()
    return { timer }
  })
}
