import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Hand-written: the expiry events (src/lib/cluster/sqliteEvents.ts) are no Payload collection, so the
// generator cannot write this table. It was created at first use before this migration, hence IF NOT
// EXISTS: a database that already has it keeps its rows. AUTOINCREMENT: an id is never used twice, also
// after pruning removed the newest rows (a listener reads `id > cursor`).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`cluster_events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT,
  	\`at\` integer NOT NULL,
  	\`origin\` text NOT NULL,
  	\`tags\` text NOT NULL DEFAULT '[]',
  	\`search\` text NOT NULL DEFAULT '[]'
  );
  `)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`cluster_events_at\` ON \`cluster_events\` (\`at\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`cluster_events\`;`)
}
