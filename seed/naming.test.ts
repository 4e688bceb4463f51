// One thing, one name: a page is called the same in the menu, in its heading (the seeded
// page title, which is also its <title> and breadcrumb) and in the page's own messages, and a search
// kind that stands for a page is called like that page.
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'
import { headerMenuSeed } from './navigation'
import { defaultContent } from './content'

type Tree = { [key: string]: string | Tree }
const message = (locale: (typeof locales)[number], key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messagesByLocale[locale] as Tree,
    )

// Pages with a dedicated route whose heading falls back to a message when the page has no CMS title.
const messageTitles: Record<string, string> = {
  '/home-customer/waste-stations': 'dataPages.stations.title',
  '/customer-support/unserved-addresses': 'dataPages.unserved.title',
  '/customer-support/emergency-notice': 'content.emergencyNotice.title',
  '/about/emergency-detailed': 'content.emergencyDetailed.title',
  '/about/news': 'content.news.title',
  '/customer-support/contact-us': 'contact.title',
  '/customer-support/price-lists': 'dataPages.priceLists.title',
  '/home-customer/organized-waste': 'dataPages.contracts.title',
}
// Search kinds and the page each one's results open.
const kindPages: Record<string, string> = {
  municipal: '/home-customer/organized-waste',
  construction: '/customer-support/price-lists',
  station: '/home-customer/waste-stations',
  failed: '/customer-support/unserved-addresses',
}

describe('names of pages', async () => {
  const { pages } = await defaultContent()
  const titleOf = (path: string) => pages.find((p) => p.path === path)?.title

  it('the menu names a page as its heading does', () => {
    const entries = headerMenuSeed
      .flatMap((group) => [group, ...(group.children ?? [])])
      .filter((e) => !e.external && titleOf(e.url))
    expect(entries.length).toBeGreaterThan(20)
    const mismatches = entries.flatMap((e) =>
      locales
        .filter((l) => e.label[l] !== titleOf(e.url)![l])
        .map((l) => `${l} ${e.url}: menu "${e.label[l]}", heading "${titleOf(e.url)![l]}"`),
    )
    expect(mismatches).toEqual([])
  })

  it('a page heading and its fallback message agree', () => {
    const mismatches = Object.entries(messageTitles).flatMap(([path, key]) =>
      locales
        .filter((l) => titleOf(path)?.[l] !== message(l, key))
        .map((l) => `${l} ${path}: heading "${titleOf(path)?.[l]}", message ${key} "${String(message(l, key))}"`),
    )
    expect(mismatches).toEqual([])
  })

  it('a search kind is named like the page it opens', () => {
    const mismatches = Object.entries(kindPages).flatMap(([kind, path]) =>
      locales
        .filter((l) => titleOf(path)?.[l] !== message(l, `searchPage.types.${kind}`))
        .map((l) => `${l} ${kind}: "${String(message(l, `searchPage.types.${kind}`))}", page "${titleOf(path)?.[l]}"`),
    )
    expect(mismatches).toEqual([])
  })
})

describe('company figures', async () => {
  const { pages } = await defaultContent()
  const { siteSettingsShared } = await import('./siteSettings')

  it('pages take them from the site settings instead of repeating them as text', () => {
    const { employees, customers, tonnesPerYear, goalYear } = siteSettingsShared.facts
    // Every way a figure may be written: 250000, 250 000 (also with a no-break space), 250,000.
    const written = (n: number) =>
      new RegExp(`(^|[^\\d])${String(n).replace(/\B(?=(\d{3})+$)/g, '[\\s\\u00a0,]?')}(?![\\d])`)
    const repeated = pages.flatMap((p) =>
      [employees, customers, tonnesPerYear, goalYear]
        .filter((n) => written(n).test(JSON.stringify(p).replaceAll('\\u00a0', '\u00a0')))
        .map((n) => `${p.path}: ${n}`),
    )
    expect(repeated).toEqual([])
    const about = pages.find((p) => p.path === '/about/company')
    expect(JSON.stringify(about)).toContain('{customers}')
  })
})
