import { createHash } from 'node:crypto'
import type { AddressRecord } from '@/lib/addresses/types'

// Addresses as the planning system writes them ("Mustamäe tee 12-5, Tallinn"), split into the parts the index
// keeps. Only the stored, well-formed form is parsed here; what a visitor types is the matcher's business.
// Below the address index and the discharges, which both keep addresses in this form (a discharge row names
// its address), so neither imports the other for it.

type Parts = Omit<AddressRecord, 'id' | 'label' | 'adsOid'>

// "12", "12a", "12/14", "12a/2", optionally "-5" (apartment) at the end of the street part.
const HOUSE = /\s+(\d{1,5}[a-zA-ZäöüõÄÖÜÕ]?(?:\/\d{1,5}[a-zA-Z]?)?)(?:\s*-\s*(\d{1,5}[a-zA-Z]?))?$/

/** The parts of a stored address; a text without a comma has no settlement, one without a number no house. */
export function parseStoredAddress(text: string, municipality = ''): Parts {
  const [first = '', ...rest] = text
    .normalize('NFC')
    .split(',')
    .map((s) => s.trim().replace(/\s+/g, ' '))
  const settlement = rest.find((s) => !/\b(vald|maakond)$/i.test(s)) ?? ''
  const match = HOUSE.exec(first)
  const street = match ? first.slice(0, match.index).trim() : first
  return {
    street,
    house: match?.[1] ?? '',
    apartment: match?.[2] ?? '',
    settlement,
    municipality: municipality.trim() || rest.find((s) => /\bvald$/i.test(s)) || '',
  }
}

/** The address as shown, from its parts: "Mustamäe tee 12-5, Tallinn". */
export function addressLabel(p: Pick<AddressRecord, 'street' | 'house' | 'apartment' | 'settlement'>): string {
  const number = p.house ? ` ${p.house}${p.apartment ? `-${p.apartment}` : ''}` : ''
  return `${p.street}${number}${p.settlement ? `, ${p.settlement}` : ''}`
}

/**
 * A property id derived from the address itself, for imports that send none: the same address (whatever its
 * letter case or spacing) always gives the same id, and the id reveals nothing that the address does not.
 */
export function propertyIdOf(p: Pick<AddressRecord, 'street' | 'house' | 'apartment' | 'settlement'>): string {
  const key = [p.street, p.house, p.apartment, p.settlement]
    .map((s) => s.normalize('NFC').toLocaleLowerCase('et').replace(/\s+/g, ' ').trim())
    .join('|')
  return `a${createHash('sha256').update(key).digest('hex').slice(0, 15)}`
}

/** Property ids: ours (`a` + 15 hex digits) or a register's own (letters, digits, `-` and `_`, up to 40). */
export const PROPERTY_ID = /^[A-Za-z0-9_-]{1,40}$/
