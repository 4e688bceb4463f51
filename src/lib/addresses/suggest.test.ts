import { afterEach, describe, expect, it } from 'vitest'
import { forgetProcessSingleton } from '@/lib/singleton'
import { announceExpiredTags } from '@/lib/http/pageCacheContext'
import { addressLabel, propertyIdOf } from '@/lib/data/addressParts'
import { ADDRESS_INDEX_TAG } from './repository'
import { startGazetteer } from '../../../tests/support/inads'
import { suggestionReply, suggestSettingsFrom, type SuggestSettings } from './suggest'
import type { AddressRecord } from './types'

// The suggestion answer both servers give (the production server before Next, and Next's route).

const record = (street: string, house: string, settlement: string, apartment = ''): AddressRecord => {
  const parts = { street, house, apartment, settlement }
  return { ...parts, municipality: '', id: propertyIdOf(parts), label: addressLabel(parts) }
}
let records = [
  record('Sõpruse pst', '151', 'Tallinn'),
  record('Kase tn', '5', 'Tabasalu'),
  record('Kase tn', '7', 'Tabasalu'),
]
let loads = 0
const load = async () => {
  loads++
  return records
}
const local: SuggestSettings = { perMinute: 3, search: { mode: 'local' } }
const ask = (q: string | null, client = '10.9.0.1', settings = local, extra = '') =>
  suggestionReply(
    new URLSearchParams(`${q === null ? '' : `q=${encodeURIComponent(q)}`}${extra}`),
    client,
    settings,
    load,
  )

afterEach(() => {
  forgetProcessSingleton('jaatmeveo.addresses.suggestLimiters')
})

describe('address suggestions', () => {
  it('answers the id and the address only, privately, with the search time', async () => {
    const reply = await ask('sopruse 151')
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ suggestions: [{ id: records[0].id, label: 'Sõpruse pst 151, Tallinn' }] })
    expect(reply.headers['Cache-Control']).toBe('private, max-age=60')
    expect(reply.headers['Server-Timing']).toMatch(/^search;dur=\d+\.\d{2}$/)
  })

  it('refuses bad input with a reason, and spends nothing on a contract number or an empty field', async () => {
    for (const [q, code] of [
      ['<b>Kase</b>', 'invalid_query'],
      ['Kase\u0007 5', 'invalid_query'],
      ['9'.repeat(10_000), 'invalid_query'],
      [null, 'invalid_request'],
    ] as const) {
      const reply = await ask(q)
      expect(reply.status).toBe(400)
      expect(reply.body).toMatchObject({ error: { code } })
    }
    expect((await ask('Kase', '10.9.0.1', local, '&limit=9')).status).toBe(400)
    for (let i = 0; i < 5; i++) expect((await ask('900000001', '10.9.0.2')).body).toEqual({ suggestions: [] })
    expect((await ask('Kase', '10.9.0.2')).status).toBe(200)
  })

  it('counts suggestions per client: over the budget is a 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await ask(`Kase ${i}`, '10.9.1.1')).status).toBe(200)
    const refused = await ask('Kase 4', '10.9.1.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0)
    expect((await ask('Kase 4', '10.9.1.2')).status).toBe(200)
  })

  it('builds the index once and again after an import expires its tag', async () => {
    const before = loads
    await ask('Kase 5', '10.9.2.1')
    expect(loads).toBe(before)
    records = [...records, record('Uus tn', '1', 'Kärdla')]
    announceExpiredTags([ADDRESS_INDEX_TAG])
    // The old index answers while the new one is built; the new one has the new address.
    await ask('Uus 1', '10.9.2.2')
    await expect
      .poll(async () => (await ask('Uus 1', '10.9.2.3')).body)
      .toEqual({
        suggestions: [{ id: records[3].id, label: 'Uus tn 1, Kärdla' }],
      })
    expect(loads).toBe(before + 1)
  })

  it('with ADDRESS_SEARCH=inads, reads the text through the gazetteer first (a stand-in here)', async () => {
    const gazetteer = await startGazetteer([
      {
        ads_oid: 'ME00000151',
        liikluspind: 'Sõpruse pst',
        aadress_nr: '151',
        asustusyksus: 'Mustamäe linnaosa',
        omavalitsus: 'Tallinn',
        maakond: 'Harju maakond',
        alias: 'Druzhby',
      },
    ])
    try {
      const settings = suggestSettingsFrom({
        ADDRESS_SUGGESTIONS_PER_MINUTE: 100,
        ADDRESS_SEARCH: 'inads',
        INADS_URL: gazetteer.url,
        INADS_TIMEOUT_MS: 5000,
      })
      expect(settings.search).toEqual({ mode: 'inads', url: gazetteer.url, timeoutMs: 5000 })
      // Only the register knows this name; our index finds the address through it.
      const reply = await ask('Druzhby 151', '10.9.3.1', settings)
      expect(reply.body).toEqual({ suggestions: [{ id: records[0].id, label: 'Sõpruse pst 151, Tallinn' }] })
      expect(gazetteer.requests.length).toBeGreaterThan(0)
      // Down: the local index answers.
      gazetteer.mode = 'error'
      expect((await ask('Kase 5', '10.9.3.1', settings)).body).toMatchObject({
        suggestions: [{ label: 'Kase tn 5, Tabasalu' }],
      })
    } finally {
      await gazetteer.stop()
    }
    expect(
      suggestSettingsFrom({ ADDRESS_SUGGESTIONS_PER_MINUTE: 5, ADDRESS_SEARCH: 'local', INADS_TIMEOUT_MS: 1500 })
        .search,
    ).toEqual({
      mode: 'local',
    })
  })
})
