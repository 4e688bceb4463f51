import { describe, expect, it } from 'vitest'
import { announcementOf, resultCount, stepActive, viewAllHref, type LiveSearchLabels } from './live'

const labels = {
  loading: 'Laadimine…',
  error: 'Otsing ebaõnnestus',
  results: { zero: 'Tulemusi ei leitud', one: '{count} tulemus', other: '{count} tulemust' },
} as unknown as LiveSearchLabels

describe('live search rules', () => {
  it('reads out the count in the plural form of the language, and the loading and error states', () => {
    expect(resultCount(labels, 'et', 0)).toBe('Tulemusi ei leitud')
    expect(resultCount(labels, 'et', 1)).toBe('1 tulemus')
    expect(resultCount(labels, 'et', 7)).toBe('7 tulemust')
    expect(announcementOf(labels, 'et', 'loading', 0)).toBe('Laadimine…')
    expect(announcementOf(labels, 'et', 'error', 0)).toBe('Otsing ebaõnnestus')
    expect(announcementOf(labels, 'et', 'done', 3)).toBe('3 tulemust')
    expect(announcementOf(labels, 'et', 'idle', 3)).toBe('')
  })

  it('moves through the hits with the arrows, through the input (-1), wrapping at both ends', () => {
    expect(stepActive(-1, 1, 3)).toBe(0)
    expect(stepActive(2, 1, 3)).toBe(-1)
    expect(stepActive(-1, -1, 3)).toBe(2)
    expect(stepActive(0, -1, 3)).toBe(-1)
  })

  it('leads "view all" to the search page with the words and the chosen type', () => {
    expect(viewAllHref('/en/search', 'paper bin', null)).toBe('/en/search?searchQuery=paper+bin')
    expect(viewAllHref('/search', 'jaam', 'station')).toBe('/search?searchQuery=jaam&type=station')
    expect(viewAllHref('/customer-support/what-goes-where', 'purk', null, 'q')).toBe(
      '/customer-support/what-goes-where?q=purk',
    )
  })
})
