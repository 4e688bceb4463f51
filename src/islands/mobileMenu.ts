// The phone's menu (components/navigation/MobileMenu.tsx renders it): the hamburger opens a modal dialog
// with the search box and the main menu, a copy of the header's `<nav>` made on first opening (the menu is
// in the page once, decision 050), whose groups the desktop menu's island opens one at a time; focus stays inside while it is open (Tab wraps), the page behind does
// not scroll, and Escape or the close button closes it with focus back on the hamburger. Following a link
// in it, sending its search or going back or forward closes it too.
//
// Plain script (decision 051). Before it arrives the buttons' Invoker Commands open and close the dialog
// natively; the island then takes over: it removes the commands (they would open the dialog a second time
// on the same click) and adopts a dialog the visitor has already opened.
const MENU = '[data-mobile-menu]'
const MAIN_MENU = '[data-desktop-menu]'
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

type Parts = { root: HTMLElement; toggle: HTMLButtonElement; dialog: HTMLDialogElement }

function partsOf(node: EventTarget | null): Parts | null {
  const root = node instanceof Element ? node.closest<HTMLElement>(MENU) : null
  const toggle = root?.querySelector<HTMLButtonElement>(':scope > button')
  const dialog = root?.querySelector('dialog')
  return root && toggle && dialog ? { root, toggle, dialog } : null
}

/** What goes with an open menu: the button's state and the page's scrolling. */
function reflect({ toggle, dialog }: Parts) {
  toggle.setAttribute('aria-expanded', String(dialog.open))
  const html = document.documentElement
  if (dialog.open) {
    html.style.overflow = 'hidden'
    html.dataset.menuOpen = 'true'
  } else if (html.dataset.menuOpen) {
    html.style.overflow = ''
    delete html.dataset.menuOpen
  }
}

/** The header's main menu copied into the dialog, once: ids made unique, every group closed. */
function build({ dialog }: Parts) {
  const slot = dialog.querySelector('[data-mobile-menu-nav]')
  const main = document.querySelector(MAIN_MENU)
  if (!slot || !main || slot.firstChild) return
  const copy = main.cloneNode(true) as HTMLElement
  for (const node of copy.querySelectorAll('[id]')) node.id = `mobile-${node.id}`
  for (const node of copy.querySelectorAll('[aria-controls]'))
    node.setAttribute('aria-controls', `mobile-${node.getAttribute('aria-controls')}`)
  for (const node of copy.querySelectorAll('[data-open]')) node.removeAttribute('data-open')
  for (const node of copy.querySelectorAll('[aria-expanded]')) node.setAttribute('aria-expanded', 'false')
  // Its state is the island's from the start (CSS opens no group on hover or focus in it).
  copy.setAttribute('data-js', 'true')
  slot.append(copy)
}

function close(parts: Parts, returnFocus: boolean) {
  if (parts.dialog.open) parts.dialog.close()
  reflect(parts)
  if (returnFocus) parts.toggle.focus()
}

export function initMobileMenu(doc: Document) {
  for (const root of doc.querySelectorAll<HTMLElement>(MENU)) {
    const parts = partsOf(root)
    if (!parts) continue
    for (const button of root.querySelectorAll('button[commandfor]')) {
      button.removeAttribute('commandfor')
      button.removeAttribute('command')
    }
    // Opened by its command before the script arrived: adopt it.
    if (parts.dialog.open) build(parts)
    reflect(parts)
    // The dialog closes by itself too (the browser's own Escape handling when `cancel` is not cancelable).
    parts.dialog.addEventListener('close', () => reflect(parts))
    root.setAttribute('data-js', 'true')
  }

  doc.addEventListener('click', (event) => {
    const parts = partsOf(event.target)
    if (!parts) return
    const target = event.target as Element
    if (parts.toggle.contains(target)) {
      build(parts)
      if (!parts.dialog.open) parts.dialog.showModal()
      reflect(parts)
    } else if (target.closest('[data-mobile-menu-close]')) {
      close(parts, true)
    } else if (target.closest('a[href]') && parts.dialog.contains(target)) {
      close(parts, false)
    }
  })
  doc.addEventListener('submit', (event) => {
    const parts = partsOf(event.target)
    if (parts?.dialog.contains(event.target as Node)) close(parts, false)
  })
  // Escape: close through the island so focus goes back to the hamburger.
  doc.addEventListener(
    'cancel',
    (event) => {
      const parts = partsOf(event.target)
      if (!parts || event.target !== parts.dialog) return
      event.preventDefault()
      close(parts, true)
    },
    true,
  )
  // Focus stays inside the open dialog: Tab from the last element goes to the first, and back.
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const parts = partsOf(event.target)
    if (!parts?.dialog.open) return
    const items = Array.from(parts.dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    )
    if (!items.length) return
    const first = items[0]!
    const last = items[items.length - 1]!
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  })
  window.addEventListener('popstate', () => {
    for (const root of doc.querySelectorAll(MENU)) {
      const parts = partsOf(root)
      if (parts) close(parts, false)
    }
  })
}
