import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// Changes nothing: branches developed side by side each added a migration (audit log, subscription manage
// links, municipality codes), and each one's schema snapshot lacked the others' changes. This migration's
// snapshot is the merged schema, so the next `npm run migrate:create` compares against the whole of it.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
