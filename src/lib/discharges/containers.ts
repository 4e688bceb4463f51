import type { Locale } from '@/i18n/locales'
import { formatDayWithWeekday } from '@/lib/dates'
import {
  DISCHARGE_STATUSES,
  NOT_COLLECTED_REASONS,
  SHIFT_REASONS,
  type DischargeStatus,
  type NotCollectedReason,
  type ShiftReason,
} from './schema'
import { notCollectedText, shiftNote } from './shifts'
import { itemTypeLabel, wasteTypeLabel } from './wasteTypes'

// One address's (or contract's) collections as its containers: per waste type and container, the next day
// and the following ones, today's and the last collection with what happened to them, and whether a missed
// collection can be reported. Pure: the rows come from the repository, "today" from the caller (Tallinn).

/** A collection as the planning system sent it; every field past the first three is optional. */
export type ScheduleRow = {
  date: string
  garbage: string
  itemType: string
  containerCount?: number | null
  originalDate?: string | null
  shiftReason?: string | null
  status?: string | null
  statusAt?: string | null
  statusReason?: string | null
  /**
   * Which service (contract, waste type and container) the row belongs to, as an opaque key: two contracts at one
   * address with the same kind of container are two containers, and the key tells them apart without naming
   * either contract. Without it, rows are grouped by waste type and container.
   */
  service?: string | null
}

export type CollectionView = {
  date: string
  /** "reede, 27.11.2026" */
  heading: string
  /** "Moved from Thu 25.12 (Christmas Day)", or null when on its regular day. */
  shift: string | null
  status: DischargeStatus
  /** HH:mm in Tallinn, when collected (or marked) and the import said when. */
  time: string | null
  /** The not-collected reason in words. */
  reason: string | null
  /** As the planning system sent them, for the JSON answers. */
  originalDate: string | null
  shiftReason: ShiftReason | null
  statusAt: string | null
  statusReason: NotCollectedReason | null
}

export type ContainerView = {
  key: string
  garbage: string
  itemType: string
  wasteTypeLabel: string
  itemTypeLabel: string
  count: number
  /** Today's collection, whatever its state. */
  today: CollectionView | null
  /** The most recent collection before today. */
  last: CollectionView | null
  /** The next collection still to come (today's counts while it is not done). */
  next: CollectionView | null
  /** The ones after `next`. */
  following: CollectionView[]
  /** The collection a missed-collection report is offered for: not collected, or its day passed without "collected". */
  missed: CollectionView | null
}

const timeFormat = new Intl.DateTimeFormat('et', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Tallinn',
})

function timeOf(value: string | null | undefined): string | null {
  if (!value) return null
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? null : timeFormat.format(instant)
}

// Rows were validated on import; a code this version does not know is shown as none rather than passed on.
const codeOf = <T extends string>(codes: readonly T[], value: string | null | undefined): T | null =>
  value && (codes as readonly string[]).includes(value) ? (value as T) : null

export function collectionView(row: ScheduleRow, locale: Locale): CollectionView {
  const status = codeOf(DISCHARGE_STATUSES, row.status) ?? 'planned'
  return {
    date: row.date,
    heading: formatDayWithWeekday(row.date, locale),
    shift: shiftNote(row, locale),
    status,
    time: status === 'collected' || status === 'not_collected' ? timeOf(row.statusAt) : null,
    reason: status === 'not_collected' ? notCollectedText(row.statusReason, locale) : null,
    originalDate: row.originalDate && row.originalDate !== row.date ? row.originalDate : null,
    shiftReason: row.originalDate && row.originalDate !== row.date ? codeOf(SHIFT_REASONS, row.shiftReason) : null,
    statusAt: row.statusAt ?? null,
    statusReason: status === 'not_collected' ? codeOf(NOT_COLLECTED_REASONS, row.statusReason) : null,
  }
}

/** Exactly the schedule fields of a stored row: whatever else the row holds (its contract) stays behind. */
export function toScheduleRow(row: ScheduleRow): ScheduleRow {
  return {
    date: row.date,
    garbage: row.garbage,
    itemType: row.itemType,
    containerCount: row.containerCount ?? null,
    originalDate: row.originalDate ?? null,
    shiftReason: row.shiftReason ?? null,
    status: row.status ?? null,
    statusAt: row.statusAt ?? null,
    statusReason: row.statusReason ?? null,
  }
}

const done = (row: ScheduleRow) => row.status === 'collected' || row.status === 'not_collected'

/**
 * The containers of `rows` (any order), in the order of their next collection. `today` is the day in Tallinn;
 * rows before `today` give the last collection (the caller loads the last two weeks or so), `following`
 * caps the later dates shown per container.
 */
export function containersOf(rows: ScheduleRow[], today: string, locale: Locale, following = 3): ContainerView[] {
  const groups = new Map<string, ScheduleRow[]>()
  for (const row of rows) {
    const key = row.service ?? `${row.garbage}\u0000${row.itemType}`
    const list = groups.get(key)
    if (list) list.push(row)
    else groups.set(key, [row])
  }
  const views: ContainerView[] = []
  for (const [key, list] of groups) {
    list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    const first = list[0]!
    const todayRow = list.find((r) => r.date === today) ?? null
    const lastRow = list.filter((r) => r.date < today).at(-1) ?? null
    const upcoming = list.filter((r) => r.date > today || (r.date === today && !done(r)))
    // Today's collection marked not collected, else the last one unless it was collected.
    const missedRow =
      todayRow?.status === 'not_collected' ? todayRow : lastRow && lastRow.status !== 'collected' ? lastRow : null
    views.push({
      key,
      garbage: first.garbage,
      itemType: first.itemType,
      wasteTypeLabel: wasteTypeLabel(first.garbage, locale),
      itemTypeLabel: itemTypeLabel(first.itemType, locale),
      count: Math.max(1, ...list.filter((r) => r.date >= today).map((r) => r.containerCount ?? 1), 1),
      today: todayRow ? collectionView(todayRow, locale) : null,
      last: lastRow ? collectionView(lastRow, locale) : null,
      next: upcoming[0] ? collectionView(upcoming[0], locale) : null,
      following: upcoming.slice(1, 1 + following).map((r) => collectionView(r, locale)),
      missed: missedRow ? collectionView(missedRow, locale) : null,
    })
  }
  // Containers with a next collection first, soonest first; then by waste type for a stable order.
  return views.sort(
    (a, b) =>
      (a.next?.date ?? '9999').localeCompare(b.next?.date ?? '9999') ||
      a.wasteTypeLabel.localeCompare(b.wasteTypeLabel, locale) ||
      a.itemTypeLabel.localeCompare(b.itemTypeLabel, locale),
  )
}
