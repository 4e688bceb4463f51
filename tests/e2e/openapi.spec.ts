import type { APIRequestContext, APIResponse } from '@playwright/test'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { DEMO_ADDRESS_CASES } from '../../seed/discharges/cases'
import { expect, test } from './support/visitor'

// The API's OpenAPI document against the running site: real answers of every documented endpoint (demo data
// from seed/discharges), and its errors, each validated with a JSON Schema 2020-12 validator against the
// schema the document gives for that path and status. The document is fetched, as a client would.

const DOCUMENT = '/api/v1/openapi.json'
const CONTRACT = '900000001'
const BUILDING = DEMO_ADDRESS_CASES.apartmentBuilding

type Operation = {
  parameters?: { name: string; in: string }[]
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: Record<string, unknown> }> }
  >
}
type Document = { openapi: string; paths: Record<string, { get: Operation }>; components: { schemas: object } }

// Each test speaks as clients of its own, so lookups never spend another test's (or spec's) budget.
let nextClient = 0
const client = () => {
  const info = test.info()
  return {
    'x-forwarded-for': `10.${info.project.name === 'phone' ? 8 : 7}.${info.parallelIndex}.${(nextClient++ % 250) + 1}`,
  }
}

let document: Document
const ajv = new Ajv2020({ strict: true, allErrors: true })
addFormats(ajv)

test.beforeAll(async ({ request }) => {
  const response = await request.get(DOCUMENT)
  expect(response.status()).toBe(200)
  document = (await response.json()) as Document
})

/** Answers are JSON; errors are problem details (RFC 9457), the same JSON under their own media type. */
const mediaTypeOf = (status: number) => (status >= 400 ? 'application/problem+json' : 'application/json')

/** The documented schema of `template`'s answer with `status`, its component references inlined. */
function schemaFor(template: string, status: number, type = mediaTypeOf(status)) {
  const operation = document.paths[template]?.get
  expect(operation, `${template} is documented`).toBeDefined()
  const response = operation!.responses[String(status)]
  expect(response, `${template} documents ${status}`).toBeDefined()
  const schema = response!.content?.[type]?.schema
  expect(schema, `${template} ${status} has a ${type} schema`).toBeDefined()
  return JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
    const ref = (value as { $ref?: unknown } | null)?.$ref
    if (typeof ref !== 'string') return value
    const name = ref.replace('#/components/schemas/', '')
    const target = (document.components.schemas as Record<string, unknown>)[name]
    expect(target, `${ref} resolves`).toBeDefined()
    return target
  }) as object
}

/** Asserts the answer's status is documented for `template` and its body is valid against that schema. */
async function expectDocumented(template: string, response: APIResponse, status: number): Promise<unknown> {
  expect(response.status(), `${response.url()}`).toBe(status)
  expect(response.headers()['content-type'].split(';')[0]).toBe(mediaTypeOf(status))
  const body: unknown = await response.json()
  const validate = ajv.compile(schemaFor(template, status))
  expect(validate(body), `${response.url()}: ${JSON.stringify(validate.errors, null, 2)}`).toBe(true)
  return body
}

const get = (request: APIRequestContext, url: string, headers = client()) => request.get(url, { headers })

