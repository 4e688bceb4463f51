import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reminder_sends_state" ADD VALUE 'sending' BEFORE 'sent';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reminder_sends" ALTER COLUMN "state" SET DATA TYPE text;
  DROP TYPE "public"."enum_reminder_sends_state";
  CREATE TYPE "public"."enum_reminder_sends_state" AS ENUM('queued', 'claimed', 'sent', 'skipped');
  ALTER TABLE "reminder_sends" ALTER COLUMN "state" SET DATA TYPE "public"."enum_reminder_sends_state" USING "state"::"public"."enum_reminder_sends_state";`)
}
