#!/usr/bin/env node
// The production HTTP server (started by scripts/start.mjs): Next.js in a plain Node server, with a
// fast path in front for the compatibility endpoint that scripts and home-automation sensors poll
// (docs/decisions/009-lookup-fast-path.md), and the build's static files served from their precompressed
// copies (decision 012). Everything else, and that endpoint on PostgreSQL, goes to Next.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import next from 'next'
import sirv from 'sirv'
import { buildFastPath, FAST_PATH_BUNDLE } from './build-server.mjs'
import { handleWithLateScripts, isPublicPageNavigation } from './late-scripts.mjs'
import { precompress, STATIC_DIR } from './precompress.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = Number(process.env.PORT || 3000)

const app = next({ dev: false, dir: root, port })
const handle = app.getRequestHandler()
await app.prepare()

let fastPath = null
if (!existsSync(FAST_PATH_BUNDLE)) await buildFastPath() // a plain `next build` leaves it out
// `env` is src/lib/env, bundled: the same validation and defaults as the app.
const { env, sqliteFileOf, createLookupFastPath, createClientAddressStamp, parseTrustedProxies } = await import(FAST_PATH_BUNDLE)
const config = env()
const trustedProxies = parseTrustedProxies(config.TRUSTED_PROXIES)
const file = sqliteFileOf(config.DATABASE_URL)
if (file && config.LOOKUP_FAST_PATH === 'on') {
  fastPath = createLookupFastPath({
    databaseFile: path.resolve(root, file),
    limits: { perMinute: config.DISCHARGES_RATE_LIMIT_PER_MINUTE },
    trustedProxies,
  })
}

// `npm run build` writes the .br/.gz copies; a build made with `next build` alone gets them here.
const buildId = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim()
const marker = path.join(root, '.next', 'precompressed')
if (!existsSync(marker) || readFileSync(marker, 'utf8') !== buildId) {
  await precompress()
  writeFileSync(marker, buildId)
}
// LATE_SCRIPTS=off serves pages with Next's own script tags.
const LATE_SCRIPTS = config.LATE_SCRIPTS === 'on'
const STATIC_PREFIX = '/_next/static/'
// Hashed file names, so a year and `immutable`, as Next itself answers them.
const staticFiles = sirv(STATIC_DIR, {
  brotli: true,
  gzip: true,
  extensions: [],
  maxAge: 31_536_000,
  immutable: true,
  setHeaders(res, pathname) {
    if (/\.(?:js|css)$/.test(pathname)) res.setHeader('Content-Type', `${pathname.endsWith('.js') ? 'application/javascript' : 'text/css'}; charset=utf-8`)
  },
})

function serveStatic(req, res) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(STATIC_PREFIX)) return false
  const original = req.url
  req.url = original.slice(STATIC_PREFIX.length - 1)
  // Not a file of this build (an old chunk, a typo): Next answers, with its own 404.
  staticFiles(req, res, () => {
    req.url = original
    handle(req, res)
  })
  return true
}

// The client address, decided once per request from the socket and TRUSTED_PROXIES (src/lib/http/client.ts):
// written into the x-client-address header, always overwriting what the client sent, and X-Forwarded-For
// replaced by it. Route handlers, pages and server actions read it with clientAddressFromHeaders().
const stampClientAddress = createClientAddressStamp(trustedProxies)

const server = createServer((req, res) => {
  stampClientAddress(req)
  if (fastPath?.handle(req, res)) return
  if (serveStatic(req, res)) return
  // Public pages: start-up scripts load after the first paint (decision 013).
  if (LATE_SCRIPTS && isPublicPageNavigation(req)) return handleWithLateScripts(req, res, handle)
  handle(req, res)
})
// Behind a proxy that reuses connections, keep them open a little longer than its idle timeout.
server.keepAliveTimeout = 65_000
// No host: all addresses, IPv4 and IPv6, as `next start` does.
server.listen(port, () => {
  console.log(`▲ Ready on http://localhost:${port}${fastPath ? ' (lookup fast path on)' : ''}`)
})

function shutdown() {
  server.close(() => {
    fastPath?.close()
    app.close().finally(() => process.exit(0))
  })
  // Idle keep-alive connections would hold close() open.
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
