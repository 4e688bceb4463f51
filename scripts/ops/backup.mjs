#!/usr/bin/env node
// @ts-check
// `npm run backup [-- --out DIR]` and `npm run restore -- DIR`: a consistent copy of the
// embedded SQLite database and the uploaded files, taken while the site serves, and putting one back.
//
// - The database is copied with `VACUUM INTO`: SQLite writes a complete, compacted copy from one read
//   transaction, so writes the site makes meanwhile are either wholly in it or not at all (a plain file
//   copy of a live database can be torn). The copy is checked with `PRAGMA integrity_check`.
// - The media library and the contact form's uploads are copied after the database. Both are written once
//   and never changed, and a file is stored before the row that names it, so every file the copied
//   database names is there (one deleted by retention in between is the only gap, and it was due to go).
// - Restore checks the backup, moves the current database and folders aside (…-before-restore-<time>),
//   and copies the backup in. It refuses while the server runs (a running one keeps the old database open):
//   a database another process has open in WAL mode cannot be switched out of it, which is the check.
//
// PostgreSQL: use its own tools (pg_dump -Fc / pg_restore), see the README; this script refuses a
// postgres:// DATABASE_URL. The settings are read the way the server reads them (src/lib/env): the same
// variables with the same defaults.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'libsql'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function settings() {
  const url = process.env.DATABASE_URL || 'file:./data/site.db'
  if (!url.startsWith('file:')) {
    throw new Error('DATABASE_URL is not a SQLite file: back up PostgreSQL with pg_dump (see the README)')
  }
  const file = url
    .slice('file:'.length)
    .replace(/^\/\/(?=\/)/, '')
    .split('?')[0]
  return {
    database: path.resolve(root, file),
    folders: {
      media: path.resolve(root, process.env.MEDIA_DIR || 'data/media'),
      'contact-uploads': path.resolve(root, process.env.CONTACT_UPLOAD_DIR || 'data/contact-uploads'),
    },
  }
}

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-')

/** @param {string} file */
function integrity(file) {
  const db = new Database(file)
  try {
    return db
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => Object.values(/** @type {object} */ (row))[0])
      .join('; ')
  } finally {
    db.close()
  }
}

/** @param {string} dir */
function countFiles(dir) {
  if (!existsSync(dir)) return 0
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length
}

/** @param {{ out?: string }} [options] */
export function backup({ out } = {}) {
  const { database, folders } = settings()
  if (!existsSync(database)) throw new Error(`no database at ${database}`)
  const target = path.resolve(root, out ?? path.join('backups', stamp()))
  if (existsSync(target) && readdirSync(target).length) throw new Error(`${target} is not empty`)
  // Backups hold personal data and password hashes: readable by the owner only.
  mkdirSync(target, { recursive: true, mode: 0o700 })
  const copy = path.join(target, 'site.db')
  const db = new Database(database)
  try {
    // Wait for the site's own writes rather than failing at once.
    db.exec('PRAGMA busy_timeout = 10000')
    db.prepare('VACUUM INTO ?').run(copy)
  } finally {
    db.close()
  }
  const check = integrity(copy)
  if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${check}`)
  /** @type {Record<string, number>} */
  const files = {}
  for (const [name, dir] of Object.entries(folders)) {
    if (existsSync(dir)) cpSync(dir, path.join(target, name), { recursive: true })
    files[name] = countFiles(path.join(target, name))
  }
  const manifest = { createdAt: new Date().toISOString(), database: 'site.db', integrity: check, files }
  writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })
  return { target, ...manifest }
}

/** Refuses when another process (the server, a seed) has the database open; see the header. */
/** @param {string} file */
function assertNotInUse(file) {
  if (!existsSync(file)) return
  const db = new Database(file)
  let mode
  try {
    // Also folds a left-over write-ahead log into the file, so the copy kept aside stands on its own.
    mode = Object.values(db.prepare('PRAGMA journal_mode = DELETE').get() ?? {})[0]
  } catch {
    mode = 'busy'
  } finally {
    db.close()
  }
  if (mode !== 'delete') {
    throw new Error(`${file} is in use (is the server running?): stop it before restoring`)
  }
}

/** @param {string | undefined} from */
export function restore(from) {
  if (!from) throw new Error('usage: npm run restore -- <backup folder>')
  const source = path.resolve(root, from)
  const copy = path.join(source, 'site.db')
  if (!existsSync(copy)) throw new Error(`${source} holds no site.db`)
  const check = integrity(copy)
  if (check !== 'ok') throw new Error(`the backup failed its integrity check: ${check}`)
  const { database, folders } = settings()
  assertNotInUse(database)
  const aside = `before-restore-${stamp()}`
  mkdirSync(path.dirname(database), { recursive: true, mode: 0o700 })
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(database + suffix)) renameSync(database + suffix, `${database}.${aside}${suffix}`)
  }
  cpSync(copy, database)
  for (const [name, dir] of Object.entries(folders)) {
    if (existsSync(dir)) renameSync(dir, `${dir}-${aside}`)
    const saved = path.join(source, name)
    if (existsSync(saved) && statSync(saved).isDirectory()) cpSync(saved, dir, { recursive: true })
    else mkdirSync(dir, { recursive: true, mode: 0o700 })
  }
  return { database, aside }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const command = args[0] === 'restore' ? 'restore' : 'backup'
  const rest = command === 'restore' ? args.slice(1) : args
  process.umask(0o077)
  try {
    if (command === 'restore') {
      const { database, aside } = restore(rest[0])
      console.log(`restored into ${database}; the previous data is kept beside it as *${aside}*`)
    } else {
      const outIndex = rest.indexOf('--out')
      const result = backup({ out: outIndex === -1 ? undefined : rest[outIndex + 1] })
      console.log(
        `backup in ${path.relative(root, result.target) || '.'}: database ${result.integrity}, ` +
          Object.entries(result.files)
            .map(([name, n]) => `${n} ${name} files`)
            .join(', '),
      )
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
