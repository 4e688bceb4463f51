import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reminder_sends_kind" ADD VALUE 'manage' BEFORE 'reminder';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reminder_sends" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_reminder_sends_kind";
  CREATE TYPE "public"."enum_reminder_sends_kind" AS ENUM('confirm', 'reminder', 'change', 'alert');
  ALTER TABLE "reminder_sends" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_reminder_sends_kind" USING "kind"::"public"."enum_reminder_sends_kind";`)
}
