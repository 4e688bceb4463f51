import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDataCache, prepareProductionEnv } from './start'

const mode = (file: string) => statSync(file).mode & 0o777

describe('npm start keeps data/ private', () => {
  let root = ''
  // The umask is process-wide: put the worker's back after each test.
  const umask = process.umask()
  afterEach(() => {
    process.umask(umask)
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('makes data/ 0700 and everything written after start 0600, in the seed child process too', () => {
    root = mkdtempSync(path.join(tmpdir(), 'start-modes-'))
    process.umask(0o022)
    prepareProductionEnv(root, {})
    const data = path.join(root, 'data')
    expect(mode(data)).toBe(0o700)
    expect(mode(path.join(data, '.payload-secret'))).toBe(0o600)
    // Uploads: a new directory and a file in it, as Payload writes them.
    mkdirSync(path.join(data, 'contact-uploads'), { recursive: true })
    writeFileSync(path.join(data, 'contact-uploads', 'JV-1-leping.pdf'), '%PDF-1.4')
    expect(mode(path.join(data, 'contact-uploads'))).toBe(0o700)
    expect(mode(path.join(data, 'contact-uploads', 'JV-1-leping.pdf'))).toBe(0o600)
    // The database is created by the seed, a child process: it inherits the umask.
    const db = path.join(data, 'site.db')
    execFileSync(process.execPath, ['-e', `require('node:fs').writeFileSync(${JSON.stringify(db)}, 'SQLite')`])
    expect(mode(db)).toBe(0o600)
  })

  it('closes a data/ that an earlier start left open', () => {
    root = mkdtempSync(path.join(tmpdir(), 'start-modes-'))
    const data = path.join(root, 'data')
    mkdirSync(data, { mode: 0o755 })
    chmodSync(data, 0o755)
    writeFileSync(path.join(data, 'site.db'), 'SQLite', { mode: 0o644 })
    chmodSync(path.join(data, 'site.db'), 0o644)
    prepareProductionEnv(root, { PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(mode(data)).toBe(0o700)
    expect(mode(path.join(data, 'site.db'))).toBe(0o600)
  })
})

describe('clearDataCache: every start begins with an empty data cache', () => {
  const roots: string[] = []
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })
  const cacheOf = (root: string) => path.join(root, '.next', 'cache', 'fetch-cache')

  it('removes the entries and leaves nothing aside', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'data-cache-'))
    roots.push(root)
    mkdirSync(path.join(cacheOf(root), 'nested'), { recursive: true })
    writeFileSync(path.join(cacheOf(root), 'nested', 'entry'), '{}')
    clearDataCache(root)
    expect(existsSync(cacheOf(root))).toBe(false)
    expect(readdirSync(path.join(root, '.next', 'cache'))).toEqual([])
  })

  it('is a no-op without a cache, and a second server writing meanwhile cannot make the start fail', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'data-cache-'))
    roots.push(root)
    expect(() => clearDataCache(root)).not.toThrow()
    // Another server on the same build keeps writing entries while this one starts (bench:faults: the
    // recursive removal met a new file, failed with ENOTEMPTY and the start crashed).
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); const dir = process.argv[1]; const end = Date.now() + 1500; let n = 0
         while (Date.now() < end) { try { fs.mkdirSync(dir + '/d' + (n % 7), { recursive: true });
           fs.writeFileSync(dir + '/d' + (n % 7) + '/e' + n++, '{}') } catch {} }`,
        cacheOf(root),
      ],
      { stdio: 'ignore' },
    )
    const exited = new Promise((resolve) => writer.on('exit', resolve))
    let writing = true
    void exited.then(() => (writing = false))
    let clears = 0
    // Clears for as long as the writer writes, letting its exit through between two.
    while (writing) {
      expect(() => clearDataCache(root)).not.toThrow()
      clears++
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(clears).toBeGreaterThan(10)
    // Nothing left aside by any of the clears.
    expect(readdirSync(path.join(root, '.next', 'cache')).filter((n) => n !== 'fetch-cache')).toEqual([])
  }, 30_000) // a child process writes for 1.5 s; on a loaded machine its start alone can take seconds
})
