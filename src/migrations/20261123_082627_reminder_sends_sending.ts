import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// reminder_sends.state gains the value 'sending' (src/lib/reminders/outbox.ts). A select is a text column in
// SQLite, so there is nothing to change; the migration carries the schema snapshot the next one compares with.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {}
