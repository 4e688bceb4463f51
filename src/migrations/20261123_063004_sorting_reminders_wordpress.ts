import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`posts_target_municipalities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_target_municipalities_order_idx\` ON \`posts_target_municipalities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_target_municipalities_parent_idx\` ON \`posts_target_municipalities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_version_target_municipalities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_version_target_municipalities_order_idx\` ON \`_posts_v_version_target_municipalities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_target_municipalities_parent_idx\` ON \`_posts_v_version_target_municipalities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sorting_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`destination\` text NOT NULL,
  	\`station_waste\` text,
  	\`free_at_stations\` integer DEFAULT false,
  	\`popular\` integer DEFAULT false,
  	\`demo\` integer DEFAULT false,
  	\`service_path\` text,
  	\`price_list_path\` text,
  	\`order_path\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sorting_items_slug_idx\` ON \`sorting_items\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`sorting_items_destination_idx\` ON \`sorting_items\` (\`destination\`);`)
  await db.run(sql`CREATE INDEX \`sorting_items_popular_idx\` ON \`sorting_items\` (\`popular\`);`)
  await db.run(sql`CREATE INDEX \`sorting_items_updated_at_idx\` ON \`sorting_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sorting_items_created_at_idx\` ON \`sorting_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sorting_items_locales\` (
  	\`name\` text NOT NULL,
  	\`synonyms\` text,
  	\`preparation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sorting_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sorting_items_locales_locale_parent_id_unique\` ON \`sorting_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reminder_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contract_number\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`time\` text DEFAULT 'evening' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`confirm_token_hash\` text,
  	\`confirm_expires_at\` text,
  	\`confirmed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_contract_number_idx\` ON \`reminder_subscriptions\` (\`contract_number\`);`)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_email_idx\` ON \`reminder_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_status_idx\` ON \`reminder_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_confirm_token_hash_idx\` ON \`reminder_subscriptions\` (\`confirm_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_updated_at_idx\` ON \`reminder_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_subscriptions_created_at_idx\` ON \`reminder_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reminder_sends\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`subscription\` numeric NOT NULL,
  	\`kind\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`data\` text,
  	\`claimed_by\` text,
  	\`claimed_at\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reminder_sends_key_idx\` ON \`reminder_sends\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`reminder_sends_subscription_idx\` ON \`reminder_sends\` (\`subscription\`);`)
  await db.run(sql`CREATE INDEX \`reminder_sends_state_idx\` ON \`reminder_sends\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`reminder_sends_updated_at_idx\` ON \`reminder_sends\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_sends_created_at_idx\` ON \`reminder_sends\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`wordpress_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_wordpress_id_idx\` ON \`pages\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_wordpress_id\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_wordpress_id_idx\` ON \`_pages_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`banner_until\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`wordpress_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_wordpress_id_idx\` ON \`posts\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_banner_until\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_wordpress_id\` text;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_wordpress_id_idx\` ON \`_posts_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`wordpress_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_wordpress_id_idx\` ON \`categories\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`wordpress_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_wordpress_id_idx\` ON \`media\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sorting_items_id\` integer REFERENCES sorting_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminder_subscriptions_id\` integer REFERENCES reminder_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminder_sends_id\` integer REFERENCES reminder_sends(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sorting_items_id_idx\` ON \`payload_locked_documents_rels\` (\`sorting_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_sends_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`posts_target_municipalities\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_version_target_municipalities\`;`)
  await db.run(sql`DROP TABLE \`sorting_items\`;`)
  await db.run(sql`DROP TABLE \`sorting_items_locales\`;`)
  await db.run(sql`DROP TABLE \`reminder_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`reminder_sends\`;`)
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
  	\`discharges_id\` integer,
  	\`contact_requests_id\` integer,
  	\`contact_attachments_id\` integer,
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
  	FOREIGN KEY (\`discharges_id\`) REFERENCES \`discharges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_attachments_id\`) REFERENCES \`contact_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "pages_id", "posts_id", "categories_id", "media_id", "waste_stations_id", "municipal_contracts_id", "price_lists_id", "unserved_addresses_id", "sales_contacts_id", "discharges_id", "contact_requests_id", "contact_attachments_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "users_id", "pages_id", "posts_id", "categories_id", "media_id", "waste_stations_id", "municipal_contracts_id", "price_lists_id", "unserved_addresses_id", "sales_contacts_id", "discharges_id", "contact_requests_id", "contact_attachments_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_discharges_id_idx\` ON \`payload_locked_documents_rels\` (\`discharges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`pages_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`posts_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`banner_until\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_banner_until\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`categories_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`media_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`wordpress_id\`;`)
}
