import { z } from 'zod'
import { isoDaySchema } from '@/lib/dates'
import { isMunicipalityCode, resolveMunicipality } from '@/lib/data/municipalities'
import { parseStoredAddress, propertyIdOf, PROPERTY_ID } from '@/lib/data/addressParts'
import { withoutBlankCells } from '@/lib/import/cells'
import { CONTRACT_NUMBER_MAX } from './contractNumber'

/**
 * The cache tag of every answer showing a contract's plan (the edge's stored lookup answers): an import
 * expires it, so a changed plan shows at once, here and in the other instances.
 */
export const DISCHARGE_PLANS_TAG = 'discharges:plans'

export { CONTRACT_NUMBER_MAX }

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

/** Why a collection is not on its regular day (`originalDate`): codes the pages translate. */
export const SHIFT_REASONS = [
  'public_holiday',
  'weather',
  'road_works',
  'vehicle_breakdown',
  'route_change',
  'other',
] as const
export type ShiftReason = (typeof SHIFT_REASONS)[number]

/** A collection's state on its day; a row without one is `planned`. */
export const DISCHARGE_STATUSES = ['planned', 'in_progress', 'collected', 'not_collected'] as const
export type DischargeStatus = (typeof DISCHARGE_STATUSES)[number]

/** Why a collection was marked `not_collected`: codes the pages translate. */
export const NOT_COLLECTED_REASONS = [
  'blocked_access',
  'overfilled',
  'wrong_sorting',
  'vehicle_breakdown',
  'weather',
  'not_out',
  'other',
] as const
export type NotCollectedReason = (typeof NOT_COLLECTED_REASONS)[number]

/** Containers of one kind emptied at one collection: 1 unless the row says more. */
export const CONTAINER_COUNT_MAX = 99

const COUNT_MESSAGE = `containerCount must be a whole number from 1 to ${CONTAINER_COUNT_MAX}`

const code = <T extends readonly [string, ...string[]]>(name: string, codes: T) =>
  z.enum(codes, { error: `${name} must be one of ${codes.join(', ')}` })

/** One row of the planning-system import (and of the compatibility endpoint's answer). */
/** The national address code (ADS_OID in the Estonian address register): 1–20 digits, a number or a string. */
export const adsOidSchema = z.union([z.string(), z.number().int().nonnegative().transform(String)]).pipe(
  z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'adsOid must contain 1–20 digits'),
)

const dischargeRowObject = z.object({
  contractNumber: z.union([z.string(), z.number().int().nonnegative().transform(String)]).pipe(contractNumberSchema),
  garbage: text('garbage', 120),
  itemType: text('itemType', 120),
  address: text('address', 300),
  date: isoDaySchema({ required: 'date is required', invalid: 'date must be a real day written yyyy-MM-dd' }),
  region: text('region', 80).optional(),
  municipality: text('municipality', 120).optional(),
  /** The EHAK code, when the planning system knows it; otherwise found from `municipality`. */
  municipalityCode: z
    .string()
    .trim()
    .refine(isMunicipalityCode, 'municipalityCode is not an EHAK municipality code')
    .optional(),
  /** The regular day a moved collection was moved from. */
  originalDate: isoDaySchema({ invalid: 'originalDate must be a real day written yyyy-MM-dd' }).optional(),
  shiftReason: code('shiftReason', SHIFT_REASONS).optional(),
  status: code('status', DISCHARGE_STATUSES).optional(),
  /** When the collection was marked (collected at, or found not collectable at): an ISO date-time. */
  statusAt: z
    .string()
    .trim()
    .max(40, 'statusAt is at most 40 characters')
    .pipe(z.iso.datetime({ offset: true, error: 'statusAt must be an ISO date-time, e.g. 2026-11-26T10:42:00+02:00' }))
    .optional(),
  statusReason: code('statusReason', NOT_COLLECTED_REASONS).optional(),
  containerCount: z
    .preprocess(
      // CSV cells are text: "2" is 2; anything else is left for the number check to refuse.
      (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: COUNT_MESSAGE })
        .int(COUNT_MESSAGE)
        .min(1, COUNT_MESSAGE)
        .max(CONTAINER_COUNT_MAX, COUNT_MESSAGE),
    )
    .optional(),
  /** The served property's stable id; derived from `address` when the planning system sends none. */
  propertyId: z.string().trim().regex(PROPERTY_ID, 'propertyId is 1–40 letters, digits, - or _').optional(),
  /** The national address code (ADS_OID) of the address, when known. */
  adsOid: adsOidSchema.optional(),
})

// CSV sends every column, so an empty cell means "not given" for the new optional fields (the older ones
// keep their earlier rule: an empty region or municipality cell is reported).
const OPTIONAL_KEYS = [
  'originalDate',
  'shiftReason',
  'status',
  'statusAt',
  'statusReason',
  'containerCount',
  'propertyId',
  'adsOid',
] as const

const blankToUndefined = withoutBlankCells(OPTIONAL_KEYS)

export const dischargeRowSchema = z
  .preprocess(blankToUndefined, dischargeRowObject)
  .superRefine((row, ctx) => {
    if (row.statusReason && row.status !== 'not_collected')
      ctx.addIssue({ code: 'custom', path: ['statusReason'], message: 'statusReason is only for status not_collected' })
    if (row.shiftReason && !row.originalDate)
      ctx.addIssue({ code: 'custom', path: ['originalDate'], message: 'originalDate is required with shiftReason' })
    if (row.originalDate && row.originalDate === row.date)
      ctx.addIssue({ code: 'custom', path: ['originalDate'], message: 'originalDate must differ from date' })
  })
  .transform((row) => ({ ...row, propertyId: propertyIdOfRow(row) }))

/**
 * A discharge row. After `dischargeRowSchema` its `propertyId` is always there (sent, or derived from the
 * address); rows built in code (the demo planner) may leave it out and the upsert derives it the same way.
 */
export type DischargeRow = z.output<typeof dischargeRowObject>

/** The row's property id: the one it carries, else the one derived from its address. */
export const propertyIdOfRow = (row: Pick<DischargeRow, 'propertyId' | 'address'>): string =>
  row.propertyId ?? propertyIdOf(parseStoredAddress(row.address))

/** The row with its municipality's EHAK code filled in from the name when it is known (left out when not). */
export function withMunicipalityCode(row: DischargeRow): DischargeRow {
  if (row.municipalityCode || !row.municipality) return row
  const found = resolveMunicipality(row.municipality)
  return found ? { ...row, municipalityCode: found.code } : row
}

/**
 * What the public endpoints answer for one discharge: the old endpoint's shape, exactly these five fields
 * (scripts parse it), and the first five of each discharge in our API's answer.
 */
export const dischargeFields = {
  contractNumber: z.string().describe('The contract number, digits.'),
  garbage: z.string().describe('The waste type as the planning system names it (Estonian).'),
  itemType: z.string().describe('The container type as the planning system names it (Estonian).'),
  address: z.string().describe('The served address.'),
  date: z.iso.date().describe('The collection day, yyyy-MM-dd, in Europe/Tallinn.'),
}
export const dischargeAnswerSchema = z.object(dischargeFields)
export type Discharge = z.infer<typeof dischargeAnswerSchema>

/**
 * Data that changes once a day: fresh for 10 minutes (SPEC section 9), then revalidated. `private`: every
 * answer names a customer's street address, so only the asking client may keep it, never a shared cache.
 */
export const DISCHARGES_CACHE_CONTROL = 'private, max-age=600, stale-while-revalidate=600'
