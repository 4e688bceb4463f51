import { writeFileSync } from 'node:fs'
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { seededRandom } from '../../seed/random'
import { E2E_SETTINGS } from '../../scripts/test/e2e-snapshot.mjs'
import {
  fuzzBearerRoutes,
  fuzzContentApiIds,
  fuzzContentApiQueries,
  fuzzFormPosts,
  fuzzHeaderCases,
  fuzzLinkRoutes,
  fuzzMethods,
  fuzzValues,
  type FuzzValue,
} from '../support/fuzzCorpus'

// The HTTP fuzz test: every public route and API against the hostile corpus of
// tests/support/fuzzCorpus.ts, over plain HTTP (node:http, which sends a request line exactly as written:
// fetch would repair broken escapes and resolve ../). Each answer must be below 500, an HTML answer must
// never carry a marker `<x-fuzz-N>` unescaped, no answer may redirect off the site or carry a header the
// input injected, and the server must still answer its home page at the end.
//
// The whole corpus runs against one page, one API and the lookup fast path; the rest of the cross product
// (routes × values × path or query, methods, headers) is a random sample from a seed printed in the test's
// annotations: FUZZ_SEED=<seed> runs the same sample again, FUZZ_SAMPLE=<n> changes its size.

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)
const SAMPLE = Number(process.env.FUZZ_SAMPLE ?? 200)
// Requests in flight: the server has two cores, shared with the other browser-test worker.
const CONCURRENCY = 6
// The fuzz speaks as clients of its own (a block no other test uses), so no other test's budget is spent, and
// as 200 of them in turn, so that the per-client limits (the lookup's budget, the pace of made-up parameters)
// let its probes reach the pages rather than answer them with a refusal.
let fuzzClients = 0
const fuzzClient = () => `198.51.100.${(fuzzClients++ % 200) + 1}`

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }
type Probe = {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
  marker?: string
  /** A route of the site's JSON API whose refusals must be JSON (the route's own error answer). */
  jsonErrors?: boolean
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })

/** One request as written (path, method and header values leave byte for byte), the answer read whole. */
function send(base: URL, probe: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = probe.body === undefined ? undefined : Buffer.from(probe.body, 'utf8')
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: probe.method,
        path: probe.path,
        agent,
        headers: {
          'x-forwarded-for': fuzzClient(),
          ...(body ? { 'content-length': String(body.byteLength) } : {}),
          ...probe.headers,
        },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out after 15 s')))
    req.on('error', reject)
    req.end(body)
  })
}

const PROBLEM_PATHS = /^\/api\/v1\/(?!reminders\/|notices\/dismiss|preview)/
const problemStatus = (body: string) => {
  try {
    return (JSON.parse(body) as { status?: unknown }).status
  } catch {
    return undefined
  }
}

/** What is wrong with an answer, or null. */
function verdict(probe: Probe, answer: Answer, base: URL): string | null {
  // The one 5xx that is not about the input: the browser-test server has no import key configured, so
  // the planning system's imports are switched off (503 import_disabled, tests/e2e/discharges.spec.ts).
  const importOff = answer.status === 503 && answer.body.includes('"import_disabled"')
  const importPath = ['/api/v1/discharges/import', '/api/v1/addresses/import'].some((p) => probe.path.startsWith(p))
  if (answer.status >= 500 && !(importOff && importPath)) return `status ${answer.status}`
  if (
    probe.jsonErrors &&
    answer.status >= 400 &&
    !/^application\/(?:problem\+)?json\b/.test(String(answer.headers['content-type']))
  )
    return `a ${answer.status} that is not JSON: ${String(answer.headers['content-type'])}`
  const type = String(answer.headers['content-type'] ?? '')
  // The public API refuses bad input with problem details (RFC 9457) whose status is the answer's; the
  // reminders' and notices' form posts and the editors' preview link answer browsers, not scripts.
  if (
    answer.status >= 400 &&
    probe.method !== 'HEAD' &&
    PROBLEM_PATHS.test(probe.path) &&
    !(type === 'application/problem+json' && problemStatus(answer.body) === answer.status)
  )
    return `a ${answer.status} that is not problem details: ${type} ${answer.body.slice(0, 80)}`
  if (type.includes('html') && /<x-fuzz-/i.test(answer.body)) {
    const at = answer.body.search(/<x-fuzz-/i)
    return `unescaped marker in HTML: …${answer.body.slice(Math.max(0, at - 60), at + 40)}…`
  }
  if (answer.headers['fuzz'] !== undefined || String(answer.headers['set-cookie'] ?? '').includes('fuzz=')) {
    return 'a header the input injected'
  }
  const location = answer.headers.location
  if (location) {
    // A redirect stays on the site: root-relative (never protocol-relative) or to the server's own origin.
    const target = new URL(location, base)
    if (target.origin !== base.origin || /^\s*[/\\]{2}/.test(location)) return `redirect off the site: ${location}`
  }
  return null
}

