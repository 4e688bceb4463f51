// Reads an old WordPress site through its REST API (wp/v2): posts, pages, categories, tags, media and the
// navigation menus, in every language WPML serves (`?lang=`), paging by X-WP-TotalPages.
import type { z } from 'zod'
import { locales, type Locale } from '@/i18n/locales'
import {
  describeIssues,
  entryFromRest,
  plainText,
  restEntry,
  restMedia,
  restMenu,
  restMenuItem,
  restTerm,
  toLocale,
  emptySourceSite,
  type SourceSite,
} from './source'

export type RestOptions = {
  /** "user:application-password" for menus, which WordPress shows to signed-in users only. */
  auth?: string
  fetch?: typeof fetch
  timeoutMs?: number
  /** Items asked per page (WordPress allows at most 100). */
  perPage?: number
}

const MAX_PAGES = 1000
const HEADER_LOCATIONS = /primary|main|header|top|menu-1/i

export class SourceError extends Error {}

export async function readRest(base: string, options: RestOptions = {}): Promise<SourceSite> {
  const origin = new URL(base)
  const doFetch = options.fetch ?? fetch
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.auth) headers.Authorization = `Basic ${Buffer.from(options.auth).toString('base64')}`
  const site = emptySourceSite(origin.origin)

  async function get(
    path: string,
    query: Record<string, string | number>,
  ): Promise<{ body: unknown; totalPages: number }> {
    const url = new URL(`/wp-json/wp/v2/${path}`, origin)
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v))
    const response = await doFetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) })
    if (!response.ok) throw new SourceError(`${url.pathname}${url.search}: HTTP ${response.status}`)
    const totalPages = Number(response.headers.get('x-wp-totalpages') ?? '1')
    return { body: await response.json(), totalPages: Number.isFinite(totalPages) ? totalPages : 1 }
  }

  /** Every item of a collection in one language, page by page. */
  async function all(path: string, query: Record<string, string | number>): Promise<unknown[]> {
    const items: unknown[] = []
    for (let page = 1, pages = 1; page <= Math.min(pages, MAX_PAGES); page++) {
      const { body, totalPages } = await get(path, { ...query, per_page: options.perPage ?? 100, page })
      if (!Array.isArray(body)) throw new SourceError(`${path}: the answer is not a list`)
      items.push(...body)
      pages = totalPages
    }
    return items
  }

  /** Items of `path` in every language, each validated; duplicates (a site without WPML) read once. */
  async function each<S extends z.ZodType<{ id: number; lang?: string }>>(
    path: string,
    schema: S,
    label: string,
    take: (item: z.output<S>, lang: Locale) => void,
  ) {
    const seen = new Set<number>()
    for (const requested of locales) {
      for (const raw of await all(path, { lang: requested })) {
        const parsed = schema.safeParse(raw)
        const rawId = (raw as { id?: unknown })?.id
        if (!parsed.success) {
          if (typeof rawId === 'number' && seen.has(rawId)) continue
          if (typeof rawId === 'number') seen.add(rawId)
          site.problems.push({ item: `${label} ${String(rawId ?? '?')}`, message: describeIssues(parsed.error) })
          continue
        }
        if (seen.has(parsed.data.id)) continue
        seen.add(parsed.data.id)
        const lang = parsed.data.lang === undefined ? requested : toLocale(parsed.data.lang)
        if (!lang) {
          site.problems.push({
            item: `${label} ${parsed.data.id}`,
            message: `language "${parsed.data.lang}" is not et, ru or en`,
          })
          continue
        }
        take(parsed.data, lang)
      }
    }
  }

  await each('categories', restTerm, 'category', (t, lang) =>
    site.terms.push({
      wpId: t.id,
      taxonomy: 'category',
      slug: t.slug,
      name: plainText(t.name),
      lang,
      translations: t.translations,
    }),
  )
  await each('tags', restTerm, 'tag', (t, lang) =>
    site.terms.push({
      wpId: t.id,
      taxonomy: 'post_tag',
      slug: t.slug,
      name: plainText(t.name),
      lang,
      translations: t.translations,
    }),
  )
  await each('media', restMedia, 'media', (m, lang) =>
    site.media.push({
      wpId: m.id,
      url: m.source_url,
      mime: m.mime_type,
      alt: m.alt_text ?? '',
      title: plainText(m.title?.rendered ?? ''),
      lang,
      translations: m.translations,
    }),
  )
  await each('pages', restEntry, 'page', (e, lang) => site.entries.push(entryFromRest('page', e, lang)))
  await each('posts', restEntry, 'post', (e, lang) => site.entries.push(entryFromRest('post', e, lang)))

  // Menus need a signed-in user on most sites; without them the header menu is left as it is. WPML keeps one
  // menu per language, listed under that language.
  const menus: (z.output<typeof restMenu> & { language: Locale })[] = []
  try {
    await each('menus', restMenu, 'menu', (m, lang) => menus.push({ ...m, language: lang }))
  } catch (error) {
    site.notes.push(
      `menus not read (${error instanceof Error ? error.message : String(error)}); the header menu is left as it is`,
    )
    return site
  }
  const located = menus.filter((m) => m.locations?.some((l) => HEADER_LOCATIONS.test(l)))
  for (const menu of located.length ? located : menus) {
    const menuLang = toLocale(menu.lang) ?? toLocale(/-(et|ru|en)$/.exec(menu.slug ?? '')?.[1]) ?? menu.language
    for (const raw of await all('menu-items', { menus: menu.id })) {
      const parsed = restMenuItem.safeParse(raw)
      if (!parsed.success) {
        site.problems.push({
          item: `menu item ${String((raw as { id?: unknown })?.id ?? '?')}`,
          message: describeIssues(parsed.error),
        })
        continue
      }
      const item = parsed.data
      site.menuItems.push({
        wpId: item.id,
        lang: toLocale(item.lang) ?? menuLang,
        title: plainText(item.title.rendered),
        url: item.url,
        parent: item.parent,
        order: item.menu_order,
        newTab: item.target === '_blank',
        objectId: item.type && item.type !== 'custom' && item.object_id ? item.object_id : null,
      })
    }
  }
  return site
}
