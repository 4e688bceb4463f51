import { z } from 'zod'
import { isoDaySchema } from '@/lib/dates'

/** Contract numbers are digits (the company's are 6–9 long); 20 leaves room without inviting abuse. */
export const CONTRACT_NUMBER_MAX = 20

export const contractNumberSchema = z
  .string({ error: 'contractNumber is required' })
  .trim()
  .min(1, 'contractNumber is required')
  .max(CONTRACT_NUMBER_MAX, `contractNumber is at most ${CONTRACT_NUMBER_MAX} digits`)
  .regex(/^\d+$/, 'contractNumber must contain digits only')

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} is at most ${max} characters`)

/** One row of the planning-system import (and of the compatibility endpoint's answer). */
export const dischargeRowSchema = z.object({
  contractNumber: z.union([z.string(), z.number().int().nonnegative().transform(String)]).pipe(contractNumberSchema),
  garbage: text('garbage', 120),
  itemType: text('itemType', 120),
  address: text('address', 300),
  date: isoDaySchema({ required: 'date is required', invalid: 'date must be a real day written yyyy-MM-dd' }),
  region: text('region', 80).optional(),
  municipality: text('municipality', 120).optional(),
})

export type DischargeRow = z.infer<typeof dischargeRowSchema>

/** What the public endpoints answer for one discharge (the old endpoint's shape). */
export type Discharge = { contractNumber: string; garbage: string; itemType: string; address: string; date: string }

/**
 * Data that changes once a day: fresh for 10 minutes (SPEC section 9), then revalidated. `private`: every
 * answer names a customer's street address, so only the asking client may keep it, never a shared cache.
 */
export const DISCHARGES_CACHE_CONTROL = 'private, max-age=600, stale-while-revalidate=600'
