// The custom server's lookup fast path (src/server/lookup-fast-path.ts) against the Next route handler it
// stands in for, on this run's database: SQLite (its own read-only connection to the file) or, with
// INT_TEST_POSTGRES_URL, PostgreSQL (Payload's pool, registered by the config's onInit). The same contract
// must get the same bytes, headers and error shapes from both, and both must spend one budget.
import type { IncomingHttpHeaders } from 'node:http'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload, destroyTestPayload } from './helpers/payload'

Object.assign(process.env, { DISCHARGES_RATE_LIMIT_PER_MINUTE: '4' })

const PROXY = '127.0.0.1'
let payload: Payload
let server: Server
let fastBase: string
let backendKind: string
let closeFastPath: () => void
let stamp: (req: { socket: { remoteAddress?: string }; headers: IncomingHttpHeaders }) => string
let compat: (request: Request) => Promise<Response>

beforeAll(async () => {
  payload = await createTestPayload()
  const [{ env }, { addDays, todayInTallinn }, { upsertRows }, { dbOf }, client, fast, { lookupLimitsFrom }, route] =
    await Promise.all([
      import('@/lib/env'),
      import('@/lib/dates'),
      import('@/lib/discharges/repository'),
      import('@/lib/db'),
      import('@/lib/http/client'),
      import('@/server/lookup-fast-path'),
      import('@/lib/discharges/admit'),
      import('@/app/(frontend)/wp-json/general-purpose-api/upcoming-discharges/route'),
    ])
  compat = (request) => route.GET(request)
  const today = todayInTallinn()
  const row = (contractNumber: string, days: number, garbage: string, itemType: string) => ({
    contractNumber,
    date: addDays(today, days),
    garbage,
    itemType,
    address: 'Tähe tn 5, Tartu',
  })
  // Past and future days, ties on the day (ordered by garbage, then item), letters outside ASCII.
  await upsertRows(dbOf(payload), [
    row('880001', -1, 'Segaolmejäätmed', 'Konteiner 140 L'),
    row('880001', 0, 'Segaolmejäätmed', 'Konteiner 140 L'),
    row('880001', 7, 'Pakendijäätmed', 'Konteiner 240 L'),
    row('880001', 7, 'Biolagunevad jäätmed', 'Konteiner 140 L'),
    row('880001', 7, 'Biolagunevad jäätmed', 'Kott 0,1 m³'),
    row('880001', 7, 'Ämbrid', 'Konteiner 140 L'),
    row('880001', 21, 'Paber ja kartong', 'Konteiner 660 L'),
    row('880002', 3, 'Klaaspakend', 'Konteiner 240 L'),
  ])
  const config = env()
  // Behind a proxy on loopback on both sides, so a test names its client with X-Forwarded-For.
  const trustedProxies = client.parseTrustedProxies([`${PROXY}/32`])
  stamp = client.createClientAddressStamp(trustedProxies)
  const backend = fast.lookupBackendFor(config, process.cwd())
  if (!backend) throw new Error('no fast path backend for this database')
  backendKind = backend.kind
  const path = fast.createLookupFastPath({ backend, limits: lookupLimitsFrom(config), trustedProxies })
  closeFastPath = () => path.close()
  server = createServer((req, res) => {
    if (!path.handle(req, res)) res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, PROXY, resolve))
  fastBase = `http://${PROXY}:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  closeFastPath?.()
  await destroyTestPayload(payload)
})

const PATH = '/wp-json/general-purpose-api/upcoming-discharges'
type Answer = { status: number; body: string; headers: Record<string, string | null> }
const HEADERS = ['content-type', 'cache-control', 'vary', 'retry-after']

async function read(r: Response): Promise<Answer> {
  return {
    status: r.status,
    body: await r.text(),
    headers: Object.fromEntries(HEADERS.map((h) => [h, r.headers.get(h)])),
  }
}
const viaFastPath = async (query: string, client: string) =>
  read(await fetch(`${fastBase}${PATH}${query}`, { headers: { 'x-forwarded-for': client } }))
async function viaRoute(query: string, client: string): Promise<Answer> {
  // What the custom server does before Next: the client address decided at the edge, as a header.
  const req = { socket: { remoteAddress: PROXY }, headers: { 'x-forwarded-for': client } as IncomingHttpHeaders }
  stamp(req)
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) headers.set(k, String(v))
  return read(await compat(new Request(`http://localhost${PATH}${query}`, { headers })))
}

describe('the lookup fast path and the Next route on the same database', () => {
  it('uses the backend of this database', () => {
    expect(backendKind).toBe(process.env.INT_TEST_POSTGRES_URL ? 'postgres' : 'sqlite')
  })

  it('answer a contract with the same bytes and headers, from today in Tallinn, in the route’s order', async () => {
    const fast = await viaFastPath('?contractNumber=880001', '198.51.100.1')
    const route = await viaRoute('?contractNumber=880001', '198.51.100.2')
    expect(fast).toEqual(route)
    expect(fast.status).toBe(200)
    const body = JSON.parse(fast.body) as { date: string; garbage: string; itemType: string }[]
    expect(body.map((d) => [d.garbage, d.itemType])).toEqual([
      ['Segaolmejäätmed', 'Konteiner 140 L'],
      ['Biolagunevad jäätmed', 'Konteiner 140 L'],
      ['Biolagunevad jäätmed', 'Kott 0,1 m³'],
      ['Pakendijäätmed', 'Konteiner 240 L'],
      ['Ämbrid', 'Konteiner 140 L'],
      ['Paber ja kartong', 'Konteiner 660 L'],
    ])
    expect(body[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // An unknown contract and a padded number alike.
    expect(await viaFastPath('?contractNumber=%20880002%20', '198.51.100.1')).toEqual(
      await viaRoute('?contractNumber=%20880002%20', '198.51.100.2'),
    )
    expect(await viaFastPath('?contractNumber=889999', '198.51.100.1')).toEqual(
      await viaRoute('?contractNumber=889999', '198.51.100.2'),
    )
  })

  // A migration that changes the type of a column the lookup returns makes the named statement stale on
  // every pooled connection ("cached plan must not change result type"): the backend prepares it again
  // under a new name instead of answering 503 until the connections are recycled.
  it.runIf(process.env.INT_TEST_POSTGRES_URL)(
    'keep answering after a migration changed a returned column',
    async () => {
      const before = await viaFastPath('?contractNumber=880001', '198.51.100.20')
      expect(before.status).toBe(200)
      const { pool } = payload.db as unknown as { pool: { query(sql: string): Promise<unknown> } }
      const { rows } = (await pool.query(
        "SELECT udt_name FROM information_schema.columns WHERE table_name = 'discharges' AND column_name = 'address'",
      )) as { rows: { udt_name: string }[] }
      // The type's own name ('varchar', 'text'), usable as it is in ALTER … TYPE.
      const original = rows[0]!.udt_name
      const other = original === 'text' ? 'varchar' : 'text'
      await pool.query(`ALTER TABLE discharges ALTER COLUMN address TYPE ${other}`)
      try {
        // Several at once: each pooled connection meets the stale statement.
        const after = await Promise.all(
          [21, 22, 23, 24].map((n) => viaFastPath('?contractNumber=880001', `198.51.100.${n}`)),
        )
        for (const answer of after) expect(answer).toEqual(before)
      } finally {
        await pool.query(`ALTER TABLE discharges ALTER COLUMN address TYPE ${original}`)
      }
    },
  )

  it('refuse a malformed number with the same 400', async () => {
    const fast = await viaFastPath('?contractNumber=12ab', '198.51.100.3')
    expect(fast.status).toBe(400)
    expect(fast).toEqual(await viaRoute('?contractNumber=12ab', '198.51.100.3'))
  })

  it('spend one budget: a client that used it up on the fast path is refused by the route, with the same 429', async () => {
    const client = '198.51.100.9'
    for (const n of [1, 2, 3, 4]) expect((await viaFastPath(`?contractNumber=88100${n}`, client)).status).toBe(200)
    const fast = await viaFastPath('?contractNumber=881005', client)
    const route = await viaRoute('?contractNumber=881006', client)
    expect(fast.status).toBe(429)
    expect(route.status).toBe(429)
    // The seconds to wait count down between the two (the body names them twice): compare the rest.
    const waitless = (a: Answer) => ({
      ...a,
      body: a.body.replace(/\d+ s\./g, 'N s.'),
      headers: { ...a.headers, 'retry-after': a.headers['retry-after'] && 'N' },
    })
    expect(waitless(fast)).toEqual(waitless(route))
    expect(Number(fast.headers['retry-after'])).toBeGreaterThan(0)
    // Another client is unaffected.
    expect((await viaRoute('?contractNumber=881006', '198.51.100.10')).status).toBe(200)
  })
})
