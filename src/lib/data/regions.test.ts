import { describe, expect, it } from 'vitest'
import map from '@/lib/maps/estoniaCounties.generated.json'
import contactEn from '../../../messages/features/contact.en.json'
import contactEt from '../../../messages/features/contact.et.json'
import contactRu from '../../../messages/features/contact.ru.json'
import dataEn from '../../../messages/features/datapages.en.json'
import dataEt from '../../../messages/features/datapages.et.json'
import dataRu from '../../../messages/features/datapages.ru.json'
import { counties, countyInfo, isCounty } from './regions'

// The county vocabulary is written once; these checks keep the generated map and the messages in step with it.
describe('county vocabulary', () => {
  it('has the 15 counties, each with its Estonian name and ISO code', () => {
    expect(counties).toHaveLength(15)
    expect(new Set(counties).size).toBe(15)
    for (const c of counties) {
      expect(countyInfo[c].name).toBe(`${c} maakond`)
      expect(countyInfo[c].iso).toMatch(/^EE-\d{2}$/)
    }
    expect(isCounty('Harju')).toBe(true)
    expect(isCounty('Harju maakond')).toBe(false)
    expect(isCounty(undefined)).toBe(false)
  })
  it('names the same counties, with the same ISO codes, as the generated map', () => {
    expect(Object.fromEntries(map.counties.map((c) => [c.name, c.iso]))).toEqual(Object.fromEntries(counties.map((c) => [c, countyInfo[c].iso])))
  })
  it('has a translated label for every county in every locale', () => {
    for (const messages of [dataEt, dataRu, dataEn]) {
      expect(Object.keys(messages.dataPages.counties).sort()).toEqual([...counties].sort())
    }
    for (const messages of [contactEt, contactRu, contactEn]) {
      expect(Object.keys(messages.contact.counties).sort()).toEqual(counties.map((c) => countyInfo[c].messageKey).sort())
    }
    // The contact form's Estonian county names are the official ones.
    for (const c of counties) expect(contactEt.contact.counties[countyInfo[c].messageKey as keyof typeof contactEt.contact.counties]).toBe(countyInfo[c].name)
  })
})
