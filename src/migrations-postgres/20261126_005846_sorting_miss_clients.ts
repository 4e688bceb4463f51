import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sorting_miss_asks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"asker" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sorting_misses" ADD COLUMN "clients" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sorting_miss_asks_id" integer;
  CREATE INDEX "sorting_miss_asks_query_idx" ON "sorting_miss_asks" USING btree ("query");
  CREATE INDEX "sorting_miss_asks_day_idx" ON "sorting_miss_asks" USING btree ("day");
  CREATE INDEX "sorting_miss_asks_updated_at_idx" ON "sorting_miss_asks" USING btree ("updated_at");
  CREATE INDEX "sorting_miss_asks_created_at_idx" ON "sorting_miss_asks" USING btree ("created_at");
  CREATE UNIQUE INDEX "query_asker_day_idx" ON "sorting_miss_asks" USING btree ("query","asker","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sorting_miss_asks_fk" FOREIGN KEY ("sorting_miss_asks_id") REFERENCES "public"."sorting_miss_asks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sorting_misses_clients_idx" ON "sorting_misses" USING btree ("clients");
  CREATE INDEX "sorting_misses_last_seen_idx" ON "sorting_misses" USING btree ("last_seen");
  CREATE INDEX "payload_locked_documents_rels_sorting_miss_asks_id_idx" ON "payload_locked_documents_rels" USING btree ("sorting_miss_asks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sorting_miss_asks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sorting_miss_asks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sorting_miss_asks_fk";
  
  DROP INDEX "sorting_misses_clients_idx";
  DROP INDEX "sorting_misses_last_seen_idx";
  DROP INDEX "payload_locked_documents_rels_sorting_miss_asks_id_idx";
  ALTER TABLE "sorting_misses" DROP COLUMN "clients";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sorting_miss_asks_id";`)
}
