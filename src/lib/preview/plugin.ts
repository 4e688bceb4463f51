import type { CollectionConfig, Plugin } from 'payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { previewCollections, previewQuery, type PreviewCollection } from './token'

/** A fresh signed link to the preview route for one document in the admin's chosen locale. */
export function previewLink(collection: PreviewCollection, id: unknown, locale: unknown): string | null {
  const n = Number(id)
  if (!Number.isInteger(n) || n <= 0) return null
  const c = env()
  const query = previewQuery(
    { c: collection, id: n, locale: typeof locale === 'string' && isLocale(locale) ? locale : defaultLocale },
    c.PAYLOAD_SECRET,
    { seconds: Math.round(c.PREVIEW_LINK_MINUTES * 60) },
  )
  return `${c.SITE_URL.replace(/\/$/, '')}/api/v1/preview?${query}`
}

const localeCode = (locale: unknown) =>
  typeof locale === 'string' ? locale : ((locale as { code?: string } | null)?.code ?? defaultLocale)

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
      preview: (doc, { locale }) => previewLink(slug, doc.id, localeCode(locale)),
      ...(live
        ? {
            livePreview: {
              breakpoints,
              url: ({ data, locale }) => previewLink(slug, data?.id, localeCode(locale)) ?? undefined,
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
