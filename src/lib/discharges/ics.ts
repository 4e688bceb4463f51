import { createHash } from 'node:crypto'
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator'
import type { Locale } from '@/i18n/locales'
import { addDays, utcMidnight } from '@/lib/dates'
import type { Discharge } from './schema'
import type { DischargeDetail } from './repository'
import { shiftNote } from './shifts'
import { itemTypeLabel, wasteTypeLabel } from './wasteTypes'

const calendarName: Record<Locale, (n: string) => string> = {
  et: (n) => `Jäätmeveo tühjendused, leping ${n}`,
  ru: (n) => `Вывоз отходов, договор ${n}`,
  en: (n) => `Waste collection, contract ${n}`,
}

/** Same discharge → same UID on every fetch, so subscribed calendars update events instead of duplicating them. */
export function dischargeUid(d: Discharge, domain: string): string {
  const key = createHash('sha1').update(`${d.garbage}\u0000${d.itemType}`).digest('hex').slice(0, 12)
  return `${d.contractNumber}-${d.date}-${key}@${domain}`
}

export type IcsOptions = {
  contractNumber: string
  locale: Locale
  /** "HH:mm" the evening before, or undefined for no alarm. */
  reminder?: string
  domain: string
  /** Stamp for DTSTAMP; fixed in tests. */
  now?: Date
}

export function buildIcs(discharges: (Discharge & Partial<DischargeDetail>)[], o: IcsOptions): string {
  const cal = ical({
    name: calendarName[o.locale](o.contractNumber),
    prodId: { company: 'Jäätmeveo AS', product: 'discharges', language: o.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Tells clients that honour it to poll hourly, which the rate limit allows (see admit.ts).
    ttl: 60 * 60,
  })
  const reminderSecondsBefore = o.reminder
    ? (() => {
        const [h, m] = o.reminder.split(':').map(Number)
        return (24 * 60 - (h * 60 + m)) * 60
      })()
    : undefined
  for (const d of discharges) {
    const event = cal.createEvent({
      id: dischargeUid(d, o.domain),
      start: utcMidnight(d.date),
      end: utcMidnight(addDays(d.date, 1)),
      allDay: true,
      stamp: o.now ?? new Date(),
      summary: wasteTypeLabel(d.garbage, o.locale),
      // The container, and a moved day's reason on a line of its own ("Moved from Fri 25.12 (Christmas Day)").
      description: [itemTypeLabel(d.itemType, o.locale), shiftNote(d, o.locale)].filter(Boolean).join('\n'),
      location: d.address,
      transparency: ICalEventTransparency.TRANSPARENT,
    })
    if (reminderSecondsBefore !== undefined) {
      event.createAlarm({
        type: ICalAlarmType.display,
        triggerBefore: reminderSecondsBefore,
        description: wasteTypeLabel(d.garbage, o.locale),
      })
    }
  }
  return cal.toString()
}
