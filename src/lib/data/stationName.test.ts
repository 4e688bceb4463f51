import { describe, expect, it } from 'vitest'
import { stationName } from './stationName'

describe('station name', () => {
  const station = { name: 'Kiviõli waste station', changeDate: '2026-02-01' }
  it('shows the announced change until its day, in the page language', () => {
    expect(stationName(station, 'en', '2026-01-31')).toBe('Kiviõli waste station (from 01.02.2026)')
    expect(stationName(station, 'ru', '2026-01-15')).toBe('Kiviõli waste station (с 01.02.2026)')
    expect(stationName(station, 'et', '2026-01-15')).toBe('Kiviõli waste station (alates 01.02.2026)')
  })
  it('drops the label on and after the day', () => {
    expect(stationName(station, 'en', '2026-02-01')).toBe('Kiviõli waste station')
    expect(stationName(station, 'en', '2026-11-25')).toBe('Kiviõli waste station')
    expect(stationName({ name: 'Tartu waste station' }, 'en', '2026-01-01')).toBe('Tartu waste station')
  })
})
