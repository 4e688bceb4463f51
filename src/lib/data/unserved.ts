import { addDays } from '@/lib/dates'

/** SPEC section 9: unserved addresses cover the previous three days. */
export const UNSERVED_DAYS = 3

/**
 * The days whose missed collections the unserved-addresses page lists: the three days before `today`
 * (inclusive ISO days). Today is not one of them: its rounds are still under way.
 */
export function unservedWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -UNSERVED_DAYS), to: addDays(today, -1) }
}
