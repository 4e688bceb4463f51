// The site's island of plain script (decision 051): the behaviour of the header's menus (desktop and phone),
// language list and search toggle, the live search, and the print buttons. Every public page loads it at the visitor's first interaction
// (src/server/late-scripts.ts). Each part finds its markup by attributes and listens on the document, so it
// works whether or not React hydrates the page, and whichever runs first.
import { initDesktopMenu } from './desktopMenu'
import { initHeaderSearch } from './headerSearch'
import { initLanguageSwitcher } from './languageSwitcher'
import { initLiveSearch } from './liveSearch'
import { initMobileMenu } from './mobileMenu'
import { initPrintButtons } from './printButtons'

const w = window as Window & { __siteIsland?: true }
// Once per document, should the script ever be added twice.
if (!w.__siteIsland) {
  w.__siteIsland = true
  initDesktopMenu(document)
  initLanguageSwitcher(document)
  initHeaderSearch(document)
  initMobileMenu(document)
  initLiveSearch(document)
  initPrintButtons(document)
  // For the browser tests, as React's own mark (data-hydrated): the islands have taken over.
  document.documentElement.setAttribute('data-islands', 'ready')
}
