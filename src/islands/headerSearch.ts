// The desktop header's search toggle (components/navigation/HeaderSearch.tsx renders it): the toggle opens
// the search form and moves focus to its input; a second click, Escape (focus back to the toggle) or a
// press outside closes it.
//
// Plain script (decision 051): listeners on the document, state in the DOM (`data-open`, `aria-expanded`).
import { engaged } from '@/lib/dom/engaged'
import { dismissOnEscapeAndOutsidePress, setOpen, toggleOf } from './disclosure'

const SEARCH = '[data-header-search]'

const searchOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>(SEARCH) : null)

function show(root: Element, open: boolean) {
  const was = root.hasAttribute('data-open')
  setOpen(root, open)
  if (open && !was) root.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
}

export function initHeaderSearch(doc: Document) {
  // A press on the toggle that began before the script arrived: its click, still to come, must not close
  // the form that the press's focus opened.
  let pressedBefore = false

  for (const root of doc.querySelectorAll<HTMLElement>(SEARCH)) {
    // The toggle clicked before the script arrived (CSS opened the form, the toggle has focus): open it.
    if (engaged(root).focus) {
      const toggle = toggleOf(root)
      pressedBefore = toggle !== null && engaged(toggle).pressed
      show(root, true)
    }
    root.setAttribute('data-js', 'true')
  }

  doc.addEventListener('click', (event) => {
    const root = searchOf(event.target)
    const toggle = root && toggleOf(root)
    if (!root || !toggle?.contains(event.target as Node)) return
    if (pressedBefore) pressedBefore = false
    else show(root, !root.hasAttribute('data-open'))
  })
  dismissOnEscapeAndOutsidePress(doc, SEARCH, (root) => show(root, false))
}
