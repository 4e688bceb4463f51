import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`addresses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`house\` text,
  	\`apartment\` text,
  	\`settlement\` text,
  	\`municipality\` text,
  	\`municipality_code\` text,
  	\`ads_oid\` text,
  	\`label\` text NOT NULL,
  	\`search_text\` text,
  	\`contracts\` text,
  	\`source\` text DEFAULT 'discharges' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`addresses_property_id_idx\` ON \`addresses\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`addresses_ads_oid_idx\` ON \`addresses\` (\`ads_oid\`);`)
  await db.run(sql`CREATE INDEX \`addresses_updated_at_idx\` ON \`addresses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`addresses_created_at_idx\` ON \`addresses\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`discharges\` ADD \`property_id\` text;`)
  await db.run(sql`ALTER TABLE \`discharges\` ADD \`container_count\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`discharges\` ADD \`original_date\` text;`)
  await db.run(sql`ALTER TABLE \`discharges\` ADD \`shift_reason\` text;`)
  await db.run(sql`ALTER TABLE \`discharges\` ADD \`status\` text;`)
  await db.run(sql`ALTER TABLE \`discharges\` ADD \`status_at\` text;`)
  await db.run(sql`ALTER TABLE \`discharges\` ADD \`status_reason\` text;`)
  await db.run(sql`CREATE INDEX \`propertyId_date_idx\` ON \`discharges\` (\`property_id\`,\`date\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`addresses_id\` integer REFERENCES addresses(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`addresses\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`waste_stations_id\` integer,
  	\`municipal_contracts_id\` integer,
  	\`price_lists_id\` integer,
  	\`unserved_addresses_id\` integer,
  	\`sales_contacts_id\` integer,
  	\`sorting_items_id\` integer,
  	\`sorting_misses_id\` integer,
  	\`sorting_miss_asks_id\` integer,
  	\`discharges_id\` integer,
  	\`contact_requests_id\` integer,
  	\`contact_attachments_id\` integer,
  	\`reminder_subscriptions_id\` integer,
  	\`reminder_sends_id\` integer,
  	\`audit_log_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`waste_stations_id\`) REFERENCES \`waste_stations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`municipal_contracts_id\`) REFERENCES \`municipal_contracts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`unserved_addresses_id\`) REFERENCES \`unserved_addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_contacts_id\`) REFERENCES \`sales_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sorting_items_id\`) REFERENCES \`sorting_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sorting_misses_id\`) REFERENCES \`sorting_misses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sorting_miss_asks_id\`) REFERENCES \`sorting_miss_asks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`discharges_id\`) REFERENCES \`discharges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_attachments_id\`) REFERENCES \`contact_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reminder_subscriptions_id\`) REFERENCES \`reminder_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reminder_sends_id\`) REFERENCES \`reminder_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "pages_id", "posts_id", "categories_id", "media_id", "waste_stations_id", "municipal_contracts_id", "price_lists_id", "unserved_addresses_id", "sales_contacts_id", "sorting_items_id", "sorting_misses_id", "sorting_miss_asks_id", "discharges_id", "contact_requests_id", "contact_attachments_id", "reminder_subscriptions_id", "reminder_sends_id", "audit_log_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "users_id", "pages_id", "posts_id", "categories_id", "media_id", "waste_stations_id", "municipal_contracts_id", "price_lists_id", "unserved_addresses_id", "sales_contacts_id", "sorting_items_id", "sorting_misses_id", "sorting_miss_asks_id", "discharges_id", "contact_requests_id", "contact_attachments_id", "reminder_subscriptions_id", "reminder_sends_id", "audit_log_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_waste_stations_id_idx\` ON \`payload_locked_documents_rels\` (\`waste_stations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_municipal_contracts_id_idx\` ON \`payload_locked_documents_rels\` (\`municipal_contracts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_unserved_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`unserved_addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sorting_items_id_idx\` ON \`payload_locked_documents_rels\` (\`sorting_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sorting_misses_id_idx\` ON \`payload_locked_documents_rels\` (\`sorting_misses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sorting_miss_asks_id_idx\` ON \`payload_locked_documents_rels\` (\`sorting_miss_asks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discharges_id_idx\` ON \`payload_locked_documents_rels\` (\`discharges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`propertyId_date_idx\`;`)
  await db.run(sql`ALTER TABLE \`discharges\` DROP COLUMN \`property_id\`;`)
  await db.run(sql`ALTER TABLE \`discharges\` DROP COLUMN \`container_count\`;`)
  await db.run(sql`ALTER TABLE \`discharges\` DROP COLUMN \`original_date\`;`)
  await db.run(sql`ALTER TABLE \`discharges\` DROP COLUMN \`shift_reason\`;`)
  await db.run(sql`ALTER TABLE \`discharges\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`discharges\` DROP COLUMN \`status_at\`;`)
  await db.run(sql`ALTER TABLE \`discharges\` DROP COLUMN \`status_reason\`;`)
}
