// POST /api/v1/reminders/confirm (the confirmation page's button). A button, not the mail's link itself:
// mail scanners that open links would otherwise confirm subscriptions nobody asked for. The token comes
// from the cookie the mail's link was exchanged for (src/lib/reminders/linkCookie.ts).
import { localizedPath } from '@/i18n/paths'
import { cms } from '@/lib/cms'
import { route } from '@/lib/http/route'
import { formFields, localeOf, seeOther } from '@/lib/reminders/http'
import { linkCookies, linkToken } from '@/lib/reminders/linkCookie'
import { confirm } from '@/lib/reminders/subscriptions'

export const dynamic = 'force-dynamic'

export const POST = route({}, async ({ request }) => {
  const fields = await formFields(request)
  const token = linkToken(request.headers.get('cookie'), 'confirm') ?? fields.token
  const outcome = await confirm(await cms(), token)
  if (!outcome.ok) return seeOther(`${localizedPath(localeOf(fields.locale), '/reminders/confirm')}?error=invalid`)
  const response = seeOther(`${localizedPath(outcome.locale, '/reminders/manage')}?done=confirmed`)
  for (const cookie of [...linkCookies('confirm', null), ...linkCookies('manage', outcome.manageToken)]) {
    response.headers.append('Set-Cookie', cookie)
  }
  return response
})
