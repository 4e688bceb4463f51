// GET /api/v1/reminders/session?kind=confirm|manage&locale=…&token=…: where a mail's link lands (the
// pages send a token in their address here before showing anything). The token goes into a short-lived
// HttpOnly cookie and the browser to the page's clean address with a 303 (src/lib/reminders/linkCookie.ts).
// The token's shape is checked here; whether it is genuine, when it is used.
import { z } from 'zod'
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { route } from '@/lib/http/route'
import { seeOther } from '@/lib/reminders/http'
import { linkCookies } from '@/lib/reminders/linkCookie'
import { isConfirmToken, manageTokenId } from '@/lib/reminders/tokens'

export const dynamic = 'force-dynamic'

const query = z.object({
  kind: z.enum(['confirm', 'manage']),
  locale: z.enum(locales).catch('et'),
  token: z.string().max(100).optional(),
})

export const GET = route({ query }, ({ query }) => {
  const page = localizedPath(query.locale, `/reminders/${query.kind}`)
  const valid = query.kind === 'confirm' ? isConfirmToken(query.token) : manageTokenId(query.token) !== null
  if (!valid) return seeOther(`${page}?error=invalid`)
  const response = seeOther(page)
  for (const cookie of linkCookies(query.kind, query.token!)) response.headers.append('Set-Cookie', cookie)
  // The answer names the token: nobody may keep it.
  response.headers.set('Referrer-Policy', 'no-referrer')
  return response
})
