import { z } from 'zod'
import { isMunicipalityCode, resolveMunicipality } from '@/lib/data/municipalities'
import { municipalityNames, topicById } from './lists'
import { fieldValidator, missedCollectionDateSchema } from './schema'

/**
 * The contact form filled from its address, so other pages can hand a visitor over with what they already
 * know: `?topic=<id>&contract=<n>&address=<text>&subject=<text>&message=<text>&date=<yyyy-MM-dd>` (the next-shipping-day
 * answer's "not emptied?" link, the sorting assistant's no-answer path, the accessibility statement's
 * feedback link). Read on the server, so it works without
 * JavaScript. Each value is checked as a submission of that field would be (same validators and lengths);
 * a value that fails, repeats or is unknown is left out, and the rest still apply: a bad link must never
 * break the form or show an error the visitor did not cause.
 */
export type ContactPrefill = {
  topicId: number | null
  values: Partial<
    Record<'contractNumber' | 'address' | 'subject' | 'description' | 'area' | 'missedCollectionDate', string>
  >
}

type Query = Record<string, string | string[] | undefined>

const single = z.string().max(10_000)
const topicParam = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform((v) => topicById(v)?.id)
  .pipe(z.number())

// Address parameter -> form field.
const FIELDS = { contract: 'contractNumber', address: 'address', subject: 'subject', message: 'description' } as const

export function contactPrefill(query: Query, now = new Date()): ContactPrefill {
  const one = (name: string): string | undefined => {
    const parsed = single.safeParse(query[name])
    return parsed.success ? parsed.data : undefined
  }
  const topic = topicParam.safeParse(one('topic'))
  const values: ContactPrefill['values'] = {}
  for (const [param, field] of Object.entries(FIELDS)) {
    const raw = one(param)
    if (raw === undefined) continue
    // Control characters never come from a visitor's link text; line breaks are kept in the message.
    const cleaned = raw.replace(field === 'description' ? /[^\P{Cc}\n]/gu : /\p{Cc}/gu, ' ')
    const parsed = fieldValidator(field).safeParse(cleaned)
    if (parsed.success && parsed.data) values[field] = parsed.data
  }
  // The municipality travels as its EHAK code (names are written in many ways) and fills the form's list,
  // whose values are the municipalities' official names.
  const code = one('municipality')
  if (isMunicipalityCode(code)) {
    const name = municipalityNames.find((n) => resolveMunicipality(n)?.code === code)
    if (name) values.area = name
  }
  // The day a collection was missed (the collection-day page knows it): only a day the report would take.
  const date = missedCollectionDateSchema(now).safeParse(one('date') ?? '')
  if (date.success) values.missedCollectionDate = date.data
  return { topicId: topic.success ? topic.data : null, values }
}
