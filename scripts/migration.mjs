#!/usr/bin/env node
// `npm run migrate:create`: regenerates the SQLite schema migration from the Payload config.
// Until the first production release there is one migration, `initial`, rebuilt from scratch each time
// (docs/decisions/002-database.md); after release, pass `-- --keep NAME` to add a new migration instead.
import { execFileSync } from 'node:child_process'
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.join(root, 'src', 'migrations')
const keepIndex = process.argv.indexOf('--keep')
const env = {
  ...process.env,
  NODE_OPTIONS: '--conditions=production',
  DATABASE_URL: 'file:./data/migration-scratch.db',
}

if (keepIndex === -1) {
  for (const file of readdirSync(dir)) if (file !== 'index.ts') rmSync(path.join(dir, file))
  writeFileSync(path.join(dir, 'index.ts'), 'export const migrations = []\n')
}
const name = keepIndex === -1 ? 'initial' : process.argv[keepIndex + 1]
execFileSync(path.join(root, 'node_modules', '.bin', 'payload'), ['migrate:create', name], {
  cwd: root,
  env,
  stdio: ['pipe', 'inherit', 'inherit'],
})
rmSync(path.join(root, 'data', 'migration-scratch.db'), { force: true })
