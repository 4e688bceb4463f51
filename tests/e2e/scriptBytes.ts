import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

// What a page's scripts weigh on the wire, read from the build in .next: the chunks the page's HTML names
// (the start-up scripts and the client components its RSC payload loads), each at the size of its Brotli
// copy (scripts/build/precompress.mjs, quality 11: what the server sends a browser that accepts br), and the
// client components each chunk carries, from Next's client reference manifests, to name a chunk.

const NEXT = path.resolve('.next')
// Next's chunks and the islands of plain script (decision 051).
const CHUNK = /\/_next\/(static\/(?:chunks|islands)\/[\w.~-]+\.js)/g

export type Chunk = { file: string; br: number; gzip: number; raw: number; users: string[] }

/** The `nomodule` polyfill file(s): a browser with modules never loads them. */
function polyfillFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8')) as {
    polyfillFiles?: string[]
  }
  return new Set(manifest.polyfillFiles ?? [])
}

function* manifests(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* manifests(full)
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield full
  }
}

let usersCache: Map<string, Set<string>> | null = null

/** chunk file -> the project's client components (or packages) that need it. */
function chunkUsers(): Map<string, Set<string>> {
  if (usersCache) return usersCache
  const users = new Map<string, Set<string>>()
  for (const file of manifests(path.join(NEXT, 'server', 'app', '(frontend)'))) {
    // Each manifest file assigns globalThis.__RSC_MANIFEST[route] = {...}; its JSON is the right-hand side.
    const text = readFileSync(file, 'utf8')
    const json = /=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(text)?.[1]
    if (!json) continue
    const manifest = JSON.parse(json) as { clientModules?: Record<string, { chunks?: string[] }> }
    for (const [id, mod] of Object.entries(manifest.clientModules ?? {})) {
      const name = id
        .replace(/^\[project\]\//, '')
        .replace(/ <.*$/, '')
        .replace(/#.*$/, '')
        .replace(/^node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1')
      for (const chunk of mod.chunks ?? []) {
        const key = chunk.replace(/^\/_next\//, '')
        if (!users.has(key)) users.set(key, new Set())
        users.get(key)!.add(name)
      }
    }
  }
  usersCache = users
  return users
}

const sizes = new Map<string, Chunk>()

function chunk(file: string): Chunk {
  const known = sizes.get(file)
  if (known) return known
  const full = path.join(NEXT, file)
  const raw = readFileSync(full)
  const br = existsSync(`${full}.br`)
    ? statSync(`${full}.br`).size
    : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  const gzip = existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(raw, { level: 9 }).length
  // An island of plain script is its own user (src/islands/<name>.ts).
  const island = /\/islands\/([\w-]+)-\w+\.js$/.exec(file)?.[1]
  const users = island ? [`island ${island}`] : [...(chunkUsers().get(file) ?? [])].sort()
  const result = { file, br, gzip, raw: raw.length, users }
  sizes.set(file, result)
  return result
}

/** The scripts a page's HTML loads (not the `nomodule` polyfill), largest first. */
export function pageScripts(html: string): Chunk[] {
  const skip = polyfillFiles()
  const files = new Set<string>()
  for (const m of html.matchAll(CHUNK)) if (!skip.has(m[1])) files.add(m[1])
  return [...files].map(chunk).sort((a, b) => b.br - a.br)
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** "0abc.js 41.2 KB br: ContactForm.client.tsx, zod" for a failure message. */
export function describeChunk(c: Chunk): string {
  const users = c.users.map((u) => u.replace(/^src\/.*\//, '')).slice(0, 6)
  const more = c.users.length > 6 ? `, +${c.users.length - 6} more` : ''
  return `${path.basename(c.file)} ${kb(c.br)} KB br (${kb(c.raw)} KB raw): ${users.join(', ') || 'framework/runtime'}${more}`
}
