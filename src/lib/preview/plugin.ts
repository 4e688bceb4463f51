import type { CollectionConfig, Plugin, PayloadRequest } from 'payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { previewCollections, previewQuery, type PreviewCollection } from './token'

const LINK_STEP_SECONDS = 300

/** A fresh signed link to the preview route for one document in the admin's chosen locale. */
export function previewLink(collection: PreviewCollection, id: unknown, locale: unknown): string | null {
  const n = Number(id)
  if (!Number.isInteger(n) || n <= 0) return null
  const c = env()
  const seconds = Math.round(c.PREVIEW_LINK_MINUTES * 60)
  const query = previewQuery(
    { c: collection, id: n, locale: typeof locale === 'string' && isLocale(locale) ? locale : defaultLocale },
    c.PAYLOAD_SECRET,
    // Payload makes the links again after every save (an autosave, while the editor types) and reloads the
    // live preview's frame when its link changes, which loses the frame's scroll position. Links made within
    // five minutes are the same link, so the frame stays and only re-renders on the save's message.
    { seconds, step: Math.min(LINK_STEP_SECONDS, seconds) },
  )
  return `${c.SITE_URL.replace(/\/$/, '')}/api/v1/preview?${query}`
}

const localeCode = (locale: unknown) =>
  typeof locale === 'string' ? locale : ((locale as { code?: string } | null)?.code ?? defaultLocale)

/**
 * The locale of the admin tab the link is made for. Payload builds the links twice: when it renders the
 * document view (its request carries the tab's `?locale=`, which is what Payload passes as `locale`), and
 * again after every save, in a server function whose request has no query: there Payload passes the locale
 * the user last opened in any tab (a stored preference), so an editor with two tabs in two languages saw the
 * live preview of one jump to the other's language. A server function is posted from the tab's own address,
 * which the browser names in `Referer` (the site's policy, strict-origin-when-cross-origin, keeps the query on
 * same-origin requests), so there the tab's `?locale=` is read from it. It only chooses which of the three
 * languages the editor's own link opens, so an absent or odd header just leaves Payload's choice.
 */
export function tabLocale(req: Pick<PayloadRequest, 'headers' | 'query'> | undefined, locale: unknown): string {
  const given = localeCode(locale)
  if (!req || (req.query as Record<string, unknown> | undefined)?.locale) return given
  const referer = req.headers?.get('referer')
  if (!referer || referer.length > 2048) return given
  try {
    const url = new URL(referer)
    const fromTab = url.searchParams.get('locale')
    return url.pathname.startsWith('/admin/') && fromTab && isLocale(fromTab) ? fromTab : given
  } catch {
    return given
  }
}

// Phone and desktop widths for the live preview's toolbar (its "responsive" size is added by Payload).
const breakpoints = [
  { name: 'phone', label: 'Phone · 375', width: 375, height: 812 },
  { name: 'desktop', label: 'Desktop · 1280', width: 1280, height: 800 },
]

function withPreview(collection: CollectionConfig): CollectionConfig {
  if (!(previewCollections as readonly string[]).includes(collection.slug)) return collection
  const slug = collection.slug as PreviewCollection
  const live = slug === 'pages' || slug === 'posts'
  return {
    ...collection,
    admin: {
      ...collection.admin,
      // "Preview" in the document's toolbar: the draft as visitors will see it, in the locale being edited.
      preview: (doc, { locale, req }) => previewLink(slug, doc.id, tabLocale(req, locale)),
      ...(live
        ? {
            livePreview: {
              breakpoints,
              url: ({ data, locale, req }) => previewLink(slug, data?.id, tabLocale(req, locale)) ?? undefined,
            },
          }
        : {}),
    },
  }
}

/** Adds the signed preview to pages, posts (notices are posts) and sorting items (decision 031). */
export const previewPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(withPreview),
})
