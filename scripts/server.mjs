#!/usr/bin/env node
// The production HTTP server (started by scripts/start.mjs): Next.js in a plain Node server, with a
// fast path in front for the compatibility endpoint that scripts and home-automation sensors poll
// (docs/decisions/009-lookup-fast-path.md). Everything else, and that endpoint on PostgreSQL, goes to Next.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import next from 'next'
import { buildFastPath, FAST_PATH_BUNDLE } from './build-server.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = Number(process.env.PORT || 3000)

const app = next({ dev: false, dir: root, port })
const handle = app.getRequestHandler()
await app.prepare()

let fastPath = null
if (!existsSync(FAST_PATH_BUNDLE)) await buildFastPath() // a plain `next build` leaves it out
// `env` is src/lib/env, bundled: the same validation and defaults as the app.
const { env, sqliteFileOf, createLookupFastPath } = await import(FAST_PATH_BUNDLE)
const config = env()
const file = sqliteFileOf(config.DATABASE_URL)
if (file && config.LOOKUP_FAST_PATH === 'on') {
  fastPath = createLookupFastPath({
    databaseFile: path.resolve(root, file),
    limits: { perMinute: config.DISCHARGES_RATE_LIMIT_PER_MINUTE, trustedHops: config.DISCHARGES_TRUSTED_PROXY_HOPS },
  })
}

const server = createServer((req, res) => {
  if (fastPath?.handle(req, res)) return
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
