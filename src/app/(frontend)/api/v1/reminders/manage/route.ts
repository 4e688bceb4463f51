// POST /api/v1/reminders/manage (the manage page's forms): change time and language, or unsubscribe.
import { localizedPath } from '@/i18n/paths'
import { cms } from '@/lib/cms'
import { route } from '@/lib/http/route'
import { formFields, localeOf, seeOther } from '@/lib/reminders/http'
import { manage } from '@/lib/reminders/subscriptions'

export const dynamic = 'force-dynamic'

export const POST = route({}, async ({ request }) => {
  const fields = await formFields(request)
  const outcome = await manage(await cms(), fields)
  const page = (locale: string) => localizedPath(localeOf(locale), '/reminders/manage')
  if (!outcome.ok) return seeOther(`${page(fields.pageLocale)}?error=invalid`)
  const done = outcome.action === 'delete' ? 'removed' : 'saved'
  // After a change of language the page follows it.
  const locale = outcome.action === 'save' ? outcome.locale : fields.pageLocale
  return seeOther(`${page(locale)}?${outcome.token ? `token=${outcome.token}&` : ''}done=${done}`)
})
