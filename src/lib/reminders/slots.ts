import { addDays, tallinnTime, todayInTallinn } from '@/lib/dates'

export const reminderTimes = ['evening', 'morning'] as const
export type ReminderTime = (typeof reminderTimes)[number]

/** A reminder slot: the subscribers of `time` whose contract has a pickup on `day`. */
export type Slot = { time: ReminderTime; day: string }

// Tallinn wall-clock hours. The evening reminder may go out until midnight (a server that was down at
// 18:00 still sends it when it comes back); the morning one until noon, when the day's round is under way.
export const EVENING_HOUR = 18
export const MORNING_HOUR = 7
export const MORNING_LAST_HOUR = 12

/**
 * The slots due at `now`. Instants come from the one calendar (src/lib/dates tallinnTime), so 18:00 is
 * 16:00 UTC in winter and 15:00 UTC in summer, and the evening before a DST change is still 18:00 there.
 */
export function dueSlots(now: Date): Slot[] {
  const today = todayInTallinn(now)
  const slots: Slot[] = []
  const t = now.getTime()
  if (t >= tallinnTime(today, MORNING_HOUR).getTime() && t < tallinnTime(today, MORNING_LAST_HOUR).getTime()) {
    slots.push({ time: 'morning', day: today })
  }
  if (t >= tallinnTime(today, EVENING_HOUR).getTime()) slots.push({ time: 'evening', day: addDays(today, 1) })
  return slots
}

/** Whether a planned reminder for `day` is still worth sending at `now` (not after the pickup day began, or noon). */
export function stillTimely(time: ReminderTime, day: string, now: Date): boolean {
  const end = time === 'evening' ? tallinnTime(day, 0) : tallinnTime(day, MORNING_LAST_HOUR)
  return now.getTime() < end.getTime()
}
