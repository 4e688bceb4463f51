// The header's island of plain script (decision 051), loaded with the page's other scripts at the visitor's
// first interaction (src/server/late-scripts.ts). Each part finds its markup by attributes and listens on
// the document, so it works whether or not React hydrates the page, and whichever runs first.
import { initDesktopMenu } from './desktopMenu'
import { initHeaderSearch } from './headerSearch'
import { initLanguageSwitcher } from './languageSwitcher'

const w = window as Window & { __headerIsland?: true }
// Once per document, should the script ever be added twice.
if (!w.__headerIsland) {
  w.__headerIsland = true
  initDesktopMenu(document)
  initLanguageSwitcher(document)
  initHeaderSearch(document)
}
