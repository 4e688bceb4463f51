import type { Locale } from '@/i18n/locales'
import { formatDay, todayInTallinn } from '@/lib/dates'

const FROM: Record<Locale, (day: string) => string> = {
  et: (d) => `alates ${d}`,
  ru: (d) => `с ${d}`,
  en: (d) => `from ${d}`,
}

/**
 * A station's name as shown, with "(from 01.02.2026)" while its announced change is still ahead and nothing
 * once the day has come: the label belongs to the date, so it is added when shown, never stored in the name.
 */
export function stationName(
  station: { name: string; changeDate?: string | null },
  locale: Locale,
  today = todayInTallinn(),
): string {
  const day = station.changeDate
  return day && day > today ? `${station.name} (${FROM[locale](formatDay(day))})` : station.name
}
