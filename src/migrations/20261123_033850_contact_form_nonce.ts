import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_requests\` ADD \`form_nonce\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_requests_form_nonce_idx\` ON \`contact_requests\` (\`form_nonce\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contact_requests_form_nonce_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_requests\` DROP COLUMN \`form_nonce\`;`)
}
