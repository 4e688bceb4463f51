import type { SearchKind } from './types'

/** The collection each kind of result is read from (src/lib/content/searchSources.ts reads them). */
export const SOURCE_COLLECTIONS: Record<Exclude<SearchKind, never>, string> = {
  page: 'pages',
  post: 'posts',
  municipal: 'municipal-contracts',
  construction: 'price-lists',
  station: 'waste-stations',
  failed: 'unserved-addresses',
  guide: 'media',
  sorting: 'sorting-items',
}
