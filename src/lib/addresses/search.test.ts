import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGazetteer, type StandInGazetteer } from '../../../tests/support/inads'
import { buildAddressIndex } from './matcher'
import { addressLabel, propertyIdOf } from './parts'
import { addressSearchSetting, suggestAddresses } from './search'

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

describe('address search setting', () => {
  it('defaults to the local index and validates the gazetteer settings', () => {
    expect(addressSearchSetting({})).toEqual({ mode: 'local' })
    expect(addressSearchSetting({ ADDRESS_SEARCH: ' local ' })).toEqual({ mode: 'local' })
    expect(
      addressSearchSetting({ ADDRESS_SEARCH: 'inads', INADS_URL: 'https://inaadress.maaamet.ee/inaadress/gazetteer' }),
    ).toEqual({
      mode: 'inads',
      url: 'https://inaadress.maaamet.ee/inaadress/gazetteer',
      timeoutMs: 1500,
    })
    expect(
      addressSearchSetting({ ADDRESS_SEARCH: 'inads', INADS_URL: 'https://x.example/g', INADS_TIMEOUT_MS: '800' }),
    ).toMatchObject({ timeoutMs: 800 })
    expect(() => addressSearchSetting({ ADDRESS_SEARCH: 'inads' })).toThrow(/INADS_URL/)
    expect(() => addressSearchSetting({ ADDRESS_SEARCH: 'inads', INADS_URL: 'javascript:alert(1)' })).toThrow(
      /INADS_URL/,
    )
    expect(() => addressSearchSetting({ ADDRESS_SEARCH: 'google' })).toThrow(/ADDRESS_SEARCH/)
  })
})

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
    const { results, source } = await suggestAddresses(index, 'tehnika 5', { mode: 'local' })
    expect([source, results[0]?.label]).toEqual(['local', 'Tehnika tn 5, Tallinn'])
    expect(gazetteer.requests.length).toBe(before)
  })

  it('puts what the gazetteer points at first, and falls back to the local index when it fails or finds nothing of ours', async () => {
    // Generous where an answer is expected: the machine running the tests may be busy.
    const setting = { mode: 'inads' as const, url: gazetteer.url, timeoutMs: 5000 }
    gazetteer.mode = 'normal'
    expect(index.search('kingissepa 5')).toEqual([])
    const found = await suggestAddresses(index, 'kingissepa 5', setting)
    expect([found.source, found.results.map((r) => r.label)]).toEqual(['inads', ['Tehnika tn 5, Tallinn']])
    const unknown = await suggestAddresses(index, 'pikk 5', setting)
    expect([unknown.source, unknown.results[0]?.label]).toEqual(['local', 'Pikk tn 5, Tallinn'])
    gazetteer.mode = 'hang'
    const down = await suggestAddresses(index, 'tehnika 5', { ...setting, timeoutMs: 200 })
    expect([down.source, down.results[0]?.label]).toEqual(['local', 'Tehnika tn 5, Tallinn'])
    gazetteer.mode = 'normal'
  })
})
