import { describe, expect, it } from 'vitest'
import { containersOf, type ScheduleRow } from './containers'
import { holidayName, shiftNote } from './shifts'

const mixed = 'Segaolmejäätmed'
const bio = 'Biolagunevad jäätmed'

describe('shift notes', () => {
  it('names the holiday a collection moved from, in each language', () => {
    const row = { date: '2026-12-28', originalDate: '2026-12-25', shiftReason: 'public_holiday' }
    expect(shiftNote(row, 'en')).toBe('Moved from Fri 25.12 (Christmas Day)')
    expect(shiftNote(row, 'et')).toBe('Nihutatud päevalt R 25.12 (esimene jõulupüha)')
    expect(shiftNote(row, 'ru')).toBe('Перенесено с пт 25.12 (Рождество)')
  })

  it('uses the code of an ERP shift, and says nothing for a collection on its regular day', () => {
    expect(shiftNote({ date: '2026-12-03', originalDate: '2026-12-02', shiftReason: 'road_works' }, 'en')).toBe(
      'Moved from Wed 02.12 (road works)',
    )
    expect(shiftNote({ date: '2026-12-03', originalDate: '2026-12-02', shiftReason: 'no_such_code' }, 'en')).toBe(
      'Moved from Wed 02.12',
    )
    expect(shiftNote({ date: '2026-12-03' }, 'en')).toBeNull()
    expect(shiftNote({ date: '2026-12-03', originalDate: '2026-12-03' }, 'en')).toBeNull()
  })

  it('knows every public holiday in three languages', () => {
    for (const day of ['2026-01-01', '2026-04-03', '2026-05-01', '2026-06-24', '2026-12-26'])
      for (const locale of ['et', 'ru', 'en'] as const) expect(holidayName(day, locale)).toMatch(/\p{L}/u)
    expect(holidayName('2026-05-01', 'en')).toBe('Spring Day')
    expect(holidayName('2026-11-26', 'en')).toBeNull()
  })
})

describe('containers of an address', () => {
  const today = '2026-11-26'
  const rows: ScheduleRow[] = [
    { date: '2026-11-19', garbage: mixed, itemType: 'Konteiner 660 L', containerCount: 2, status: 'collected' },
    {
      date: '2026-11-26',
      garbage: mixed,
      itemType: 'Konteiner 660 L',
      containerCount: 2,
      status: 'collected',
      statusAt: '2026-11-26T08:42:00Z',
    },
    { date: '2026-12-03', garbage: mixed, itemType: 'Konteiner 660 L', containerCount: 2 },
    { date: '2026-12-10', garbage: mixed, itemType: 'Konteiner 660 L', containerCount: 2 },
    {
      date: '2026-11-24',
      garbage: bio,
      itemType: 'Konteiner 140 L',
      status: 'not_collected',
      statusReason: 'blocked_access',
      statusAt: '2026-11-24T07:05:00Z',
    },
    { date: '2026-11-30', garbage: bio, itemType: 'Konteiner 140 L' },
  ]

  it('gives each container its next dates, today and the last collection', () => {
    const [first, second] = containersOf(rows, today, 'en')
    expect(first).toMatchObject({ wasteTypeLabel: 'Biodegradable waste', count: 1 })
    expect(first.next?.date).toBe('2026-11-30')
    expect(first.last).toMatchObject({ status: 'not_collected', reason: 'access was blocked', time: '09:05' })
    expect(first.missed?.date).toBe('2026-11-24')
    expect(second).toMatchObject({ wasteTypeLabel: 'Mixed municipal waste', count: 2 })
    expect(second.today).toMatchObject({ status: 'collected', time: '10:42' })
    // Today's collection is done: the next one is next week's.
    expect(second.next?.date).toBe('2026-12-03')
    expect(second.following.map((c) => c.date)).toEqual(['2026-12-10'])
    expect(second.missed).toBeNull()
  })

  it('offers a report for a past collection without "collected", and for today marked not collected', () => {
    const unknown = containersOf([{ date: '2026-11-25', garbage: mixed, itemType: 'Konteiner 140 L' }], today, 'et')
    expect(unknown[0].missed?.date).toBe('2026-11-25')
    const todayMissed = containersOf(
      [
        {
          date: today,
          garbage: mixed,
          itemType: 'Konteiner 140 L',
          status: 'not_collected',
          statusReason: 'overfilled',
        },
      ],
      today,
      'ru',
    )
    expect(todayMissed[0].missed).toMatchObject({ date: today, reason: 'контейнер был переполнен' })
    expect(todayMissed[0].next).toBeNull()
    // Today's collection still to come is the next one, and nothing is reported yet.
    const planned = containersOf([{ date: today, garbage: mixed, itemType: 'Konteiner 140 L' }], today, 'en')
    expect(planned[0].next?.date).toBe(today)
    expect(planned[0].missed).toBeNull()
  })
})
