import type { OpenApiDocument } from './openapi'

// What the developers' page (src/app/(frontend)/[locale]/developers) shows of the OpenAPI document: its
// operations flattened for rendering, a parameter's schema in a few words, and the copy-paste examples.

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  default?: unknown
  minimum?: number
  maximum?: number
  maxLength?: number
}
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }
type Response = { content?: Record<string, { example?: unknown }> }
type Operation = { operationId: string; parameters?: Parameter[]; responses: Record<string, Response> }

export type PageOperation = {
  operationId: string
  method: 'GET'
  path: string
  parameters: Parameter[]
  statuses: { status: string; type: string | null }[]
  /** The 200 answer's example as shown: JSON indented, other types as they are. */
  example?: string
}

export function operationsOf(document: OpenApiDocument): PageOperation[] {
  return Object.entries(document.paths as Record<string, { get: Operation }>).map(([path, { get }]) => {
    const ok = get.responses['200']?.content ?? {}
    const [type, media] = Object.entries(ok)[0] ?? []
    const example = media?.example
    return {
      operationId: get.operationId,
      method: 'GET',
      path,
      parameters: get.parameters ?? [],
      statuses: Object.entries(get.responses).map(([status, response]) => ({
        status,
        type: Object.keys(response.content ?? {})[0] ?? null,
      })),
      ...(example === undefined
        ? {}
        : { example: type === 'application/json' ? JSON.stringify(example, null, 2) : String(example) }),
    }
  })
}

export type SchemaWords = {
  default: (value: string) => string
  maxLength: (count: number) => string
  range: (min: string, max: string) => string
}

/** A parameter's schema in a few words: its type or values, range, length and default. */
export function describeSchema(schema: JsonSchema, words: SchemaWords): string {
  const parts: string[] = []
  if (schema.enum) parts.push(schema.enum.map(String).join(' | '))
  else if (schema.type) parts.push([schema.type].flat().join(' | '))
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    parts.push(words.range(String(schema.minimum ?? ''), String(schema.maximum ?? '')))
  if (schema.maxLength !== undefined) parts.push(words.maxLength(schema.maxLength))
  if (schema.default !== undefined) parts.push(words.default(String(schema.default)))
  return parts.join(', ')
}

export type CodeSample = { name: string; code: string }

/** Collection days by contract: the next day of each waste type. */
export function contractExamples(origin: string, contract: string, lang: string): CodeSample[] {
  const url = `${origin}/api/v1/contracts/${contract}/discharges?lang=${lang}`
  return [
    { name: 'curl', code: `curl '${url}'` },
    {
      name: 'JavaScript (fetch)',
      code: [
        `const response = await fetch('${url}')`,
        `if (!response.ok) throw new Error((await response.json()).error.message)`,
        `const { nextByWasteType } = await response.json()`,
        `for (const d of nextByWasteType) console.log(d.date, d.wasteTypeLabel, d.shift ?? '')`,
      ].join('\n'),
    },
    {
      name: 'Python (urllib)',
      code: [
        'import json',
        'import urllib.request',
        '',
        `url = '${url}'`,
        'with urllib.request.urlopen(url, timeout=10) as response:',
        '    answer = json.load(response)',
        "for d in answer['nextByWasteType']:",
        "    print(d['date'], d['wasteTypeLabel'], d['shift'] or '')",
      ].join('\n'),
    },
  ]
}

/** Collection days by address: the address's id from the suggestions, then its containers. */
export function addressExamples(origin: string, address: string, lang: string): CodeSample[] {
  const api = `${origin}/api/v1`
  return [
    {
      name: 'curl',
      code: [
        `curl '${api}/addresses?q=${encodeURIComponent(address)}'`,
        `curl '${api}/addresses/addae78e330c713a/collections?lang=${lang}'`,
      ].join('\n'),
    },
    {
      name: 'JavaScript (fetch)',
      code: [
        `const api = '${api}'`,
        `const found = await (await fetch(\`\${api}/addresses?q=\${encodeURIComponent('${address}')}\`)).json()`,
        `const id = found.suggestions[0].id`,
        `const answer = await (await fetch(\`\${api}/addresses/\${id}/collections?lang=${lang}\`)).json()`,
        `for (const c of answer.containers) console.log(c.wasteTypeLabel, c.count, c.next?.date)`,
      ].join('\n'),
    },
    {
      name: 'Python (requests)',
      code: [
        'import requests',
        '',
        `api = '${api}'`,
        `found = requests.get(f'{api}/addresses', params={'q': '${address}'}, timeout=10).json()`,
        "address_id = found['suggestions'][0]['id']",
        `answer = requests.get(f'{api}/addresses/{address_id}/collections', params={'lang': '${lang}'}, timeout=10).json()`,
        "for c in answer['containers']:",
        "    print(c['wasteTypeLabel'], c['count'], c['next'] and c['next']['date'])",
      ].join('\n'),
    },
  ]
}
