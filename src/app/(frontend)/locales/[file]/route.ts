// GET /locales/{lng}.json: the interface bundles at the old site's path (SPEC section 7).
import { z } from 'zod'
import { messagesByLocale } from '@/i18n/messages'
import { locales } from '@/i18n/locales'
import { jsonError } from '@/lib/http/errors'

const fileSchema = z.string().regex(new RegExp(`^(${locales.join('|')})\\.json$`))

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const parsed = fileSchema.safeParse((await params).file)
  if (!parsed.success) return jsonError(404, 'not_found', `No bundle; use one of ${locales.map((l) => `${l}.json`).join(', ')}`)
  const locale = parsed.data.slice(0, 2) as (typeof locales)[number]
  return Response.json(messagesByLocale[locale], {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' },
  })
}
