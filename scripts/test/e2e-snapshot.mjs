#!/usr/bin/env node
// @ts-check
// The seeded database the browser tests start from: seeded once into a template (data/e2e-snapshot/: the
// SQLite file and the media library), which every browser-test server copies instead of seeding at start.
// The template is reused only while its key matches: a hash of everything the seed's result depends on
// (seed/, src/, the seed script, the locked packages) and today's date in Tallinn, since the seed dates
// collection plans, contracts and price lists from today. The seed itself keeps its integration tests
// (tests/int/seed*.int.test.ts); this file runs it the way `npm start` does on an empty database.
//
// `node scripts/test/e2e-snapshot.mjs` builds the template if it is missing or stale; `npm test` runs it beside
// the Next build, and scripts/test/e2e-server.mjs calls ensureSnapshot() in case it runs on its own.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundle } from '../build/bundle.mjs'
import { seedKey } from './seed-key.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const dir = path.join(root, 'data', 'e2e-snapshot')

/** Settings the template is seeded with; the browser-test server runs with the same ones. */
export const E2E_SETTINGS = {
  PAYLOAD_SECRET: 'e2e-secret-not-for-production-0123456789',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'e2e-admin-password',
  // /readyz shows its details to this token (the fuzz test sends it, and forged ones).
  READYZ_TOKEN: 'e2e-readyz-token-not-for-production-0123456789',
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<void>}
 */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/** Builds the template unless a current one exists; returns its SQLite file and media directory. */
export async function ensureSnapshot({ log = console.log } = {}) {
  const key = seedKey()
  const keyFile = path.join(dir, 'key')
  const snapshot = { db: path.join(dir, 'site.db'), media: path.join(dir, 'media') }
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key && existsSync(snapshot.db)) {
    log(`e2e snapshot: current (${path.relative(root, dir)})`)
    return snapshot
  }
  const started = Date.now()
  // Seeded beside the old template and renamed into place, so a run that stops halfway leaves no half-seeded template.
  const tmp = `${dir}.tmp-${process.pid}`
  rmSync(tmp, { recursive: true, force: true })
  mkdirSync(tmp, { recursive: true })
  // The seed bundled as the build bundles it for `npm start` (scripts/build/bundle.mjs), run by plain Node: the
  // build's own copy may not exist yet, since `npm test` seeds this beside the build.
  const seed = await bundle('scripts/ops/seed.ts', path.join(tmp, 'seed.mjs'))
  await run(process.execPath, ['--conditions=production', seed, '--if-empty'], {
    ...process.env,
    ...E2E_SETTINGS,
    // As `npm start` seeds: production mode, where the adapter runs the migrations on connect.
    NODE_ENV: 'production',
    // Production requires the public origin; the browser-test server sets its own per port.
    SITE_URL: 'http://localhost:3200',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: `file:${path.join(tmp, 'site.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
  })
  rmSync(seed)
  writeFileSync(path.join(tmp, 'key'), key)
  rmSync(dir, { recursive: true, force: true })
  renameSync(tmp, dir)
  log(`e2e snapshot: seeded in ${Math.round((Date.now() - started) / 1000)} s (${path.relative(root, dir)})`)
  return snapshot
}

/** Gives a browser-test server its own copy of the template: the SQLite file and the media library. */
/**
 * @param {{ db: string, media: string }} snapshot the template's files
 * @param {{ db: string, media: string }} target this server's
 */
export function copySnapshot(snapshot, { db, media }) {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(db + suffix, { force: true })
  rmSync(media, { recursive: true, force: true })
  // The seed exits without closing its connection, so a write-ahead log may sit beside the file.
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(snapshot.db + suffix)) cpSync(snapshot.db + suffix, db + suffix)
  if (existsSync(snapshot.media)) cpSync(snapshot.media, media, { recursive: true })
  else mkdirSync(media, { recursive: true })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureSnapshot().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
