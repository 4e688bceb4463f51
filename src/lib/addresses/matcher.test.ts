import { describe, expect, it } from 'vitest'
import { fuzzValues } from '../../../tests/support/fuzzCorpus'
import { buildAddressIndex } from './matcher'
import { addressLabel, parseStoredAddress, propertyIdOf } from '@/lib/data/addressParts'
import type { AddressRecord } from './types'

function record(text: string, adsOid?: string): AddressRecord {
  const parts = parseStoredAddress(text)
  return { id: propertyIdOf(parts), ...parts, label: addressLabel(parts), ...(adsOid ? { adsOid } : {}) }
}

const ADDRESSES = [
  'Mustamäe tee 12, Tallinn',
  'Mustamäe tee 12-1, Tallinn',
  'Mustamäe tee 12-5, Tallinn',
  'Mustamäe tee 12-15, Tallinn',
  'Mustamäe tee 120, Tallinn',
  'Mustamäe tee 12a, Tallinn',
  'Mustamäe tee 3, Tallinn',
  'Pärnu mnt 5, Tallinn',
  'Pärna tn 5, Tallinn',
  'Riia tn 5, Tartu',
  'Riia mnt 5, Pärnu',
  'Kase tn 5, Tallinn',
  'Kase põik 5, Tallinn',
  'Tallinna tn 5, Viljandi',
  'Tallinna tn 5, Rakvere',
  'Tallinna tn 5, Kuressaare',
  'Vana-Tallinna tn 5, Viljandi',
  'Pikk tn 5, Rakvere',
  'Pikk tn 5, Kuressaare',
  'Pikk tn 5, Tallinn',
  'Narva mnt 12/5, Tallinn',
  'Narva mnt 14, Tallinn',
  'Narva mnt 14-5, Tallinn',
  'Kuuse talu, Kõnnu küla',
].map((text, i) => record(text, i === 0 ? 'ME00012345' : undefined))

const index = buildAddressIndex(ADDRESSES)
const labels = (text: string, limit = 8) => index.search(text, limit).map((r) => r.label)
const first = (text: string) => labels(text)[0]

