import { OPEN_END } from '@/lib/dates'

/** Estonia's standard VAT rate from 1 July 2025 (raised from 22 %). */
export const VAT_RATE = 0.24

/** Gross price in euros, rounded to cents (half away from zero, as on invoices). */
export function grossFromNet(net: number, rate: number = VAT_RATE): number {
  return Math.round((net * (1 + rate) + Number.EPSILON) * 100) / 100
}

export type Validity = 'current' | 'past' | 'future'

/** Where a validity window [from, to] (inclusive ISO days) stands relative to `today`. */
export function validityOf(validFrom: string, validTo: string, today: string): Validity {
  if (validTo < today) return 'past'
  if (validFrom > today) return 'future'
  return 'current'
}

export function isOpenEnded(validTo: string): boolean {
  return validTo >= OPEN_END
}

/**
 * Which validity wording a price list gets: an expired one says it was valid ("Kehtis …"), not that
 * it is ("Kehtib …"); an open-ended one says until further notice.
 */
export function validityMessage(validFrom: string, validTo: string, today: string): 'validity' | 'validityOpen' | 'validityPast' {
  if (isOpenEnded(validTo)) return 'validityOpen'
  return validityOf(validFrom, validTo, today) === 'past' ? 'validityPast' : 'validity'
}
