import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createUnreadParameterPace, type UnreadParameterPaceOptions } from './unreadParameters'

// The pace in front of a stand-in for the stores, on a clock and a timer queue the test moves by hand. The
// client's address comes from a test header, as the edge's stamp would give it.
let server: Server | null = null
afterEach(() => server?.close())

async function serve(options: Partial<UnreadParameterPaceOptions> = {}) {
  const clock = { now: 1_000_000 }
  const timers: Array<{ at: number; run: () => void }> = []
  const answered: string[] = []
  /** Loads whose connection closed before they were answered. */
  const gone: string[] = []
  const pace = createUnreadParameterPace({
    perSecond: 10,
    burst: 3,
    maxDelayMs: 1_000,
    now: () => clock.now,
    schedule: (run, ms) => timers.push({ at: clock.now + ms, run }),
    ...options,
  })
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    answered.push(req.url!)
    res.end(`page ${req.url}`)
  }
  server = createServer((req, res) => {
    res.once('close', () => {
      if (!res.writableEnded) gone.push(req.url!)
    })
    const address = String(req.headers['x-test-client'] ?? '192.0.2.1')
    if (!pace.handle(req, res, address, answer)) answer(req, res)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  /** Moves the clock to `ms` later and runs the held loads due by then. */
  const advance = (ms: number) => {
    clock.now += ms
    for (const timer of timers.filter((t) => t.at <= clock.now)) {
      timers.splice(timers.indexOf(timer), 1)
      timer.run()
    }
  }
  const get = (path: string, client?: string, init: RequestInit = {}) =>
    fetch(base + path, { ...init, headers: { ...(client ? { 'x-test-client': client } : {}), ...init.headers } })
  return { pace, answered, gone, advance, get, timers }
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve))
}

describe('the pace of made-up parameters', () => {
  it('lets the bare page, declared and analytics parameters, other methods and non-pages through untouched', async () => {
    const { pace, get } = await serve({ burst: 1 })
    const paths = [
      '/about',
      '/about?utm_source=newsletter&fbclid=IwAR0abc&gclid=x&pk_campaign=spring&srsltid=y',
      '/search?searchQuery=paber&page=2',
      '/ru/customer-support/unserved-addresses?region=Harjumaa&size=25&sort=city',
      '/customer-support/contact-us?topic=anything',
      '/api/v1/search?q=paber&r=1',
      '/_next/static/chunk.js?r=1',
    ]
    for (let round = 0; round < 3; round++)
      for (const path of paths) expect(await (await get(path)).text()).toBe(`page ${path}`)
    expect((await get('/about?r=1', undefined, { method: 'POST' })).status).toBe(200)
    expect(pace.stats).toEqual({ held: 0, waiting: 0, refused: 0 })
  })

  it('lets a burst go at once, then holds each load to the steady pace and answers it when its turn comes', async () => {
    const { pace, answered, advance, get } = await serve()
    // The burst of 3: answered at once.
    for (const r of ['a', 'b', 'c']) expect(await (await get(`/about?r=${r}`)).text()).toBe(`page /about?r=${r}`)
    // The next two wait: 100 ms and 200 ms at 10 a second.
    const fourth = get('/about?r=d').then((response) => response.text())
    const fifth = get('/et/teenused?x=e').then((response) => response.text())
    await until(() => pace.stats.waiting === 2)
    expect(answered).toEqual(['/about?r=a', '/about?r=b', '/about?r=c'])
    advance(99)
    expect(answered).toHaveLength(3)
    advance(1)
    expect(await fourth).toBe('page /about?r=d')
    expect(answered).toHaveLength(4)
    advance(100)
    expect(await fifth).toBe('page /et/teenused?x=e')
    // Another client has its own budget, and the bare page never waits.
    expect(await (await get('/about?r=f', '198.51.100.7')).text()).toBe('page /about?r=f')
    expect(await (await get('/about')).text()).toBe('page /about')
    expect(pace.stats).toEqual({ held: 2, waiting: 0, refused: 0 })
    // After a quiet second the burst is there again.
    advance(1_000)
    for (const r of ['g', 'h', 'i']) expect(await (await get(`/about?r=${r}`)).text()).toBe(`page /about?r=${r}`)
  })

  it('refuses a load that would wait longer than the longest hold: 429, Retry-After, a page in the address language', async () => {
    const { pace, get } = await serve({ maxDelayMs: 250 })
    for (const r of ['a', 'b', 'c']) await get(`/ru/about?r=${r}`)
    // Held 100, 200 ms; the one after would wait 300 ms.
    void get('/ru/about?r=d')
    void get('/ru/about?r=e')
    await until(() => pace.stats.waiting === 2)
    const refused = await get('/ru/about?r=f')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    const html = await refused.text()
    expect(html).toContain('<html lang="ru">')
    expect(html).toContain('<h1>Слишком много запросов</h1>')
    expect(html).toContain('<a href="/ru/about">Открыть страницу без лишних параметров</a>')
    // A refusal does not count against the pace: the client's held loads are still the two.
    expect(pace.stats).toMatchObject({ waiting: 2, refused: 1 })
  })

  it('answers nothing to a visitor who left while held', async () => {
    const { pace, answered, gone, advance, get } = await serve({ burst: 1 })
    await get('/about?r=a')
    const controller = new AbortController()
    const left = get('/about?r=b', undefined, { signal: controller.signal }).catch(() => 'aborted')
    await until(() => pace.stats.waiting === 1)
    controller.abort()
    expect(await left).toBe('aborted')
    // The server has seen the visitor go before the held load's turn comes.
    await until(() => gone.length === 1)
    advance(1_000)
    expect(answered).toEqual(['/about?r=a'])
  })

  it('keys IPv6 clients by their /64, as every limiter does', async () => {
    const { pace, get } = await serve({ burst: 1 })
    await get('/about?r=a', '2001:db8:1:2::1')
    void get('/about?r=b', '2001:db8:1:2::ffff')
    await until(() => pace.stats.waiting === 1)
    expect((await get('/about?r=c', '2001:db8:1:3::1')).status).toBe(200)
  })

  it('is off at 0 a second', async () => {
    const { pace, get } = await serve({ perSecond: 0 })
    for (let i = 0; i < 20; i++) expect((await get(`/about?r=${i}`)).status).toBe(200)
    expect(pace.stats).toEqual({ held: 0, waiting: 0, refused: 0 })
  })
})