/** Runs the probes `CONCURRENCY` at a time; returns every failure, described. */
async function run(base: URL, probes: Probe[]): Promise<{ failures: string[]; slowest: string[] }> {
  const failures: string[] = []
  const timings: [number, string][] = []
  let next = 0
  async function worker() {
    while (next < probes.length) {
      const probe = probes[next++]
      const name = `${probe.method} ${probe.path.slice(0, 160)}${probe.headers ? ` ${JSON.stringify(probe.headers).slice(0, 160)}` : ''}`
      const started = Date.now()
      try {
        const answer = await send(base, probe)
        timings.push([Date.now() - started, `${answer.status} ${name}`])
        const problem = verdict(probe, answer, base)
        if (problem) failures.push(`${name}: ${problem}`)
      } catch (error) {
        failures.push(`${name}: no answer (${error instanceof Error ? error.message : String(error)})`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const slowest = timings.sort((a, b) => b[0] - a[0]).slice(0, 30)
  return { failures, slowest: slowest.map(([ms, what]) => `${ms} ms ${what}`) }
}

/** Every public page the sitemap lists, in three locales, as root-relative paths. */
async function sitemapPaths(base: URL): Promise<string[]> {
  const xml = (await send(base, { method: 'GET', path: '/sitemap.xml' })).body
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, '&')).pathname)
  return [...new Set(paths)]
}

/** Where a value goes in each API: `{v}` is replaced by the value's wire form. */
const apiTemplates = [
  '/api/v1/contracts/{v}/discharges',
  '/api/v1/contracts/900000001/discharges?lang={v}',
  '/api/v1/contracts/{v}/calendar.ics',
  '/api/v1/contracts/900000001/calendar.ics?reminder={v}&lang=en',
  '/api/v1/search?q={v}',
  '/api/v1/search?q=pr%C3%BCgi&locale={v}&type={v}&page={v}',
  '/wp-json/general-purpose-api/upcoming-discharges?contractNumber={v}',
  '/wp-json/general-purpose-api/search?query={v}&page={v}',
  '/wp-json/wp/v2/search?search={v}&per_page={v}&subtype={v}',
  '/locales/{v}',
  '/about/news/rss?{v}={v}',
  '/ru/about/news/rss/{v}',
  '/sitemap.xml?{v}',
  '/robots.txt?{v}',
  '/assets/menu-icons.svg?v={v}',
  '/api/pages?where[path][equals]={v}&depth={v}',
  '/api/posts?where[id][in]={v}',
  '/api/posts?where[date][greater_than]={v}',
  '/api/posts?where[slug][near]={v}',
  '/api/posts/{v}',
  '/api/media/file/{v}',
  '/api/globals/{v}',
  '/api/{v}',
  '/_next/static/{v}',
  '/_next/image?url={v}&w=64&q=75',
  '/{v}/_next/static/chunks/x.js',
]
/** APIs that take a POST: the editors' imports (refused without a session or key) and Payload's REST. */
const postTemplates = [
  '/api/v1/import/{v}',
  '/api/v1/discharges/import?replace={v}',
  '/api/v1/addresses/import?{v}',
  '/api/{v}',
  '/api/users/login?{v}',
]
const queryNames = ['searchQuery', 'q', 'contractNumber', 'page', 'region', 'city', 'selected', 'size', 'topic', 'lang']

const fill = (template: string, value: FuzzValue) => template.replaceAll('{v}', value.wire)

test.describe('hostile input', () => {
  // A few thousand requests; a minute or so on the two-core box beside the other browser tests.
  test.describe.configure({ timeout: Number(process.env.FUZZ_TIMEOUT ?? 240_000) })

  test('no 5xx, no reflected markup and no open redirect for any route × the hostile corpus; the server lives on', async ({
    baseURL,
  }) => {
    const base = new URL(baseURL!)
    test.info().annotations.push({ type: 'fuzz seed', description: `FUZZ_SEED=${SEED} FUZZ_SAMPLE=${SAMPLE}` })
    const random = seededRandom(SEED)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]
    const values = fuzzValues()
    const headerCases = fuzzHeaderCases()
    expect(values.length + headerCases.length + fuzzMethods.length).toBeGreaterThanOrEqual(300)

    const pages = await sitemapPaths(base)
    expect(pages.length).toBeGreaterThan(30)
    const probes: Probe[] = []
    const get = (path: string, marker?: string): Probe => ({ method: 'GET', path, marker })

    // The whole corpus: one page (a path segment and a query value), one API and the fast path.
    for (const value of values) {
      probes.push(get(`/en/about/news/${value.wire}`, value.marker))
      probes.push(get(`/api/v1/contracts/${value.wire}/discharges`))
      probes.push(get(`/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${value.wire}`))
    }
    // The content API: the whole corpus as an id and in every filter; its refusals are the API's JSON errors.
    for (const value of values) {
      for (const template of fuzzContentApiIds) probes.push(get(fill(template, value)))
      probes.push({ ...get(fill(pick(fuzzContentApiQueries), value)), jsonErrors: true })
    }
    // A random sample of the rest: every page × every value, as a segment or a query value; every API.
    for (let i = 0; i < SAMPLE; i++) {
      const value = pick(values)
      const page = pick(pages)
      const where = random()
      if (where < 0.3) probes.push(get(`${page === '/' ? '' : page}/${value.wire}`, value.marker))
      else if (where < 0.6) probes.push(get(`${page}?${pick(queryNames)}=${value.wire}`, value.marker))
      else if (where < 0.65) probes.push(get(`${page}?${value.wire}=1`, value.marker))
      else probes.push(get(fill(pick(apiTemplates), value), value.marker))
    }
    for (let i = 0; i < SAMPLE / 10; i++) {
      const value = pick(values)
      probes.push({ method: 'POST', path: fill(pick(postTemplates), value), body: value.wire, marker: value.marker })
    }
    // Methods: every method on three pages and every API route (all but GET, HEAD and POST end at the edge).
    const apiPaths = apiTemplates.map((t) => t.replaceAll('{v}', '1'))
    for (const method of fuzzMethods) {
      for (const path of ['/', '/ru/about/news', '/en/customer-support/contact-us', ...apiPaths]) {
        const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? 'x' : undefined
        probes.push({ method, path, body })
      }
    }
    for (let i = 0; i < SAMPLE / 10; i++) probes.push({ method: pick(fuzzMethods), path: pick(pages) })
    // Headers: every case on an API and the fast path, and on one page each (a page render is the costly part).
    const fixed = [
      '/api/v1/search?q=pr%C3%BCgi',
      '/api/v1/notices?status=active',
      '/wp-json/general-purpose-api/upcoming-discharges?contractNumber=900000001',
    ]
    for (const c of headerCases) {
      const method = c.body === undefined ? 'GET' : 'POST'
      for (const path of [...fixed, pick(pages)]) probes.push({ method, path, headers: c.headers, body: c.body })
    }
    // The contact form: its page (a locale each time) takes every lying or malformed body as a POST, as a
    // form without JavaScript, and as a server action that does not exist or is garbage.
    const contact = [
      '/customer-support/contact-us',
      '/ru/customer-support/contact-us?topic=x',
      '/en/customer-support/contact-us',
    ]
    for (const c of headerCases.filter((h) => h.body !== undefined)) {
      const action = pick([undefined, 'garbage', '0'.repeat(42)])
      const headers = { ...c.headers, ...(action ? { 'next-action': action } : {}) }
      probes.push({ method: 'POST', path: pick(contact), headers, body: c.body })
    }

    // The reminders' and notices' form posts: every lying or malformed body, and each value as the body
    // and as the token; the link exchange and the readiness check with each value in their query.
    for (const c of headerCases.filter((h) => h.body !== undefined)) {
      probes.push({ method: 'POST', path: fill(pick(fuzzFormPosts), pick(values)), headers: c.headers, body: c.body })
    }
    for (let i = 0; i < SAMPLE / 10; i++) {
      const value = pick(values)
      probes.push({ method: 'POST', path: fill(pick(fuzzFormPosts), value), body: value.wire, marker: value.marker })
      probes.push(get(fill(pick(fuzzLinkRoutes), value), value.marker))
    }
    // The readiness check's token: every value as the bearer token (a cheap route: its checks are cached),
    // and the real token with a hostile query.
    for (const value of values)
      probes.push({
        method: 'GET',
        path: fill(pick(fuzzBearerRoutes), value),
        headers: { authorization: `Bearer ${value.wire}` },
      })
    for (let i = 0; i < SAMPLE / 10; i++)
      probes.push({
        method: 'GET',
        path: fill(pick(fuzzBearerRoutes), pick(values)),
        headers: { authorization: `Bearer ${E2E_SETTINGS.READYZ_TOKEN}` },
      })

    const started = Date.now()
    const { failures, slowest } = await run(base, probes)
    test
      .info()
      .annotations.push({ type: 'fuzz requests', description: `${probes.length} in ${Date.now() - started} ms` })
    // Every failure, not only the first ones the assertion shows, in the test's output folder.
    writeFileSync(test.info().outputPath('failures.txt'), failures.join('\n'))
    writeFileSync(test.info().outputPath('slowest.txt'), slowest.join('\n'))
    const took = `${probes.length} requests in ${Math.round((Date.now() - started) / 1000)} s, FUZZ_SEED=${SEED}`
    expect(failures.slice(0, 60), `${failures.length} failed of ${took} (all in failures.txt)`).toEqual([])

    // Still alive: the home page answers and renders.
    const home = await send(base, { method: 'GET', path: '/' })
    expect(home.status).toBe(200)
    expect(home.body).toContain('<h1')
  })

  test('a Payload REST filter value of the wrong type is a 400, not the database error', async ({ request }) => {
    for (const url of [
      '/api/posts?where[id][in]=abc,1',
      '/api/posts?where[date][greater_than]=abc',
      '/api/posts?where[slug][near]=1,2,3',
    ]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_query' } })
    }
  })

  test('unknown methods on public pages and read-only APIs answer 405 with an Allow header', async ({ baseURL }) => {
    const base = new URL(baseURL!)
    const paths = [
      '/',
      '/ru/about/news',
      '/en/customer-support/contact-us',
      '/about/news/rss',
      '/api/v1/search?q=pr%C3%BCgi',
      '/api/v1/contracts/900000001/discharges',
      '/api/v1/waste-stations',
      '/api/v1/price-lists/1',
      '/api/v1/notices.atom?lang=ru',
      '/wp-json/general-purpose-api/upcoming-discharges?contractNumber=900000001',
      '/wp-json/wp/v2/search?search=pr%C3%BCgi',
      '/locales/et.json',
    ]
    for (const path of paths) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE']) {
        const answer = await send(base, { method, path })
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(answer.headers.allow, `${method} ${path}`).toMatch(/\bGET\b/)
        expect(answer.headers.allow, `${method} ${path}`).not.toMatch(new RegExp(`\\b${method}\\b`))
      }
      const options = await send(base, { method: 'OPTIONS', path })
      expect(options.status, `OPTIONS ${path}`).toBeLessThan(300)
      expect(options.headers.allow, `OPTIONS ${path}`).toMatch(/\bGET\b/)
      const [head, get] = [await send(base, { method: 'HEAD', path }), await send(base, { method: 'GET', path })]
      expect(head.status, `HEAD ${path}`).toBe(get.status)
      expect(head.body, `HEAD ${path}`).toBe('')
    }
  })
})
