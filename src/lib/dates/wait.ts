import type { Locale } from '@/i18n/locales'
import { namespaceTranslator } from '@/i18n/messages'
import { waitUnit, type WaitForms, type WaitUnit } from './waitUnit'

export { waitUnit }

const common = (locale: Locale) => namespaceTranslator('common', locale)

/**
 * How long to wait, as people say it: "9 minutes" rather than "540 seconds" (units: waitUnit). The
 * `common.wait` message's ICU plural forms give each language the form its sentences need: "in 9 minutes",
 * "через 9 минут" (accusative: "через 1 минуту"), "9 minuti pärast" (genitive).
 */
export function waitInWords(seconds: number, locale: Locale): string {
  const { unit, count } = waitUnit(seconds)
  return common(locale)('wait', { unit, count })
}

/**
 * The same words for a browser that learns the wait only from a Retry-After header: per unit, one form for
 * each plural category of the language, "#" standing for the number (see waitFromForms).
 */
export function waitForms(locale: Locale): WaitForms {
  const rules = new Intl.PluralRules(locale)
  const forms = { second: {}, minute: {}, hour: {} } as WaitForms
  for (const unit of ['second', 'minute', 'hour'] as WaitUnit[]) {
    for (const category of rules.resolvedOptions().pluralCategories) {
      // A number of this category, rendered and then made a pattern again.
      const sample = Array.from({ length: 200 }, (_, i) => i + 1).find((n) => rules.select(n) === category)
      if (sample === undefined) continue
      forms[unit][category] = common(locale)('wait', { unit, count: sample }).replace(String(sample), '#')
    }
  }
  return forms
}
