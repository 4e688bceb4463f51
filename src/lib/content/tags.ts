/** Cache tags shared by the readers in lib/content and the revalidation hooks of collections and globals. */
export const TAGS = {
  siteSettings: 'global:site-settings',
  headerMenu: 'global:header-menu',
  pages: 'collection:pages',
  posts: 'collection:posts',
  categories: 'collection:categories',
  media: 'collection:media',
  redirects: 'collection:redirects',
  wasteStations: 'collection:waste-stations',
  municipalContracts: 'collection:municipal-contracts',
  priceLists: 'collection:price-lists',
  unservedAddresses: 'collection:unserved-addresses',
  salesContacts: 'collection:sales-contacts',
  sortingItems: 'collection:sorting-items',
} as const
