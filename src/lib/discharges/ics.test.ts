import { describe, expect, it } from 'vitest'
import ical from 'node-ical'
import { buildIcs, dischargeUid } from './ics'
import type { Discharge } from './schema'

const discharges: Discharge[] = [
  {
    contractNumber: '900000001',
    garbage: 'Segaolmejäätmed',
    itemType: 'Konteiner 240 L',
    address: 'Kase tn 5, Tallinn',
    date: '2026-12-28',
  },
  {
    contractNumber: '900000001',
    garbage: 'Biolagunevad jäätmed',
    itemType: 'Konteiner 140 L',
    address: 'Kase tn 5, Tallinn',
    date: '2026-12-28',
  },
  {
    contractNumber: '900000001',
    garbage: 'Segaolmejäätmed',
    itemType: 'Konteiner 240 L',
    address: 'Kase tn 5, Tallinn',
    date: '2027-01-04',
  },
]
const base = { contractNumber: '900000001', domain: 'example.ee', now: new Date('2026-12-20T00:00:00Z') }

function events(text: string) {
  return Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[]
}

describe('buildIcs', () => {
  it('parses back into one all-day event per discharge with the translated waste type and the address', () => {
    const parsed = events(buildIcs(discharges, { ...base, locale: 'en' }))
    expect(parsed).toHaveLength(3)
    const first = parsed.find((e) => e.uid === dischargeUid(discharges[0], 'example.ee'))!
    expect(first.summary).toBe('Mixed municipal waste')
    expect(first.location).toBe('Kase tn 5, Tallinn')
    expect(first.datetype).toBe('date')
    const start = first.start as Date
    expect([start.getFullYear(), start.getMonth() + 1, start.getDate()]).toEqual([2026, 12, 28])
    expect(parsed.map((e) => e.summary).sort()).toEqual([
      'Biodegradable waste',
      'Mixed municipal waste',
      'Mixed municipal waste',
    ])
  })
  it('uses the chosen language', () => {
    const ru = events(buildIcs(discharges.slice(0, 1), { ...base, locale: 'ru' }))
    expect(ru[0].summary).toBe('Смешанные бытовые отходы')
    const et = events(buildIcs(discharges.slice(0, 1), { ...base, locale: 'et' }))
    expect(et[0].summary).toBe('Segaolmejäätmed')
  })
  it('keeps UIDs stable across builds and distinct per discharge', () => {
    const a = events(buildIcs(discharges, { ...base, locale: 'et' }))
      .map((e) => e.uid)
      .sort()
    const b = events(buildIcs([...discharges].reverse(), { ...base, locale: 'et', now: new Date() }))
      .map((e) => e.uid)
      .sort()
    expect(a).toEqual(b)
    expect(new Set(a).size).toBe(3)
  })
  it('adds a display alarm the evening before when asked', () => {
    const text = buildIcs(discharges.slice(0, 1), { ...base, locale: 'et', reminder: '18:00' })
    const [event] = events(text)
    const alarms = (event as unknown as { alarms?: { trigger?: unknown }[] }).alarms
    expect(text).toContain('BEGIN:VALARM')
    expect(text).toMatch(/TRIGGER(;RELATED=START)?:-PT6H/)
    expect(alarms?.length ?? 1).toBe(1)
    expect(buildIcs(discharges.slice(0, 1), { ...base, locale: 'et' })).not.toContain('VALARM')
  })
})
