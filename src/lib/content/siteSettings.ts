import 'server-only'
import { taggedCache } from './cache'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'
import { cms } from '@/lib/cms'
import { TAGS } from './tags'

export const getSiteSettings = taggedCache(
  async (locale: Locale): Promise<SiteSetting> => {
    const payload = await cms()
    return payload.findGlobal({ slug: 'site-settings', locale, fallbackLocale: 'et', depth: 0 })
  },
  ['site-settings'],
  { tags: [TAGS.siteSettings], revalidate: 3600 },
)
