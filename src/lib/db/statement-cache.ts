import Database from 'libsql'

// libsql (0.4.7, and 0.5.29 measured the same) never frees a prepared statement: each one keeps about
// 2.7 KB of native memory for the life of the process, after garbage collection and after its connection
// is closed. @libsql/client prepares a fresh statement for every execute, so the site's memory grew with
// every query it ever ran (issue 21: the WordPress import of 1,000 posts ended at 1.4 GB, with 90 MB of
// JavaScript heap). A statement prepared once and reused does not grow, and reusing one is safe: run() and
// all() reset it first (also after an error or an unfinished iterate), and SQLite prepares it again by
// itself after a schema change. So each connection keeps its statements by SQL text, the least recently
// used dropped beyond STATEMENTS_PER_CONNECTION (Payload's statements are parameterized: a few hundred
// distinct texts; a dropped one is still never freed, the cap bounds only the cache itself).
//
// The patch is on libsql's Database, which @libsql/client opens inside its own client and does not expose;
// it is the one copy in the process (Payload's Next config keeps libsql external to the bundle). Callers
// that use libsql directly (the lookup fast path, backups) prepare their statements once anyway.
export const STATEMENTS_PER_CONNECTION = 1000

type Statement = ReturnType<Database.Database['prepare']>
const PATCHED = Symbol.for('site.libsql.statementCache')
const proto = Database.prototype as Database.Database & { [PATCHED]?: true }

export function cacheStatements(): void {
  if (proto[PATCHED]) return
  const prepare = proto.prepare
  const caches = new WeakMap<object, Map<string, Statement>>()
  proto.prepare = function cachedPrepare(this: Database.Database, sql: string) {
    let cache = caches.get(this)
    if (!cache) caches.set(this, (cache = new Map()))
    const hit = cache.get(sql)
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      cache.delete(sql)
      cache.set(sql, hit)
      return hit
    }
    const statement = prepare.call(this, sql)
    cache.set(sql, statement)
    if (cache.size > STATEMENTS_PER_CONNECTION) cache.delete(cache.keys().next().value!)
    return statement
  } as typeof prepare
  proto[PATCHED] = true
}
