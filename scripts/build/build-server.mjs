#!/usr/bin/env node
// @ts-check
// Part of `npm run build`, after `next build`: bundles the production server (src/server/index.ts and the
// modules it shares with the Next routes) into .next/custom-server/server.mjs, which `npm start` runs
// (scripts/ops/start.mjs, docs/decisions/014-typed-server.md), and the seed (scripts/ops/seed.ts) beside it, which
// the server runs on every start to migrate and, on an empty database, seed (src/server/start.ts).
// Packages stay external (scripts/build/bundle.mjs): the bundles hold only this project's code, and start never
// needs esbuild or tsx.
import { bundle } from './bundle.mjs'
import { SEED_BUNDLE, SERVER_BUNDLE } from './build-outputs.mjs'

await Promise.all([
  // Two levels below the root, as src/server/index.ts is: the entry finds the project from its own path.
  bundle('src/server/index.ts', SERVER_BUNDLE),
  bundle('scripts/ops/seed.ts', SEED_BUNDLE),
])
