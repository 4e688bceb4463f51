// @ts-check
// Bundles a TypeScript entry of this project into one ES module for plain Node: this project's code
// (with the tsconfig's path aliases) inside, packages left external and resolved from node_modules at run
// time. Used by the build for the production server and the seed (scripts/build/build-server.mjs), and by test
// tooling that runs the seed or a script before or without a build (scripts/test/e2e-snapshot.mjs, and
// scriptCommand() in the tests that run a script in another process).
//
// Why not tsx at run time: tsx loads every module through Node's loader hooks, a round trip to the hooks
// thread per module; a process that loads Payload spends about 5 s and 8 s of CPU on that, against 2 s
// and 2.5 s for the same imports from a bundle (measured on the Payload config, quiet machine).
import { createHash } from 'node:crypto'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Bundles `entry` (relative to the project root) into `outfile`, which must be inside the project so that
 * packages (and `createRequire(import.meta.url)`) resolve from its node_modules. An entry that finds the
 * project from its own path (src/server/index.ts) must also keep its depth: two levels below the root.
 */
/**
 * @param {string} entry the entry, relative to the root
 * @param {string} outfile
 * @returns {Promise<string>} outfile
 */
export async function bundle(entry, outfile) {
  await build(options(entry, { outfile }))
  return outfile
}

/**
 * @param {string} entry
 * @param {import('esbuild').BuildOptions} extra
 * @returns {import('esbuild').BuildOptions}
 */
function options(entry, extra) {
  return {
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
    ...extra,
  }
}

/**
 * The command that runs the TypeScript script `entry` (relative to the root) with plain Node, as tsx
 * would: `[node, [...nodeArgs, bundle]]`, append the script's own arguments. The bundle is kept in
 * node_modules/.cache/bundles/ under a name from its content, written whole before it appears, so
 * processes bundling the same script at once never read a half-written file.
 * @param {string} entry
 * @returns {Promise<[string, string[]]>}
 */
export async function scriptCommand(entry) {
  const dir = path.join(root, 'node_modules', '.cache', 'bundles')
  const result = await build(options(entry, { outfile: path.join(dir, 'out.mjs'), write: false }))
  const code = /** @type {import('esbuild').OutputFile[]} */ (result.outputFiles)[0].contents
  const name = `${path.basename(entry).replace(/\.[^.]+$/, '')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`
  const file = path.join(dir, name)
  mkdirSync(dir, { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  writeFileSync(tmp, code)
  renameSync(tmp, file)
  return [process.execPath, ['--conditions=production', file]]
}
