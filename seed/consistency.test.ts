import { describe, expect, it } from 'vitest'
import { todayInTallinn } from '@/lib/dates'
import { posts } from './content/posts'
import { priceListData, unservedData } from './datapages'
import { unservedWindow } from '@/lib/data/unserved'

// The demo content must agree with itself: a visitor reads the news and then the pages it points to.
describe('seed consistency', () => {
  const today = todayInTallinn()

  it('a news post that names price lists of a year has price lists starting that year', () => {
    const startYears = new Set(priceListData(today).map((l) => l.validFrom.slice(0, 4)))
    for (const post of posts) {
      for (const locale of ['et', 'ru', 'en'] as const) {
        const text = [post.title[locale], post.excerpt[locale], post.content[locale]].join('\n')
        if (!/hinnakir|прайс-лист|price list/i.test(text)) continue
        const years = [...text.matchAll(/\b(20\d\d)\b/g)].map((m) => m[1])
        for (const year of years) expect(startYears, `${post.slug} (${locale}) names ${year}`).toContain(year)
      }
    }
  })

  it('unserved addresses fall in the window the page shows', () => {
    const { from, to } = unservedWindow(today)
    const days = new Set(unservedData(today).map((u) => u.shared.plannedDate))
    for (const day of days) expect(day >= from && day <= to, day).toBe(true)
    expect(days.size).toBe(3)
  })
})
