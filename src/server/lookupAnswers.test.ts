import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOOKUP_LIMITER_KEY } from '@/lib/discharges/admit'
import { DISCHARGE_PLANS_TAG } from '@/lib/discharges/schema'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client'
import { cacheablePage, lookupAdmittedByEdge, recordTags, uncacheablePage } from '@/lib/http/pageCacheContext'
import { forgetProcessSingleton } from '@/lib/singleton'
import {
  calendarRequest,
  lookupJsonRequest,
  createLookupAnswers,
  lookupRequest,
  PRIVATE_CACHE_CONTROL,
  type LookupAnswers,
} from './lookupAnswers'

// The edge's stored lookup answers in front of a stand-in for Next's lookup page: the gate on every
// request, one copy per contract and language, private, and never another contract's answer.

let server: Server
let base: string
let answers: LookupAnswers
const renders: Record<string, number> = {}
let plan = 'plan-1'

/** What the page does: shows the contract's plan when the edge admitted it, stored; else says so, unstored. */
function page(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x')
  const feed = /^\/api\/v1\/contracts\/([^/]+)\/calendar\.ics$/.exec(url.pathname)
  if (feed) return calendar(feed[1]!, url, res)
  const address = url.searchParams.get('address')
  // What the page asks the edge about: a contract number, or `a:` and a chosen address's id.
  const contract = address !== null ? `a:${address}` : (url.searchParams.get('contractNumber') ?? '')
  renders[contract] = (renders[contract] ?? 0) + 1
  cacheablePage()
  const admitted = lookupAdmittedByEdge()
  if (admitted !== contract) uncacheablePage()
  recordTags([DISCHARGE_PLANS_TAG], undefined)
  const body =
    admitted === contract
      ? `<html><body><h1>Contract ${contract}</h1><p>${plan} for ${contract} at ${url.pathname}</p></body></html>`
      : `<html><body><h1>Not admitted at the edge</h1></body></html>`
  setTimeout(() => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE_CACHE_CONTROL })
    res.end(body)
  }, 5)
}

/** What the calendar route does: the admitted contract's feed, stored; else the gate's own answer, unstored. */
function calendar(contract: string, url: URL, res: ServerResponse) {
  renders[`ics ${contract}`] = (renders[`ics ${contract}`] ?? 0) + 1
  const admitted = lookupAdmittedByEdge()
  if (admitted === contract) {
    recordTags([DISCHARGE_PLANS_TAG], undefined)
    cacheablePage()
  }
  const body = `BEGIN:VCALENDAR\r\nX-WR-CALNAME:${contract} ${url.searchParams.get('lang') ?? 'et'} ${plan}\r\nEND:VCALENDAR\r\n`
  res.writeHead(200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Cache-Control': 'private, max-age=600',
    ETag: `"${contract}-${plan}"`,
  })
  res.end(body)
}

