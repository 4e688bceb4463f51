// POST /api/v1/notices/dismiss (the banner's "hide" button): remembers the notice in a cookie and returns
// to the page the visitor was on (its Referer when same-site, else the home page).
import { env } from '@/lib/env'
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
    return from.host === here.host || from.origin === new URL(env().SITE_URL).origin
      ? `${from.pathname}${from.search}`
      : '/'
  } catch {
    return '/'
  }
}

export const POST = route({}, async ({ request }) => {
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
