// The desktop main menu's behaviour (components/navigation/DesktopMenu.tsx renders it): a disclosure
// navigation where each group's button opens its panel, one group at a time. A mouse opens a group by
// hovering it; a click, Enter or Space toggles it; Escape closes it and returns focus to its button; moving
// focus or pressing outside it closes it, as does following one of its links.
//
// Plain script, not a React island (decision 051): the listeners are on the document, so they find the
// menu by its attributes whatever renders it, before or after React hydrates the page, and the menu's
// state lives in the DOM (`data-open` on the group, `aria-expanded` on its button), which React never
// renders over: the component renders neither after the server's first answer.
import { engaged } from '@/lib/dom/engaged'
import { setOpen, toggleOf } from './disclosure'

const MENU = '[data-desktop-menu]'
const GROUP = '[data-group]'

/** The group an event's node is in, if it is in a desktop menu. */
function groupOf(node: EventTarget | null): HTMLElement | null {
  if (!(node instanceof Element)) return null
  const group = node.closest<HTMLElement>(GROUP)
  return group?.closest(MENU) ? group : null
}

const isOpen = (group: Element) => group.hasAttribute('data-open')

/** Opens `group` (null: none) in its menu and closes the others. */
function show(menu: Element, group: Element | null) {
  for (const each of menu.querySelectorAll(GROUP)) setOpen(each, each === group)
}

function close(group: Element) {
  if (!isOpen(group)) return
  const menu = group.closest(MENU)
  if (menu) show(menu, null)
}

export function initDesktopMenu(doc: Document) {
  // The group a mouse opened by hovering it: the click that usually follows must not close it again.
  let openedByHover: Element | null = null

  // Takeover: a group hovered or focused before the script arrived is open by CSS; keep it open.
  for (const menu of doc.querySelectorAll(MENU)) {
    for (const group of menu.querySelectorAll(GROUP)) {
      const { focus, hover } = engaged(group)
      if (!focus && !hover) continue
      const toggle = toggleOf(group)
      // A press on the button not yet released clicks later: that click must not close it either.
      openedByHover = (hover && !focus) || (toggle !== null && engaged(toggle).pressed) ? group : null
      show(menu, group)
      break
    }
    menu.setAttribute('data-js', 'true')
  }

  doc.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return
    const group = groupOf(event.target)
    if (!group || groupOf(event.relatedTarget) === group) return
    openedByHover = isOpen(group) ? null : group
    show(group.closest(MENU)!, group)
  })
  doc.addEventListener('pointerout', (event) => {
    if (event.pointerType !== 'mouse') return
    const group = groupOf(event.target)
    if (!group || groupOf(event.relatedTarget) === group) return
    openedByHover = null
    close(group)
  })
  doc.addEventListener('click', (event) => {
    const group = groupOf(event.target)
    if (!group) return
    const target = event.target as Element
    const toggle = toggleOf(group)
    if (toggle && toggle.contains(target)) {
      // detail 0: keyboard activation, which always toggles.
      if (event.detail !== 0 && openedByHover === group) {
        openedByHover = null
        return
      }
      show(group.closest(MENU)!, isOpen(group) ? null : group)
    } else if (target.closest('a[href]')) {
      close(group)
    }
  })
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const group = groupOf(event.target)
    if (!group || !isOpen(group)) return
    close(group)
    toggleOf(group)?.focus()
  })
  // Tab moving past the last entry (or focus leaving the page) closes the group.
  doc.addEventListener('focusout', (event) => {
    const group = groupOf(event.target)
    if (group && !(event.relatedTarget instanceof Node && group.contains(event.relatedTarget))) close(group)
  })
  // A press anywhere outside an open menu closes it.
  doc.addEventListener('pointerdown', (event) => {
    for (const menu of doc.querySelectorAll(MENU)) {
      if (!(event.target instanceof Node && menu.contains(event.target)) && menu.querySelector('[data-open]'))
        show(menu, null)
    }
  })
  // Back and forward (React's client navigation included) close the menu as a page load would.
  window.addEventListener('popstate', () => {
    for (const menu of doc.querySelectorAll(MENU)) show(menu, null)
  })
}