beforeAll(async () => {
  forgetProcessSingleton(LOOKUP_LIMITER_KEY)
  answers = createLookupAnswers({ limits: { perMinute: 3 } })
  server = createServer((req, res) => {
    if (answers.matches(req)) return answers.handle(req, res, page)
    page(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  forgetProcessSingleton(LOOKUP_LIMITER_KEY)
})

async function lookup(path: string, client: string) {
  const response = await fetch(base + path, {
    headers: { accept: 'text/html', 'accept-encoding': 'br', [CLIENT_ADDRESS_HEADER]: client },
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

describe('stored lookup answers', () => {
  it('recognises only the lookup page with a contract number', () => {
    const req = (url: string) => ({ method: 'GET', url, headers: { accept: 'text/html' } })
    expect(lookupRequest(req('/customer-support/next-shipping-day?contractNumber=1&utm_source=x'))).toMatchObject({
      raw: '1',
    })
    expect(lookupRequest(req('/en/customer-support/next-shipping-day?contractNumber=1&page=2'))).toMatchObject({
      page: '2',
    })
    expect(lookupRequest(req('/customer-support/next-shipping-day'))).toBeNull()
    expect(lookupRequest(req('/customer-support/next-shipping-day?contractNumber='))).toBeNull()
    expect(lookupRequest(req('/about?contractNumber=1'))).toBeNull()
    expect(
      lookupRequest({ ...req('/customer-support/next-shipping-day?contractNumber=1'), headers: { accept: '*/*' } }),
    ).toBeNull()
    // A chosen address is answered the same way; typed text (`lookup=`) is a search, rendered for its visitor.
    expect(lookupRequest(req('/ru/customer-support/next-shipping-day?address=a0123456789abcde'))).toMatchObject({
      raw: 'a0123456789abcde',
      subject: 'address',
    })
    expect(lookupRequest(req('/customer-support/next-shipping-day?lookup=Kase+5'))).toBeNull()
    expect(lookupRequest(req('/customer-support/next-shipping-day?lookup=Kase&address=a1'))).toBeNull()
  })

  it('keeps an address answer per address, behind the same gate and budget as the contracts', async () => {
    const ids = ['aaaaaaaaaaaaaaa01', 'aaaaaaaaaaaaaaa02']
    for (let round = 0; round < 6; round++) {
      for (const [i, id] of ids.entries()) {
        const answer = await lookup(`/customer-support/next-shipping-day?address=${id}&fbclid=${round}`, '10.4.0.1')
        expect(answer.status).toBe(200)
        expect(answer.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
        expect(answer.text).toContain(`Contract a:${id}`)
        expect(answer.text).not.toContain(ids[1 - i]!)
      }
    }
    expect(renders[`a:${ids[0]}`]).toBe(1)
    // Addresses and contracts share the client's budget of three different lookups a minute.
    await lookup('/customer-support/next-shipping-day?contractNumber=700001', '10.4.0.1')
    const refused = await lookup('/customer-support/next-shipping-day?address=aaaaaaaaaaaaaaa03', '10.4.0.1')
    expect(refused.text).toContain('Not admitted at the edge')
    // An id the gate refuses is never admitted either: Next answers it.
    const invalid = await lookup('/customer-support/next-shipping-day?address=%3Cscript%3E', '10.4.0.2')
    expect(invalid.headers.get('x-page-cache')).toBeNull()
    expect(invalid.text).toContain('Not admitted at the edge')
  })

  it('never gives one contract the answer of another, looked up in a loop by concurrent clients', async () => {
    const contracts = ['500001', '500002']
    const rounds = 25
    const results = await Promise.all(
      contracts.flatMap((contract, i) =>
        [0, 1].map(async (client) => {
          const seen: string[] = []
          for (let round = 0; round < rounds; round++) {
            const locale = round % 2 ? '/en' : ''
            const answer = await lookup(
              `${locale}/customer-support/next-shipping-day?contractNumber=${contract}&utm_source=${round}`,
              `10.1.${i}.${client + 1}`,
            )
            expect(answer.status).toBe(200)
            expect(answer.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL)
            expect(answer.text).toContain(`for ${contract} at ${locale}/customer-support`)
            expect(answer.text).not.toContain(contracts[1 - i]!)
            seen.push(answer.headers.get('x-page-cache') ?? 'none')
          }
          return seen
        }),
      ),
    )
    // One render per contract and language (two clients asking at once wait for the same one).
    expect(renders['500001']).toBeLessThanOrEqual(4)
    expect(renders['500002']).toBeLessThanOrEqual(4)
    expect(results.flat().filter((s) => s === 'hit').length).toBeGreaterThan(rounds * 4 - 10)
  }, 30_000)

  it('passes the gate on every request: a client over its limit is not answered from the store', async () => {
    const client = '10.2.0.1'
    expect(
      (await lookup('/customer-support/next-shipping-day?contractNumber=500001', client)).headers.get('x-page-cache'),
    ).toBe('hit')
    for (const contract of ['600001', '600002'])
      await lookup(`/customer-support/next-shipping-day?contractNumber=${contract}`, client)
    // A fourth different contract in the minute: refused at the edge, so Next renders its own answer.
    const refused = await lookup('/customer-support/next-shipping-day?contractNumber=500002', client)
    expect(refused.headers.get('x-page-cache')).toBeNull()
    expect(refused.text).toContain('Not admitted at the edge')
    expect(refused.text).not.toContain('plan-1')
  })

  it('drops every stored answer when an import expires the plans', async () => {
    const path = '/customer-support/next-shipping-day?contractNumber=500001'
    expect((await lookup(path, '10.1.0.1')).text).toContain('plan-1')
    plan = 'plan-2'
    answers.store.expire([DISCHARGE_PLANS_TAG])
    const after = await lookup(path, '10.1.0.1')
    expect(after.text).toContain('plan-2')
    expect(after.headers.get('x-page-cache')).toBe('miss')
  })

  it('recognises a calendar feed and keys it by the parameters its route reads, normalised', () => {
    const feed = (url: string) => calendarRequest({ method: 'GET', url })?.query ?? null
    expect(feed('/api/v1/contracts/500001/calendar.ics')).toBe('')
    expect(feed('/api/v1/contracts/500001/calendar.ics?lang=et&utm_source=x&reminder=')).toBe('')
    expect(feed('/api/v1/contracts/500001/calendar.ics?reminder=18:00&lang=ru&download=true')).toBe(
      'lang=ru&reminder=18%3A00&download=1',
    )
    // Values the route refuses are answered by it, never stored.
    // As the route reads it: the first value of a repeated name counts.
    expect(feed('/api/v1/contracts/500001/calendar.ics?lang=ru&lang=en')).toBe('lang=ru')
    expect(feed('/api/v1/contracts/500001/calendar.ics?lang=de')).toBeNull()
    expect(feed('/api/v1/contracts/500001/calendar.ics?reminder=25:00')).toBeNull()
    expect(feed('/api/v1/contracts/%E0%A4%A/calendar.ics')).toBeNull()
    expect(calendarRequest({ method: 'POST', url: '/api/v1/contracts/1/calendar.ics' })).toBeNull()
  })

  it('answers calendar feeds from a copy per contract, never another contract’s, after the gate', async () => {
    const contracts = ['500011', '500012']
    await Promise.all(
      contracts.map(async (contract, i) => {
        for (let round = 0; round < 12; round++) {
          const lang = round % 2 ? 'ru' : 'et'
          const answer = await lookup(
            `/api/v1/contracts/${contract}/calendar.ics?lang=${lang}&r=${round}`,
            `10.3.${i}.1`,
          )
          expect(answer.status).toBe(200)
          expect(answer.headers.get('content-type')).toContain('text/calendar')
          expect(answer.headers.get('cache-control')).toMatch(/^private\b/)
          expect(answer.text).toContain(`X-WR-CALNAME:${contract} ${lang}`)
          expect(answer.text).not.toContain(contracts[1 - i]!)
        }
      }),
    )
    // One render per contract and language.
    expect(renders['ics 500011']).toBe(2)
    expect(renders['ics 500012']).toBe(2)
    // The route's own validator, kept by the copy: a calendar app holding it is answered 304 from the store.
    const path = '/api/v1/contracts/500011/calendar.ics'
    const first = await fetch(base + path, {
      headers: { 'accept-encoding': 'br', [CLIENT_ADDRESS_HEADER]: '10.3.0.1' },
    })
    await first.arrayBuffer()
    expect(first.headers.get('etag')).toMatch(/^(W\/)?"500011-plan-2(-br)?"$/)
    const revisit = await fetch(base + path, {
      headers: { 'if-none-match': first.headers.get('etag')!, [CLIENT_ADDRESS_HEADER]: '10.3.0.1' },
    })
    expect(revisit.status).toBe(304)
    plan = 'plan-3'
    answers.calendars.expire([DISCHARGE_PLANS_TAG])
    const after = await lookup('/api/v1/contracts/500011/calendar.ics', '10.3.0.1')
    expect(after.text).toContain('plan-3')
    expect(after.headers.get('x-page-cache')).toBe('miss')
  })
})

describe('lookupJsonRequest', () => {
  const get = (url: string, headers: Record<string, string> = {}) => lookupJsonRequest({ method: 'GET', url, headers })

  it('names the subject and the language the route answers in: lang, else Accept-Language, else Estonian', () => {
    expect(get('/api/v1/contracts/900000001/discharges?lang=ru&utm_source=x')).toEqual({
      raw: '900000001',
      locale: 'ru',
      subject: 'contract',
    })
    expect(get('/api/v1/contracts/900000001/discharges', { 'accept-language': 'en-GB,en;q=0.9' })).toMatchObject({
      locale: 'en',
    })
    expect(get('/api/v1/contracts/900000001/discharges?lang=et', { 'accept-language': 'ru' })).toMatchObject({
      locale: 'et',
    })
    expect(get('/api/v1/addresses/addae78e330c713a/collections')).toEqual({
      raw: 'addae78e330c713a',
      locale: 'et',
      subject: 'address',
    })
  })

  it('leaves to the route what it refuses or is not a lookup', () => {
    expect(get('/api/v1/contracts/900000001/discharges?lang=fi')).toBeNull()
    expect(get('/api/v1/contracts/900000001/calendar.ics')).toBeNull()
    expect(get('/api/v1/contracts/1/2/discharges')).toBeNull()
    expect(get(`/api/v1/contracts/${'9'.repeat(70)}/discharges`)).toBeNull()
    expect(get('/api/v1/contracts/%E0%A4%A/discharges')).toBeNull()
    expect(lookupJsonRequest({ method: 'POST', url: '/api/v1/contracts/1/discharges', headers: {} })).toBeNull()
  })
})
