#!/usr/bin/env node
// `npm start`: the production server. For the embedded demo (SQLite, no PAYLOAD_SECRET given) it creates
// and keeps a random secret in data/, takes http://localhost:PORT as SITE_URL when unset, seeds an empty database, then serves on PORT (default 3000).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
const embedded = !env.DATABASE_URL || env.DATABASE_URL.startsWith('file:')

if (!env.PAYLOAD_SECRET && embedded) {
  const secretFile = path.join(root, 'data', '.payload-secret')
  mkdirSync(path.dirname(secretFile), { recursive: true })
  if (!existsSync(secretFile)) {
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
    console.log('Embedded demo: generated PAYLOAD_SECRET in data/.payload-secret (set PAYLOAD_SECRET for a real deployment).')
  }
  env.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
}

// The demo's public origin is where it runs; a real deployment sets SITE_URL (the server refuses to start without it).
if (!env.SITE_URL && embedded) {
  env.SITE_URL = `http://localhost:${env.PORT || 3000}`
  console.log(`Embedded demo: SITE_URL=${env.SITE_URL} (set SITE_URL to the public origin for a real deployment).`)
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      if (code === 0 || signal) resolve(code ?? 0)
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))
    })
  })
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name)

// Next keeps unstable_cache entries on disk between runs. The database may have changed while the server
// was down (a fresh demo database, an import script), so a start begins with an empty data cache.
rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

try {
  // Lexical's plain-Node entry points use top-level await that deadlocks on Node 20; the `production`
  // export condition loads its prebuilt files directly (docs/decisions/003-node-esm-lexical.md).
  await run(bin('tsx'), ['--conditions=production', 'scripts/seed.ts', '--if-empty'])
  await run(process.execPath, ['scripts/server.mjs'])
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
