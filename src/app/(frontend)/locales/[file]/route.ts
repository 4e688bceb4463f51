// GET /locales/{lng}.json: the interface bundles at the old site's path (SPEC section 7).
import { z } from 'zod'
import { messagesByLocale } from '@/i18n/messages'
import { locales, type Locale } from '@/i18n/locales'
import { route } from '@/lib/http/route'

const params = z.object({
  file: z
    .string()
    .regex(new RegExp(`^(${locales.join('|')})\\.json$`), {
      error: `No bundle; use one of ${locales.map((l) => `${l}.json`).join(', ')}`,
    })
    .transform((file) => file.slice(0, 2) as Locale),
})

export const GET = route({ params }, ({ params: { file: locale } }) =>
  Response.json(messagesByLocale[locale], {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' },
  }),
)
