import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_requests" ADD COLUMN "form_nonce" varchar;
  CREATE UNIQUE INDEX "contact_requests_form_nonce_idx" ON "contact_requests" USING btree ("form_nonce");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_requests_form_nonce_idx";
  ALTER TABLE "contact_requests" DROP COLUMN "form_nonce";`)
}
