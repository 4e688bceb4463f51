#!/usr/bin/env node
// @ts-check
// Part of `npm run build`, after `next build` and before the precompression: bundles the header's islands
// of plain script (src/islands, decision 051) into .next/static/islands/, with a content hash in each file
// name, and writes their addresses to .next/islands-manifest.json, which the layout reads
// (src/lib/islands.ts). Under /_next/static/ they are served like Next's own chunks: Brotli and gzip copies
// (scripts/build/precompress.mjs), a year's `immutable` caching (src/server/static.ts), and the start-up
// loader adds them with Next's scripts at the visitor's first interaction (src/server/late-scripts.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { DEV_ISLANDS_URL, ISLAND_ENTRIES, ISLANDS_MANIFEST, ISLANDS_URL } from './build-outputs.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// `--dev` (npm run dev): `next dev` serves neither the edge nor .next/static/islands, so the islands go to
// public/ (ignored by git), unminified, where it serves them as they are.
const dev = process.argv.includes('--dev')
const outdir = dev ? path.join(root, 'public', DEV_ISLANDS_URL) : path.join(root, '.next', 'static', 'islands')
const url = dev ? `/${DEV_ISLANDS_URL}` : ISLANDS_URL

rmSync(outdir, { recursive: true, force: true })
mkdirSync(outdir, { recursive: true })
mkdirSync(path.dirname(ISLANDS_MANIFEST), { recursive: true })
const result = await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(ISLAND_ENTRIES).map(([name, entry]) => [name, entry])),
  outdir,
  entryNames: '[name]-[hash]',
  bundle: true,
  // A classic script (the loader adds it as Next's own chunks are added), each island in its own scope.
  format: 'iife',
  // The browsers Next's build targets (decision 030): every one runs ES2022.
  target: 'es2022',
  platform: 'browser',
  minify: !dev,
  metafile: true,
  legalComments: 'none',
  // V8's eager-compile hint, as on Next's start-up chunks (scripts/build/compile-hints.mjs): the island runs
  // at once when it arrives.
  banner: { js: '//# allFunctionsCalledOnLoad' },
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
})

/** @type {Record<string, string>} */
const manifest = {}
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!output.entryPoint) continue
  const name = Object.entries(ISLAND_ENTRIES).find(([, entry]) => entry === output.entryPoint)?.[0]
  if (!name) continue
  manifest[name] = `${url}/${path.basename(file)}`
  // The stylesheet of what an island imports, if any, as `<name>.css` (none does today).
  if (output.cssBundle) manifest[`${name}.css`] = `${url}/${path.basename(output.cssBundle)}`
}
writeFileSync(ISLANDS_MANIFEST, JSON.stringify(manifest, null, 2) + '\n')
console.log(
  `islands: ${Object.entries(manifest)
    .map(
      ([name, url]) =>
        `${name} → ${url} (${result.metafile.outputs[path.relative(root, path.join(outdir, path.basename(url)))]?.bytes ?? '?'} B)`,
    )
    .join(', ')}`,
)
