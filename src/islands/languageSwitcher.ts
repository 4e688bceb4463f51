// The header's language list (components/layout/LanguageSwitcher.tsx renders it): a button opening links to
// this page in each language. A mouse opens it by hovering; a click, Enter or Space toggles it; Escape
// closes it and returns focus to the button; a press outside closes it. Choosing a language stores it (the
// cookie the server reads, and a localStorage copy the old site's scripts read) and keeps the page's query.
//
// Plain script (decision 051): listeners on the document find the list by its attribute whatever renders
// it, and its state lives in the DOM (`data-open`, `aria-expanded`).
import { engaged } from '@/lib/dom/engaged'
import { languageHref } from '@/i18n/paths'
import { LOCALE_COOKIE, isLocale } from '@/i18n/locales'
import { dismissOnEscapeAndOutsidePress, setOpen, toggleOf } from './disclosure'

const SWITCHER = '[data-language-switcher]'

const switcherOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>(SWITCHER) : null)

// The address the page was rendered for: its links are right for it. React's client navigation changes the
// address but not the header, whose links then follow the new one.
const rendered = location.pathname + location.search

/** Each link leads to this page, query included, once the address is not the one the page was rendered for. */
function linkToThisPage(root: Element) {
  if (location.pathname + location.search === rendered) return
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    const code = link.getAttribute('hreflang')
    if (isLocale(code)) link.setAttribute('href', languageHref(location.search, code))
  }
}

function remember(code: string) {
  // The cookie is what the server reads; localStorage mirrors it for the old site's scripts. Secure on an
  // https page, as the server's redirect sets it.
  const secure = location.protocol === 'https:' ? '; secure' : ''
  document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax${secure}`
  try {
    localStorage.setItem('locale', code)
  } catch {
    /* storage may be disabled */
  }
}

export function initLanguageSwitcher(doc: Document) {
  // A mouse that hovers opens the list; its following click must not close it again. Nor must the click of
  // a press that began before the script arrived (the list is open by CSS from the press's focus).
  let openedByHover = false

  for (const root of doc.querySelectorAll<HTMLElement>(SWITCHER)) {
    linkToThisPage(root)
    // Hovered or clicked before the script arrived, the list is open by CSS: keep it open.
    const { focus, hover } = engaged(root)
    if (focus || hover) {
      const toggle = toggleOf(root)
      openedByHover = (hover && !focus) || (toggle !== null && engaged(toggle).pressed)
      setOpen(root, true)
    }
    root.setAttribute('data-js', 'true')
  }

  // The server also stores a choice: a `?lang=` link answers with a redirect that sets the cookie. Keep the
  // localStorage mirror in step with it on every page (SPEC section 4: the language is kept there too).
  const stored = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(doc.cookie)?.[1]
  if (isLocale(stored)) {
    try {
      if (localStorage.getItem('locale') !== stored) localStorage.setItem('locale', stored)
    } catch {
      /* storage may be disabled */
    }
  }

  // Mouse events, not pointer events: a tap sends them too, so a tap opens the list as a hover would and
  // its click leaves it open.
  doc.addEventListener('mouseover', (event) => {
    const root = switcherOf(event.target)
    if (!root || switcherOf(event.relatedTarget) === root) return
    linkToThisPage(root)
    openedByHover = !root.hasAttribute('data-open')
    setOpen(root, true)
  })
  doc.addEventListener('mouseout', (event) => {
    const root = switcherOf(event.target)
    if (!root || switcherOf(event.relatedTarget) === root) return
    openedByHover = false
    setOpen(root, false)
  })
  doc.addEventListener('focusin', (event) => {
    const root = switcherOf(event.target)
    if (root) linkToThisPage(root)
  })
  doc.addEventListener('click', (event) => {
    const root = switcherOf(event.target)
    if (!root) return
    const target = event.target as Element
    const link = target.closest<HTMLAnchorElement>('a[hreflang]')
    if (link) {
      linkToThisPage(root)
      const code = link.getAttribute('hreflang')
      if (isLocale(code)) remember(code)
      return
    }
    if (!toggleOf(root)?.contains(target)) return
    if (openedByHover) openedByHover = false
    else setOpen(root, !root.hasAttribute('data-open'))
  })
  dismissOnEscapeAndOutsidePress(doc, SWITCHER, (root) => setOpen(root, false))
}
