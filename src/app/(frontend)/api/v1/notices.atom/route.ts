// GET /api/v1/notices.atom?lang=et|ru|en: the newest emergency notices as an Atom 1.0 feed in one language
// (src/lib/notices/api.ts), for feed readers and municipalities' sites. Stored by the edge like the JSON.
import { getTranslations } from 'next-intl/server'
import { apiLanguage, localizedHeaders, readContent } from '@/lib/api/common'
import { emergencyNotices } from '@/lib/content/notices'
import { env } from '@/lib/env'
import { answerText } from '@/lib/http/conditional'
import { cacheablePage } from '@/lib/http/pageCacheContext'
import { route } from '@/lib/http/route'
import { FEED_WORDS, noticesAtom, noticesFeedQuery } from '@/lib/notices/api'

export const dynamic = 'force-dynamic'

export const GET = route({ query: noticesFeedQuery }, async ({ request, query }) => {
  const locale = apiLanguage(query.lang, request.headers.get('accept-language'))
  const [docs, common] = await Promise.all([
    readContent('notices', () => emergencyNotices(locale)),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const now = new Date()
  // The feed shows no status: only an edit changes it.
  cacheablePage()
  const words = FEED_WORDS[locale]
  const xml = noticesAtom(
    docs,
    { title: `${common('siteName')} · ${words.title}`, subtitle: words.subtitle, author: common('siteName') },
    locale,
    now,
    env().SITE_URL,
  )
  return answerText(request, xml, localizedHeaders(locale, { 'Content-Type': 'application/atom+xml; charset=utf-8' }))
})
