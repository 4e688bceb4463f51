import 'server-only'
import { cookies, draftMode } from 'next/headers'
import type { Locale } from '@/i18n/locales'
import type { Page, Post } from '@/payload-types'
import { cms } from '@/lib/cms'
import { env } from '@/lib/env'
import { uncacheablePage } from '@/lib/http/pageCacheContext'
import { normalizePath } from '@/lib/content/path'
import { decodeGrant, type PreviewClaim, type PreviewCollection } from './token'

/** The cookie that names the one document (and locale) a signed preview link opened, until it expires. */
export const PREVIEW_COOKIE = 'jv-preview'

/**
 * The preview this request may show: Next's draft mode is on and the preview cookie, signed like the link
 * it came from, names a document of `collection` in `locale` and has not expired. Read only under draft
 * mode, so ordinary visits never touch cookies and stay cacheable; a preview render is never stored.
 */
export async function previewClaim(collection: PreviewCollection, locale: Locale): Promise<PreviewClaim | null> {
  if (!(await draftMode()).isEnabled) return null
  uncacheablePage()
  const claim = decodeGrant((await cookies()).get(PREVIEW_COOKIE)?.value, env().PAYLOAD_SECRET)
  return claim && claim.c === collection && claim.locale === locale ? claim : null
}

/** The newest draft of the document the preview names, in `locale`, or null. */
async function previewDraft<C extends PreviewCollection>(collection: C, locale: Locale, depth: number) {
  const claim = await previewClaim(collection, locale)
  if (!claim) return null
  const payload = await cms()
  return (await payload
    .findByID({
      collection: collection as PreviewCollection,
      id: claim.id,
      draft: true,
      locale,
      fallbackLocale: 'et',
      depth,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)) as (C extends 'pages' ? Page : Post) | null
}

/** The newest draft of the page the preview names, when it is the page at `path`. */
export async function previewPage(locale: Locale, path: string): Promise<Page | null> {
  const page = await previewDraft('pages', locale, 2)
  return page && normalizePath(page.path) === normalizePath(path) ? page : null
}

/** The newest draft of the post the preview names, when it is the post with `slug`. */
export async function previewPost(locale: Locale, slug: string): Promise<Post | null> {
  const post = await previewDraft('posts', locale, 1)
  return post && post.slug === slug ? post : null
}
