#!/usr/bin/env node
// @ts-check
// Part of `npm run build`: marks the public site's start-up scripts with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, https://v8.dev/blog/explicit-compile-hints). Chromium then compiles
// every function of those files eagerly while streaming them, on a background thread, instead of lazily
// on the main thread at first call, which is where most of Next's start-up task went (decision 010).
// Only files every public page runs at start get it: the framework's root chunks and the client chunks
// the public pages list as entries. Chunks loaded on demand (OpenLayers, the consent library) and the
// admin's chunks are left alone, since eager compilation of code that never runs only costs.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dist = path.join(root, '.next')
export const HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* manifests(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* manifests(full)
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield full
  }
}

/** Files (relative to .next) that public pages load at start. */
export function startupChunks() {
  const files = new Set(JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')).rootMainFiles)
  for (const file of manifests(path.join(dist, 'server', 'app', '(frontend)'))) {
    const match = readFileSync(file, 'utf8').match(/"entryJSFiles":(\{[^}]*\})/)
    if (!match) continue
    for (const list of Object.values(JSON.parse(match[1]))) for (const chunk of list) files.add(chunk)
  }
  return [...files].filter((f) => f.endsWith('.js'))
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let marked = 0
  const chunks = startupChunks()
  for (const chunk of chunks) {
    const file = path.join(dist, chunk)
    if (!existsSync(file)) throw new Error(`compile hints: ${chunk} is listed by the build but missing`)
    const code = readFileSync(file, 'utf8')
    if (code.startsWith(HINT)) continue
    writeFileSync(file, HINT + code)
    marked++
  }
  console.log(`compile hints: ${marked} of ${chunks.length} start-up chunks marked`)
}
