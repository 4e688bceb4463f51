import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { seed } from '../../seed'
import { importCsv } from '@/lib/import/run'
import { todayInTallinn } from '@/lib/dates'

let payload: Payload

beforeAll(async () => {
  payload = await createTestPayload()
  await seed(payload)
})
afterAll(() => destroyTestPayload(payload))

describe('data pages seed', () => {
  it('creates stations, contracts, price lists, unserved addresses and contacts in three languages', async () => {
    expect((await payload.count({ collection: 'waste-stations' })).totalDocs).toBeGreaterThanOrEqual(48)
    const contracts = (await payload.count({ collection: 'municipal-contracts' })).totalDocs
    expect(contracts).toBeGreaterThan(60)
    expect(contracts).toBeLessThanOrEqual(70)
    const ru = await payload.find({
      collection: 'price-lists',
      locale: 'ru',
      where: { region: { equals: 'tallinn' } },
      sort: 'validFrom',
    })
    expect(ru.docs).toHaveLength(2)
    const rows = ru.docs[1].rows ?? []
    expect(rows.length).toBeGreaterThanOrEqual(8)
    expect(rows[0].wasteType).toBe('Смешанные строительные отходы')
    expect(rows[0].priceGross).toBeCloseTo(rows[0].priceNet * 1.24, 2)
    const en = await payload.find({
      collection: 'unserved-addresses',
      locale: 'en',
      where: { city: { equals: 'Kuressaare' } },
    })
    expect(en.docs.length).toBeGreaterThan(0)
    expect(en.docs[0].plannedDate <= todayInTallinn()).toBe(true)
    const counties = new Set(
      (await payload.find({ collection: 'waste-stations', limit: 100 })).docs.map((d) => d.county),
    )
    expect(counties.size).toBe(9)
  })

  it('is idempotent', async () => {
    const before = (await payload.count({ collection: 'waste-stations' })).totalDocs
    const again = await seed(payload)
    expect(again.created).toEqual([])
    expect((await payload.count({ collection: 'waste-stations' })).totalDocs).toBe(before)
  })

  it('refuses anonymous writes and allows anonymous reads', async () => {
    await expect(
      payload.create({
        collection: 'sales-contacts',
        overrideAccess: false,
        data: { role: 'x', regions: 'x', phone: '1', email: 'a@b.example' },
      }),
    ).rejects.toThrow()
    const list = await payload.find({ collection: 'municipal-contracts', overrideAccess: false, limit: 1 })
    expect(list.docs).toHaveLength(1)
    const id = list.docs[0].id
    await expect(
      payload.update({ collection: 'municipal-contracts', id, overrideAccess: false, data: { localGovernment: 'x' } }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'municipal-contracts', id, overrideAccess: false })).rejects.toThrow()
  })
})

describe('CSV import', () => {
  const header = 'county;city;address;reason;reason_en;plannedDate;newDate'

  it('imports every line of a good file in all given languages', async () => {
    const before = (await payload.count({ collection: 'unserved-addresses' })).totalDocs
    const report = await importCsv(
      payload,
      'unserved-addresses',
      `${header}\nSaare;Kuressaare;Import tn 1;Tee suletud;Road closed;2026-11-20;2026-11-23\nHarju;Tallinn;Import tn 2;Lukus;Locked;2026-11-20;2026-11-21\n`,
    )
    expect(report).toEqual({ ok: true, created: 2 })
    expect((await payload.count({ collection: 'unserved-addresses' })).totalDocs).toBe(before + 2)
    const doc = (
      await payload.find({
        collection: 'unserved-addresses',
        locale: 'en',
        where: { address: { equals: 'Import tn 1' } },
      })
    ).docs[0]
    expect(doc.reason).toBe('Road closed')
  })

  it('changes nothing when any line is bad, and reports the lines', async () => {
    const before = (await payload.count({ collection: 'waste-stations' })).totalDocs
    const csv = [
      'name,municipality,county,address,latitude,longitude',
      'Uus jaam,Tartu linn,Tartu,Import 1,58.37,26.72',
      'Vale jaam,Tartu linn,Mordor,Import 2,58.37,26.72',
      'Teine hea,Tartu linn,Tartu,Import 3,58.37,26.72',
      'Kaugel,Tartu linn,Tartu,Import 4,40,26.72',
    ].join('\n')
    const report = await importCsv(payload, 'waste-stations', csv)
    expect(report.ok).toBe(false)
    if (!report.ok) expect(report.issues.map((i) => i.line)).toEqual([3, 5])
    expect((await payload.count({ collection: 'waste-stations' })).totalDocs).toBe(before)
    expect(
      (await payload.find({ collection: 'waste-stations', where: { address: { equals: 'Import 1' } } })).docs,
    ).toHaveLength(0)
  })
})
