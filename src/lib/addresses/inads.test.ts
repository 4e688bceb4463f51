import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startGazetteer, type GazetteerEntry, type StandInGazetteer } from '../../../tests/support/inads'
import { inadsCandidates, matchInadsCandidates, parseInadsAnswer } from './inads'
import { buildAddressIndex } from './matcher'
import { addressLabel, propertyIdOf } from '@/lib/data/addressParts'
import type { AddressRecord } from './types'

const TABLE: GazetteerEntry[] = [
  {
    ads_oid: 'ME00012345',
    liikluspind: 'Mustamäe tee',
    aadress_nr: '12',
    asustusyksus: 'Mustamäe linnaosa',
    omavalitsus: 'Tallinn',
    maakond: 'Harju maakond',
  },
  {
    ads_oid: 'ME00012346',
    liikluspind: 'Mustamäe tee',
    aadress_nr: '12',
    kort_nr: '5',
    asustusyksus: 'Mustamäe linnaosa',
    omavalitsus: 'Tallinn',
    maakond: 'Harju maakond',
  },
  {
    ads_oid: 'ME00012347',
    liikluspind: 'Mustamäe tee',
    aadress_nr: '12',
    kort_nr: '6',
    asustusyksus: 'Mustamäe linnaosa',
    omavalitsus: 'Tallinn',
    maakond: 'Harju maakond',
  },
  {
    ads_oid: 'ME00020001',
    liikluspind: 'Riia tn',
    aadress_nr: '40',
    asustusyksus: 'Tartu linn',
    omavalitsus: 'Tartu linn',
    maakond: 'Tartu maakond',
  },
  {
    ads_oid: 'ME00030001',
    liikluspind: 'Kooli tn',
    aadress_nr: '7a',
    asustusyksus: 'Tabasalu alevik',
    omavalitsus: 'Harku vald',
    maakond: 'Harju maakond',
  },
  {
    ads_oid: 'ME00040001',
    liikluspind: '',
    vaikekoht: 'Kuuse',
    aadress_nr: '',
    asustusyksus: 'Kõnnu küla',
    omavalitsus: 'Saue vald',
    maakond: 'Harju maakond',
  },
  {
    ads_oid: 'ME00050001',
    liikluspind: 'Kase tn',
    aadress_nr: '3',
    asustusyksus: 'Vatla küla',
    omavalitsus: 'Lääneranna vald',
    maakond: 'Pärnu maakond',
  },
]

function record(
  street: string,
  house: string,
  apartment: string,
  settlement: string,
  municipality: string,
  adsOid?: string,
): AddressRecord {
  const parts = { street, house, apartment, settlement, municipality }
  return { id: propertyIdOf(parts), ...parts, label: addressLabel(parts), ...(adsOid ? { adsOid } : {}) }
}

// What we serve: Mustamäe tee 12 with its code, apartment 5 without one (matched by parts), Riia tn 40 and
// Kooli tn 7a without codes; Kase tn 3 in another village than the register's.
const SERVED = [
  record('Mustamäe tee', '12', '', 'Tallinn', 'Tallinn', 'ME00012345'),
  record('Mustamäe tee', '12', '5', 'Tallinn', 'Tallinn'),
  record('Riia tn', '40', '', 'Tartu', 'Tartu linn'),
  record('Kooli tn', '7a', '', 'Tabasalu', 'Harku vald'),
  record('Kuuse', '', '', 'Kõnnu küla', 'Saue vald'),
  record('Kase tn', '3', '', 'Tõusi küla', 'Lääneranna vald'),
]
const index = buildAddressIndex(SERVED)

