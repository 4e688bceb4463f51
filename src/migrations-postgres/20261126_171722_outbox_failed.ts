import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reminder_sends_state" ADD VALUE 'failed';
  ALTER TABLE "reminder_sends" ADD COLUMN "attempts" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "reminder_sends" ADD COLUMN "last_error" varchar;
  ALTER TABLE "reminder_sends" ADD COLUMN "failed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reminder_sends" ALTER COLUMN "state" SET DATA TYPE text;
  DROP TYPE "public"."enum_reminder_sends_state";
  CREATE TYPE "public"."enum_reminder_sends_state" AS ENUM('queued', 'claimed', 'sending', 'sent', 'skipped');
  ALTER TABLE "reminder_sends" ALTER COLUMN "state" SET DATA TYPE "public"."enum_reminder_sends_state" USING "state"::"public"."enum_reminder_sends_state";
  ALTER TABLE "reminder_sends" DROP COLUMN "attempts";
  ALTER TABLE "reminder_sends" DROP COLUMN "last_error";
  ALTER TABLE "reminder_sends" DROP COLUMN "failed_at";`)
}
