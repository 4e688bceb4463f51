import { z } from 'zod'
import { isMunicipalityCode } from '@/lib/data/municipalities'
import { parseStoredAddress, propertyIdOf, PROPERTY_ID } from '@/lib/data/addressParts'
import { completeAddress, type AddressUpsert } from './repository'
import { withoutBlankCells } from '@/lib/import/cells'
import { adsOidSchema } from '@/lib/discharges/schema'

// One row of the address register's import (./registerImport.ts): a whole address or its parts, checked
// and turned into the address to store.

const optionalText = (name: string, max: number) =>
  z.string().trim().min(1, `${name} is empty`).max(max, `${name} is at most ${max} characters`).optional()

/** House numbers as the register writes them: "12", "12a", "12/14", "12a/2". */
const HOUSE = /^\d{1,5}[a-zA-ZäöüõÄÖÜÕ]?(?:\/\d{1,5}[a-zA-Z]?)?$/
const APARTMENT = /^\d{1,5}[a-zA-Z]?$/

const KEYS = [
  'propertyId',
  'address',
  'street',
  'house',
  'apartment',
  'settlement',
  'municipality',
  'municipalityCode',
  'adsOid',
] as const

// CSV sends every column: an empty cell is "not given".
const blankToUndefined = withoutBlankCells(KEYS)

const addressRowObject = z.object({
  propertyId: z.string().trim().regex(PROPERTY_ID, 'propertyId is 1–40 letters, digits, - or _').optional(),
  address: optionalText('address', 300),
  street: optionalText('street', 120),
  house: z.string().trim().regex(HOUSE, 'house must be a house number such as 12, 12a or 12/14').optional(),
  apartment: z.string().trim().regex(APARTMENT, 'apartment must be an apartment number such as 5 or 5a').optional(),
  settlement: optionalText('settlement', 80),
  municipality: optionalText('municipality', 120),
  municipalityCode: z
    .string()
    .trim()
    .refine(isMunicipalityCode, 'municipalityCode is not an EHAK municipality code')
    .optional(),
  adsOid: adsOidSchema.optional(),
})

/** One row of the register import, turned into the address to store. */
export const addressRowSchema = z
  .preprocess(blankToUndefined, addressRowObject)
  .superRefine((row, ctx) => {
    if (row.street) {
      if (!row.settlement) ctx.addIssue({ code: 'custom', path: ['settlement'], message: 'settlement is required' })
      if (row.apartment && !row.house)
        ctx.addIssue({ code: 'custom', path: ['house'], message: 'house is required with apartment' })
    } else if (!row.address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'address (or street and settlement) is required' })
    } else if (!parseStoredAddress(row.address).street) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'address has no street or place name' })
    }
  })
  .transform((row): AddressUpsert => {
    // The parts when sent (the register's own split), else the address text split as the planning import does.
    const parts = row.street
      ? {
          street: row.street.replace(/\s+/g, ' '),
          house: row.house ?? '',
          apartment: row.apartment ?? '',
          settlement: row.settlement!.replace(/\s+/g, ' '),
          municipality: row.municipality ?? '',
        }
      : parseStoredAddress(row.address!, row.municipality)
    return completeAddress({
      id: row.propertyId ?? propertyIdOf(parts),
      ...parts,
      adsOid: row.adsOid,
      municipalityCode: row.municipalityCode,
    })
  })
