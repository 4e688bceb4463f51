// The two migration sets, SQLite's and PostgreSQL's, are current: each set's latest schema snapshot is the
// schema Payload builds from the collections today, and both sets hold the same migrations in the same
// order. A collection changed without `npm run migrate:create -- NAME` fails here, for either database
// (docs/decisions/022-postgres-migrations.md). Neither database is opened: the adapters are only initialised.
// Beside them, src/payload-types.ts is the types Payload generates from the collections today (Payload no
// longer regenerates it at every start: src/payload.config.ts).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { BasePayload } from 'payload'
import { generateTypes } from 'payload/node'
import { describe, expect, it } from 'vitest'
import config, { databaseAdapter } from '@payload-config'
import { migrationsOf, type DatabaseKind } from '@/lib/db/migrations'

type Snapshot = { version: string } & Record<string, unknown>
/** The part of Payload's drizzle adapters (SQLite and PostgreSQL alike) that migrate:create uses. */
type SchemaAdapter = {
  schema: Record<string, unknown>
  requireDrizzleKit(): {
    generateDrizzleJson(schema: Record<string, unknown>): Snapshot | Promise<Snapshot>
    generateMigration(before: Snapshot, after: Snapshot): Promise<string[]>
    upSnapshot?(snapshot: Record<string, unknown>): Snapshot
  }
}

const sets: { kind: DatabaseKind; dir: string; url: string }[] = [
  { kind: 'sqlite', dir: 'src/migrations', url: 'file::memory:' },
  { kind: 'postgres', dir: 'src/migrations-postgres', url: 'postgres://unused@127.0.0.1:1/unused' },
]
const fix = 'run `npm run migrate:create -- NAME` to add a migration to both sets'

/** Migration names without their timestamps, in the order of their files (the order they run in). */
function namesIn(dir: string, ext: '.ts' | '.json'): string[] {
  return readdirSync(path.resolve(dir))
    .filter((file) => file.endsWith(ext) && file !== 'index.ts')
    .sort()
    .map((file) => file.slice(0, -ext.length))
}
const withoutTimestamp = (name: string) => name.replace(/^\d{8}_\d{6}_/, '')

describe('migration sets', () => {
  for (const { kind, dir, url } of sets) {
    it(`${kind}: the latest snapshot in ${dir} is the collections' schema`, async () => {
      const sanitized = await config
      const payload = await new BasePayload().init({
        // The config as Payload sanitised it, with this kind's adapter (over the defaults sanitising set).
        config: { ...sanitized, db: { ...sanitized.db, ...databaseAdapter(kind, url) } },
        disableDBConnect: true,
        disableOnInit: true,
      })
      const adapter = payload.db as unknown as SchemaAdapter
      const kit = adapter.requireDrizzleKit()
      const current = await kit.generateDrizzleJson(adapter.schema)
      const latest = namesIn(dir, '.json').at(-1)
      expect(latest, `${dir} has no schema snapshot`).toBeDefined()
      let snapshot = JSON.parse(readFileSync(path.resolve(dir, `${latest}.json`), 'utf8')) as Snapshot
      if (kit.upSnapshot && snapshot.version < current.version) snapshot = kit.upSnapshot(snapshot)
      const pending = await kit.generateMigration(snapshot, current)
      expect(pending, `${dir} is behind the collections: ${fix}`).toEqual([])
    })

    it(`${kind}: every migration file in ${dir} is in its index, with a snapshot`, () => {
      const files = namesIn(dir, '.ts')
      expect(migrationsOf(kind).map((m) => m.name)).toEqual(files)
      expect(namesIn(dir, '.json')).toEqual(files)
    })
  }

  it('both sets hold the same migrations in the same order', () => {
    const [sqlite, postgres] = sets.map(({ dir }) => namesIn(dir, '.ts').map(withoutTimestamp))
    expect(postgres, fix).toEqual(sqlite)
  })
})

describe('generated types', () => {
  it('src/payload-types.ts is what `npm run generate:types` writes from the collections today', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'payload-types-'))
    const previous = process.env.PAYLOAD_TS_OUTPUT_PATH
    // generateTypes writes to this path instead of the config's outputFile.
    process.env.PAYLOAD_TS_OUTPUT_PATH = path.join(dir, 'payload-types.ts')
    try {
      await generateTypes(await config, { log: false })
      const generated = readFileSync(process.env.PAYLOAD_TS_OUTPUT_PATH, 'utf8')
      expect(
        readFileSync(path.resolve('src/payload-types.ts'), 'utf8') === generated,
        'src/payload-types.ts is stale: run `npm run generate:types`',
      ).toBe(true)
    } finally {
      if (previous === undefined) delete process.env.PAYLOAD_TS_OUTPUT_PATH
      else process.env.PAYLOAD_TS_OUTPUT_PATH = previous
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
