#!/usr/bin/env node
// @ts-check
// `npm start`: runs the production server that `npm run build` bundled from src/server/index.ts
// (docs/decisions/014-typed-server.md), in this process. It only checks that the build is there: it
// never builds, and everything the start does (demo secret, seed, server) is in the typed bundle.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { SEED_BUNDLE, SERVER_BUNDLE } from '../build/build-outputs.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

// The server and the seed it runs at start (src/server/start.ts), bundled by the same build.
if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(SERVER_BUNDLE) || !existsSync(SEED_BUNDLE)) {
  console.error('no production build found: run `npm run build`')
  process.exit(1)
}
await import(pathToFileURL(SERVER_BUNDLE).href)
