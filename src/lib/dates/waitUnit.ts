/** The units a wait is said in (see wait.ts); plain code, so browser bundles may use it. */
export type WaitUnit = 'second' | 'minute' | 'hour'

/** A wait's words per unit and plural category, "#" for the number (waitForms in wait.ts makes them). */
export type WaitForms = Record<WaitUnit, Partial<Record<Intl.LDMLPluralRule, string>>>

/**
 * Under a minute in seconds, under an hour in whole minutes, else in whole hours, always rounded up (never
 * promising a shorter wait than the limit's): 540 seconds are "9 minutes".
 */
export function waitUnit(seconds: number): { unit: WaitUnit; count: number } {
  const s = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 60))
  if (s < 60) return { unit: 'second', count: s }
  if (s < 3600) return { unit: 'minute', count: Math.ceil(s / 60) }
  return { unit: 'hour', count: Math.ceil(s / 3600) }
}

/** The wait in words from forms sent by the server: the browser needs only Intl.PluralRules, no messages. */
export function waitFromForms(forms: WaitForms, locale: string, seconds: number): string {
  const { unit, count } = waitUnit(seconds)
  const form = forms[unit][new Intl.PluralRules(locale).select(count)] ?? forms[unit].other ?? '#'
  return form.replace('#', String(count))
}
