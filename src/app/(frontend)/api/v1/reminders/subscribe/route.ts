// POST /api/v1/reminders/subscribe (form post from the lookup result): asks for a confirmation mail.
import { localizedPath } from '@/i18n/paths'
import { cms } from '@/lib/cms'
import { clientAddressFromHeaders } from '@/lib/http/client'
import { route } from '@/lib/http/route'
import { formFields, seeOther } from '@/lib/reminders/http'
import { queueRemindersTick } from '@/lib/reminders/queue'
import { subscribe } from '@/lib/reminders/subscriptions'
import { contractNumberSchema } from '@/lib/discharges/schema'

export const dynamic = 'force-dynamic'

export const POST = route({}, async ({ request }) => {
  const fields = await formFields(request)
  const payload = await cms()
  const outcome = await subscribe(
    payload,
    fields,
    { address: clientAddressFromHeaders(request.headers) },
    new Date(),
    () => queueRemindersTick(payload),
  )
  const query = new URLSearchParams({ status: outcome.status })
  if (outcome.status === 'rateLimited') query.set('seconds', String(outcome.retryAfterSeconds))
  // The answer page's "Back to the collection days" returns to this contract's days, whatever the outcome
  // (the number is the one the visitor typed, so naming it reveals nothing).
  const contract =
    'contractNumber' in outcome && outcome.contractNumber
      ? outcome.contractNumber
      : contractNumberSchema.safeParse(fields.contractNumber).data
  if (contract) query.set('contractNumber', contract)
  return seeOther(`${localizedPath(outcome.locale, '/reminders')}?${query}`)
})
