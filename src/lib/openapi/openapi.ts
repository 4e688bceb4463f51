// The OpenAPI document of the public read API (decision 041), with its examples and the developers' page that
// shows it. A folder above every API it describes (addresses, discharges, data, notices, search, sorting), so
// none of them imports back; what the endpoints share is src/lib/api/common.ts.
import { z } from 'zod'
import { locales } from '@/i18n/locales'
import { addressCollectionsParams, addressCollectionsSchema } from '@/lib/addresses/present'
import { suggestionQuery, suggestionsSchema } from '@/lib/addresses/suggest'
import { calendarQuery } from '@/lib/discharges/calendarQuery'
import { dischargesAnswerSchema } from '@/lib/discharges/present'
import { contractNumberSchema, dischargeAnswerSchema, DISCHARGES_CACHE_CONTROL } from '@/lib/discharges/schema'
import { errorBodySchema, PROBLEM_CONTENT_TYPE, type ErrorBody } from '@/lib/http/errors'
import { apiSearchParams, apiSearchResponseSchema } from '@/lib/search/params'
import { sortingItemsAnswerSchema, sortingItemsQuery } from '@/lib/sorting/api'
import { counties } from '@/lib/data/regions'
import { priceListParams, priceListSchema, priceListsAnswerSchema, priceListsQuery } from '@/lib/data/priceListsApi'
import {
  wasteStationParams,
  wasteStationSchema,
  wasteStationsAnswerSchema,
  wasteStationsQuery,
} from '@/lib/data/stationsApi'
import { noticesAnswerSchema, noticesFeedQuery, noticesQuery } from '@/lib/notices/api'
import { apiExamples } from './examples'
import { langQuery, PUBLIC_API_CACHE_CONTROL } from '@/lib/api/common'

// The OpenAPI 3.1 document of the public read API (`/api/v1/openapi.json`), built from the very zod schemas
// the routes validate their input with and type their answers by: a field added to an answer's schema is in
// the document, and an answer that leaves its schema no longer compiles (and fails the browser test that
// validates real answers against this document). Only the prose is written here.

export type ApiTerms = {
  siteUrl: string
  /** DISCHARGES_RATE_LIMIT_PER_MINUTE: different contracts or addresses one client may look up per minute. */
  lookupsPerMinute: number
  /** ADDRESS_SUGGESTIONS_PER_MINUTE: address suggestions one client may ask for per minute. */
  suggestionsPerMinute: number
  /** The customer service's e-mail (site settings), for questions about the API. */
  contactEmail?: string
}

/**
 * The document's caching: public, the same for everyone; a shared cache may keep it for 5 s (the editors'
 * promise: it names the customer service's e-mail from the site settings), a browser revalidates with the
 * ETag. The edge's stored JSON answers say exactly this (src/server/pageCache.ts `PUBLIC_CACHE_CONTROL`).
 */
export const API_DOCUMENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'

type JsonSchema = Record<string, unknown>

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as the API sends (`output`) it. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Preprocessing (empty → default) is how a value is read, not what it is: its output schema is shown.
    unrepresentable: 'any',
  }) as JsonSchema
  return rest
}

const SCHEMAS = {
  Error: errorBodySchema,
  Discharge: dischargeAnswerSchema,
  Discharges: dischargesAnswerSchema,
  AddressSuggestions: suggestionsSchema,
  AddressCollections: addressCollectionsSchema,
  SearchAnswer: apiSearchResponseSchema,
  SortingItemsAnswer: sortingItemsAnswerSchema,
  WasteStations: wasteStationsAnswerSchema,
  WasteStation: wasteStationSchema,
  PriceLists: priceListsAnswerSchema,
  PriceList: priceListSchema,
  Notices: noticesAnswerSchema,
} as const
export type SchemaName = keyof typeof SCHEMAS

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })

