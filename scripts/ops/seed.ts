// `npm run seed`: creates or updates the schema (migrations), the first admin user and the demo content.
// `--if-empty` seeds only a database without content (used by `npm start`).
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import config from '@payload-config'
import { expiriesWritten } from '@/lib/cluster/events'
import { migrationsOf } from '@/lib/db/migrations'
import { holdStartLock } from '@/lib/db/startLock'
import { env } from '@/lib/env'
import { routeConsoleToLog } from '@/lib/log/console'
import { isEmpty, seed } from '../../seed'

async function ensureAdmin(payload: Awaited<ReturnType<typeof getPayload>>) {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env()
  const password = ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email: ADMIN_EMAIL, password, name: 'Administrator', roles: ['admin'] },
    context: { disableRevalidate: true },
  })
  if (ADMIN_PASSWORD) {
    console.log(`Admin user ${ADMIN_EMAIL} created with ADMIN_PASSWORD.`)
    return
  }
  // Into a file only this user can read, not onto stdout: a server's output goes to logs that others read
  // and keep.
  const file = path.resolve('data', '.admin-password')
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  writeFileSync(file, `${password}\n`, { mode: 0o600 })
  console.log(
    `\n  Admin user created: ${ADMIN_EMAIL}\n  Generated password: in ${file} (readable by this user only).\n  Sign in at /admin, change the password and delete the file.\n`,
  )
}

async function main() {
  // What it creates (the database, the password file) is this user's alone, as under `npm start`
  // (src/server/start.ts protectData).
  process.umask(0o077)
  const onlyIfEmpty = process.argv.includes('--if-empty')
  // Run by `npm start` (src/server/start.ts): its lines are the server's log, JSON like the rest.
  if (onlyIfEmpty) routeConsoleToLog()
  // Instances starting at once on one PostgreSQL database migrate and seed one after another.
  const release = await holdStartLock(env().DATABASE_URL)
  try {
    const payload = await getPayload({ config })
    // In production the adapter runs pending migrations on connect; elsewhere run them here.
    if (process.env.NODE_ENV !== 'production') await payload.db.migrate({ migrations: migrationsOf() as never })
    await ensureAdmin(payload)
    if (onlyIfEmpty && !(await isEmpty(payload))) {
      console.log('Database already has content; seed skipped.')
      return
    }
    const report = await seed(payload)
    console.log(
      `Seed done. Created: ${report.created.join(', ') || 'nothing'}. Already present: ${report.skipped.join(', ') || 'nothing'}.`,
    )
  } finally {
    // A running server learns of the changes from these (src/lib/cluster/events.ts).
    await expiriesWritten()
    await release()
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
