// One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the List-Unsubscribe
// link of a reminder mail; the subscription and its data are deleted. A GET (someone opening the link)
// only shows the manage page, so link scanners unsubscribe nobody.
import { z } from 'zod'
import { cms } from '@/lib/cms'
import { route } from '@/lib/http/route'
import { ApiError } from '@/lib/http/errors'
import { formFields, seeOther } from '@/lib/reminders/http'
import { subscriptionOfToken, unsubscribeOneClick } from '@/lib/reminders/subscriptions'
import { manageToken, manageTokenId } from '@/lib/reminders/tokens'
import { env } from '@/lib/env'

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
  // The link names no language and the unsubscribe token opens no page: a genuine one leads to the manage
  // page in the subscriber's own language with a manage link made for it (both links come in the same mail).
  const sub = await subscriptionOfToken(await cms(), query.token, 'unsubscribe')
  const params = new URLSearchParams({
    kind: 'manage',
    locale: sub?.locale ?? 'et',
    token: sub ? manageToken(env().PAYLOAD_SECRET, Number(sub.id), sub.email) : query.token,
  })
  return seeOther(`/api/v1/reminders/session?${params}`)
})
