// The data tables' controls in place (components/table/DataTable.tsx renders the table, decision 051): a
// sort header, a paging link, the page size, the go-to-page form and the filter (as the visitor types,
// debounced; at once on Enter) ask the server for the page at the control's address, and the table of its
// answer takes this one's place: HTML over the wire. The server renders every state of the table already
// (each control is a plain link or GET form), so the island sorts, filters and pages nothing itself, and the
// edge's page cache answers a state asked for before. What the visitor is using stays: the filter field
// (focus and caret, while typing), the page-size list, and the status line, a live region that then reads
// the new row count; a control that is replaced is focused again in the new table by its `data-key`. The
// address bar follows (`history.replaceState`, the hash kept). An answer to an older request is dropped;
// when the server cannot be asked, the browser goes to the address itself.
import { tableHrefFromParams } from '@/lib/table/href'
import { plainClick } from './dom'

const ROOT = '[data-table]'
const DEBOUNCE_MS = 250

type State = { controller: AbortController | null; timer: number }
const states = new WeakMap<HTMLElement, State>()
let leaving = false

/** The address a table's form submits to, as the server's own links write it. */
function formHref(form: HTMLFormElement): string {
  const fields: [string, string][] = []
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields.push([name, value])
  return tableHrefFromParams(new URL(form.action, location.href).pathname, fields)
}

/** The element that marks what `merge` keeps: the element itself, or the first kept one inside it. */
function keptIn(el: Element): string | null {
  return el.getAttribute('data-keep') ?? el.querySelector('[data-keep]')?.getAttribute('data-keep') ?? null
}

/**
 * Puts `fresh`'s content in `old`, but keeps the elements marked `data-keep` (and so the parts of the page
 * that hold them): a field keeps its value, focus and caret, the status line is a live region that reads
 * out its new text.
 */
function merge(old: Element, fresh: Element) {
  if (old.hasAttribute('data-keep')) {
    if (old.getAttribute('role') === 'status') {
      old.className = fresh.className
      if (old.textContent !== fresh.textContent) old.textContent = fresh.textContent
    }
    return
  }
  const kept = new Map<string, Element>()
  for (const child of Array.from(old.children)) {
    const key = keptIn(child)
    if (key) kept.set(key, child)
  }
  const keeping = new Set(kept.values())
  for (const node of Array.from(old.childNodes)) if (!keeping.has(node as Element)) node.remove()
  let previous: ChildNode | null = null
  for (const node of Array.from(fresh.childNodes)) {
    const key = node instanceof Element ? keptIn(node) : null
    const keep = key ? kept.get(key) : undefined
    if (keep && key) {
      kept.delete(key)
      merge(keep, node as Element)
      previous = keep
      continue
    }
    if (previous) previous.after(node)
    else old.prepend(node)
    previous = node
  }
  for (const rest of kept.values()) rest.remove()
}

/** Builds a row's details from their <noscript> copy (once), when they are first opened. */
function buildDetails(details: HTMLDetailsElement) {
  const copy = details.querySelector(':scope > noscript')
  if (!copy) return
  // A table put in place from a parsed answer has the copy as elements (a parser without scripts builds
  // them); the page's own has it as text.
  copy.insertAdjacentHTML('afterend', copy.childElementCount ? copy.innerHTML : (copy.textContent ?? ''))
  copy.remove()
}

/**
 * Shows the table of the page at `url` in `root`'s place. `key` names the control that asked (focused again
 * in the new table if the focus was in the table).
 */
