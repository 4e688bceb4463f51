import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'libsql'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload, destroyTestPayload } from './helpers/payload'

// `npm run backup` while the site writes, and `npm run restore`: the copy is consistent
// (integrity ok, every row of one moment, nothing torn), holds the uploaded files, and restores in place.

const run = promisify(execFile)
const script = path.resolve('scripts/ops/backup.mjs')
let payload: Payload
const dir = process.env.INT_TEST_DIR!
const uploads = path.join(dir, 'contact-uploads')

beforeAll(async () => {
  payload = await createTestPayload()
  mkdirSync(process.env.MEDIA_DIR!, { recursive: true })
  writeFileSync(path.join(process.env.MEDIA_DIR!, 'guide.pdf'), '%PDF-1.4 demo')
  mkdirSync(uploads, { recursive: true })
  writeFileSync(path.join(uploads, 'JV-1-photo.png'), 'png bytes')
}, 120_000)
afterAll(() => destroyTestPayload(payload))

const env = (database: string) => ({
  ...process.env,
  DATABASE_URL: `file:${database}`,
  MEDIA_DIR: process.env.MEDIA_DIR!,
  CONTACT_UPLOAD_DIR: uploads,
})
const rows = (file: string) => {
  const db = new Database(file)
  try {
    return (db.prepare('SELECT count(*) AS n FROM categories').get() as { n: number }).n
  } finally {
    db.close()
  }
}

describe('backup and restore', () => {
  it('copies a consistent database and the files while the site keeps writing, and puts them back', async () => {
    const database = process.env.DATABASE_URL!.slice('file:'.length)
    const create = (i: number) =>
      payload.create({
        collection: 'categories',
        data: { title: `Backup test ${i}`, slug: `backup-test-${i}` } as never,
        overrideAccess: true,
      })
    for (let i = 0; i < 20; i++) await create(i)
    const before = rows(database)

    // Writes go on during the backup.
    let writing = true
    let written = 20
    // Each write is its own macrotask, as requests are: a loop of writes that all settle in microtasks
    // would never let the event loop see the backup process end.
    const writer = (async () => {
      while (writing) {
        await create(written++)
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'backup-')), 'copy')
    const { stdout } = await run('node', [script, '--out', out], { env: env(database) })
    writing = false
    // Every write made while the backup ran was stored (none met SQLITE_BUSY).
    await writer
    expect(written).toBeGreaterThan(20)
    expect(stdout).toMatch(/database ok, 1 media files, 1 contact-uploads files/)

    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ integrity: 'ok', files: { media: 1, 'contact-uploads': 1 } })
    const copied = rows(path.join(out, 'site.db'))
    expect(copied).toBeGreaterThanOrEqual(before)
    expect(copied).toBeLessThanOrEqual(rows(database))

    // Restore into a fresh place, as on a new machine.
    const target = path.join(mkdtempSync(path.join(tmpdir(), 'restore-')), 'data', 'site.db')
    const restoredEnv = {
      ...env(target),
      MEDIA_DIR: path.join(path.dirname(target), 'media'),
      CONTACT_UPLOAD_DIR: path.join(path.dirname(target), 'uploads'),
    }
    await run('node', [script, 'restore', out], { env: restoredEnv })
    expect(rows(target)).toBe(copied)
    expect(readFileSync(path.join(restoredEnv.MEDIA_DIR, 'guide.pdf'), 'utf8')).toBe('%PDF-1.4 demo')
    expect(existsSync(path.join(restoredEnv.CONTACT_UPLOAD_DIR, 'JV-1-photo.png'))).toBe(true)

    // Restoring over existing data keeps it aside rather than deleting it.
    await run('node', [script, 'restore', out], { env: restoredEnv })
    const kept = (await import('node:fs')).readdirSync(path.dirname(target)).filter((f) => f.includes('before-restore'))
    expect(kept.some((f) => f.startsWith('site.db.before-restore-'))).toBe(true)
  })

  it('refuses to restore over the database a running site has open', async () => {
    const database = process.env.DATABASE_URL!.slice('file:'.length)
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'backup-')), 'copy')
    await run('node', [script, '--out', out], { env: env(database) })
    await expect(run('node', [script, 'restore', out], { env: env(database) })).rejects.toMatchObject({
      stderr: expect.stringContaining('is in use'),
    })
    // Nothing was moved: the site goes on writing.
    expect(
      (await payload.find({ collection: 'categories', limit: 1, overrideAccess: true })).totalDocs,
    ).toBeGreaterThan(0)
    await payload.create({
      collection: 'categories',
      data: { title: 'after refused restore', slug: 'after-refused-restore' } as never,
      overrideAccess: true,
    })
  })

  it('refuses a PostgreSQL URL and a folder that is not a backup, with a clear message', async () => {
    await expect(
      run('node', [script], { env: { ...process.env, DATABASE_URL: 'postgres://u:p@127.0.0.1/site' } }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('pg_dump') })
    await expect(run('node', [script, 'restore', tmpdir()], { env: env('/tmp/x.db') })).rejects.toMatchObject({
      stderr: expect.stringContaining('holds no site.db'),
    })
  })
})
