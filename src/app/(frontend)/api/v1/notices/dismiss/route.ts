// POST /api/v1/notices/dismiss (the banner's "hide" button): remembers the notice in a cookie and returns
// to the page the visitor was on (its Referer when same-site, else the home page).
import { env } from '@/lib/env'
import { ApiError } from '@/lib/http/errors'
import { cookieValue } from '@/lib/http/cookies'
import { route } from '@/lib/http/route'
import { isHttpsSite } from '@/lib/http/securityHeaders'
import { DISMISSED_COOKIE, parseDismissed } from '@/lib/content/notices'
import { formFields, seeOther } from '@/lib/reminders/http'

export const dynamic = 'force-dynamic'

const MAX_AGE_DAYS = 30

/** The same-site path of the Referer, or "/" (never another site: no open redirect). */
function backPath(request: Request): string {
  const referer = request.headers.get('referer')
  if (!referer) return '/'
  try {
    const from = new URL(referer)
    const here = new URL(request.url)
    if (from.host !== here.host && from.origin !== new URL(env().SITE_URL).origin) return '/'
    // `//host/x` or `/\host/x` as a Location is read by browsers as another site.
    if (!from.pathname.startsWith('/') || /^\/[/\\]/.test(from.pathname)) return '/'
    return `${from.pathname}${from.search}`
  } catch {
    return '/'
  }
}

/**
 * Only a post from the site's own pages hides a banner: another site's form could otherwise hide an
 * emergency notice from its visitors for a month. Browsers send Sec-Fetch-Site; older ones an Origin.
 */
function fromThisSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = request.headers.get('origin')
  if (!origin) return false
  return origin === new URL(request.url).origin || origin === new URL(env().SITE_URL).origin
}

export const POST = route({}, async ({ request }) => {
  if (!fromThisSite(request)) throw new ApiError(403, 'cross_site', 'Notices are hidden from the site itself only.')
  const fields = await formFields(request)
  const notice = Number(fields.notice)
  const response = seeOther(backPath(request))
  if (!Number.isSafeInteger(notice) || notice <= 0) return response
  const ids = [notice, ...parseDismissed(cookieValue(request.headers.get('cookie'), DISMISSED_COOKIE))].filter(
    (v, i, all) => all.indexOf(v) === i,
  )
  const secure = isHttpsSite(env().SITE_URL) ? '; Secure' : ''
  response.headers.append(
    'Set-Cookie',
    `${DISMISSED_COOKIE}=${ids.slice(0, 20).join(',')}; Path=/; Max-Age=${MAX_AGE_DAYS * 86_400}; SameSite=Lax; HttpOnly${secure}`,
  )
  return response
})
