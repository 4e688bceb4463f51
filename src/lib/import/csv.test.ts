import { describe, expect, it } from 'vitest'
import { parseCsvRows, stationRowSchema, unservedRowSchema } from './csv'

const stationHeader =
  'name,municipality,county,address,latitude,longitude,openingHours,acceptedWaste,pricesUrl,changeDate'

describe('CSV row schemas', () => {
  it('accepts good station lines, comma decimals and semicolons', () => {
    const csv = `${stationHeader.replaceAll(',', ';')}\nDemo jaam;Tõrva vald;Valga;Demo tee 1;58,0016;25,9343;E–R 9–17;Paber;https://x.example/p;2026-03-01\n`
    const r = parseCsvRows(csv, stationRowSchema)
    expect(r.ok).toBe(true)
    if (r.ok) {
      expect(r.rows[0].latitude).toBeCloseTo(58.0016)
      expect(r.rows[0].changeDate).toBe('2026-03-01')
    }
  })

  it('reports every bad line by its line number', () => {
    const csv = [
      stationHeader,
      'Good,Tartu linn,Tartu,Demo 1,58.37,26.72,,,,',
      'Bad county,Tartu linn,Narnia,Demo 2,58.37,26.72,,,,',
      'Outside Estonia,Riga,Tartu,Demo 3,56.9,24.1,,,,',
      'Bad date,Tartu linn,Tartu,Demo 4,58.37,26.72,,,,2026-02-30',
    ].join('\n')
    const r = parseCsvRows(csv, stationRowSchema)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.issues.map((i) => i.line)).toEqual([3, 4, 5])
      expect(r.issues[0].message).toMatch(/county/)
      expect(r.issues[1].message).toMatch(/latitude/)
      expect(r.issues[2].message).toMatch(/changeDate/)
    }
  })

  it('checks unserved address dates', () => {
    const head = 'county,city,address,reason,plannedDate,newDate'
    expect(
      parseCsvRows(`${head}\nSaare,Kuressaare,Demo 5,Tee suletud,2026-11-20,2026-11-22`, unservedRowSchema).ok,
    ).toBe(true)
    const bad = parseCsvRows(`${head}\nSaare,Kuressaare,Demo 5,Tee suletud,2026-11-20,2026-11-19`, unservedRowSchema)
    expect(bad.ok).toBe(false)
    expect(parseCsvRows(`${head}\n`, unservedRowSchema).ok).toBe(false)
  })

  it('reports malformed CSV instead of throwing', () => {
    const r = parseCsvRows('county,city\n"unclosed,x', unservedRowSchema)
    expect(r.ok).toBe(false)
  })
})
