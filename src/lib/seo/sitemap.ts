import type { MetadataRoute } from 'next'
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { DEDICATED_PUBLIC_ROUTES, EXCLUDED_FROM_SITEMAP } from './publicRoutes'

type Entry = { path: string; updatedAt?: string }

/** One sitemap URL per path and locale, each carrying the hreflang alternates of all three. */
export function buildSitemap(site: string, pages: Entry[], postSlugs: Entry[]): MetadataRoute.Sitemap {
  const byPath = new Map<string, string | undefined>()
  for (const path of DEDICATED_PUBLIC_ROUTES) byPath.set(path, undefined)
  for (const p of [...pages, ...postSlugs])
    if (!EXCLUDED_FROM_SITEMAP.has(p.path)) byPath.set(p.path, p.updatedAt ?? byPath.get(p.path))
  const abs = (path: string) => new URL(path, site).toString()
  const out: MetadataRoute.Sitemap = []
  for (const [path, updatedAt] of [...byPath.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const languages: Record<string, string> = {}
    for (const l of locales) languages[l] = abs(localizedPath(l, path))
    languages['x-default'] = abs(localizedPath('et', path))
    for (const locale of locales) {
      out.push({
        url: abs(localizedPath(locale, path)),
        ...(updatedAt ? { lastModified: updatedAt } : {}),
        alternates: { languages },
      })
    }
  }
  return out
}