const LANG = `The language of the texts (labels, moved-day notes): ${locales.join(', ')}; Estonian when left out.`
const CONTENT_LANG = `The language of the texts: ${locales.join(', ')}. When left out, the best of the \`Accept-Language\` header, else Estonian; the answer's \`Content-Language\` names it.`
const PAGE = 'The page of the list, from 1; past the last page the list is empty.'
const LIMIT = 'Items a page.'

type Parameter = {
  name: string
  in: 'query' | 'path'
  required: boolean
  description?: string
  schema: JsonSchema
}

/** One parameter per field of a query object: its schema, and whether leaving it out is refused. */
function queryParameters(schema: z.ZodObject, descriptions: Record<string, string> = {}): Parameter[] {
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: 'query',
    required: !(field as z.ZodType).safeParse(undefined).success,
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
    schema: jsonSchemaOf(field as z.ZodType),
  }))
}

const pathParameter = (name: string, schema: z.ZodType, description: string): Parameter => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: jsonSchemaOf(schema, 'input'),
})

const json = (schema: JsonSchema, example?: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
})

const CACHE_HEADER = (value: string) => ({
  'Cache-Control': { description: `\`${value}\``, schema: { type: 'string' } },
})

const EXAMPLE_ERRORS = apiExamples('https://example.ee').errors

/** Errors are problem details (RFC 9457): the same JSON shape under their own media type. */
function errorResponse(description: string, example?: ErrorBody, extra: Record<string, unknown> = {}) {
  const { 'application/json': media } = json(ref('Error'), example)
  return { description, content: { [PROBLEM_CONTENT_TYPE]: media }, ...extra }
}

/** The IETF RateLimit header fields (src/lib/http/rateLimitHeaders.ts) on every answer of a limited endpoint. */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description: 'The quota and its window in seconds, e.g. `"lookups";q=30;w=60` (IETF RateLimit header fields).',
    schema: { type: 'string' },
  },
  RateLimit: {
    description: 'What this client\'s quota has left and the seconds until it resets, e.g. `"lookups";r=12;t=40`.',
    schema: { type: 'string' },
  },
}

const RATE_LIMITED = errorResponse(
  'Too many requests from this client or its network; wait `Retry-After` seconds.',
  EXAMPLE_ERRORS.rateLimited,
  {
    headers: {
      'Retry-After': { description: 'Seconds to wait before asking again.', schema: { type: 'integer', minimum: 1 } },
      ...RATE_LIMIT_HEADERS,
    },
  },
)
const UNAVAILABLE = errorResponse('The data cannot be read just now; try again later.', EXAMPLE_ERRORS.unavailable)

const ETAG_HEADER = {
  ETag: {
    description: 'A strong validator of the body: send it as `If-None-Match` to revalidate.',
    schema: { type: 'string' },
  },
}
const NOT_MODIFIED = {
  description: 'Not changed since the `ETag` sent in `If-None-Match` (weak comparison, a list or `*`): no body.',
  headers: ETAG_HEADER,
}

/** Every GET answers with an `ETag` and `304` to it (src/lib/http/conditional.ts): said once for all. */
function conditionalGets<P extends Record<string, { get: { responses: Record<string, unknown> } }>>(paths: P): P {
  for (const { get } of Object.values(paths)) {
    const ok = get.responses['200'] as { headers?: Record<string, unknown> }
    ok.headers = { ...ok.headers, ...ETAG_HEADER }
    get.responses['304'] ??= NOT_MODIFIED
  }
  return paths
}

