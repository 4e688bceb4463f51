// GET /api/v1/addresses?q=<what the visitor typed>&limit=1..8: served addresses, best first, for the lookup
// field's suggestions (and anyone's script): `{ suggestions: [{ id, label }] }`, the address and its id, never a
// contract or a container. Limited per client and network; bad input is a 400 with a reason. The production
// server answers this path itself before Next (src/server/index.ts) with the same code (suggest.ts); this
// route answers under `next dev` and with LOOKUP_FAST_PATH=off.
import { loadThroughPayload, suggestSettings } from '@/lib/addresses/service'
import { suggestionReply } from '@/lib/addresses/suggest'
import { clientAddressFromHeaders } from '@/lib/http/client'
import { answerJson } from '@/lib/http/conditional'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const reply = await suggestionReply(
    new URL(request.url).searchParams,
    clientAddressFromHeaders(request.headers),
    suggestSettings(),
    loadThroughPayload,
  )
  // Refusals are answered as they are; a list of suggestions carries its ETag (304 to it).
  if (reply.status !== 200) return Response.json(reply.body, { status: reply.status, headers: reply.headers })
  return answerJson(request, reply.body, reply.headers)
}
