// `npm run seed:scale -- --addresses 250000 [--contracts N]`: fills the database (DATABASE_URL, default
// data/site.db) with company-scale demo plans: contracts 900000001 … 13 weeks ahead, for benchmarks, and
// the address index. The first 240 are the seeded demo's; every further contract is served at an address
// of its own (seed/discharges/streets.ts), so `--addresses A` (default 250,000) means A + 240 contracts
// (`--contracts N` for more). Rows already stored are kept, so re-running tops up a database from
// an earlier day. A database filled before contracts had addresses of their own: start from an empty one.
import { getPayload } from 'payload'
import config from '@payload-config'
import { migrationsOf } from '@/lib/db/migrations'
import { todayInTallinn } from '@/lib/dates'
import { env } from '@/lib/env'
import { dbOf } from '@/lib/db'
import { countAddresses } from '@/lib/addresses/repository'
import { DEMO_FIRST, DEMO_SEED_CONTRACTS } from '../../seed/discharges/demo'
import { fillDemoContracts } from '../../seed/discharges/plan'

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i === -1 ? fallback : Number(process.argv[i + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`)
  return value
}

async function main() {
  const addresses = arg('addresses', 250_000)
  // Enough contracts for the addresses asked: the demo's 240 share a few streets, every further one has
  // an address of its own. `--contracts` can ask for more, never for fewer addresses than `--addresses`.
  const contracts = Math.max(arg('contracts', 1), addresses + DEMO_SEED_CONTRACTS)
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrationsOf() as never })
  const db = dbOf(payload)
  const sqlite = env().databaseKind === 'sqlite'
  // A scratch benchmark database: trade durability for bulk-insert speed (SQLite's settings; a PostgreSQL
  // server's durability is its operator's).
  if (sqlite) {
    await db.rows('PRAGMA journal_mode = WAL')
    await db.rows('PRAGMA synchronous = OFF')
  }
  const today = todayInTallinn()
  const started = Date.now()
  // What an earlier run left: demo contracts are filled in number order, each to the same horizon, so
  // the highest number and the first contract's last day say where to go on. Contracts already there
  // get only the days after that horizon; new ones get their whole plan. Plain inserts, no conflicts.
  const last = DEMO_FIRST + contracts - 1
  const [done] = await db.rows<{ top: string | null }>(
    `SELECT MAX(contract_number) AS top FROM discharges WHERE contract_number BETWEEN ? AND ?`,
    [String(DEMO_FIRST), String(last)],
  )
  const filledUpTo = done?.top ? Number(done.top) : DEMO_FIRST - 1
  const [horizon] = await db.rows<{ d: string | null }>(
    `SELECT MAX(date) AS d FROM discharges WHERE contract_number = ?`,
    [String(DEMO_FIRST)],
  )
  const after = horizon?.d ?? ''
  if (filledUpTo >= DEMO_FIRST) console.log(`Found contracts up to ${filledUpTo}, planned until ${after}; topping up.`)
  let inserted = 0
  const step = 10_000
  for (let first = DEMO_FIRST; first <= last; first += step) {
    const count = Math.min(step, last + 1 - first)
    inserted += await fillDemoContracts(db, today, first, count, step, (n) => (n <= filledUpTo ? after : ''))
    process.stdout.write(`\r${first - DEMO_FIRST + count} / ${contracts} contracts, ${inserted} rows inserted`)
  }
  // Fresh statistics for the planner, on either database.
  await db.rows('ANALYZE')
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s (from ${today}, 13 weeks).`)
  console.log(`${await countAddresses(db)} addresses in the address index.`)
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
