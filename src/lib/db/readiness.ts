import type { Payload } from 'payload'

/**
 * /readyz's migration check: the migrations this build carries (src/migrations or src/migrations-postgres)
 * that the database has not recorded as run. An instance of a newer build started against a database the
 * deploy has not migrated yet (or one restored from an older backup) is not ready to serve.
 */
export function pendingMigrations(expected: readonly { name: string }[], applied: readonly string[]): string[] {
  const done = new Set(applied)
  return expected.map((m) => m.name).filter((name) => !done.has(name))
}

/** The names in Payload's record of run migrations (the payload_migrations table). */
export async function appliedMigrations(payload: Payload): Promise<string[]> {
  const result = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return result.docs.map((doc) => String((doc as { name?: unknown }).name ?? ''))
}
