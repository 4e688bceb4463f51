// GET /api/v1/preview?c=pages|posts|sorting-items&id=N&locale=et|ru|en&exp=UNIX&sig=HMAC
// An editor's signed, expiring preview link (made by the admin's "Preview" and live preview): turns on
// Next's draft mode, stores the link's claim in a cookie, and sends the browser to the document's public
// address, which then shows the draft (src/lib/preview/draft.ts). Refused without a valid signature or
// after the link expires. Never cached (decision 031).
import { cookies, draftMode } from 'next/headers'
import { localizedPath } from '@/i18n/paths'
import { cms } from '@/lib/cms'
import { env } from '@/lib/env'
import { ApiError } from '@/lib/http/errors'
import { isHttpsSite } from '@/lib/http/securityHeaders'
import { route } from '@/lib/http/route'
import { PREVIEW_COOKIE } from '@/lib/preview/draft'
import { encodeGrant, verifyPreview } from '@/lib/preview/token'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export const GET = route({}, async ({ request }) => {
  const fields = Object.fromEntries(new URL(request.url).searchParams)
  const verdict = verifyPreview(fields, env().PAYLOAD_SECRET)
  if (!verdict.ok)
    throw new ApiError(
      403,
      verdict.reason === 'expired' ? 'preview_expired' : 'preview_invalid',
      verdict.reason === 'expired'
        ? 'This preview link has expired. Open the preview again from the admin.'
        : 'This preview link is not valid. Open the preview from the admin.',
      { headers: NO_STORE },
    )
  const { claim } = verdict
  const payload = await cms()
  const doc = (await payload
    .findByID({ collection: claim.c, id: claim.id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as { path?: string; slug?: string } | null
  if (!doc)
    throw new ApiError(404, 'not_found', 'The document of this preview no longer exists.', { headers: NO_STORE })
  const rest =
    claim.c === 'pages'
      ? (doc.path ?? '/')
      : claim.c === 'posts'
        ? `/about/news/${doc.slug}`
        : `/customer-support/what-goes-where/${doc.slug}`

  ;(await draftMode()).enable()
  ;(await cookies()).set(PREVIEW_COOKIE, encodeGrant(claim, fields.sig!), {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsSite(env().SITE_URL),
    path: '/',
    expires: new Date(claim.exp * 1000),
  })
  return new Response(null, {
    status: 307,
    headers: { Location: localizedPath(claim.locale, rest), ...NO_STORE },
  })
})
