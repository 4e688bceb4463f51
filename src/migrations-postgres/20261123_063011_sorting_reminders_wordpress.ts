import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_target_municipalities" AS ENUM('Tallinna linn', 'Keila linn', 'Loksa linn', 'Maardu linn', 'Anija vald', 'Harku vald', 'Jõelähtme vald', 'Kiili vald', 'Kose vald', 'Kuusalu vald', 'Lääne-Harju vald', 'Raasiku vald', 'Rae vald', 'Saku vald', 'Saue vald', 'Viimsi vald', 'Hiiumaa vald', 'Kohtla-Järve linn', 'Narva linn', 'Narva-Jõesuu linn', 'Sillamäe linn', 'Alutaguse vald', 'Jõhvi vald', 'Lüganuse vald', 'Toila vald', 'Jõgeva vald', 'Mustvee vald', 'Põltsamaa vald', 'Paide linn', 'Järva vald', 'Türi vald', 'Haapsalu linn', 'Lääne-Nigula vald', 'Vormsi vald', 'Rakvere linn', 'Haljala vald', 'Kadrina vald', 'Rakvere vald', 'Tapa vald', 'Vinni vald', 'Viru-Nigula vald', 'Väike-Maarja vald', 'Kanepi vald', 'Põlva vald', 'Räpina vald', 'Pärnu linn', 'Häädemeeste vald', 'Kihnu vald', 'Lääneranna vald', 'Põhja-Pärnumaa vald', 'Saarde vald', 'Tori vald', 'Kehtna vald', 'Kohila vald', 'Märjamaa vald', 'Rapla vald', 'Muhu vald', 'Ruhnu vald', 'Saaremaa vald', 'Tartu linn', 'Elva vald', 'Kambja vald', 'Kastre vald', 'Luunja vald', 'Nõo vald', 'Peipsiääre vald', 'Tartu vald', 'Otepää vald', 'Tõrva vald', 'Valga vald', 'Viljandi linn', 'Mulgi vald', 'Põhja-Sakala vald', 'Viljandi vald', 'Võru linn', 'Antsla vald', 'Rõuge vald', 'Setomaa vald', 'Võru vald');
  CREATE TYPE "public"."enum__posts_v_version_target_municipalities" AS ENUM('Tallinna linn', 'Keila linn', 'Loksa linn', 'Maardu linn', 'Anija vald', 'Harku vald', 'Jõelähtme vald', 'Kiili vald', 'Kose vald', 'Kuusalu vald', 'Lääne-Harju vald', 'Raasiku vald', 'Rae vald', 'Saku vald', 'Saue vald', 'Viimsi vald', 'Hiiumaa vald', 'Kohtla-Järve linn', 'Narva linn', 'Narva-Jõesuu linn', 'Sillamäe linn', 'Alutaguse vald', 'Jõhvi vald', 'Lüganuse vald', 'Toila vald', 'Jõgeva vald', 'Mustvee vald', 'Põltsamaa vald', 'Paide linn', 'Järva vald', 'Türi vald', 'Haapsalu linn', 'Lääne-Nigula vald', 'Vormsi vald', 'Rakvere linn', 'Haljala vald', 'Kadrina vald', 'Rakvere vald', 'Tapa vald', 'Vinni vald', 'Viru-Nigula vald', 'Väike-Maarja vald', 'Kanepi vald', 'Põlva vald', 'Räpina vald', 'Pärnu linn', 'Häädemeeste vald', 'Kihnu vald', 'Lääneranna vald', 'Põhja-Pärnumaa vald', 'Saarde vald', 'Tori vald', 'Kehtna vald', 'Kohila vald', 'Märjamaa vald', 'Rapla vald', 'Muhu vald', 'Ruhnu vald', 'Saaremaa vald', 'Tartu linn', 'Elva vald', 'Kambja vald', 'Kastre vald', 'Luunja vald', 'Nõo vald', 'Peipsiääre vald', 'Tartu vald', 'Otepää vald', 'Tõrva vald', 'Valga vald', 'Viljandi linn', 'Mulgi vald', 'Põhja-Sakala vald', 'Viljandi vald', 'Võru linn', 'Antsla vald', 'Rõuge vald', 'Setomaa vald', 'Võru vald');
  CREATE TYPE "public"."enum_sorting_items_destination" AS ENUM('mixed', 'packaging', 'paper', 'bio', 'glass', 'deposit', 'textiles', 'hazardous', 'electronics', 'batteries', 'bulky', 'construction', 'garden', 'medicines', 'tyres', 'not-accepted');
  CREATE TYPE "public"."enum_sorting_items_station_waste" AS ENUM('paper', 'packaging', 'glass', 'electronics', 'bulky', 'hazardous', 'garden', 'tyres', 'construction');
  CREATE TYPE "public"."enum_reminder_subscriptions_time" AS ENUM('evening', 'morning');
  CREATE TYPE "public"."enum_reminder_subscriptions_locale" AS ENUM('et', 'ru', 'en');
  CREATE TYPE "public"."enum_reminder_subscriptions_status" AS ENUM('pending', 'confirmed');
  CREATE TYPE "public"."enum_reminder_sends_kind" AS ENUM('confirm', 'reminder', 'change', 'alert');
  CREATE TYPE "public"."enum_reminder_sends_state" AS ENUM('queued', 'claimed', 'sent', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindersTick' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindersAlert' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindersRetention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindersTick' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindersAlert' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindersRetention' BEFORE 'schedulePublish';
  CREATE TABLE "posts_target_municipalities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_posts_target_municipalities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_version_target_municipalities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_version_target_municipalities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sorting_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"destination" "enum_sorting_items_destination" NOT NULL,
  	"station_waste" "enum_sorting_items_station_waste",
  	"free_at_stations" boolean DEFAULT false,
  	"popular" boolean DEFAULT false,
  	"demo" boolean DEFAULT false,
  	"service_path" varchar,
  	"price_list_path" varchar,
  	"order_path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sorting_items_locales" (
  	"name" varchar NOT NULL,
  	"synonyms" varchar,
  	"preparation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reminder_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contract_number" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"time" "enum_reminder_subscriptions_time" DEFAULT 'evening' NOT NULL,
  	"locale" "enum_reminder_subscriptions_locale" NOT NULL,
  	"status" "enum_reminder_subscriptions_status" DEFAULT 'pending' NOT NULL,
  	"confirm_token_hash" varchar,
  	"confirm_expires_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reminder_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"subscription" numeric NOT NULL,
  	"kind" "enum_reminder_sends_kind" NOT NULL,
  	"state" "enum_reminder_sends_state" NOT NULL,
  	"data" jsonb,
  	"claimed_by" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "wordpress_id" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_wordpress_id" varchar;
  ALTER TABLE "posts" ADD COLUMN "banner_until" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "wordpress_id" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_banner_until" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_wordpress_id" varchar;
  ALTER TABLE "categories" ADD COLUMN "wordpress_id" varchar;
  ALTER TABLE "media" ADD COLUMN "wordpress_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sorting_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_sends_id" integer;
  ALTER TABLE "posts_target_municipalities" ADD CONSTRAINT "posts_target_municipalities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_target_municipalities" ADD CONSTRAINT "_posts_v_version_target_municipalities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sorting_items_locales" ADD CONSTRAINT "sorting_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sorting_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_target_municipalities_order_idx" ON "posts_target_municipalities" USING btree ("order");
  CREATE INDEX "posts_target_municipalities_parent_idx" ON "posts_target_municipalities" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_target_municipalities_order_idx" ON "_posts_v_version_target_municipalities" USING btree ("order");
  CREATE INDEX "_posts_v_version_target_municipalities_parent_idx" ON "_posts_v_version_target_municipalities" USING btree ("parent_id");
  CREATE UNIQUE INDEX "sorting_items_slug_idx" ON "sorting_items" USING btree ("slug");
  CREATE INDEX "sorting_items_destination_idx" ON "sorting_items" USING btree ("destination");
  CREATE INDEX "sorting_items_popular_idx" ON "sorting_items" USING btree ("popular");
  CREATE INDEX "sorting_items_updated_at_idx" ON "sorting_items" USING btree ("updated_at");
  CREATE INDEX "sorting_items_created_at_idx" ON "sorting_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "sorting_items_locales_locale_parent_id_unique" ON "sorting_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "reminder_subscriptions_contract_number_idx" ON "reminder_subscriptions" USING btree ("contract_number");
  CREATE INDEX "reminder_subscriptions_email_idx" ON "reminder_subscriptions" USING btree ("email");
  CREATE INDEX "reminder_subscriptions_status_idx" ON "reminder_subscriptions" USING btree ("status");
  CREATE INDEX "reminder_subscriptions_confirm_token_hash_idx" ON "reminder_subscriptions" USING btree ("confirm_token_hash");
  CREATE INDEX "reminder_subscriptions_updated_at_idx" ON "reminder_subscriptions" USING btree ("updated_at");
  CREATE INDEX "reminder_subscriptions_created_at_idx" ON "reminder_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "reminder_sends_key_idx" ON "reminder_sends" USING btree ("key");
  CREATE INDEX "reminder_sends_subscription_idx" ON "reminder_sends" USING btree ("subscription");
  CREATE INDEX "reminder_sends_state_idx" ON "reminder_sends" USING btree ("state");
  CREATE INDEX "reminder_sends_updated_at_idx" ON "reminder_sends" USING btree ("updated_at");
  CREATE INDEX "reminder_sends_created_at_idx" ON "reminder_sends" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sorting_items_fk" FOREIGN KEY ("sorting_items_id") REFERENCES "public"."sorting_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_subscriptions_fk" FOREIGN KEY ("reminder_subscriptions_id") REFERENCES "public"."reminder_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_sends_fk" FOREIGN KEY ("reminder_sends_id") REFERENCES "public"."reminder_sends"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_wordpress_id_idx" ON "pages" USING btree ("wordpress_id");
  CREATE INDEX "_pages_v_version_version_wordpress_id_idx" ON "_pages_v" USING btree ("version_wordpress_id");
  CREATE UNIQUE INDEX "posts_wordpress_id_idx" ON "posts" USING btree ("wordpress_id");
  CREATE INDEX "_posts_v_version_version_wordpress_id_idx" ON "_posts_v" USING btree ("version_wordpress_id");
  CREATE UNIQUE INDEX "categories_wordpress_id_idx" ON "categories" USING btree ("wordpress_id");
  CREATE UNIQUE INDEX "media_wordpress_id_idx" ON "media" USING btree ("wordpress_id");
  CREATE INDEX "payload_locked_documents_rels_sorting_items_id_idx" ON "payload_locked_documents_rels" USING btree ("sorting_items_id");
  CREATE INDEX "payload_locked_documents_rels_reminder_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_reminder_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_sends_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_target_municipalities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_version_target_municipalities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sorting_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sorting_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_sends" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "posts_target_municipalities" CASCADE;
  DROP TABLE "_posts_v_version_target_municipalities" CASCADE;
  DROP TABLE "sorting_items" CASCADE;
  DROP TABLE "sorting_items_locales" CASCADE;
  DROP TABLE "reminder_subscriptions" CASCADE;
  DROP TABLE "reminder_sends" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sorting_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_sends_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'contactDeliver', 'contactReconcile', 'contactRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'contactDeliver', 'contactReconcile', 'contactRetention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages_wordpress_id_idx";
  DROP INDEX "_pages_v_version_version_wordpress_id_idx";
  DROP INDEX "posts_wordpress_id_idx";
  DROP INDEX "_posts_v_version_version_wordpress_id_idx";
  DROP INDEX "categories_wordpress_id_idx";
  DROP INDEX "media_wordpress_id_idx";
  DROP INDEX "payload_locked_documents_rels_sorting_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_reminder_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_reminder_sends_id_idx";
  ALTER TABLE "pages" DROP COLUMN "wordpress_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_wordpress_id";
  ALTER TABLE "posts" DROP COLUMN "banner_until";
  ALTER TABLE "posts" DROP COLUMN "wordpress_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_banner_until";
  ALTER TABLE "_posts_v" DROP COLUMN "version_wordpress_id";
  ALTER TABLE "categories" DROP COLUMN "wordpress_id";
  ALTER TABLE "media" DROP COLUMN "wordpress_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sorting_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_sends_id";
  DROP TYPE "public"."enum_posts_target_municipalities";
  DROP TYPE "public"."enum__posts_v_version_target_municipalities";
  DROP TYPE "public"."enum_sorting_items_destination";
  DROP TYPE "public"."enum_sorting_items_station_waste";
  DROP TYPE "public"."enum_reminder_subscriptions_time";
  DROP TYPE "public"."enum_reminder_subscriptions_locale";
  DROP TYPE "public"."enum_reminder_subscriptions_status";
  DROP TYPE "public"."enum_reminder_sends_kind";
  DROP TYPE "public"."enum_reminder_sends_state";`)
}
