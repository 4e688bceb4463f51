import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// Changes nothing: the live preview's autosave and the outbox's failure state were added side by side, and
// the outbox migration's schema snapshot lacked the versions' autosave column (added by live_preview_autosave).
// This migration's snapshot is the merged schema, so the next `npm run migrate:create` compares against it.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
