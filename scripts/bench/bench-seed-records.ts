// The demo content of seed/ as search records, without a database: the same texts the CMS holds
// after `npm run seed`, read the way src/lib/content/searchSources.ts reads them (the bench only).
import { locales, type Locale } from '@/i18n/locales'
import { textOf } from '@/lib/search/extract'
import { kindUrl, pageUrl, postUrl } from '@/lib/search/urls'
import type { SearchRecord } from '@/lib/search/types'
import { contractData, priceListData, stationData, unservedData } from '../../seed/datapages'
import { pages as about } from '../../seed/content/pages-about'
import { pages as home } from '../../seed/content/pages-home-customer'
import { pages as services } from '../../seed/content/pages-services'
import { pages as construction } from '../../seed/content/pages-construction'
import { pages as support } from '../../seed/content/pages-support'
import { posts } from '../../seed/content/posts'
import { guides } from '../../seed/content/guides'

/** Replaces every { et, ru, en } text by the locale's string. */
function pick(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((v) => pick(v, locale))
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if (typeof o.et === 'string' && typeof o.ru === 'string' && typeof o.en === 'string') return o[locale]
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, pick(v, locale)]))
  }
  return value
}

export function seedRecords(today = '2026-11-21'): SearchRecord[] {
  const out: SearchRecord[] = []
  for (const locale of locales) {
    const s = (v: unknown) => String(pick(v, locale) ?? '')
    for (const [i, p] of [...about, ...home, ...services, ...construction, ...support].entries()) {
      if (p.noindex) continue
      out.push({
        id: `page:${i}`,
        kind: 'page',
        locale,
        title: s(p.title),
        text: textOf(pick(p.description, locale), pick(p.layout, locale)),
        url: pageUrl(p.path, locale),
      })
    }
    for (const [i, p] of posts.entries())
      out.push({
        id: `post:${i}`,
        kind: 'post',
        locale,
        title: s(p.title),
        text: textOf(pick(p.excerpt, locale), pick(p.content, locale)),
        url: postUrl(p.slug, locale),
      })
    for (const [i, st] of stationData().entries()) {
      out.push({
        id: `station:${i}`,
        kind: 'station',
        locale,
        title: s(st.texts.name),
        text: [st.shared.municipality, st.shared.county, s(st.texts.acceptedWaste)].join(', '),
        address: st.shared.address,
        url: kindUrl('station', locale),
      })
    }
    for (const [i, c] of contractData(today).entries())
      out.push({
        id: `municipal:${i}`,
        kind: 'municipal',
        locale,
        title: c.localGovernment,
        text: c.county,
        address: c.county,
        url: kindUrl('municipal', locale),
      })
    for (const [i, l] of priceListData(today).entries())
      out.push({
        id: `construction:${i}`,
        kind: 'construction',
        locale,
        title: s(l.title),
        text: l.region,
        address: l.region,
        url: kindUrl('construction', locale),
      })
    for (const [i, u] of unservedData(today).entries()) {
      const place = `${u.shared.address}, ${u.shared.city}`
      out.push({
        id: `failed:${i}`,
        kind: 'failed',
        locale,
        title: place,
        text: `${u.shared.county}, ${s(u.texts.reason)}`,
        address: place,
        url: kindUrl('failed', locale),
      })
    }
    for (const g of guides)
      out.push({
        id: `guide:${g.key}`,
        kind: 'guide',
        locale,
        title: s(g.title),
        text: `guide ${g.key} ${locale}`.replace(/-/g, ' '),
        url: `/api/media/file/guide-${g.key}-${locale}.pdf`,
      })
  }
  return out
}
