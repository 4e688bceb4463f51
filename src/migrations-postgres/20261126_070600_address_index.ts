import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_target" ADD VALUE 'addresses';
  CREATE TABLE "addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"house" varchar,
  	"apartment" varchar,
  	"settlement" varchar,
  	"municipality" varchar,
  	"municipality_code" varchar,
  	"ads_oid" varchar,
  	"label" varchar NOT NULL,
  	"search_text" varchar,
  	"contracts" jsonb,
  	"source" varchar DEFAULT 'discharges' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "discharges" ADD COLUMN "property_id" varchar;
  ALTER TABLE "discharges" ADD COLUMN "container_count" numeric DEFAULT 1;
  ALTER TABLE "discharges" ADD COLUMN "original_date" varchar;
  ALTER TABLE "discharges" ADD COLUMN "shift_reason" varchar;
  ALTER TABLE "discharges" ADD COLUMN "status" varchar;
  ALTER TABLE "discharges" ADD COLUMN "status_at" varchar;
  ALTER TABLE "discharges" ADD COLUMN "status_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "addresses_id" integer;
  CREATE UNIQUE INDEX "addresses_property_id_idx" ON "addresses" USING btree ("property_id");
  CREATE INDEX "addresses_ads_oid_idx" ON "addresses" USING btree ("ads_oid");
  CREATE INDEX "addresses_updated_at_idx" ON "addresses" USING btree ("updated_at");
  CREATE INDEX "addresses_created_at_idx" ON "addresses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_addresses_fk" FOREIGN KEY ("addresses_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "propertyId_date_idx" ON "discharges" USING btree ("property_id","date");
  CREATE INDEX "payload_locked_documents_rels_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("addresses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "addresses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "addresses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_addresses_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "target" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_target";
  CREATE TYPE "public"."enum_audit_log_target" AS ENUM('pages', 'posts', 'price-lists', 'waste-stations', 'municipal-contracts', 'unserved-addresses', 'sorting-items', 'redirects', 'users', 'site-settings', 'header-menu', 'discharges');
  ALTER TABLE "audit_log" ALTER COLUMN "target" SET DATA TYPE "public"."enum_audit_log_target" USING "target"::"public"."enum_audit_log_target";
  DROP INDEX "propertyId_date_idx";
  DROP INDEX "payload_locked_documents_rels_addresses_id_idx";
  ALTER TABLE "discharges" DROP COLUMN "property_id";
  ALTER TABLE "discharges" DROP COLUMN "container_count";
  ALTER TABLE "discharges" DROP COLUMN "original_date";
  ALTER TABLE "discharges" DROP COLUMN "shift_reason";
  ALTER TABLE "discharges" DROP COLUMN "status";
  ALTER TABLE "discharges" DROP COLUMN "status_at";
  ALTER TABLE "discharges" DROP COLUMN "status_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "addresses_id";`)
}
