import type { Locale } from '@/i18n/locales'
import { formatDay, isIsoDay, weekdayName } from '@/lib/dates'
import { publicHolidayName } from '@/lib/dates/holidays'
import type { NotCollectedReason, ShiftReason } from './schema'

// Why a collection is not on its usual day, and what happened to it, in words a customer reads on the page,
// in the calendar feed and in reminders. The codes come from the planning system's import (schema.ts); a
// code this table does not know is shown without a reason rather than as a raw code.

type Texts = Record<Locale, string>

/** Why a collection moved from its regular day. */
export const SHIFT_REASON_TEXTS: Record<ShiftReason, Texts> = {
  public_holiday: { et: 'riigipüha', ru: 'государственный праздник', en: 'public holiday' },
  weather: { et: 'ilmastikuolud', ru: 'погодные условия', en: 'weather' },
  road_works: { et: 'teetööd', ru: 'дорожные работы', en: 'road works' },
  vehicle_breakdown: { et: 'prügiauto rike', ru: 'поломка мусоровоза', en: 'vehicle breakdown' },
  route_change: { et: 'veograafiku muudatus', ru: 'изменение маршрута', en: 'route change' },
  other: { et: 'muu põhjus', ru: 'другая причина', en: 'other reason' },
}

/** Why a collection was not made; the reasons a move can also have read the same. */
export const NOT_COLLECTED_TEXTS: Record<NotCollectedReason, Texts> = {
  blocked_access: { et: 'ligipääs oli takistatud', ru: 'подъезд к контейнеру был закрыт', en: 'access was blocked' },
  overfilled: { et: 'mahuti oli üle täidetud', ru: 'контейнер был переполнен', en: 'the container was overfilled' },
  wrong_sorting: {
    et: 'jäätmed olid valesti sorteeritud',
    ru: 'отходы были неправильно рассортированы',
    en: 'the waste was sorted wrongly',
  },
  vehicle_breakdown: SHIFT_REASON_TEXTS.vehicle_breakdown,
  weather: SHIFT_REASON_TEXTS.weather,
  not_out: {
    et: 'mahuti polnud välja toodud',
    ru: 'контейнер не был выставлен',
    en: 'the container was not put out',
  },
  other: SHIFT_REASON_TEXTS.other,
}

// Estonian public holidays by their name in the holiday library's Estonian data, in our three languages: the
// library's Russian and English names are partly missing or differ from the Estonian ones ("Labour Day" for
// kevadpüha, Spring Day).
const HOLIDAY_NAMES: Record<string, Texts> = {
  uusaasta: { et: 'uusaasta', ru: 'Новый год', en: "New Year's Day" },
  iseseisvuspäev: { et: 'iseseisvuspäev', ru: 'День независимости', en: 'Independence Day' },
  'suur reede': { et: 'suur reede', ru: 'Страстная пятница', en: 'Good Friday' },
  lihavõtted: { et: 'ülestõusmispühade 1. püha', ru: 'Пасха', en: 'Easter Sunday' },
  kevadpüha: { et: 'kevadpüha', ru: 'Праздник весны', en: 'Spring Day' },
  'nelipühade 1. püha': { et: 'nelipühade 1. püha', ru: 'Троица', en: 'Whit Sunday' },
  võidupüha: { et: 'võidupüha', ru: 'День победы', en: 'Victory Day' },
  jaanipäev: { et: 'jaanipäev', ru: 'Иванов день', en: 'Midsummer Day' },
  taasiseseisvumispäev: {
    et: 'taasiseseisvumispäev',
    ru: 'День восстановления независимости',
    en: 'Day of Restoration of Independence',
  },
  jõululaupäev: { et: 'jõululaupäev', ru: 'Сочельник', en: 'Christmas Eve' },
  'esimene jõulupüha': { et: 'esimene jõulupüha', ru: 'Рождество', en: 'Christmas Day' },
  'teine jõulupüha': { et: 'teine jõulupüha', ru: 'Второй день Рождества', en: 'Boxing Day' },
}

/** The public holiday on `day` in the language, or null when the day is none. */
export function holidayName(day: string, locale: Locale): string | null {
  if (!isIsoDay(day)) return null
  const name = publicHolidayName(day)
  if (!name) return null
  return HOLIDAY_NAMES[name]?.[locale] ?? name
}

/** "Thu 25.12", "N 25.12", "чт 25.12": the original day, short, as a shift note names it. */
export function shortDay(day: string, locale: Locale): string {
  return `${weekdayName(day, locale, 'short').replace(/\.$/, '')} ${formatDay(day).slice(0, 5)}`
}

const MOVED: Texts = { et: 'Nihutatud päevalt {day}', ru: 'Перенесено с {day}', en: 'Moved from {day}' }

/** The reason in words: the holiday's own name when the original day is one, else the code's text. */
export function shiftReasonText(
  shift: { originalDate?: string | null; shiftReason?: string | null },
  locale: Locale,
): string | null {
  const holiday = shift.originalDate ? holidayName(shift.originalDate, locale) : null
  if (holiday && (!shift.shiftReason || shift.shiftReason === 'public_holiday')) return holiday
  return shift.shiftReason ? (SHIFT_REASON_TEXTS[shift.shiftReason as ShiftReason]?.[locale] ?? null) : null
}

/**
 * "Moved from Thu 25.12 (Christmas Day)" for a collection not on its regular day; null when it is on it (no
 * original day, or the same day). Used by the page, the JSON, the calendar feed and the reminders alike.
 */
export function shiftNote(
  row: { date: string; originalDate?: string | null; shiftReason?: string | null },
  locale: Locale,
): string | null {
  if (!row.originalDate || row.originalDate === row.date || !isIsoDay(row.originalDate)) return null
  const moved = MOVED[locale].replace('{day}', shortDay(row.originalDate, locale))
  const reason = shiftReasonText(row, locale)
  return reason ? `${moved} (${reason})` : moved
}

/** The not-collected reason in words, or null for an unknown code. */
export function notCollectedText(reason: string | null | undefined, locale: Locale): string | null {
  return reason ? (NOT_COLLECTED_TEXTS[reason as NotCollectedReason]?.[locale] ?? null) : null
}
