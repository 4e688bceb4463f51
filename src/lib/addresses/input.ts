import { CONTRACT_NUMBER_MAX } from '@/lib/discharges/contractNumber'

// The lookup's one field takes a contract number or an address. What a visitor typed is sorted here, once,
// for the page, the suggestion endpoint, the edge and the form's island alike (so no dependency that would
// weigh in a browser bundle); every refusal has a code the caller words.

export const LOOKUP_TEXT_MAX = 200
/** A house or apartment number longer than this is no address (the longest Estonian ones have 4 digits). */
const NUMBER_MAX = 6

export type LookupProblem = 'tooLong' | 'control' | 'markup' | 'longNumber' | 'tooShort'

/** The message (in the `discharges` texts) that tells a visitor what is wrong with what they typed. */
export const LOOKUP_PROBLEM_KEYS = {
  tooLong: 'lookupTooLong',
  control: 'lookupControl',
  markup: 'lookupMarkup',
  longNumber: 'lookupLongNumber',
  tooShort: 'lookupTooShort',
} as const satisfies Record<LookupProblem, string>

export type LookupInput =
  | { kind: 'empty' }
  | { kind: 'contract'; contractNumber: string }
  | { kind: 'address'; text: string }
  | { kind: 'invalid'; problem: LookupProblem }

export function classifyLookup(raw: string | null | undefined): LookupInput {
  if (raw == null) return { kind: 'empty' }
  if (raw.length > LOOKUP_TEXT_MAX) return { kind: 'invalid', problem: 'tooLong' }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f-\u009f]/.test(raw)) return { kind: 'invalid', problem: 'control' }
  if (/[<>]/.test(raw)) return { kind: 'invalid', problem: 'markup' }
  const text = raw.normalize('NFC').replace(/\s+/g, ' ').trim()
  if (!text) return { kind: 'empty' }
  // A contract number as people write it: digits, perhaps grouped by spaces.
  const digits = text.replace(/ /g, '')
  if (/^\d+$/.test(digits)) {
    return digits.length > CONTRACT_NUMBER_MAX
      ? { kind: 'invalid', problem: 'longNumber' }
      : { kind: 'contract', contractNumber: digits }
  }
  if (new RegExp(`\\d{${NUMBER_MAX + 1}}`).test(text)) return { kind: 'invalid', problem: 'longNumber' }
  if ((text.match(/\p{L}/gu) ?? []).length < 2) return { kind: 'invalid', problem: 'tooShort' }
  return { kind: 'address', text }
}
