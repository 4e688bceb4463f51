// Demo content: CMS pages for site-wide routes that have their own folder, so editors can change their
// title, description and intro text.
import type { SeedPage } from '../types'

export const pages: SeedPage[] = [
  {
    path: '/search',
    // Keeps the search page off the home page's section cards and out of search results; the sitemap
    // lists /search anyway (src/lib/seo/publicRoutes.ts).
    noindex: true,
    title: { et: 'Otsing', ru: 'Поиск', en: 'Search' },
    description: {
      et: 'Otsige Jäätmeveo AS-i lehtedelt, uudistest, jäätmejaamadest, hinnakirjadest ja teadetest.',
      ru: 'Поиск по страницам, новостям, пунктам приёма отходов, прайс-листам и уведомлениям Jäätmeveo AS.',
      en: 'Search the pages, news, waste stations, price lists and notices of Jäätmeveo AS.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Otsing hõlmab veebilehe lehti, uudiseid ja teateid, jäätmejaamu, korraldatud jäätmeveo piirkondi, ehitusjäätmete hinnakirju ning tühjendamata aadresse.',
          ru: 'Поиск охватывает страницы сайта, новости и уведомления, пункты приёма отходов, районы организованного вывоза, прайс-листы на строительные отходы и адреса, где вывоз не состоялся.',
          en: "Search covers the site's pages, news and notices, waste stations, organised collection areas, construction waste price lists and unserved addresses.",
        },
      },
    ],
  },
]