describe('address matcher ranking', () => {
  it('puts the exact house and apartment first, then the building, then its other apartments', () => {
    expect(labels('mustamae tee 12-5', 3)).toEqual([
      'Mustamäe tee 12-5, Tallinn',
      'Mustamäe tee 12, Tallinn',
      'Mustamäe tee 12-1, Tallinn',
    ])
    expect(first('mustamae 12 k 15')).toBe('Mustamäe tee 12-15, Tallinn')
  })

  it('puts a building before its apartments when no apartment is typed, apartments in number order', () => {
    expect(labels('Mustamäe tee 12 ', 5)).toEqual([
      'Mustamäe tee 12, Tallinn',
      'Mustamäe tee 12-1, Tallinn',
      'Mustamäe tee 12-5, Tallinn',
      'Mustamäe tee 12-15, Tallinn',
      'Mustamäe tee 12a, Tallinn',
    ])
  })

  it('offers the apartments that start with the number being typed, after the building', () => {
    expect(labels('Mustamäe tee 12-1', 4)).toEqual([
      'Mustamäe tee 12-1, Tallinn',
      'Mustamäe tee 12, Tallinn',
      'Mustamäe tee 12-15, Tallinn',
      'Mustamäe tee 12-5, Tallinn',
    ])
  })

  it('offers houses that start with the number being typed', () => {
    expect(labels('Mustamäe tee 12')).toContain('Mustamäe tee 120, Tallinn')
    expect(labels('Mustamäe tee 12 ')).not.toContain('Mustamäe tee 120, Tallinn')
  })

  it('matches the start of the last word while typing, with or without the type word', () => {
    expect(first('Mustam')).toBe('Mustamäe tee 3, Tallinn')
    expect(first('Mustamäe t')).toBe('Mustamäe tee 3, Tallinn')
    expect(first('мустамяэ')).toBe('Mustamäe tee 3, Tallinn')
  })

  it('understands Russian adjective forms of Estonian names', () => {
    expect(first('Пярнуское шоссе 5')).toBe('Pärnu mnt 5, Tallinn')
    expect(first('Мустамяэское шоссе 3')).toBe('Mustamäe tee 3, Tallinn')
    expect(first('Таллиннская 5 Раквере')).toBe('Tallinna tn 5, Rakvere')
    expect(first('Нарвское ш. 14-5')).toBe('Narva mnt 14-5, Tallinn')
  })

  it('uses a typed street type to tell streets of one name apart, and ignores it when not typed', () => {
    expect(first('riia mnt 5')).toBe('Riia mnt 5, Pärnu')
    expect(first('riia tn 5')).toBe('Riia tn 5, Tartu')
    expect(first('kase põik 5')).toBe('Kase põik 5, Tallinn')
    expect(first('kase pk 5')).toBe('Kase põik 5, Tallinn')
    expect(first('kase tn 5')).toBe('Kase tn 5, Tallinn')
    expect(labels('riia 5')).toEqual(['Riia mnt 5, Pärnu', 'Riia tn 5, Tartu'])
  })

  it('boosts the typed settlement wherever it stands', () => {
    expect(first('tallinna 5 rakvere')).toBe('Tallinna tn 5, Rakvere')
    expect(first('Rakvere, Tallinna tn 5')).toBe('Tallinna tn 5, Rakvere')
    expect(first('pikk 5 tallinn')).toBe('Pikk tn 5, Tallinn')
    expect(first('pikk 5, kuressaare')).toBe('Pikk tn 5, Kuressaare')
  })

  it('prefers fewer untyped words, and orders ties by label', () => {
    expect(labels('tallinna 5')).toEqual([
      'Tallinna tn 5, Kuressaare',
      'Tallinna tn 5, Rakvere',
      'Tallinna tn 5, Viljandi',
      'Vana-Tallinna tn 5, Viljandi',
    ])
    expect(first('vana tallinna 5')).toBe('Vana-Tallinna tn 5, Viljandi')
  })

  it('prefers the exact name over a near one, and forgives one slip in a long word', () => {
    expect(first('parnu mnt 5')).toBe('Pärnu mnt 5, Tallinn')
    expect(first('parna 5')).toBe('Pärna tn 5, Tallinn')
    expect(first('mustamee tee 3')).toBe('Mustamäe tee 3, Tallinn')
    expect(first('mustmaae tee 3')).toBe('Mustamäe tee 3, Tallinn')
    expect(labels('xyzzy 5')).toEqual([])
  })

  it('leaves out words that fit nothing, and when no address fits every word, offers those that fit most', () => {
    expect(first('mustamae tee 3 harju maakond')).toBe('Mustamäe tee 3, Tallinn')
    expect(first('mustamae tee 3 eesti')).toBe('Mustamäe tee 3, Tallinn')
    // Not in Tartu, but Mustamäe tee 3 is the only Mustamäe tee 3 there is.
    expect(first('mustamae tee 3 tartu')).toBe('Mustamäe tee 3, Tallinn')
    // The typed town wins where it fits.
    expect(labels('pikk 5 rakvere')).toEqual(['Pikk tn 5, Rakvere'])
  })

  it('reads "12/5" as a house where one exists, as house and apartment where not', () => {
    expect(first('narva mnt 12/5')).toBe('Narva mnt 12/5, Tallinn')
    expect(first('narva mnt 14/5')).toBe('Narva mnt 14-5, Tallinn')
  })

  it('finds places without a street or house number', () => {
    expect(first('kuuse talu')).toBe('Kuuse talu, Kõnnu küla')
    expect(first('kuuse konnu')).toBe('Kuuse talu, Kõnnu küla')
  })

  it('answers nothing rather than everything, and never throws', () => {
    expect(labels('')).toEqual([])
    expect(labels('12')).toEqual([])
    expect(labels('tn')).toEqual([])
    expect(labels('\u0000\u0001')).toEqual([])
    expect(labels('mustamae ' + '9'.repeat(10_000))).toEqual([])
    expect(() => index.search(undefined as unknown as string)).not.toThrow()
    for (const v of fuzzValues()) {
      let text = v.wire
      try {
        text = decodeURIComponent(v.wire)
      } catch {
        // a broken escape is typed text too
      }
      const hits = index.search(text)
      expect(hits.length).toBeLessThanOrEqual(8)
    }
  })

  it('keeps to the limit', () => {
    expect(labels('mustamae', 2)).toHaveLength(2)
    expect(index.search('mustamae', 0)).toHaveLength(1)
    expect(index.search('mustamae', 1000).length).toBeLessThanOrEqual(50)
  })

  it('gives records by id, by national address code and by parts, and counts each id once', () => {
    const a = ADDRESSES[2]!
    expect(index.get(a.id)).toBe(a)
    expect(index.get('nope')).toBeUndefined()
    expect(index.findByAdsOid('ME00012345')?.label).toBe('Mustamäe tee 12, Tallinn')
    expect(index.find({ street: 'Mustamäe tee', house: '12', apartment: '5', settlement: 'Tallinn' })).toBe(a)
    expect(index.find({ street: 'mustamäe TEE', house: '12A', apartment: '', settlement: '' })?.label).toBe(
      'Mustamäe tee 12a, Tallinn',
    )
    expect(buildAddressIndex([...ADDRESSES, ...ADDRESSES]).size).toBe(ADDRESSES.length)
  })
})
