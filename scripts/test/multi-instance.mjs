#!/usr/bin/env node
// @ts-check
// Two production instances of the site on one PostgreSQL database behind a real nginx (deploy/nginx.conf,
// round robin): the deployment of README "Deploying" on loopback. Used by the multi-instance test
// (tests/multi/) and, run directly, for `bench:load` through the proxy:
//
//   node scripts/test/multi-instance.mjs [--postgres URL] [--port 3330]
//   BENCH_URL=<the printed URL> npm run bench:load
//
// The database (the URL's name + "_multi", from --postgres, MULTI_POSTGRES_URL or TEST_POSTGRES_URL) is
// dropped and made afresh as a copy of a seeded template (name + "_multi_template", with its media in
// data/multi-template-media/), which is seeded once and reused while the seed, the code and the day are
// the same (seeding takes minutes; a copy a second). Both instances then start on it at once. nginx listens on the port (default 3330), the instances on the two
// after it. Needs `npm run build` first (it never builds) and nginx (NGINX, else /usr/sbin/nginx or PATH).
import { spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SEED_BUNDLE } from '../build/build-outputs.mjs'
import { seedKey } from './seed-key.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const ADMIN = { email: 'admin@example.com', password: 'multi-admin-password' }

/**
 * This process's environment without the test runner's markers: started from a test, the instances would
 * otherwise inherit VITEST and take themselves for a test process (whose job queue never runs on its own).
 */
function productionEnv() {
  const env = { ...process.env }
  for (const name of Object.keys(env))
    if (name.startsWith('VITEST') || name === 'TEST' || name === 'NODE_ENV') delete env[name]
  return env
}

/** The nginx binary: NGINX, Debian's /usr/sbin/nginx, or one on PATH; null when there is none. */
export function findNginx() {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(
    /** @returns {c is string} */ (c) => Boolean(c),
  )
  for (const candidate of candidates) if (existsSync(candidate)) return candidate
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null
}

/** deploy/nginx.conf with its places filled: nginx on `listen`, one upstream line per instance address. */
/**
 * @param {string} listen
 * @param {string[]} upstreams
 */
export function nginxConfig(listen, upstreams) {
  const template = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  if (!template.includes('{{LISTEN}}') || !template.includes('{{UPSTREAMS}}'))
    throw new Error('deploy/nginx.conf lacks {{LISTEN}} or {{UPSTREAMS}}')
  return template
    .replace('{{LISTEN}}', listen)
    .replace('{{UPSTREAMS}}', upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join('\n    '))
}

/** `base` with the database name + suffix: every run of the harness has its own database beside the others. */
/**
 * @param {string} base
 * @param {string} suffix
 */