export async function showTable(root: HTMLElement, url: string, key?: string) {
  const state = states.get(root) ?? { controller: null, timer: 0 }
  states.set(root, state)
  window.clearTimeout(state.timer)
  state.controller?.abort()
  const controller = new AbortController()
  state.controller = controller
  root.setAttribute('aria-busy', 'true')
  let fresh: Element | null
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' }, signal: controller.signal })
    if (!response.ok) throw new Error(`${response.status}`)
    const page = new DOMParser().parseFromString(await response.text(), 'text/html')
    fresh = page.querySelector(`[data-table="${CSS.escape(root.dataset.table ?? '')}"]`)
    if (!fresh) throw new Error('no table in the answer')
  } catch {
    // A newer request took over, or the page is being left: nothing to do. Otherwise the browser asks.
    if (!controller.signal.aborted && !leaving) location.assign(url)
    return
  }
  if (state.controller !== controller) return
  state.controller = null
  root.removeAttribute('aria-busy')
  const active = document.activeElement
  const focusKey = active && root.contains(active) ? (active.getAttribute('data-key') ?? key) : undefined
  merge(root, fresh)
  for (const name of ['data-href', 'data-row-order']) {
    const value = fresh.getAttribute(name)
    if (value === null) root.removeAttribute(name)
    else root.setAttribute(name, value)
  }
  const address = new URL(root.dataset.href ?? url, location.href)
  address.hash = location.hash
  history.replaceState(history.state, '', address)
  if (focusKey && !(active && root.contains(active))) {
    const target =
      root.querySelector<HTMLElement>(`[data-key="${CSS.escape(focusKey)}"]`) ??
      root.querySelector<HTMLElement>('[data-key^="page-"][aria-current]')
    target?.focus({ preventScroll: true })
  }
}

function tableOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(ROOT) : null
}

/** A field changed before the island arrived: the table follows it now. */
function typedBefore(field: HTMLInputElement | HTMLSelectElement | null): boolean {
  if (field instanceof HTMLInputElement) return field.value !== field.defaultValue
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
  return false
}

export function initDataTables(doc: Document) {
  addEventListener('pagehide', () => (leaving = true))
  addEventListener('pageshow', () => (leaving = false))
  for (const root of doc.querySelectorAll<HTMLElement>(ROOT)) {
    for (const details of root.querySelectorAll<HTMLDetailsElement>('details[data-lazy-details][open]'))
      buildDetails(details)
    const changed = [
      root.querySelector<HTMLInputElement>('input[data-keep="filter"]'),
      root.querySelector<HTMLSelectElement>('select[data-keep="size"]'),
    ].find(typedBefore)
    if (changed?.form) void showTable(root, formHref(changed.form))
    // For the browser tests, as the site island's mark: this table acts in place from now on.
    root.setAttribute('data-table-ready', '')
  }

  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-key]') : null
    const root = tableOf(link)
    if (!link || !root || event.defaultPrevented || !plainClick(event)) return
    event.preventDefault()
    const url = new URL(link.href)
    url.hash = ''
    void showTable(root, url.href, link.dataset.key)
  })
  doc.addEventListener('submit', (event) => {
    const form = event.target
    const root = tableOf(form)
    if (!(form instanceof HTMLFormElement) || !root || event.defaultPrevented) return
    event.preventDefault()
    const submitter = (event as SubmitEvent).submitter
    void showTable(root, formHref(form), submitter?.dataset.key)
  })
  doc.addEventListener('input', (event) => {
    const field = event.target
    const root = tableOf(field)
    if (!(field instanceof HTMLInputElement) || field.dataset.keep !== 'filter' || !root || !field.form) return
    const form = field.form
    const state = states.get(root) ?? { controller: null, timer: 0 }
    states.set(root, state)
    window.clearTimeout(state.timer)
    state.timer = window.setTimeout(() => void showTable(root, formHref(form)), DEBOUNCE_MS)
  })
  doc.addEventListener('change', (event) => {
    const field = event.target
    const root = tableOf(field)
    if (field instanceof HTMLSelectElement && field.dataset.keep === 'size' && root && field.form)
      void showTable(root, formHref(field.form))
  })
  // `toggle` does not bubble: listened for on its way down.
  doc.addEventListener(
    'toggle',
    (event) => {
      const details = event.target
      if (details instanceof HTMLDetailsElement && details.open && details.matches('[data-lazy-details]'))
        buildDetails(details)
    },
    true,
  )
}