test.describe('the OpenAPI document', () => {
  test('is OpenAPI 3.1, public, and revalidated with its ETag', async ({ request }) => {
    expect(document.openapi).toMatch(/^3\.1\./)
    const first = await request.get(DOCUMENT)
    expect(first.headers()['cache-control']).toMatch(/^public\b/)
    const etag = first.headers()['etag']
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
    const again = await request.get(DOCUMENT, { headers: { 'if-none-match': etag! } })
    expect(again.status()).toBe(304)
    // The same document for everyone: another client, another language preference, the same bytes.
    const other = await request.get(DOCUMENT, { headers: { ...client(), 'accept-language': 'ru' } })
    expect(await other.text()).toBe(await first.text())
  })

  test("a contract's collections, in each language, and its errors", async ({ request }) => {
    const path = '/api/v1/contracts/{contractNumber}/discharges'
    for (const lang of ['et', 'ru', 'en']) {
      const response = await get(request, `/api/v1/contracts/${CONTRACT}/discharges?lang=${lang}`)
      const body = (await expectDocumented(path, response, 200)) as { discharges: unknown[] }
      expect(body.discharges.length).toBeGreaterThan(0)
      expect(response.headers()['cache-control']).toMatch(/^private\b/)
    }
    const bad = await expectDocumented(path, await get(request, '/api/v1/contracts/12ab/discharges'), 400)
    expect(bad).toMatchObject({ error: { code: 'invalid_contract_number' } })
    await expectDocumented(path, await get(request, `/api/v1/contracts/${CONTRACT}/discharges?lang=xx`), 400)
  })

  test('the calendar feed is text/calendar with an ETag; its errors are JSON', async ({ request }) => {
    const path = '/api/v1/contracts/{contractNumber}/calendar.ics'
    const response = await get(request, `/api/v1/contracts/${CONTRACT}/calendar.ics?lang=en&reminder=18:00`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR/)
    expect(document.paths[path]!.get.responses['200']!.content!['text/calendar']).toBeDefined()
    expect(document.paths[path]!.get.responses['200']!.headers!['ETag']).toBeDefined()
    expect(response.headers()['etag']).toBeTruthy()
    await expectDocumented(path, await get(request, `/api/v1/contracts/${CONTRACT}/calendar.ics?reminder=25:00`), 400)
  })

  test('a client over the lookup limit gets the documented 429 with Retry-After', async ({ request }) => {
    const headers = client()
    let response = await get(request, `/api/v1/contracts/900000101/discharges`, headers)
    for (let i = 1; i <= 40 && response.status() === 200; i++)
      response = await get(request, `/api/v1/contracts/${900000101 + i}/discharges`, headers)
    const body = await expectDocumented('/api/v1/contracts/{contractNumber}/discharges', response, 429)
    expect(body).toMatchObject({ error: { code: 'rate_limited' } })
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
    // The old endpoint and the address endpoint share the budget and document the same answer.
    await expectDocumented(
      '/wp-json/general-purpose-api/upcoming-discharges',
      await get(request, '/wp-json/general-purpose-api/upcoming-discharges?contractNumber=900000199', headers),
      429,
    )
    await expectDocumented(
      '/api/v1/addresses/{propertyId}/collections',
      await get(request, `/api/v1/addresses/${BUILDING.propertyId}/collections`, headers),
      429,
    )
  })

  test('address suggestions and an address’s collections, and their errors', async ({ request }) => {
    const suggestions = (await expectDocumented(
      '/api/v1/addresses',
      await get(request, `/api/v1/addresses?q=${encodeURIComponent('Sõpruse pst 151')}`),
      200,
    )) as { suggestions: { id: string }[] }
    expect(suggestions.suggestions.map((s) => s.id)).toContain(BUILDING.propertyId)
    await expectDocumented('/api/v1/addresses', await get(request, '/api/v1/addresses'), 400)
    await expectDocumented('/api/v1/addresses', await get(request, '/api/v1/addresses?q=%3Cb%3E'), 400)
    await expectDocumented('/api/v1/addresses', await get(request, '/api/v1/addresses?q=Kase&limit=99'), 400)

    const path = '/api/v1/addresses/{propertyId}/collections'
    for (const lang of ['et', 'ru', 'en']) {
      const body = (await expectDocumented(
        path,
        await get(request, `/api/v1/addresses/${BUILDING.propertyId}/collections?lang=${lang}`),
        200,
      )) as { containers: unknown[] }
      // The building's own containers, and those of the shop on its ground floor.
      expect(body.containers.length).toBeGreaterThanOrEqual(BUILDING.containers.length)
    }
    await expectDocumented(path, await get(request, `/api/v1/addresses/${'x'.repeat(65)}/collections`), 404)
    const unknown = await get(request, '/api/v1/addresses/0000000000000000/collections')
    expect([400, 404]).toContain(unknown.status())
    await expectDocumented(path, unknown, unknown.status())
  })

  test('the site search and the sorting assistant, and their errors', async ({ request }) => {
    for (const locale of ['et', 'ru', 'en']) {
      await expectDocumented('/api/v1/search', await get(request, `/api/v1/search?q=jäätmed&locale=${locale}`), 200)
    }
    const found = (await expectDocumented(
      '/api/v1/search',
      await get(request, '/api/v1/search?q=konteiner&type=page&page=1'),
      200,
    )) as { total: number }
    expect(found.total).toBeGreaterThanOrEqual(0)
    await expectDocumented('/api/v1/search', await get(request, '/api/v1/search?q=x&page=0'), 400)

    const sorting = (await expectDocumented(
      '/api/v1/sorting-items',
      await get(request, '/api/v1/sorting-items?q=patarei&lang=et&limit=5'),
      200,
    )) as { results: unknown[] }
    expect(sorting.results.length).toBeGreaterThan(0)
    await expectDocumented('/api/v1/sorting-items', await get(request, '/api/v1/sorting-items?q=battery&lang=en'), 200)
    await expectDocumented('/api/v1/sorting-items', await get(request, '/api/v1/sorting-items'), 400)
  })

  test('waste stations, one station, and their errors, in each language', async ({ request }) => {
    const path = '/api/v1/waste-stations'
    for (const lang of ['et', 'ru', 'en']) {
      const response = await get(request, `${path}?lang=${lang}`)
      const body = (await expectDocumented(path, response, 200)) as {
        lang: string
        total: number
        stations: { id: number; county: string; acceptedWaste: { types: string[] }; openingHours: object }[]
      }
      expect(body.lang).toBe(lang)
      expect(response.headers()['content-language']).toBe(lang)
      expect(response.headers()['cache-control']).toMatch(/^public\b/)
      expect(body.stations.length).toBeGreaterThan(10)
      expect(body.total).toBe(body.stations.length)
      const one = await get(request, `${path}/${body.stations[0]!.id}?lang=${lang}`)
      expect(await expectDocumented(`${path}/{id}`, one, 200)).toEqual(body.stations[0])
    }
    const harju = (await expectDocumented(path, await get(request, `${path}?county=Harju&limit=2`), 200)) as {
      stations: { county: string }[]
      totalPages: number
    }
    expect(harju.stations.map((s) => s.county)).toEqual(['Harju', 'Harju'])
    expect(harju.totalPages).toBeGreaterThan(1)
    const tyres = (await expectDocumented(path, await get(request, `${path}?accepts=tyres`), 200)) as {
      stations: { acceptedWaste: { types: string[] } }[]
    }
    expect(tyres.stations.length).toBeGreaterThan(0)
    for (const s of tyres.stations) expect(s.acceptedWaste.types).toContain('tyres')
    for (const bad of ['county=Atlantis', 'accepts=uranium', 'limit=1000', 'page=0', 'lang=de'])
      await expectDocumented(path, await get(request, `${path}?${bad}`), 400)
    for (const id of ['abc', '0', '999999999', '1'.repeat(40)])
      await expectDocumented(`${path}/{id}`, await get(request, `${path}/${id}`), 404)
  })

  test('price lists, one price list, and their errors', async ({ request }) => {
    const path = '/api/v1/price-lists'
    const all = (await expectDocumented(path, await get(request, `${path}?validity=all&lang=ru`), 200)) as {
      priceLists: { id: number; rows: { priceExclVat: number; priceInclVat: number }[]; validity: string }[]
    }
    expect(all.priceLists.length).toBeGreaterThan(0)
    const withRows = all.priceLists.find((l) => l.rows.length > 0)!
    expect(withRows.rows[0]!.priceInclVat).toBeGreaterThanOrEqual(withRows.rows[0]!.priceExclVat)
    const current = (await expectDocumented(path, await get(request, path), 200)) as {
      priceLists: { validity: string }[]
    }
    for (const l of current.priceLists) expect(l.validity).toBe('current')
    await expectDocumented(`${path}/{id}`, await get(request, `${path}/${withRows.id}?lang=en`), 200)
    for (const bad of ['region=narva', 'validity=soon', 'limit=101'])
      await expectDocumented(path, await get(request, `${path}?${bad}`), 400)
    await expectDocumented(`${path}/{id}`, await get(request, `${path}/999999999`), 404)
    await expectDocumented(`${path}/{id}`, await get(request, `${path}/x`), 404)
  })

  test('emergency notices, their feed, and their errors', async ({ request }) => {
    const path = '/api/v1/notices'
    for (const lang of ['et', 'ru', 'en']) {
      const body = (await expectDocumented(path, await get(request, `${path}?lang=${lang}`), 200)) as {
        notices: { status: string; start: string; url: string }[]
      }
      expect(body.notices.length).toBeGreaterThan(0)
      for (const n of body.notices) {
        expect(n.start).toMatch(/[+-]\d{2}:\d{2}$/)
        expect(n.url).toMatch(/^https?:\/\//)
      }
    }
    const active = (await expectDocumented(path, await get(request, `${path}?status=active&limit=1`), 200)) as {
      notices: { status: string }[]
    }
    for (const n of active.notices) expect(n.status).toBe('active')
    for (const bad of ['status=gone', 'municipality=9999', 'limit=0'])
      await expectDocumented(path, await get(request, `${path}?${bad}`), 400)
    const feed = await get(request, '/api/v1/notices.atom?lang=en')
    expect(feed.status()).toBe(200)
    expect(document.paths['/api/v1/notices.atom']!.get.responses['200']!.content!['application/atom+xml']).toBeDefined()
    await expectDocumented('/api/v1/notices.atom', await get(request, '/api/v1/notices.atom?lang=xx'), 400)
  })

  test('the old endpoint answers exactly its five fields', async ({ request }) => {
    const path = '/wp-json/general-purpose-api/upcoming-discharges'
    const body = (await expectDocumented(
      path,
      await get(request, `/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${CONTRACT}`),
      200,
    )) as object[]
    expect(body.length).toBeGreaterThan(0)
    expect(Object.keys(body[0]!).sort()).toEqual(['address', 'contractNumber', 'date', 'garbage', 'itemType'])
    await expectDocumented(path, await get(request, '/wp-json/general-purpose-api/upcoming-discharges'), 400)
  })
})
