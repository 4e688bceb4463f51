import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reminder_sends\` ADD \`attempts\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`reminder_sends\` ADD \`last_error\` text;`)
  await db.run(sql`ALTER TABLE \`reminder_sends\` ADD \`failed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reminder_sends\` DROP COLUMN \`attempts\`;`)
  await db.run(sql`ALTER TABLE \`reminder_sends\` DROP COLUMN \`last_error\`;`)
  await db.run(sql`ALTER TABLE \`reminder_sends\` DROP COLUMN \`failed_at\`;`)
}
