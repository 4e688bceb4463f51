import { z } from 'zod'
import { addDays, isIsoDay, todayInTallinn } from '@/lib/dates'
import { checkDesiredDay } from './cutoff'
import {
  containerCounts,
  containerTypes,
  fieldsOf,
  municipalityNames,
  wasteTypes,
  type ContactField,
  type Topic,
} from './lists'

// Error codes, translated by the page (contact.errors.<code>); `required` is per field (contact.required.<field>).
export type FieldError =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'contractNumber'
  | 'notInList'
  | 'dateInvalid'
  | 'dateTooEarly'
  | 'dateNotWorkingDay'
  | 'dateTooLate'
  | 'missedDateFuture'
  | 'missedDateTooOld'

const text = (max: number) => z.string().trim().max(max, 'tooLong')

// One validator per field; each topic picks its fields and whether they are required.
const validators: Record<Exclude<ContactField, 'files' | 'desiredDate' | 'missedCollectionDate'>, z.ZodType<string>> = {
  contractNumber: text(30).regex(/^[\p{L}\p{N}][\p{L}\p{N} /-]*$/u, 'contractNumber'),
  name: text(200),
  phone: text(30)
    .regex(/^\+?[\d\s()-]{5,}$/, 'phone')
    .refine((v) => v.replace(/\D/g, '').length >= 5 && v.replace(/\D/g, '').length <= 15, 'phone'),
  email: text(254).pipe(z.email('email')),
  area: z.enum(municipalityNames, 'notInList'),
  address: text(300),
  wasteType: z.enum(wasteTypes, 'notInList'),
  containerType: z.enum(containerTypes, 'notInList'),
  containerCount: z.enum(containerCounts, 'notInList'),
  packagedExtra: z.enum(['yes', 'no'], 'notInList'),
  subject: text(200),
  description: text(5000),
}

/** The validator of one text field (the address prefill, prefill.ts, checks values as a submission would). */
export function fieldValidator(field: keyof typeof validators): z.ZodType<string> {
  return validators[field]
}

export type ContactValues = Partial<Record<Exclude<ContactField, 'files'>, string>>

export type ParseResult =
  | { ok: true; values: ContactValues }
  | { ok: false; errors: Partial<Record<ContactField, FieldError>>; earliest?: string }

/** How far back a missed collection can be reported: older ones can no longer be checked against the route. */
export const MISSED_COLLECTION_DAYS = 14

/**
 * The day a container was not emptied (yyyy-MM-dd): a real calendar day, not after today and at most
 * MISSED_COLLECTION_DAYS before it, both in Tallinn time (the visitor's "today" is Estonia's whatever the
 * server's zone).
 */
export function missedCollectionDateSchema(now: Date) {
  const today = todayInTallinn(now)
  const oldest = addDays(today, -MISSED_COLLECTION_DAYS)
  return z
    .string()
    .trim()
    .refine(isIsoDay, { message: 'dateInvalid', abort: true })
    .refine((day) => day <= today, { message: 'missedDateFuture', abort: true })
    .refine((day) => day >= oldest, { message: 'missedDateTooOld', abort: true })
}

const dateErrors = {
  invalid: 'dateInvalid',
  tooEarly: 'dateTooEarly',
  notWorkingDay: 'dateNotWorkingDay',
  tooLate: 'dateTooLate',
} as const

/**
 * Validates the text fields of a topic (files are checked separately, by content). Fields the topic
 * does not use are dropped, so a crafted POST cannot smuggle values into the ticket.
 */
export function parseContact(topic: Topic, raw: Record<string, unknown>, now: Date, fileCount = 0): ParseResult {
  const errors: Partial<Record<ContactField, FieldError>> = {}
  const values: ContactValues = {}
  let earliest: string | undefined
  for (const { field, need } of fieldsOf(topic)) {
    if (field === 'files') {
      if (need === 'required' && fileCount === 0) errors.files = 'required'
      continue
    }
    const input = typeof raw[field] === 'string' ? (raw[field] as string).trim() : ''
    if (input === '') {
      if (need === 'required') errors[field] = 'required'
      continue
    }
    if (field === 'desiredDate') {
      const check = checkDesiredDay(input, now)
      if (!check.ok) {
        errors.desiredDate = dateErrors[check.reason]
        earliest = check.earliest
      } else values.desiredDate = input
      continue
    }
    const result = (field === 'missedCollectionDate' ? missedCollectionDateSchema(now) : validators[field]).safeParse(
      input,
    )
    if (result.success) values[field] = result.data
    else errors[field] = (result.error.issues[0]?.message as FieldError) ?? 'required'
  }
  return Object.keys(errors).length ? { ok: false, errors, earliest } : { ok: true, values }
}
