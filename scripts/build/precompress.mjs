#!/usr/bin/env node
// @ts-check
// Part of `npm run build`, after compile-hints (which changes the start-up chunks): writes a Brotli
// (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file in .next/static.
// The server serves those copies for /_next/static/ (src/server/static.ts, decision 012), so a page load
// costs the server no compression work and the browser gets the smallest encoding it accepts. Last, it
// writes the build id to .next/precompressed: the server warns at start when that is missing or stale.
import { copyFileSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath, pathToFileURL } from 'node:url'
import zlib from 'node:zlib'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const STATIC_DIR = path.join(root, '.next', 'static')
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map|html|xml|webmanifest)$/
// Below this size an encoding header costs about as much as it saves.
const MIN_BYTES = 512

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * @param {string} dir
 * @returns {Generator<string>}
 */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full
  }
}

/** Compresses every compressible file under `dir`; returns the byte totals. */
export async function precompress(dir = STATIC_DIR) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 }
  const queue = [...files(dir)]
  // The zlib calls run on libuv's thread pool; a few at a time keep every core busy without holding
  // the whole directory in memory.
  async function worker() {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const raw = readFileSync(file)
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ])
      writeFileSync(`${file}.br`, br)
      writeFileSync(`${file}.gz`, gz)
      totals.files++
      totals.raw += raw.length
      totals.br += br.length
      totals.gz += gz.length
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return totals
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now()
  const t = await precompress()
  // The same file name as PRECOMPRESSED_MARKER in src/server/static.ts.
  copyFileSync(path.join(root, '.next', 'BUILD_ID'), path.join(root, '.next', 'precompressed'))
  const kib = (/** @type {number} */ n) => `${Math.round(n / 1024)} KiB`
  console.log(
    `precompress: ${t.files} files in .next/static, ${kib(t.raw)} → brotli ${kib(t.br)}, gzip ${kib(t.gz)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
}
