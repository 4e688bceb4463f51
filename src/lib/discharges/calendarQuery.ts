// The query of a contract's calendar feed (`/api/v1/contracts/{n}/calendar.ics`), declared once: the route
// validates with it, and the edge keys the feed's stored copies by it (src/server/lookupAnswers.ts), so
// the two cannot disagree on what a valid or an equal query is.
import { z } from 'zod'
import { localeSchema } from '@/i18n/localeSchema'
import { defaultLocale } from '@/i18n/locales'

export const calendarQuery = z.object({
  lang: localeSchema,
  // An empty reminder= means none.
  reminder: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'reminder must be HH:mm, e.g. 18:00')
      .optional(),
  ),
  download: z.enum(['1', 'true']).optional(),
})
export type CalendarQuery = z.infer<typeof calendarQuery>

/**
 * The feed's query in one canonical form (a fixed order, defaults left out, `download=true` as `1`): two
 * queries that give the same feed give the same string. Null when the route would refuse the query. As the
 * route does, the first value of each name counts and any other name is ignored.
 */
export function canonicalCalendarQuery(search: URLSearchParams): string | null {
  const first = (name: string) => search.get(name) ?? undefined
  const parsed = calendarQuery.safeParse({
    lang: first('lang'),
    reminder: first('reminder'),
    download: first('download'),
  })
  if (!parsed.success) return null
  const { lang, reminder, download } = parsed.data
  const canonical = new URLSearchParams()
  if (lang !== defaultLocale) canonical.set('lang', lang)
  if (reminder) canonical.set('reminder', reminder)
  if (download) canonical.set('download', '1')
  return canonical.toString()
}
