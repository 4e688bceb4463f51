import { locales, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { SearchRecord } from '@/lib/search/types'
import { DESTINATION_LABELS, SORTING_PATH, type Destination } from './vocabulary'

/** A sorting item with its texts in every locale (Payload's `locale: 'all'` answer, or the seed). */
export type SortingItemTexts = {
  id: number | string
  slug: string
  destination: Destination
  name: Partial<Record<Locale, string | null>>
  synonyms?: Partial<Record<Locale, string | null>> | null
}

export function sortingItemPath(slug: string): string {
  return `${SORTING_PATH}/${slug}`
}

/**
 * The item's search record in one locale. Its own name is the title (boost 4) and its own synonyms the
 * "address" field (boost 2), so the words of the visitor's language rank first; the names and synonyms of
 * the other two languages are its keywords (boost 1, never shown), so "battery" finds Patarei on the
 * Estonian page and "батарейка" finds it on the English one: visitors type in the language they think in,
 * not the one the page is in. The text, which snippets show, is the destination in the page's language.
 * Names missing in a locale fall back to the Estonian one, as the pages do.
 */
export function sortingItemRecord(item: SortingItemTexts, locale: Locale): SearchRecord {
  const name = item.name[locale] || item.name.et || item.slug
  const others = locales.filter((l) => l !== locale)
  return {
    id: `sorting:${item.id}`,
    docId: item.id,
    kind: 'sorting',
    locale,
    title: name,
    address: item.synonyms?.[locale] ?? '',
    text: DESTINATION_LABELS[item.destination][locale],
    keywords: others
      .flatMap((l) => [item.name[l], item.synonyms?.[l]])
      .filter(Boolean)
      .join(' · '),
    url: localizedPath(locale, sortingItemPath(item.slug)),
  }
}