describe('In-ADS gazetteer client', () => {
  let gazetteer: StandInGazetteer
  beforeAll(async () => {
    gazetteer = await startGazetteer(TABLE)
  })
  afterAll(async () => {
    await gazetteer.stop()
  })
  // Generous where an answer is expected: the machine running the tests may be busy.
  const options = () => ({ url: gazetteer.url, timeoutMs: 5000 })

  it('asks with the typed text, a bounded count and apartments, and reads the answer into our parts', async () => {
    gazetteer.mode = 'normal'
    const candidates = await inadsCandidates('Mustamäe tee 12', { ...options(), results: 500 })
    const sent = gazetteer.requests.at(-1)!
    expect([sent.get('address'), sent.get('results'), sent.get('appartment')]).toEqual(['Mustamäe tee 12', '20', '1'])
    expect(candidates).toEqual([
      {
        adsOid: 'ME00012345',
        street: 'Mustamäe tee',
        house: '12',
        apartment: '',
        settlement: 'Mustamäe linnaosa',
        municipality: 'Tallinn',
        text: 'Mustamäe tee 12',
      },
      {
        adsOid: 'ME00012346',
        street: 'Mustamäe tee',
        house: '12',
        apartment: '5',
        settlement: 'Mustamäe linnaosa',
        municipality: 'Tallinn',
        text: 'Mustamäe tee 12-5',
      },
      {
        adsOid: 'ME00012347',
        street: 'Mustamäe tee',
        house: '12',
        apartment: '6',
        settlement: 'Mustamäe linnaosa',
        municipality: 'Tallinn',
        text: 'Mustamäe tee 12-6',
      },
    ])
  })

  it('sends typed text only after making it safe', async () => {
    gazetteer.mode = 'normal'
    await inadsCandidates(`Riia\u0000 40 ${'x'.repeat(1000)}`, options())
    const sent = gazetteer.requests.at(-1)!.get('address')!
    expect(sent.length).toBeLessThanOrEqual(200)
    expect(sent.includes('\u0000')).toBe(false)
    expect(await inadsCandidates('   ', options())).toEqual([])
  })

  it('maps candidates to served addresses by national code, then by parts; apartments fall back to their building', async () => {
    gazetteer.mode = 'normal'
    const mustamae = await inadsCandidates('mustamae tee 12', options())
    expect(matchInadsCandidates(index, mustamae!).map((r) => r.label)).toEqual([
      'Mustamäe tee 12, Tallinn',
      'Mustamäe tee 12-5, Tallinn',
    ])
    const tartu = await inadsCandidates('riia 40 tartu', options())
    expect(matchInadsCandidates(index, tartu!).map((r) => r.label)).toEqual(['Riia tn 40, Tartu'])
    const tabasalu = await inadsCandidates('kooli 7a', options())
    expect(matchInadsCandidates(index, tabasalu!).map((r) => r.label)).toEqual(['Kooli tn 7a, Tabasalu'])
    const farm = await inadsCandidates('kuuse konnu', options())
    expect(matchInadsCandidates(index, farm!).map((r) => r.label)).toEqual(['Kuuse, Kõnnu küla'])
    // Same street and house in another village of the same municipality: not ours.
    const other = await inadsCandidates('kase 3 vatla', options())
    expect(other).toHaveLength(1)
    expect(matchInadsCandidates(index, other!)).toEqual([])
  })

  it('gives null, never an exception, when the gazetteer fails', async () => {
    for (const mode of ['bad-json', 'error', 'wrong-shape', 'oversize'] as const) {
      gazetteer.mode = mode
      expect(await inadsCandidates('Mustamäe tee 12', options()), mode).toBeNull()
    }
    gazetteer.mode = 'normal'
    expect(await inadsCandidates('Mustamäe tee 12', { ...options(), url: 'not a url' })).toBeNull()
    expect(await inadsCandidates('Mustamäe tee 12', { ...options(), url: 'file:///etc/passwd' })).toBeNull()
    // Nothing listens on port 9 of this host.
    expect(await inadsCandidates('Mustamäe tee 12', { url: 'http://127.0.0.1:9/gazetteer', timeoutMs: 500 })).toBeNull()
  })

  it('stops waiting at the timeout, for a slow answer and for none at all', async () => {
    for (const mode of ['slow', 'hang'] as const) {
      gazetteer.mode = mode
      const started = performance.now()
      expect(await inadsCandidates('Mustamäe tee 12', { url: gazetteer.url, timeoutMs: 200 }), mode).toBeNull()
      // Far below the stand-in's 3 s delay: the timeout, not the answer, ended the wait.
      expect(performance.now() - started, mode).toBeLessThan(2000)
    }
    gazetteer.mode = 'normal'
  })

  it('uses the fetch it is given, and survives one that throws', async () => {
    const answer = {
      addresses: [
        {
          ads_oid: 'ME00020001',
          liikluspind: 'Riia tn',
          aadress_nr: 40,
          asustusyksus: 'Tartu linn',
          omavalitsus: null,
        },
      ],
    }
    const fake = (async () => new Response(JSON.stringify(answer), { status: 200 })) as typeof fetch
    expect(await inadsCandidates('riia 40', { url: 'https://inads.example/gazetteer', fetch: fake })).toMatchObject([
      { adsOid: 'ME00020001', street: 'Riia tn', house: '40', settlement: 'Tartu linn', municipality: '' },
    ])
    const broken = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    expect(await inadsCandidates('riia 40', { url: 'https://inads.example/gazetteer', fetch: broken })).toBeNull()
  })

  it('reads only address entries from an answer, and refuses what is not an answer', () => {
    expect(
      parseInadsAnswer({
        addresses: [{ liikluspind: 'Riia tn' }, 'x', null, { ads_oid: 'ME1', liikluspind: 'Riia tn', aadress_nr: '1' }],
      }),
    ).toEqual([
      { adsOid: 'ME1', street: 'Riia tn', house: '1', apartment: '', settlement: '', municipality: '', text: '' },
    ])
    expect(
      parseInadsAnswer({ addresses: [{ ads_oid: '<script>', liikluspind: 'Riia tn', aadress_nr: '1' }] })?.[0]?.adsOid,
    ).toBe('')
    expect(parseInadsAnswer(null)).toBeNull()
    expect(parseInadsAnswer([])).toBeNull()
    expect(parseInadsAnswer({ error: 'x' })).toBeNull()
    expect(parseInadsAnswer({ addresses: Array.from({ length: 201 }, () => ({})) })).toBeNull()
  })
})
