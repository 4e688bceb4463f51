import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format/number'

export type CompanyFacts = { employees: number; customers: number; tonnesPerYear: number; goalYear: number }

const PLACEHOLDER = /\{(employees|customers|tonnesPerYear|goalYear)\}/g

/**
 * A fact's value may name a company figure held in the site settings, `{employees}`, `{customers}`,
 * `{tonnesPerYear}` or `{goalYear}`, so a page shows the same figure as the footer and the two cannot
 * drift apart. Other text is left as written.
 */
export function fillFacts(value: string, facts: CompanyFacts, locale: Locale): string {
  return value.replace(PLACEHOLDER, (_, key: keyof CompanyFacts) =>
    key === 'goalYear' ? String(facts.goalYear) : formatNumber(locale, facts[key]),
  )
}

export const hasFactPlaceholder = (value: string) => value.search(PLACEHOLDER) !== -1
