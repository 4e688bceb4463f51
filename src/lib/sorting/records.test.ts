import { describe, expect, it } from 'vitest'
import { SearchIndex } from '@/lib/search/engine'
import { sortingItemRecord, type SortingItemTexts } from './records'

const battery: SortingItemTexts = {
  id: 1,
  slug: 'battery',
  destination: 'batteries',
  name: { et: 'Patarei', ru: 'Батарейка', en: 'Battery' },
  synonyms: { et: 'patareid, akupatarei', ru: 'батарейки, аккумулятор', en: 'batteries, AA cell' },
}

describe('a sorting item in the site search', () => {
  it('is found by the words of every language, but its snippet speaks only the page language', () => {
    const records = (['et', 'ru', 'en'] as const).map((l) => sortingItemRecord(battery, l))
    const en = new SearchIndex(records, 'en')
    for (const query of ['battery', 'батарейка', 'patarei']) {
      const [hit] = en.search(query).hits
      expect(hit?.title, query).toBe('Battery')
      // The destination in English; no Estonian or Russian names, no repeat of the title's own words.
      expect(hit.fragment.replace(/<\/?mark>/g, ''), query).toBe('Batteries')
    }
    const [et] = new SearchIndex(records, 'et').search('батарейка').hits
    expect(et.fragment.replace(/<\/?mark>/g, '')).toBe('Patareid ja akud')
  })
})