export function databaseBeside(base, suffix) {
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${suffix}`
  return url.toString()
}

/**
 * Drops the database `name` (an SQL identifier not yet quoted) with the client `client`, on the server's
 * maintenance database. FORCE ends what still holds it (the instances or pools of an earlier run that did
 * not stop), but only sessions of this role: PostgreSQL refuses it with 42501 while another role's backend
 * is in the database, as an autovacuum worker cleaning up after the last run is. A plain DROP waits for
 * such a worker to leave, so that is tried then, for up to 30 s.
 */
/**
 * @param {import('pg').Client} client
 * @param {string} name
 */
export async function dropDatabase(client, name) {
  const quoted = client.escapeIdentifier(name)
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`)
    return
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error)?.code !== '42501') throw error
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${quoted}`)
      return
    } catch (error) {
      // 55006: still in use by another session.
      if (/** @type {{ code?: string }} */ (error)?.code !== '55006' || attempt >= 60) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

/** Drops and creates the database the URL names, from the server's maintenance database `postgres`; with
 * `keepExisting`, only creates it when missing (a benchmark's filled database, kept across runs). */
/**
 * @param {string} databaseUrl
 * @param {{ keepExisting?: boolean }} [options]
 */
export async function recreateDatabase(databaseUrl, { keepExisting = false } = {}) {
  const { default: pg } = await import('pg')
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    const exists = ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0
    if (exists && keepExisting) return
    // Instances of an earlier run that did not stop must not keep it alive (dropDatabase).
    if (exists) await dropDatabase(client, name)
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const SECRET = 'multi-secret-not-for-production-0123456789'

/** Runs `fn` with a client on the server's maintenance database `postgres`. */
/**
 * @template T
 * @param {string} databaseUrl
 * @param {(client: import('pg').Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function withMaintenance(databaseUrl, fn) {
  const { default: pg } = await import('pg')
  const url = new URL(databaseUrl)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** @param {string} databaseUrl */
const nameOf = (databaseUrl) => decodeURIComponent(new URL(databaseUrl).pathname.slice(1))

/**
 * The seeded template database beside `postgresUrl` and its media directory, seeded (migrated, demo content,
 * the admin) by `scripts/ops/seed.ts` as `npm start` seeds, unless the one there was seeded from the same inputs
 * (its key is the database's comment).
 */
/**
 * @param {string} postgresUrl
 * @param {{ say?: (message: string) => void }} [options]
 */
export async function ensureTemplate(postgresUrl, { say = console.log } = {}) {
  const databaseUrl = databaseBeside(postgresUrl, '_multi_template')
  const media = path.join(root, 'data', 'multi-template-media')
  const name = nameOf(databaseUrl)
  const key = seedKey()
  const current = await withMaintenance(databaseUrl, async (client) => {
    const { rows } = await client.query(
      "SELECT shobj_description(oid, 'pg_database') AS key FROM pg_database WHERE datname = $1",
      [name],
    )
    return rows[0]?.key ?? null
  })
  if (current === key && existsSync(media)) return { databaseUrl, media }
  say(`multi-instance: seeding the template database ${name} (once; reused while the seed and code are the same)`)
  await recreateDatabase(databaseUrl)
  rmSync(media, { recursive: true, force: true })
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'multi-template-uploads-'))
  // The build's bundled seed, as `npm start` runs it (src/server/start.ts).
  // Asynchronously: a caller's timers (a test's set-up timeout) keep running while it seeds.
  const seeder = spawn(process.execPath, ['--conditions=production', SEED_BUNDLE, '--if-empty'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...productionEnv(),
      // As `npm start` seeds: production mode, where the adapter runs the migrations on connect.
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: SECRET,
      SITE_URL: 'http://127.0.0.1:3330',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MEDIA_DIR: media,
      CONTACT_UPLOAD_DIR: uploads,
      LOG_LEVEL: 'warn',
    },
  })
  const status = await new Promise((resolve, reject) => {
    seeder.on('error', reject)
    seeder.on('exit', (code, signal) => resolve(code ?? signal))
  })
  rmSync(uploads, { recursive: true, force: true })
  if (status !== 0) throw new Error(`seeding the template database failed (exit ${status})`)
  await withMaintenance(databaseUrl, (client) =>
    client.query(`COMMENT ON DATABASE ${client.escapeIdentifier(name)} IS ${client.escapeLiteral(key)}`),
  )
  return { databaseUrl, media }
}

/** Drops the database `databaseUrl` names and creates it as a copy of `templateUrl`'s (which nobody may be using). */
/**
 * @param {string} templateUrl
 * @param {string} databaseUrl
 */
async function copyDatabase(templateUrl, databaseUrl) {
  await withMaintenance(databaseUrl, async (client) => {
    await dropDatabase(client, nameOf(databaseUrl))
    await client.query(
      `CREATE DATABASE ${client.escapeIdentifier(nameOf(databaseUrl))} TEMPLATE ${client.escapeIdentifier(nameOf(templateUrl))}`,
    )
  })
}

/** Resolves once `url` answers 200, or throws after `timeoutMs` (or when `stillRunning()` turns false). */
/**
 * @param {string} url
 * @param {{ timeoutMs?: number, stillRunning?: () => boolean }} [options]
 */
export async function waitFor(url, { timeoutMs = 180_000, stillRunning = () => true } = {}) {
  const deadline = Date.now() + timeoutMs
  let last = 'no connection'
  while (Date.now() < deadline) {
    if (!stillRunning()) throw new Error(`stopped before ${url} answered`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      const body = await response.text()
      if (response.ok) return
      last = `${response.status} ${body.slice(0, 200)}`
    } catch (error) {
      // not listening yet
      last =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    }
    await sleep(300)
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s (last: ${last})`)
}

