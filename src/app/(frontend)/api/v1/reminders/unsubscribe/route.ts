// One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe
// link of a reminder mail; the subscription and its data are deleted. A GET (someone opening the link)
// only shows the manage page, so link scanners unsubscribe nobody.
import { z } from 'zod'
import { cms } from '@/lib/cms'
import { route } from '@/lib/http/route'
import { ApiError } from '@/lib/http/errors'
import { formFields, seeOther } from '@/lib/reminders/http'
import { unsubscribeOneClick } from '@/lib/reminders/subscriptions'
import { manageTokenId } from '@/lib/reminders/tokens'

export const dynamic = 'force-dynamic'

const query = z.object({
  token: z
    .string()
    .max(100)
    .refine((t) => manageTokenId(t) !== null, 'token is not valid'),
})

export const POST = route({ query }, async ({ request, query }) => {
  // The body is `List-Unsubscribe=One-Click` (RFC 8058 section 3.2); it is read (bounded) and not required.
  await formFields(request)
  const payload = await cms()
  // Idempotent: a second POST, or one for a subscription already ended, answers the same.
  await unsubscribeOneClick(payload, query.token)
  return new Response('Unsubscribed.\n', {
    status: 200,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
})

export const GET = route({ query: z.object({ token: z.string().max(100) }) }, async ({ query }) => {
  if (manageTokenId(query.token) === null) throw new ApiError(400, 'invalid_request', 'token is not valid')
  return seeOther(`/api/v1/reminders/session?kind=manage&token=${encodeURIComponent(query.token)}`)
})
