import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`wordpress_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_wordpress_id_idx\` ON \`pages\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_wordpress_id\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_wordpress_id_idx\` ON \`_pages_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`wordpress_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_wordpress_id_idx\` ON \`posts\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_wordpress_id\` text;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_wordpress_id_idx\` ON \`_posts_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`wordpress_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_wordpress_id_idx\` ON \`categories\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`wordpress_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_wordpress_id_idx\` ON \`media\` (\`wordpress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`posts_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`categories_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`media_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`wordpress_id\`;`)
}
