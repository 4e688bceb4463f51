import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
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
  await db.run(sql`ALTER TABLE \`posts\` ADD \`alert_untranslated\` text DEFAULT 'hold';`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_alert_untranslated\` text DEFAULT 'hold';`)
  await db.run(sql`ALTER TABLE \`municipal_contracts\` ADD \`municipality\` text;`)
  await db.run(sql`ALTER TABLE \`discharges\` ADD \`municipality_code\` text;`)
  await db.run(sql`CREATE INDEX \`discharges_municipality_code_idx\` ON \`discharges\` (\`municipality_code\`);`)
  for (const table of ['posts_target_municipalities', '_posts_v_version_target_municipalities']) {
    const found = await db.all<{ value: unknown }>(sql.raw(`SELECT DISTINCT value FROM ${table}`))
    for (const [name, code] of codesOf(found.map((r) => r.value))) {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET value = ${code} WHERE value = ${name}`)
    }
    await db.run(sql.raw(`DELETE FROM ${table} WHERE value NOT GLOB '[0-9][0-9][0-9][0-9]'`))
  }
  const discharges = await db.all<{ municipality: unknown }>(
    sql`SELECT DISTINCT municipality FROM discharges WHERE municipality IS NOT NULL`,
  )
  for (const [name, code] of codesOf(discharges.map((r) => r.municipality))) {
    await db.run(sql`UPDATE discharges SET municipality_code = ${code} WHERE municipality = ${name}`)
  }
  const contracts = await db.all<{ local_government: unknown }>(
    sql`SELECT DISTINCT local_government FROM municipal_contracts`,
  )
  for (const [name, code] of codesOf(contracts.map((r) => r.local_government))) {
    await db.run(sql`UPDATE municipal_contracts SET municipality = ${code} WHERE local_government = ${name}`)
  }
}

/** Back to the helpdesk list's names the targets were written in before (for `down`). */
function namesOf(): [string, string][] {
  return municipalityNames.map((name) => [resolveMunicipality(name)!.code, name])
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const table of ['posts_target_municipalities', '_posts_v_version_target_municipalities']) {
    for (const [code, name] of namesOf()) {
      await db.run(sql`UPDATE ${sql.identifier(table)} SET value = ${name} WHERE value = ${code}`)
    }
  }
  await db.run(sql`DROP INDEX \`discharges_municipality_code_idx\`;`)
  await db.run(sql`ALTER TABLE \`discharges\` DROP COLUMN \`municipality_code\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`alert_untranslated\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_alert_untranslated\`;`)
  await db.run(sql`ALTER TABLE \`municipal_contracts\` DROP COLUMN \`municipality\`;`)
}
