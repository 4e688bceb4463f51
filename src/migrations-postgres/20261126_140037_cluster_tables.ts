import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Hand-written: the cluster's tables (src/lib/cluster: shared rate limits, expiry events) are no Payload
// collection, so the generator cannot write them. They were created at first use before this migration,
// hence IF NOT EXISTS: a database that already has them keeps its rows.
// The rate-limit tables are UNLOGGED: a take writes no WAL and waits for no disk flush (about 30 ms a
// logged take on a slow disk, decision 025); PostgreSQL empties them after a crash and a standby does not
// have them, which gives every client a fresh budget once. The events stay logged: rare (an editor's
// save), and a promoted standby must still broadcast.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE UNLOGGED TABLE IF NOT EXISTS "cluster_rate_windows" (
  	"scope" text NOT NULL,
  	"key" text NOT NULL,
  	"window_start" bigint NOT NULL,
  	"expires_at" bigint NOT NULL,
  	"requests" integer NOT NULL,
  	"items" text[] NOT NULL DEFAULT '{}',
  	PRIMARY KEY ("scope", "key", "window_start")
  );
  CREATE INDEX IF NOT EXISTS "cluster_rate_windows_expires_at" ON "cluster_rate_windows" ("expires_at");
  CREATE UNLOGGED TABLE IF NOT EXISTS "cluster_recent" (
  	"scope" text NOT NULL,
  	"key" text NOT NULL,
  	"expires_at" bigint NOT NULL,
  	PRIMARY KEY ("scope", "key")
  );
  CREATE INDEX IF NOT EXISTS "cluster_recent_expires_at" ON "cluster_recent" ("expires_at");
  CREATE UNLOGGED TABLE IF NOT EXISTS "cluster_backoff" (
  	"scope" text NOT NULL,
  	"key" text NOT NULL,
  	"strikes" integer NOT NULL,
  	"struck_at" bigint NOT NULL,
  	"until" bigint NOT NULL,
  	PRIMARY KEY ("scope", "key")
  );
  CREATE INDEX IF NOT EXISTS "cluster_backoff_struck_at" ON "cluster_backoff" ("struck_at");
  CREATE TABLE IF NOT EXISTS "cluster_events" (
  	"id" bigserial PRIMARY KEY,
  	"at" timestamptz NOT NULL DEFAULT clock_timestamp(),
  	"origin" text NOT NULL,
  	"tags" text[] NOT NULL DEFAULT '{}',
  	"search" text[] NOT NULL DEFAULT '{}'
  );
  CREATE INDEX IF NOT EXISTS "cluster_events_at" ON "cluster_events" ("at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "cluster_events";
  DROP TABLE IF EXISTS "cluster_backoff";
  DROP TABLE IF EXISTS "cluster_recent";
  DROP TABLE IF EXISTS "cluster_rate_windows";`)
}
