// @ts-check
// The key of a database seeded from the demo content: the browser tests' SQLite template
// (scripts/test/e2e-snapshot.mjs) and the two-instance test's PostgreSQL template (scripts/test/multi-instance.mjs)
// are reused while it stays the same, and seeded again when it changes.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** What a seeded database depends on: the content, the code, how the seed is bundled, the locked packages. */
const INPUTS = ['seed', 'src', 'scripts/ops/seed.ts', 'scripts/build/bundle.mjs', 'package-lock.json']

/** The files under `entry` (a file or a directory), relative to the root. */
/**
 * @param {string} entry
 * @returns {string[]}
 */
function files(entry) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [entry]
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath ?? d.path, d.name)))
}

/** Today in Tallinn and a hash of the inputs' names and contents (the demo plans start today). */
export function seedKey() {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap(files).sort()) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(path.join(root, file)))
  }
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date())
  return `${day} ${hash.digest('hex')}`
}
