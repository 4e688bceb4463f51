import { describe, expect, it } from 'vitest'
import { contactHref, notEmptiedHref } from './contactLink'
import { contactPrefill } from './prefill'

describe('contact form prefill from the address', () => {
  it('fills the topic, contract number, address and message', () => {
    expect(
      contactPrefill({ topic: '3', contract: 'JV-12345', address: ' Pikk 1, Tallinn ', message: 'Konteiner\njäi' }),
    ).toEqual({
      topicId: 3,
      values: { contractNumber: 'JV-12345', address: 'Pikk 1, Tallinn', description: 'Konteiner\njäi' },
    })
  })

  it('ignores unknown topics, bad or over-long values and repeated parameters, keeping the rest', () => {
    expect(contactPrefill({ topic: '999', contract: '<script>', address: 'x'.repeat(301), message: 'Hi' })).toEqual({
      topicId: null,
      values: { description: 'Hi' },
    })
    expect(contactPrefill({ topic: ['3', '10'], contract: ['1', '2'], message: 'm'.repeat(5001) })).toEqual({
      topicId: null,
      values: {},
    })
    expect(contactPrefill({ topic: '3e1', address: '   ' })).toEqual({ topicId: null, values: {} })
    expect(contactPrefill({})).toEqual({ topicId: null, values: {} })
  })

  it("fills the subject, as the accessibility statement's feedback link does", () => {
    expect(contactPrefill({ topic: '10', subject: 'Ligipääsetavus' })).toEqual({
      topicId: 10,
      values: { subject: 'Ligipääsetavus' },
    })
    expect(contactPrefill({ subject: 's'.repeat(201) }).values).toEqual({})
  })

  it('replaces control characters', () => {
    expect(contactPrefill({ address: 'Pikk\u00001', message: 'a\u0007b\nc' }).values).toEqual({
      address: 'Pikk 1',
      description: 'a b\nc',
    })
  })

  it('builds links that read back to the same values', () => {
    const href = contactHref('en', { topic: 'other', message: 'Where does a surfboard go? & more' })
    expect(href).toMatch(/^\/en\/customer-support\/contact-us\?topic=10&message=/)
    const query = Object.fromEntries(new URL(href, 'http://x').searchParams)
    expect(contactPrefill(query)).toEqual({
      topicId: 10,
      values: { description: 'Where does a surfboard go? & more' },
    })
  })

  it('links a missed collection to a service complaint with the contract and its one address', () => {
    const read = (href: string) => contactPrefill(Object.fromEntries(new URL(href, 'http://x').searchParams))
    expect(notEmptiedHref('et', '900000001', ['Kase tn 5, Tallinn', 'Kase tn 5, Tallinn'])).toMatch(
      /^\/customer-support\/contact-us\?topic=3&/,
    )
    expect(read(notEmptiedHref('et', '900000001', ['Kase tn 5, Tallinn', 'Kase tn 5, Tallinn ']))).toEqual({
      topicId: 3,
      values: { contractNumber: '900000001', address: 'Kase tn 5, Tallinn' },
    })
    expect(read(notEmptiedHref('ru', '900000001', ['Kase tn 5', 'Turu tn 2'])).values).toEqual({
      contractNumber: '900000001',
    })
  })
})

describe('municipality in the prefill link', () => {
  it('fills the municipality list from a known EHAK code', () => {
    expect(contactPrefill({ topic: '3', contract: 'JV-1', municipality: '0784' }).values).toEqual({
      contractNumber: 'JV-1',
      area: 'Tallinna linn',
    })
    expect(contactPrefill({ municipality: '0198' }).values).toEqual({ area: 'Harku vald' })
  })
  it('ignores codes that are no municipality, names and repeated parameters', () => {
    for (const municipality of ['9999', 'Tallinn', '784', ['0784', '0198'], '0784 ']) {
      expect(contactPrefill({ municipality }).values).toEqual({})
    }
  })
  it("is added to the lookup's link when the contract's collections know it", () => {
    const href = notEmptiedHref('et', 'JV-1', ['Pikk 1'], '0784')
    expect(new URL(href, 'https://x.ee').searchParams.get('municipality')).toBe('0784')
    expect(contactPrefill(Object.fromEntries(new URL(href, 'https://x.ee').searchParams)).values.area).toBe(
      'Tallinna linn',
    )
    expect(notEmptiedHref('et', 'JV-1', ['Pikk 1'], null)).not.toContain('municipality')
  })
})
