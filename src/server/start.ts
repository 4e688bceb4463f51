// What `npm start` does before it serves, in the server's own process (./index.ts) and before Next is
// loaded: production settings, the embedded demo's secret, an empty data cache, and the seed of an empty
// database. None of it builds anything or needs a dev dependency.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

/**
 * Production settings for this process and the seed it runs. For the embedded demo (SQLite) SITE_URL
 * defaults to http://localhost:PORT, and when no PAYLOAD_SECRET is given a random secret is created once
 * and kept in data/.payload-secret.
 */
// A plain record: Next's types mark process.env.NODE_ENV read-only, and this is the one place that sets it.
export function prepareProductionEnv(
  root: string,
  environment: Record<string, string | undefined> = process.env,
): void {
  protectData(root)
  // Set before Next and React are loaded: both read NODE_ENV when their modules load.
  environment.NODE_ENV = 'production'
  environment.NEXT_TELEMETRY_DISABLED = '1'
  const embedded = !environment.DATABASE_URL || environment.DATABASE_URL.startsWith('file:')
  if (!embedded) return
  // The demo's public origin is where it runs; a real deployment sets SITE_URL (the env schema refuses
  // to start production without it).
  if (!environment.SITE_URL) {
    environment.SITE_URL = `http://localhost:${environment.PORT || 3000}`
    // Before the settings are validated (the logger reads them once): a plain line for the operator.
    // eslint-disable-next-line no-console
    console.log(
      `Embedded demo: SITE_URL=${environment.SITE_URL} (set SITE_URL to the public origin for a real deployment).`,
    )
  }
  if (environment.PAYLOAD_SECRET) return
  const secretFile = path.join(root, 'data', '.payload-secret')
  mkdirSync(path.dirname(secretFile), { recursive: true })
  if (!existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
    // Before the settings are validated (the logger reads them once): a plain line for the operator.
    // eslint-disable-next-line no-console
    console.log(
      'Embedded demo: generated PAYLOAD_SECRET in data/.payload-secret (set PAYLOAD_SECRET for a real deployment).',
    )
  }
  environment.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
}

/**
 * Everything the server writes is its own alone: the database holds password hashes,
 * sessions and customers' personal data, the uploads are customers' files, and data/.payload-secret signs
 * every session. A umask of 077 makes each new file 0600 and each new directory 0700, in this process and
 * in the seed it starts (a child inherits the umask), wherever the settings put them. A data/ made by an
 * earlier start under the default umask (0755, its database 0644) is closed as well.
 */
export function protectData(root: string): void {
  process.umask(0o077)
  const data = path.join(root, 'data')
  mkdirSync(data, { recursive: true, mode: 0o700 })
  try {
    chmodSync(data, 0o700)
    // The database, its journal and the secret; the directory's mode already keeps others out of the rest.
    for (const name of readdirSync(data)) {
      const file = path.join(data, name)
      if (lstatSync(file).isFile()) chmodSync(file, 0o600)
    }
  } catch (error) {
    // Not ours to change (a volume owned by another user): new files are still private.
    // eslint-disable-next-line no-console
    console.warn(`could not restrict ${data}: ${error instanceof Error ? error.message : error}`)
  }
}

/**
 * Next keeps unstable_cache entries on disk between runs. The database may have changed while the server
 * was down (a fresh demo database, an import script), so a start begins with an empty data cache.
 */
export function clearDataCache(root: string): void {
  const dir = path.join(root, '.next', 'cache', 'fetch-cache')
  // Moved aside first, then removed: the rename is atomic, so another server on the same build (a second
  // instance, a test server) that writes an entry meanwhile writes it into a fresh directory instead of
  // making the removal fail with ENOTEMPTY halfway (bench:faults met that: the start crashed). A cache
  // that cannot be cleared is a warning, never a failed start.
  const aside = `${dir}.old-${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    renameSync(dir, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    // eslint-disable-next-line no-console
    console.warn(`could not clear the data cache ${dir}: ${error instanceof Error ? error.message : error}`)
    return
  }
  try {
    rmSync(aside, { recursive: true, force: true, maxRetries: 3 })
  } catch (error) {
    // eslint-disable-next-line no-console
    console.warn(`could not remove the old data cache ${aside}: ${error instanceof Error ? error.message : error}`)
  }
}

/**
 * Migrates the database, creates the first admin and seeds the demo content if the database has none:
 * scripts/ops/seed.ts, which the build bundled into .next/custom-server/seed.mjs (scripts/build/build-server.mjs),
 * run by this Node. Lexical's plain-Node entry points use top-level await that deadlocks on Node 20; the
 * `production` export condition loads its prebuilt files directly (docs/decisions/003-node-esm-lexical.md),
 * which is why this is a child process and not an import. Resolves false when a signal stopped it (the
 * start should stop too); rejects if the seed failed.
 */
export function seedIfEmpty(root: string): Promise<boolean> {
  const args = ['--conditions=production', path.join(root, '.next', 'custom-server', 'seed.mjs'), '--if-empty']
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: 'inherit' })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (signal) resolve(false)
      else if (code === 0) resolve(true)
      else reject(new Error(`node ${args.join(' ')} exited with ${code}`))
    })
  })
}
