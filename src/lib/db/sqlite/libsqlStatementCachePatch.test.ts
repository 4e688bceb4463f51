import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SerialClient } from './serialClient'
import { cacheStatements, stableAliases, STATEMENTS_PER_CONNECTION } from './libsqlStatementCachePatch'

describe('libsql statement cache', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'statement-cache-'))
    cacheStatements()
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('prepares a statement once per connection and SQL text', () => {
    const a = new Database(path.join(dir, 'a.db'))
    const b = new Database(path.join(dir, 'b.db'))
    const sql = 'select 1 as one'
    expect(a.prepare(sql)).toBe(a.prepare(sql))
    expect(a.prepare(sql)).not.toBe(b.prepare(sql))
    expect(a.prepare('select 2 as two')).not.toBe(a.prepare(sql))
    a.close()
    b.close()
  })

  it('keeps at most STATEMENTS_PER_CONNECTION, dropping the least recently used', () => {
    const db = new Database(path.join(dir, 'lru.db'))
    const first = db.prepare('select 0')
    const kept = db.prepare('select -1')
    for (let i = 1; i < STATEMENTS_PER_CONNECTION; i++) {
      db.prepare(`select ${i}`)
      // Used again, so it stays the most recent and is never dropped.
      if (i % 100 === 0) db.prepare('select -1')
    }
    expect(db.prepare('select -1')).toBe(kept)
    expect(db.prepare('select 0')).not.toBe(first)
    db.close()
  })

  it('answers correctly through the site client when statements are reused, also after a failed one', async () => {
    const client = new SerialClient({
      url: `file:${path.join(dir, 'client.db')}`,
      busyTimeoutMs: 1000,
      queueTimeoutMs: 1000,
    })
    await client.execute('create table t (id integer primary key, name text not null)')
    const insert = 'insert into t (id, name) values (?, ?)'
    await client.execute({ sql: insert, args: [1, 'one'] })
    await expect(client.execute({ sql: insert, args: [1, 'again'] })).rejects.toThrow(/UNIQUE|PRIMARYKEY/i)
    await client.execute({ sql: insert, args: [2, 'two'] })
    const select = { sql: 'select name from t where id >= ? order by id', args: [1] }
    expect((await client.execute(select)).rows.map((r) => r.name)).toEqual(['one', 'two'])
    const tx = await client.transaction('write')
    await tx.execute({ sql: insert, args: [3, 'three'] })
    await tx.commit()
    expect((await client.execute(select)).rows.map((r) => r.name)).toEqual(['one', 'two', 'three'])
    client.close()
  })

  // Payload's drizzle layer names join aliases like this (toSnakeCase(uuid())).
  const alias = () => `"${randomUUID().replaceAll('-', '_')}"`
  const selfJoin = (a: string, b: string) =>
    `select ${a}."name", ${b}."name" from "t" ${a} join "t" ${b} on ${b}."id" = ${a}."id" + 1 order by ${a}."id"`

  it('gives queries that differ only in their random join aliases the same text, and one statement', () => {
    const [a, b, c, d] = [alias(), alias(), alias(), alias()]
    expect(stableAliases(selfJoin(a, b))).toBe(stableAliases(selfJoin(c, d)))
    expect(stableAliases(selfJoin(a, b))).toBe(
      'select "__alias_1"."name", "__alias_2"."name" from "t" "__alias_1" join "t" "__alias_2" on "__alias_2"."id" = "__alias_1"."id" + 1 order by "__alias_1"."id"',
    )
    // Not a random alias: left as it is.
    const plain = 'select "a1b2c3d4_0000_1000_8000_000000000000", \'613a6fde_8bec_4b47_a426_1166eee6d72a\' from "t"'
    expect(stableAliases(plain)).toBe(plain)

    const db = new Database(path.join(dir, 'alias.db'))
    db.exec('create table t (id integer primary key, name text)')
    db.exec("insert into t (id, name) values (1, 'one'), (2, 'two'), (3, 'three')")
    expect(db.prepare(selfJoin(a, b))).toBe(db.prepare(selfJoin(c, d)))
    expect(db.prepare(selfJoin(c, d)).raw(true).all()).toEqual([
      ['one', 'two'],
      ['two', 'three'],
    ])
    db.close()
  })
})
