#!/usr/bin/env node
// Part of `npm run build`: bundles the custom server's fast path (src/server/lookup-fast-path.ts and the
// pure modules it shares with the Next routes) into .next/custom-server/lookup-fast-path.mjs, which
// scripts/server.mjs loads. Packages stay external (resolved from node_modules at run time).
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const FAST_PATH_BUNDLE = path.join(root, '.next', 'custom-server', 'lookup-fast-path.mjs')

export async function buildFastPath() {
  // Imported here, not at the top: the server imports this file for the path alone.
  const { build } = await import('esbuild')
  await build({
    entryPoints: [path.join(root, 'src', 'server', 'lookup-fast-path.ts')],
    outfile: FAST_PATH_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  })
}

if (import.meta.url === `file://${process.argv[1]}`) await buildFastPath()
