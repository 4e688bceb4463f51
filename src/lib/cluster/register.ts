// What the cluster features use of Payload's database, registered by the config's onInit in every process
// that starts Payload: on PostgreSQL its pool (shared rate limits, the expiry broadcast, the jobs leader),
// on SQLite its client (the expiry broadcast, a script's changes reaching the server).
import type { Pool } from 'pg'
import { isSqlClient, registerSqliteEvents } from '@/lib/db/sqlite/events'
import { clustered, registerClusterPool } from './pool'

export function registerDatabase(adapter: unknown): void {
  const { pool, client } = adapter as { pool?: Pool; client?: unknown }
  if (clustered()) {
    if (pool) registerClusterPool(pool)
  } else if (isSqlClient(client)) registerSqliteEvents(client)
}
