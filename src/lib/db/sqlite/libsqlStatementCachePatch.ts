import Database from 'libsql'

// libsql (0.4.7, and 0.5.29 measured the same) never frees a prepared statement: each one keeps about
// 2.7 KB of native memory for the life of the process, after garbage collection and after its connection
// is closed. @libsql/client prepares a fresh statement for every execute, so the site's memory grew with
// every query it ever ran (measured: the WordPress import of 1,000 posts ended at 1.4 GB, with 90 MB of
// JavaScript heap). A statement prepared once and reused does not grow, and reusing one is safe: run() and
// all() reset it first (also after an error or an unfinished iterate), and SQLite prepares it again by
// itself after a schema change. So each connection keeps its statements by SQL text, the least recently
// used dropped beyond STATEMENTS_PER_CONNECTION (Payload's statements are parameterized: a few hundred
// distinct texts; a dropped one is still never freed, the cap bounds only the cache itself).
//
// The patch is on libsql's Database, which @libsql/client opens inside its own client and does not expose;
// it is the one copy in the process (Next leaves libsql and @libsql/client out of its bundles: its server-external-packages list). Callers
// that use libsql directly (the lookup fast path, backups) prepare their statements once anyway.
export const STATEMENTS_PER_CONNECTION = 1000

type Statement = ReturnType<Database.Database['prepare']>

// Payload's drizzle layer names the table of each join in a query on a relationship after a fresh random
// UUID ("613a6fde_8bec_4b47_a426_1166eee6d72a"), so those queries never have the same text twice: uncached,
// each left about 28 KB behind (a few per imported post). The names are only aliases within the one
// statement, so they are renamed in order of appearance ("__alias_1", …), which changes nothing in what the
// statement does or returns and gives equal queries equal text.
const RANDOM_ALIAS = /"[0-9a-f]{8}_[0-9a-f]{4}_4[0-9a-f]{3}_[89ab][0-9a-f]{3}_[0-9a-f]{12}"/g

/** `sql` with its random join aliases renamed in order of appearance. */
export function stableAliases(sql: string): string {
  if (!sql.includes('_4')) return sql
  const names = new Map<string, string>()
  return sql.replace(RANDOM_ALIAS, (alias) => {
    let name = names.get(alias)
    if (!name) names.set(alias, (name = `"__alias_${names.size + 1}"`))
    return name
  })
}
const PATCHED = Symbol.for('site.libsql.statementCache')
const proto = Database.prototype as Database.Database & { [PATCHED]?: true }

export function cacheStatements(): void {
  if (proto[PATCHED]) return
  const prepare = proto.prepare
  const caches = new WeakMap<object, Map<string, Statement>>()
  proto.prepare = function cachedPrepare(this: Database.Database, text: string) {
    const sql = stableAliases(text)
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