export function openApiDocument(terms: ApiTerms) {
  const examples = apiExamples(terms.siteUrl)
  const lookupLimit =
    terms.lookupsPerMinute > 0
      ? `at most ${terms.lookupsPerMinute} different contracts or addresses per client per minute (a network may look up five times as many); asking again for one already looked up in the last 48 hours always passes, so calendar apps and sensors that poll are never refused`
      : 'not limited on this server'
  const suggestLimit =
    terms.suggestionsPerMinute > 0
      ? `at most ${terms.suggestionsPerMinute} suggestion requests per client per minute (five times as many per network)`
      : 'not limited on this server'

  const contractPath = pathParameter(
    'contractNumber',
    contractNumberSchema,
    'The contract number, digits only (it is on the invoice).',
  )
  // The lookups' answers are private to one client, so the Accept-Language header may choose too.
  const langParameter = queryParameters(z.object({ lang: langQuery }), {
    lang: `${LANG.replace('; Estonian when left out.', '')}; left out, the best language of \`Accept-Language\`, else Estonian. The answer's \`Content-Language\` says which.`,
  })
  const lookupErrors = {
    '400': errorResponse(
      'The contract number (`invalid_contract_number`) or a parameter (`invalid_request`) is not valid.',
    ),
    '429': RATE_LIMITED,
    '503': UNAVAILABLE,
  }
  const privateCache = { ...CACHE_HEADER(DISCHARGES_CACHE_CONTROL), ...RATE_LIMIT_HEADERS }
  const localizedAnswer = {
    ...CACHE_HEADER(PUBLIC_API_CACHE_CONTROL),
    'Content-Language': { description: 'The language of the texts.', schema: { type: 'string', enum: [...locales] } },
    Vary: { description: '`Accept-Language, Accept-Encoding`', schema: { type: 'string' } },
  }
  /** A content API answer in the asked language, with the headers that name the language. */
  const localizedJson = (description: string, schema: JsonSchema, example: unknown) => ({
    description,
    headers: localizedAnswer,
    content: json(schema, example),
  })
  const invalidRequest = (example?: ErrorBody) =>
    errorResponse('A parameter is not valid (`invalid_request`).', example)

  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Public API',
      version: '1.0.0',
      description: [
        'Collection days by contract or by address, the calendar feed, address suggestions, waste stations, price lists, emergency notices and their feed, the site search and the sorting assistant.',
        '',
        '- No key is needed for reads.',
        `- Lookups (a contract's or an address's collections, the calendar feed, the old endpoint): ${lookupLimit}. Address suggestions: ${suggestLimit}. Limited answers carry the IETF \`RateLimit-Policy\` and \`RateLimit\` headers; a refused request is answered \`429\` with \`Retry-After\` in seconds.`,
        `- Answers about a contract or an address are private to the one who asks (\`Cache-Control: ${DISCHARGES_CACHE_CONTROL}\`): they name a street address, so shared caches must not keep them.`,
        '- Days are ISO 8601 dates (`yyyy-MM-dd`) in the Europe/Tallinn time zone; moments are ISO 8601 date-times with their offset.',
        `- Texts are in the language of the \`lang\` parameter (${locales.join(', ')}). Left out, the lookups by contract or address, waste stations, price lists and notices follow \`Accept-Language\` and name their language in \`Content-Language\`; the rest answer in Estonian.`,
        '- Every answer carries a strong `ETag`; send it back as `If-None-Match` and an unchanged answer is `304 Not Modified` without a body.',
        '- Waste stations, price lists and notices are the same for everyone (`Cache-Control: ' +
          PUBLIC_API_CACHE_CONTROL +
          '`): an editor’s change shows within 5 seconds.',
        '- Errors are problem details (RFC 9457, `application/problem+json`) with a stable `type` and `code` per kind of error; `/developers#error-<code>` lists them.',
        '- Any website may read GET answers from a browser (CORS, any origin, no cookies).',
      ].join('\n'),
      ...(terms.contactEmail ? { contact: { name: 'Customer service', email: terms.contactEmail } } : {}),
    },
    servers: [{ url: new URL(terms.siteUrl).origin }],
    tags: [
      { name: 'Collections', description: 'Collection days by contract or by address.' },
      { name: 'Search', description: 'The site search and the sorting assistant.' },
      { name: 'Places and prices', description: 'Waste stations and price lists.' },
      { name: 'Notices', description: 'Emergency notices and their feed.' },
      { name: 'Compatibility', description: 'Endpoints of the old website, kept for existing scripts.' },
      { name: 'About', description: 'This description of the API.' },
    ],
    paths: conditionalGets({
      '/api/v1/contracts/{contractNumber}/discharges': {
        get: {
          operationId: 'contractDischarges',
          tags: ['Collections'],
          summary: "A contract's upcoming collection days",
          description:
            'Every upcoming collection from today (Tallinn) by date, with the waste and container types in words, a moved day and why, and the state on the day; also the next day of each waste type and the calendar feed links. An unknown contract has no collections (an empty list).',
          parameters: [contractPath, ...langParameter],
          responses: {
            '200': {
              description: "The contract's upcoming collections.",
              headers: privateCache,
              content: json(ref('Discharges'), examples.discharges),
            },
            ...lookupErrors,
          },
        },
      },
      '/api/v1/contracts/{contractNumber}/calendar.ics': {
        get: {
          operationId: 'contractCalendar',
          tags: ['Collections'],
          summary: "A contract's collection days as an iCalendar feed",
          description:
            'One all-day event per upcoming collection, with stable UIDs, for calendar apps to subscribe to. The body changes at most once a day: send `If-None-Match` with the last `ETag` to get `304 Not Modified`.',
          parameters: [
            contractPath,
            ...queryParameters(calendarQuery, {
              lang: LANG,
              reminder: 'Adds an alarm at this time (HH:mm, Tallinn) the evening before each collection.',
              download: '`1` asks the browser to save the file instead of opening it.',
            }),
          ],
          responses: {
            '200': {
              description: 'The iCalendar feed (RFC 5545).',
              headers: {
                ...privateCache,
                ETag: { description: 'The validator to send as `If-None-Match`.', schema: { type: 'string' } },
              },
              content: { 'text/calendar': { schema: { type: 'string' }, example: examples.calendar } },
            },
            '304': { description: 'The feed has not changed since the `ETag` sent in `If-None-Match`.' },
            ...lookupErrors,
          },
        },
      },
      '/api/v1/addresses': {
        get: {
          operationId: 'addressSuggestions',
          tags: ['Collections'],
          summary: 'Served addresses matching typed text',
          description:
            'Suggestions for an address field: each served address matching the text, with its id for the collections endpoint. A contract number or too short a text answers no suggestions.',
          parameters: queryParameters(suggestionQuery),
          responses: {
            '200': {
              description: 'The matching served addresses, best first.',
              headers: { ...CACHE_HEADER('private, max-age=60'), ...RATE_LIMIT_HEADERS },
              content: json(ref('AddressSuggestions'), examples.suggestions),
            },
            '400': errorResponse('`q` is missing or not an address (`invalid_query`), or `limit` is out of range.'),
            '429': RATE_LIMITED,
            '503': UNAVAILABLE,
          },
        },
      },
      '/api/v1/addresses/{propertyId}/collections': {
        get: {
          operationId: 'addressCollections',
          tags: ['Collections'],
          summary: "An address's containers and their collection days",
          description:
            "One entry per container at the address: its next collection (and why it moved), the ones after it, today's and the last collection with their state. Never a contract number, a name or a price.",
          parameters: [
            pathParameter(
              'propertyId',
              addressCollectionsParams.shape.propertyId,
              'The address id from `/api/v1/addresses`.',
            ),
            ...langParameter,
          ],
          responses: {
            '200': {
              description: "The address's containers.",
              headers: privateCache,
              content: json(ref('AddressCollections'), examples.collections),
            },
            '400': errorResponse('The address id is not valid (`invalid_address`), or a parameter is not.'),
            '404': errorResponse(
              'No collections are planned at this address (`address_not_found`), or the id is too long (`not_found`).',
              examples.errors.notFound,
            ),
            '429': RATE_LIMITED,
            '503': UNAVAILABLE,
          },
        },
      },
      '/api/v1/search': {
        get: {
          operationId: 'search',
          tags: ['Search'],
          summary: 'Search the site',
          description: 'Pages, news, waste stations, guides and sorting items matching the text, ten per page.',
          parameters: queryParameters(apiSearchParams, {
            q: 'The words to search for.',
            locale: 'The language of the pages searched.',
            type: 'Only hits of this kind.',
            page: 'The page of results, from 1.',
          }),
          responses: {
            '200': {
              description: 'One page of the matches.',
              headers: CACHE_HEADER('no-cache'),
              content: json(ref('SearchAnswer'), examples.search),
            },
            '400': invalidRequest(),
            '503': errorResponse('Search is unavailable just now (`search_unavailable`).'),
          },
        },
      },
      '/api/v1/sorting-items': {
        get: {
          operationId: 'sortingItems',
          tags: ['Search'],
          summary: 'Where does an item go?',
          description: "The sorting assistant's answers for an item's name: the item, where it goes, and its page.",
          parameters: queryParameters(sortingItemsQuery, {
            q: "The item's name, as people say it.",
            lang: LANG,
            locale: 'The same as `lang` (the name the site search uses); `lang` wins.',
            limit: 'How many answers at most.',
          }),
          responses: {
            '200': {
              description: 'The answers, best first.',
              headers: CACHE_HEADER('no-cache'),
              content: json(ref('SortingItemsAnswer'), examples.sorting),
            },
            '400': errorResponse(
              '`q` is missing or a parameter is not valid (`invalid_request`).',
              examples.errors.invalidRequest,
            ),
            '503': errorResponse('Search is unavailable just now (`search_unavailable`).'),
          },
        },
      },
      '/api/v1/waste-stations': {
        get: {
          operationId: 'wasteStations',
          tags: ['Places and prices'],
          summary: 'Waste stations',
          description:
            'The waste stations by name: address, coordinates, opening hours (the announced text and, where it names only weekdays and times, periods in Europe/Tallinn time), the waste they take (the text and its types), the prices link.',
          parameters: queryParameters(wasteStationsQuery, {
            county: `Only stations in this county (${counties.length} short Estonian names).`,
            municipality: 'Only stations of this local government, its Estonian name (case does not matter).',
            accepts: 'Only stations that take this type of waste.',
            lang: CONTENT_LANG,
            page: PAGE,
            limit: LIMIT,
          }),
          responses: {
            '200': localizedJson('One page of the stations.', ref('WasteStations'), examples.wasteStations),
            '400': invalidRequest(examples.errors.invalidRequest),
            '503': UNAVAILABLE,
          },
        },
      },
      '/api/v1/waste-stations/{id}': {
        get: {
          operationId: 'wasteStation',
          tags: ['Places and prices'],
          summary: 'One waste station',
          parameters: [
            pathParameter('id', wasteStationParams.shape.id, 'The station id from `/api/v1/waste-stations`.'),
            ...queryParameters(z.object({ lang: wasteStationsQuery.shape.lang }), { lang: CONTENT_LANG }),
          ],
          responses: {
            '200': localizedJson('The station.', ref('WasteStation'), examples.wasteStations.stations[0]),
            '400': invalidRequest(),
            '404': errorResponse('No station has this id (`not_found`).', examples.errors.idNotFound),
            '503': UNAVAILABLE,
          },
        },
      },
      '/api/v1/price-lists': {
        get: {
          operationId: 'priceLists',
          tags: ['Places and prices'],
          summary: 'Price lists',
          description:
            'The price lists by region, newest first: validity (ISO days, Tallinn), and each row in euros excluding and including VAT. Today’s lists unless `validity` says otherwise.',
          parameters: queryParameters(priceListsQuery, {
            region: 'Only the price lists of this region.',
            validity: '`current` (the default): valid today in Tallinn; `past`, `future`, or `all`.',
            lang: CONTENT_LANG,
            page: PAGE,
            limit: LIMIT,
          }),
          responses: {
            '200': localizedJson('One page of the price lists.', ref('PriceLists'), examples.priceLists),
            '400': invalidRequest(),
            '503': UNAVAILABLE,
          },
        },
      },
      '/api/v1/price-lists/{id}': {
        get: {
          operationId: 'priceList',
          tags: ['Places and prices'],
          summary: 'One price list',
          parameters: [
            pathParameter('id', priceListParams.shape.id, 'The price list id from `/api/v1/price-lists`.'),
            ...queryParameters(z.object({ lang: priceListsQuery.shape.lang }), { lang: CONTENT_LANG }),
          ],
          responses: {
            '200': localizedJson('The price list.', ref('PriceList'), examples.priceLists.priceLists[0]),
            '400': invalidRequest(),
            '404': errorResponse('No price list has this id (`not_found`).'),
            '503': UNAVAILABLE,
          },
        },
      },
      '/api/v1/notices': {
        get: {
          operationId: 'notices',
          tags: ['Notices'],
          summary: 'Emergency notices',
          description:
            'Disruptions, closed service points and changed hours, newest first: the text as plain text, the municipalities concerned, the start and the announced end (Tallinn time with its offset), the status now, and whether the site shows it in the banner on every page.',
          parameters: queryParameters(noticesQuery, {
            status: 'Only notices in this state now.',
            municipality: 'Only notices that name this local government (its EHAK code).',
            lang: CONTENT_LANG,
            page: PAGE,
            limit: LIMIT,
          }),
          responses: {
            '200': localizedJson('One page of the notices.', ref('Notices'), examples.notices),
            '400': invalidRequest(),
            '503': UNAVAILABLE,
          },
        },
      },
      '/api/v1/notices.atom': {
        get: {
          operationId: 'noticesFeed',
          tags: ['Notices'],
          summary: 'Emergency notices as an Atom feed',
          description:
            'The newest notices as an Atom 1.0 feed (RFC 4287) in one language, for feed readers and other sites: subscribe to `?lang=et`, `?lang=ru` or `?lang=en`. Every link is absolute; the content is plain text.',
          parameters: queryParameters(noticesFeedQuery, { lang: CONTENT_LANG }),
          responses: {
            '200': {
              description: 'The Atom feed.',
              headers: localizedAnswer,
              content: { 'application/atom+xml': { schema: { type: 'string' }, example: examples.noticesFeed } },
            },
            '400': invalidRequest(),
            '503': UNAVAILABLE,
          },
        },
      },
      '/wp-json/general-purpose-api/upcoming-discharges': {
        get: {
          operationId: 'upcomingDischarges',
          tags: ['Compatibility'],
          summary: "A contract's upcoming collection days (the old website's endpoint)",
          description:
            'Exactly the five fields the old website answered, for existing scripts and sensors; new clients should use `/api/v1/contracts/{contractNumber}/discharges`.',
          parameters: queryParameters(z.object({ contractNumber: contractNumberSchema }), {
            contractNumber: 'The contract number, digits only.',
          }),
          responses: {
            '200': {
              description: 'Upcoming collections from today (Tallinn), by date.',
              headers: privateCache,
              content: json({ type: 'array', items: ref('Discharge') }, examples.upcoming),
            },
            ...lookupErrors,
          },
        },
      },
      '/api/v1/openapi.json': {
        get: {
          operationId: 'openApi',
          tags: ['About'],
          summary: 'This document',
          responses: {
            '200': {
              description: 'The OpenAPI 3.1 document of this API.',
              content: json({ type: 'object' }),
            },
          },
        },
      },
    }),
    components: {
      schemas: Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, jsonSchemaOf(schema)])),
    },
  }
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>
