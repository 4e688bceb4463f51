// POST /api/v1/reminders/manage (the manage page's forms): change time and language, or unsubscribe. The
// token comes from the cookie the mail's link was exchanged for (src/lib/reminders/linkCookie.ts).
import { localizedPath } from '@/i18n/paths'
import { cms } from '@/lib/cms'
import { route } from '@/lib/http/route'
import { formFields, localeOf, seeOther } from '@/lib/reminders/http'
import { linkCookies, linkToken } from '@/lib/reminders/linkCookie'
import { manage } from '@/lib/reminders/subscriptions'

export const dynamic = 'force-dynamic'

export const POST = route({}, async ({ request }) => {
  const fields = await formFields(request)
  const token = linkToken(request.headers.get('cookie'), 'manage') ?? fields.token
  const outcome = await manage(await cms(), { ...fields, token })
  const page = (locale: string) => localizedPath(localeOf(locale), '/reminders/manage')
  if (!outcome.ok) return seeOther(`${page(fields.pageLocale)}?error=invalid`)
  const done = outcome.action === 'delete' ? 'removed' : 'saved'
  // After a change of language the page follows it.
  const locale = outcome.action === 'save' ? outcome.locale : fields.pageLocale
  const response = seeOther(`${page(locale)}?done=${done}`)
  // After the last subscription is deleted nothing is left to manage; else the cookie names one that is.
  for (const cookie of linkCookies('manage', outcome.token)) response.headers.append('Set-Cookie', cookie)
  return response
})
