#!/usr/bin/env node
// Part of `npm run build`, after `next build`: bundles the production server (src/server/index.ts and the
// modules it shares with the Next routes) into .next/custom-server/server.mjs, which `npm start` runs
// (scripts/start.mjs, docs/decisions/014-typed-server.md). Packages stay external: they are resolved from
// node_modules at run time, so the bundle holds only this project's code, and start never needs esbuild.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

await build({
  entryPoints: [path.join(root, 'src', 'server', 'index.ts')],
  // Two levels below the root, as src/server/index.ts is: the entry finds the project from its own path.
  outfile: path.join(root, '.next', 'custom-server', 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
})
