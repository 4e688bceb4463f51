// POST /api/v1/reminders/confirm (the confirmation page's button). A button, not the mail's link itself:
// mail scanners that open links would otherwise confirm subscriptions nobody asked for.
import { localizedPath } from '@/i18n/paths'
import { cms } from '@/lib/cms'
import { route } from '@/lib/http/route'
import { formFields, localeOf, seeOther } from '@/lib/reminders/http'
import { confirm } from '@/lib/reminders/subscriptions'

export const dynamic = 'force-dynamic'

export const POST = route({}, async ({ request }) => {
  const fields = await formFields(request)
  const outcome = await confirm(await cms(), fields.token)
  if (!outcome.ok) return seeOther(`${localizedPath(localeOf(fields.locale), '/reminders/confirm')}?error=invalid`)
  return seeOther(`${localizedPath(outcome.locale, '/reminders/manage')}?token=${outcome.manageToken}&done=confirmed`)
})
