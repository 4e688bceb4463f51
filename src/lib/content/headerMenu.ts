import 'server-only'
import { taggedCache } from './cache'
import type { Locale } from '@/i18n/locales'
import { resolveMenu, type MenuEntry, type StoredMenuEntry } from '@/lib/navigation/menu'
import { cms } from '@/lib/cms'
import { TAGS } from './tags'

/** The header menu of one locale, render-ready (sorted, hrefs localized, old/external flags resolved). */
export const getHeaderMenu = taggedCache(
  async (locale: Locale): Promise<MenuEntry[]> => {
    const payload = await cms()
    // Each locale has its own menu; one never filled in falls back to the Estonian menu (hrefs still localized).
    const global = await payload.findGlobal({ slug: 'header-menu', locale, fallbackLocale: 'et', depth: 0 })
    return resolveMenu(locale, (global.items ?? []) as StoredMenuEntry[])
  },
  ['header-menu'],
  { tags: [TAGS.headerMenu], revalidate: 3600 },
)