/**
 * Starts nginx and two instances. `env` is added to every instance's settings (SMTP, limits, …).
 * Resolves, once both instances are ready (/readyz) and nginx answers, to the cluster's handle.
 * @param {{ postgresUrl?: string, port?: number, env?: Record<string, string>, quiet?: boolean }} [options]
 */
export async function startCluster({ postgresUrl, port = 3330, env = {}, quiet = false } = {}) {
  if (!postgresUrl) throw new Error('a PostgreSQL URL is needed (--postgres, MULTI_POSTGRES_URL or TEST_POSTGRES_URL)')
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !existsSync(path.join(root, '.next', 'custom-server')))
    throw new Error('no production build found: run `npm run build`')
  const nginxBin = findNginx()
  if (!nginxBin) throw new Error('nginx not found (apt-get install -y nginx, or set NGINX)')

  const template = await ensureTemplate(postgresUrl)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'multi-instance-'))
  for (const sub of ['tmp', 'contact-uploads']) mkdirSync(path.join(dir, sub))
  // The template's database and media, as a deploy starts on a database that has content.
  cpSync(template.media, path.join(dir, 'media'), { recursive: true })
  const databaseUrl = databaseBeside(postgresUrl, '_multi')
  await copyDatabase(template.databaseUrl, databaseUrl)

  const url = `http://127.0.0.1:${port}`
  // What every instance shares: the database, the secret, the media and attachment directories.
  /** @type {NodeJS.ProcessEnv} */
  const shared = {
    ...productionEnv(),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: SECRET,
    SITE_URL: url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MEDIA_DIR: path.join(dir, 'media'),
    CONTACT_UPLOAD_DIR: path.join(dir, 'contact-uploads'),
    // nginx on loopback is the one proxy the instances believe (it sets X-Forwarded-For).
    TRUSTED_PROXIES: '127.0.0.1/32',
    // A script fills forms faster than a person; the edge's post budget is not what is tested here.
    CONTACT_MIN_FILL_SECONDS: '0',
    FORM_POST_LIMIT: '1000',
    CONTACT_RATE_LIMIT: '1000',
    SHUTDOWN_GRACE_SECONDS: '20',
    LOG_LEVEL: 'info',
    ...env,
  }

  /** @type {Map<string, Instance>} */
  const instances = new Map()
  const names = ['a', 'b']
  /** @param {string} name */
  const portOf = (name) => port + 1 + names.indexOf(name)

  /**
   * @typedef {{ name: string, port: number, url: string, pid: number, lines: string[],
   *   exited: Promise<{ code: number | null, signal: string | null }>, running: () => boolean,
   *   kill: (signal?: NodeJS.Signals) => void }} Instance
   */
  /** Starts (or starts again) instance `name`; its log lines, one JSON object each, are kept and written to DIR/NAME.log. */
  /**
   * @param {string} name
   * @returns {Instance}
   */
  function startInstance(name) {
    const instancePort = portOf(name)
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'ops', 'start.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...shared, PORT: String(instancePort), INSTANCE_ID: `instance-${name}` },
    })
    const file = createWriteStream(path.join(dir, `${name}.log`), { flags: 'a' })
    /** @type {string[]} */
    const lines = []
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (/** @type {Buffer} */ chunk) => {
        file.write(chunk)
        if (!quiet) process.stderr.write(chunk)
        const parts = (rest + chunk.toString('utf8')).split('\n')
        rest = parts.pop() ?? ''
        lines.push(...parts.filter((l) => l.trim()))
      })
    }
    let running = true
    /** @type {Instance['exited']} */
    const exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => {
        running = false
        resolve({ code, signal })
      }),
    )
    const instance = {
      name,
      port: instancePort,
      url: `http://127.0.0.1:${instancePort}`,
      pid: child.pid ?? -1,
      lines,
      exited,
      running: () => running,
      kill: (/** @type {NodeJS.Signals} */ signal = 'SIGTERM') => void child.kill(signal),
    }
    instances.set(name, instance)
    return instance
  }

  const confFile = path.join(dir, 'nginx.conf')
  writeFileSync(
    confFile,
    nginxConfig(
      `127.0.0.1:${port}`,
      names.map((n) => `127.0.0.1:${portOf(n)}`),
    ),
  )
  const nginxArgs = ['-p', dir, '-c', confFile, '-e', path.join(dir, 'error.log')]
  /** @type {import('node:child_process').ChildProcess | null} */
  let nginx = null

  async function stop() {
    const running = [...instances.values()].filter((i) => i.running())
    for (const instance of running) instance.kill('SIGTERM')
    await Promise.race([Promise.all(running.map((i) => i.exited)), sleep(25_000)])
    for (const instance of running) if (instance.running()) instance.kill('SIGKILL')
    const proxy = nginx
    if (proxy) {
      proxy.kill('SIGQUIT')
      await Promise.race([new Promise((resolve) => proxy.on('exit', resolve)), sleep(5_000)])
    }
    if (!process.env.MULTI_KEEP) rmSync(dir, { recursive: true, force: true })
  }

  try {
    for (const name of names) startInstance(name)
    // Both at once, and bounded well inside the test's set-up timeout, so that a failure here stops them.
    await Promise.all(
      [...instances.values()].map((instance) =>
        waitFor(`${instance.url}/readyz`, { timeoutMs: 150_000, stillRunning: instance.running }),
      ),
    )
    // In the foreground (daemon off): it is this process's child and stops with it.
    nginx = spawn(nginxBin, [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
    await waitFor(`${url}/healthz`, { timeoutMs: 15_000 })
  } catch (error) {
    await stop()
    throw error
  }

  return {
    url,
    dir,
    databaseUrl,
    /** @param {string} name */
    instance: (name) => {
      const found = instances.get(name)
      if (!found) throw new Error(`no instance ${name}`)
      return found
    },
    instances: () => [...instances.values()],
    /** Starts instance `name` again (after it stopped) and resolves once it is ready. */
    /** @param {string} name */
    restart: async (name) => {
      const instance = startInstance(name)
      await waitFor(`${instance.url}/readyz`, { stillRunning: instance.running })
      return instance
    },
    /** nginx's access log: one line per request, with the instance that answered (upstream=…). */
    accessLog: () => {
      const file = path.join(dir, 'access.log')
      return existsSync(file) ? readFileSync(file, 'utf8') : ''
    },
    stop,
  }
}

// Run directly: start the pair and nginx, print the URL, stop everything on Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  /** @param {string} name */
  const option = (name) => {
    const i = process.argv.indexOf(`--${name}`)
    return i === -1 ? undefined : process.argv[i + 1]
  }
  const postgresUrl = option('postgres') ?? process.env.MULTI_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL
  const port = Number(option('port') ?? process.env.MULTI_PORT ?? 3330)
  try {
    const cluster = await startCluster({
      postgresUrl,
      port,
      quiet: true,
      env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    })
    const list = cluster.instances().map((i) => `${i.name} ${i.url} (pid ${i.pid})`)
    console.log(`multi-instance: ${cluster.url} (nginx, round robin over ${list.join(', ')})`)
    console.log(`  database ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//')}; logs in ${cluster.dir}; Ctrl-C stops`)
    let stopping = false
    const shutdown = async () => {
      if (stopping) return
      stopping = true
      await cluster.stop()
      process.exit(0)
    }
    process.on('SIGINT', shutdown)
    process.on('SIGTERM', shutdown)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
