import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sorting_misses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL,
  	"last_seen" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sorting_misses_id" integer;
  CREATE UNIQUE INDEX "sorting_misses_query_idx" ON "sorting_misses" USING btree ("query");
  CREATE INDEX "sorting_misses_count_idx" ON "sorting_misses" USING btree ("count");
  CREATE INDEX "sorting_misses_updated_at_idx" ON "sorting_misses" USING btree ("updated_at");
  CREATE INDEX "sorting_misses_created_at_idx" ON "sorting_misses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sorting_misses_fk" FOREIGN KEY ("sorting_misses_id") REFERENCES "public"."sorting_misses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sorting_misses_id_idx" ON "payload_locked_documents_rels" USING btree ("sorting_misses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sorting_misses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sorting_misses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sorting_misses_fk";
  
  DROP INDEX "payload_locked_documents_rels_sorting_misses_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sorting_misses_id";`)
}
