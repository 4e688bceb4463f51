import { describe, expect, it } from 'vitest'
import { counties, countyInfo } from '@/lib/data/regions'
import { containerTypes, municipalities, topics, wasteTypes } from './lists'

describe('helpdesk lists', () => {
  it('has the 79 municipalities in 15 counties, unique: 15 towns and 64 rural municipalities', () => {
    expect(municipalities).toHaveLength(79)
    expect(new Set(municipalities.map((m) => m.name)).size).toBe(79)
    expect(new Set(municipalities.map((m) => m.county)).size).toBe(15)
    expect(counties).toHaveLength(15)
    expect(municipalities.filter((m) => m.kind === 'linn')).toHaveLength(15)
    expect(municipalities.filter((m) => m.kind === 'vald')).toHaveLength(64)
    for (const m of municipalities) expect(m.name).toMatch(/ (linn|vald)$/)
    // Counties are the shared vocabulary's keys (lib/data/regions.ts); the official name is beside each key.
    const countyOf = (name: string) => municipalities.find((m) => m.name === name)?.county
    expect(countyOf('Saaremaa vald')).toBe('Saare')
    expect(countyOf('Harku vald')).toBe('Harju')
    expect(countyInfo[countyOf('Harku vald') ?? 'Hiiu'].name).toBe('Harju maakond')
  })
  it('has the 12 waste types, 15 container types and the 10 topics with helpdesk ids', () => {
    expect(wasteTypes).toHaveLength(12)
    expect(containerTypes).toHaveLength(15)
    expect(topics.map((t) => t.id)).toEqual([5, 26, 3, 12, 10, 14, 7, 2, 6, 4])
  })
  it('makes everything mandatory for an additional discharge (SPEC 5)', () => {
    const t = topics.find((x) => x.id === 5)!
    expect(Object.values(t.fields).every((n) => n === 'required')).toBe(true)
    expect(Object.keys(t.fields)).toHaveLength(13)
  })
})
