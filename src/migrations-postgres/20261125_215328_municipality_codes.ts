import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { resolveMunicipality } from '../lib/data/municipalities'
import { municipalityNames } from '../lib/helpdesk/lists'

// Municipalities get one identity, the EHAK code (src/lib/data/municipalities.ts): emergency notices'
// targets change from names to codes, collection rows gain municipality_code (filled from the name they
// carry) and municipal contracts gain their municipality's code. The names are mapped with the resolver as
// it is when this migration is written; a name it cannot map is left without a code (and reported by the
// next import of that contract), never guessed.

/** The code of every distinct name in a column, as the resolver maps it (names it cannot map left out). */
function codesOf(names: unknown[]): [string, string][] {
  const pairs: [string, string][] = []
  for (const name of names) {
    if (typeof name !== 'string') continue
    const found = resolveMunicipality(name)
    if (found) pairs.push([name, found.code])
  }
  return pairs
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "posts_target_municipalities" ALTER COLUMN "value" SET DATA TYPE text;
  ALTER TABLE "_posts_v_version_target_municipalities" ALTER COLUMN "value" SET DATA TYPE text;`)
  // Targets written as names become codes while the column is plain text (between the two enum types).
  for (const table of ['posts_target_municipalities', '_posts_v_version_target_municipalities']) {
    const found = await db.execute(sql.raw(`SELECT DISTINCT "value" FROM "${table}"`))
    for (const [name, code] of codesOf(found.rows.map((r) => (r as { value: unknown }).value))) {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET "value" = ${code} WHERE "value" = ${name}`)
    }
    await db.execute(sql.raw(`DELETE FROM "${table}" WHERE "value" !~ '^[0-9]{4}$'`))
  }
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_alert_untranslated" AS ENUM('hold', 'standard');
  CREATE TYPE "public"."enum__posts_v_version_alert_untranslated" AS ENUM('hold', 'standard');
  CREATE TYPE "public"."enum_municipal_contracts_municipality" AS ENUM('0130', '0141', '0145', '0171', '0184', '0191', '0198', '0205', '0214', '0245', '0247', '0251', '0255', '0272', '0283', '0284', '0291', '0293', '0296', '0303', '0305', '0317', '0321', '0338', '0353', '0424', '0432', '0431', '0441', '0430', '0442', '0446', '0478', '0480', '0486', '0502', '0511', '0515', '0528', '0557', '0567', '0586', '0638', '0615', '0618', '0622', '0624', '0651', '0653', '0663', '0661', '0668', '0689', '0698', '0708', '0712', '0714', '0719', '0725', '0732', '0736', '0784', '0792', '0793', '0796', '0803', '0809', '0824', '0834', '0857', '0890', '0897', '0899', '0901', '0903', '0907', '0919', '0917', '0928');
  DROP TYPE "public"."enum_posts_target_municipalities";
  CREATE TYPE "public"."enum_posts_target_municipalities" AS ENUM('0130', '0141', '0145', '0171', '0184', '0191', '0198', '0205', '0214', '0245', '0247', '0251', '0255', '0272', '0283', '0284', '0291', '0293', '0296', '0303', '0305', '0317', '0321', '0338', '0353', '0424', '0432', '0431', '0441', '0430', '0442', '0446', '0478', '0480', '0486', '0502', '0511', '0515', '0528', '0557', '0567', '0586', '0638', '0615', '0618', '0622', '0624', '0651', '0653', '0663', '0661', '0668', '0689', '0698', '0708', '0712', '0714', '0719', '0725', '0732', '0736', '0784', '0792', '0793', '0796', '0803', '0809', '0824', '0834', '0857', '0890', '0897', '0899', '0901', '0903', '0907', '0919', '0917', '0928');
  ALTER TABLE "posts_target_municipalities" ALTER COLUMN "value" SET DATA TYPE "public"."enum_posts_target_municipalities" USING "value"::"public"."enum_posts_target_municipalities";
  DROP TYPE "public"."enum__posts_v_version_target_municipalities";
  CREATE TYPE "public"."enum__posts_v_version_target_municipalities" AS ENUM('0130', '0141', '0145', '0171', '0184', '0191', '0198', '0205', '0214', '0245', '0247', '0251', '0255', '0272', '0283', '0284', '0291', '0293', '0296', '0303', '0305', '0317', '0321', '0338', '0353', '0424', '0432', '0431', '0441', '0430', '0442', '0446', '0478', '0480', '0486', '0502', '0511', '0515', '0528', '0557', '0567', '0586', '0638', '0615', '0618', '0622', '0624', '0651', '0653', '0663', '0661', '0668', '0689', '0698', '0708', '0712', '0714', '0719', '0725', '0732', '0736', '0784', '0792', '0793', '0796', '0803', '0809', '0824', '0834', '0857', '0890', '0897', '0899', '0901', '0903', '0907', '0919', '0917', '0928');
  ALTER TABLE "_posts_v_version_target_municipalities" ALTER COLUMN "value" SET DATA TYPE "public"."enum__posts_v_version_target_municipalities" USING "value"::"public"."enum__posts_v_version_target_municipalities";
  ALTER TABLE "posts" ADD COLUMN "alert_untranslated" "enum_posts_alert_untranslated" DEFAULT 'hold';
  ALTER TABLE "_posts_v" ADD COLUMN "version_alert_untranslated" "enum__posts_v_version_alert_untranslated" DEFAULT 'hold';
  ALTER TABLE "municipal_contracts" ADD COLUMN "municipality" "enum_municipal_contracts_municipality";
  ALTER TABLE "discharges" ADD COLUMN "municipality_code" varchar;
  CREATE INDEX "discharges_municipality_code_idx" ON "discharges" USING btree ("municipality_code");`)
  const discharges = await db.execute(sql`SELECT DISTINCT "municipality" FROM "discharges" WHERE "municipality" IS NOT NULL`)
  for (const [name, code] of codesOf(discharges.rows.map((r) => (r as { municipality: unknown }).municipality))) {
    await db.execute(sql`UPDATE "discharges" SET "municipality_code" = ${code} WHERE "municipality" = ${name}`)
  }
  const contracts = await db.execute(sql`SELECT DISTINCT "local_government" FROM "municipal_contracts"`)
  for (const [name, code] of codesOf(contracts.rows.map((r) => (r as { local_government: unknown }).local_government))) {
    await db.execute(
      sql`UPDATE "municipal_contracts" SET "municipality" = ${code}::"enum_municipal_contracts_municipality" WHERE "local_government" = ${name}`,
    )
  }
}

/** Back to the helpdesk list's names the targets were written in before (for `down`). */
function namesOf(): [string, string][] {
  return municipalityNames.map((name) => [resolveMunicipality(name)!.code, name])
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "posts_target_municipalities" ALTER COLUMN "value" SET DATA TYPE text;
  ALTER TABLE "_posts_v_version_target_municipalities" ALTER COLUMN "value" SET DATA TYPE text;`)
  for (const table of ['posts_target_municipalities', '_posts_v_version_target_municipalities']) {
    for (const [code, name] of namesOf()) {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET "value" = ${name} WHERE "value" = ${code}`)
    }
  }
  await db.execute(sql`
  DROP TYPE "public"."enum_posts_target_municipalities";
  CREATE TYPE "public"."enum_posts_target_municipalities" AS ENUM('Tallinna linn', 'Keila linn', 'Loksa linn', 'Maardu linn', 'Anija vald', 'Harku vald', 'Jõelähtme vald', 'Kiili vald', 'Kose vald', 'Kuusalu vald', 'Lääne-Harju vald', 'Raasiku vald', 'Rae vald', 'Saku vald', 'Saue vald', 'Viimsi vald', 'Hiiumaa vald', 'Kohtla-Järve linn', 'Narva linn', 'Narva-Jõesuu linn', 'Sillamäe linn', 'Alutaguse vald', 'Jõhvi vald', 'Lüganuse vald', 'Toila vald', 'Jõgeva vald', 'Mustvee vald', 'Põltsamaa vald', 'Paide linn', 'Järva vald', 'Türi vald', 'Haapsalu linn', 'Lääne-Nigula vald', 'Vormsi vald', 'Rakvere linn', 'Haljala vald', 'Kadrina vald', 'Rakvere vald', 'Tapa vald', 'Vinni vald', 'Viru-Nigula vald', 'Väike-Maarja vald', 'Kanepi vald', 'Põlva vald', 'Räpina vald', 'Pärnu linn', 'Häädemeeste vald', 'Kihnu vald', 'Lääneranna vald', 'Põhja-Pärnumaa vald', 'Saarde vald', 'Tori vald', 'Kehtna vald', 'Kohila vald', 'Märjamaa vald', 'Rapla vald', 'Muhu vald', 'Ruhnu vald', 'Saaremaa vald', 'Tartu linn', 'Elva vald', 'Kambja vald', 'Kastre vald', 'Luunja vald', 'Nõo vald', 'Peipsiääre vald', 'Tartu vald', 'Otepää vald', 'Tõrva vald', 'Valga vald', 'Viljandi linn', 'Mulgi vald', 'Põhja-Sakala vald', 'Viljandi vald', 'Võru linn', 'Antsla vald', 'Rõuge vald', 'Setomaa vald', 'Võru vald');
  ALTER TABLE "posts_target_municipalities" ALTER COLUMN "value" SET DATA TYPE "public"."enum_posts_target_municipalities" USING "value"::"public"."enum_posts_target_municipalities";
  DROP TYPE "public"."enum__posts_v_version_target_municipalities";
  CREATE TYPE "public"."enum__posts_v_version_target_municipalities" AS ENUM('Tallinna linn', 'Keila linn', 'Loksa linn', 'Maardu linn', 'Anija vald', 'Harku vald', 'Jõelähtme vald', 'Kiili vald', 'Kose vald', 'Kuusalu vald', 'Lääne-Harju vald', 'Raasiku vald', 'Rae vald', 'Saku vald', 'Saue vald', 'Viimsi vald', 'Hiiumaa vald', 'Kohtla-Järve linn', 'Narva linn', 'Narva-Jõesuu linn', 'Sillamäe linn', 'Alutaguse vald', 'Jõhvi vald', 'Lüganuse vald', 'Toila vald', 'Jõgeva vald', 'Mustvee vald', 'Põltsamaa vald', 'Paide linn', 'Järva vald', 'Türi vald', 'Haapsalu linn', 'Lääne-Nigula vald', 'Vormsi vald', 'Rakvere linn', 'Haljala vald', 'Kadrina vald', 'Rakvere vald', 'Tapa vald', 'Vinni vald', 'Viru-Nigula vald', 'Väike-Maarja vald', 'Kanepi vald', 'Põlva vald', 'Räpina vald', 'Pärnu linn', 'Häädemeeste vald', 'Kihnu vald', 'Lääneranna vald', 'Põhja-Pärnumaa vald', 'Saarde vald', 'Tori vald', 'Kehtna vald', 'Kohila vald', 'Märjamaa vald', 'Rapla vald', 'Muhu vald', 'Ruhnu vald', 'Saaremaa vald', 'Tartu linn', 'Elva vald', 'Kambja vald', 'Kastre vald', 'Luunja vald', 'Nõo vald', 'Peipsiääre vald', 'Tartu vald', 'Otepää vald', 'Tõrva vald', 'Valga vald', 'Viljandi linn', 'Mulgi vald', 'Põhja-Sakala vald', 'Viljandi vald', 'Võru linn', 'Antsla vald', 'Rõuge vald', 'Setomaa vald', 'Võru vald');
  ALTER TABLE "_posts_v_version_target_municipalities" ALTER COLUMN "value" SET DATA TYPE "public"."enum__posts_v_version_target_municipalities" USING "value"::"public"."enum__posts_v_version_target_municipalities";
  DROP INDEX "discharges_municipality_code_idx";
  ALTER TABLE "posts" DROP COLUMN "alert_untranslated";
  ALTER TABLE "_posts_v" DROP COLUMN "version_alert_untranslated";
  ALTER TABLE "municipal_contracts" DROP COLUMN "municipality";
  ALTER TABLE "discharges" DROP COLUMN "municipality_code";
  DROP TYPE "public"."enum_posts_alert_untranslated";
  DROP TYPE "public"."enum__posts_v_version_alert_untranslated";
  DROP TYPE "public"."enum_municipal_contracts_municipality";`)
}
