// @ts-check
// The production server as the benchmarks start it (bench:load, bench:lookup, bench:pages): the current
// build (`npm run build` first when there is none, or always with BENCH_BUILD=1) on a port and database of
// the benchmark's choosing, with the settings every benchmark shares. Its log goes to stderr only.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** The demo secret every benchmark's server and its seeding share (never a production value). */
export const BENCH_SECRET = 'bench-secret-not-for-production-000'

/** Builds unless a build is there (BENCH_BUILD=1 forces one); exits the process when the build fails. */
export function ensureBuild() {
  if (existsSync(path.join(root, '.next', 'BUILD_ID')) && process.env.BENCH_BUILD !== '1') return
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

/**
 * Starts `scripts/ops/start.mjs` on `port` with `databaseUrl` (an empty database is migrated and seeded with
 * the demo content as on a first deployment); `env` adds or overrides settings. Returns the child process.
 * `checkout` starts another built copy of the project instead (bench:render's `--against`, to measure an
 * older commit beside this one); older copies kept the start script at `scripts/start.mjs`.
 */
/**
 * @param {{ port: number, databaseUrl: string, siteUrl?: string, env?: Record<string, string>, nodeArgs?: string[], checkout?: string }} options
 * @returns {import('node:child_process').ChildProcess}
 */
export function startBenchServer({
  port,
  databaseUrl,
  siteUrl = `http://127.0.0.1:${port}`,
  env = {},
  nodeArgs = [],
  checkout = root,
}) {
  const start = ['scripts/ops/start.mjs', 'scripts/start.mjs'].find((file) => existsSync(path.join(checkout, file)))
  if (!start) throw new Error(`${checkout} has no start script`)
  if (!existsSync(path.join(checkout, '.next', 'BUILD_ID'))) throw new Error(`${checkout} is not built`)
  return spawn(process.execPath, [...nodeArgs, path.join(checkout, start)], {
    cwd: checkout,
    stdio: ['pipe', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: BENCH_SECRET,
      SITE_URL: siteUrl,
      ADMIN_PASSWORD: 'bench-admin-password',
      ...env,
    },
  })
}
