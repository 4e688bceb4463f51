import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGazetteer, type StandInGazetteer } from '../../../tests/support/inads'
import { buildAddressIndex } from './matcher'
import { addressLabel, propertyIdOf } from '@/lib/data/addressParts'
import { InadsGateway, inadsGateway, suggestAddresses } from './search'

const record = (street: string, house: string, settlement: string, adsOid?: string) => {
  const parts = { street, house, apartment: '', settlement, municipality: '' }
  return { id: propertyIdOf(parts), ...parts, label: addressLabel(parts), ...(adsOid ? { adsOid } : {}) }
}
// Tehnika tn was once Kingissepa tn: the register finds it by the old name, our index does not.
const index = buildAddressIndex([
  record('Tehnika tn', '5', 'Tallinn', 'ME00000005'),
  record('Tehnika tn', '7', 'Tallinn'),
  record('Pikk tn', '5', 'Tallinn'),
])

describe('address suggestions', () => {
  let gazetteer: StandInGazetteer
  beforeAll(async () => {
    gazetteer = await startGazetteer([
      {
        ads_oid: 'ME00000005',
        liikluspind: 'Tehnika tn',
        aadress_nr: '5',
        asustusyksus: 'Kristiine linnaosa',
        omavalitsus: 'Tallinn',
        maakond: 'Harju maakond',
        alias: 'Kingissepa',
      },
    ])
  })
  afterAll(() => gazetteer.stop())

  it('answers from the local index by default, without asking the gazetteer', async () => {
    const before = gazetteer.requests.length
    expect(inadsGateway({ mode: 'local' })).toBeNull()
    const { results, source } = await suggestAddresses(index, 'tehnika 5', null)
    expect([source, results[0]?.label]).toEqual(['local', 'Tehnika tn 5, Tallinn'])
    expect(gazetteer.requests.length).toBe(before)
  })

  it('puts what the gazetteer points at first, and falls back to the local index when it fails or finds nothing of ours', async () => {
    gazetteer.mode = 'normal'
    // Generous where an answer is expected: the machine running the tests may be busy.
    const gateway = inadsGateway({ mode: 'inads', url: gazetteer.url, timeoutMs: 5000 })!
    expect(index.search('kingissepa 5')).toEqual([])
    const found = await suggestAddresses(index, 'kingissepa 5', gateway)
    expect([found.source, found.results.map((r) => r.label)]).toEqual(['inads', ['Tehnika tn 5, Tallinn']])
    const unknown = await suggestAddresses(index, 'pikk 5', gateway)
    expect([unknown.source, unknown.results[0]?.label]).toEqual(['local', 'Pikk tn 5, Tallinn'])
    gazetteer.mode = 'hang'
    const hanging = new InadsGateway({ url: gazetteer.url, timeoutMs: 200 })
    const down = await suggestAddresses(index, 'tehnika 5', hanging)
    expect([down.source, down.results[0]?.label]).toEqual(['local', 'Tehnika tn 5, Tallinn'])
    gazetteer.mode = 'normal'
  })

  it('asks once per text while answers are fresh, and once for callers asking together', async () => {
    gazetteer.mode = 'normal'
    let now = 1_000_000
    const gateway = new InadsGateway({
      url: gazetteer.url,
      timeoutMs: 5000,
      cacheMs: 60_000,
      cacheSize: 2,
      now: () => now,
    })
    const before = gazetteer.requests.length
    const [a, b] = await Promise.all([gateway.candidates('Kingissepa 5'), gateway.candidates('kingissepa  5')])
    expect(a).toEqual(b)
    expect(await gateway.candidates('KINGISSEPA 5')).toEqual(a)
    expect(gazetteer.requests.length - before).toBe(1)
    now += 61_000
    await gateway.candidates('kingissepa 5')
    expect(gazetteer.requests.length - before).toBe(2)
    // Only `cacheSize` texts are kept: the least recently used goes first.
    await gateway.candidates('tehnika 5')
    await gateway.candidates('tehnika 7')
    await gateway.candidates('kingissepa 5')
    expect(gazetteer.requests.length - before).toBe(5)
  })

  it('leaves a failing gazetteer alone for a while, then tries it again', async () => {
    let now = 2_000_000
    const gateway = new InadsGateway({
      url: gazetteer.url,
      timeoutMs: 5000,
      failuresToRest: 3,
      restMs: 30_000,
      now: () => now,
    })
    gazetteer.mode = 'error'
    const before = gazetteer.requests.length
    for (const text of ['a 1', 'b 2', 'c 3']) expect(await gateway.candidates(text)).toBeNull()
    expect(gateway.resting).toBe(true)
    expect(await gateway.candidates('d 4')).toBeNull()
    expect(gazetteer.requests.length - before).toBe(3)
    // After the rest, one try; it fails, so the next rest starts at once.
    now += 30_001
    expect(await gateway.candidates('e 5')).toBeNull()
    expect(gazetteer.requests.length - before).toBe(4)
    expect(gateway.resting).toBe(true)
    // Back up: after the rest an answer comes through and the count of failures starts again.
    gazetteer.mode = 'normal'
    now += 30_001
    expect(await gateway.candidates('kingissepa 5')).toHaveLength(1)
    expect(gateway.resting).toBe(false)
  })
})
