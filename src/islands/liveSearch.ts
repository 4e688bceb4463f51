// Search as you type (components/search/LiveSearch.tsx renders its markup): an ARIA 1.2 combobox on a
// search box, whose listbox shows the first hits of the JSON search endpoint, with chips by type and a
// "view all" link. Debounced, and never for an empty box (SPEC section 5). The arrows move through the hits
// (the input keeps focus, aria-activedescendant names the hit), Enter opens the active hit, Escape closes
// the list (and, on the search page's own box, then empties it). A type chosen among the chips goes with
// the form's own submission too.
//
// Plain script (decision 051). Each `[data-live-search]` element carries its configuration as JSON; its
// input is the one named there, rendered beside it or elsewhere (the header's and the mobile menu's).
import {
  announcementOf,
  resultCount,
  stepActive,
  viewAllHref,
  type LiveSearchAnswer,
  type LiveSearchLabels,
  type LiveSearchStatus,
} from '@/lib/search/live'
import type { SearchKind } from '@/lib/search/types'
import { el as element } from './dom'

export type LiveSearchConfig = {
  inputId: string
  /** The query parameter of the search page (the form's input name). */
  param: string
  endpoint: string
  locale: string
  searchPath: string
  labels: LiveSearchLabels
  maxResults: number
  showChips: boolean
  /** The popup's class names (CSS modules), which the server knows and the island does not. */
  classes: Record<'message' | 'chips' | 'chip' | 'list' | 'option' | 'kind' | 'title' | 'viewAll', string>
}

const DEBOUNCE_MS = 500

function attach(root: HTMLElement, config: LiveSearchConfig) {
  const found = document.getElementById(config.inputId)
  const popup = root.querySelector<HTMLElement>('[data-live-popup]')
  const status = document.getElementById(`${config.inputId}-status`)
  if (!(found instanceof HTMLInputElement) || !popup || !status) return
  const input: HTMLInputElement = found
  const { labels, locale, classes } = config
  const listId = `${config.inputId}-list`
  const helpId = `${config.inputId}-help`
  // A box rendered with the live search (the search page's, the sorting assistant's) is a combobox from the
  // server on. A box it is attached to (the header's, the menu's) is a plain search box until it is first
  // used, as it is where the live search cannot run.
  let activated = false
  function activate() {
    if (activated) return
    activated = true
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? []
    if (!describedBy.includes(helpId)) describedBy.push(helpId)
    Object.entries({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': listId,
      'aria-describedby': describedBy.join(' '),
      'aria-expanded': 'false',
    }).forEach(([name, value]) => input.setAttribute(name, value))
    render()
  }

  let q = ''
  let kind: SearchKind | null = null
  let open = false
  let active = -1
  let state: LiveSearchStatus = 'idle'
  let answer: LiveSearchAnswer | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined
  let rendering = false

  const hits = () => answer?.results.slice(0, config.maxResults) ?? []
  const expanded = () => open && q !== '' && state !== 'idle'

  function render() {
    if (!activated) return
    const list = hits()
    const total = answer?.total ?? 0
    const isExpanded = expanded()
    input.setAttribute('aria-expanded', String(isExpanded))
    if (isExpanded && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else input.removeAttribute('aria-activedescendant')
    const announcement = announcementOf(labels, locale, state, total)
    if (status!.textContent !== announcement) status!.textContent = announcement
    popup!.hidden = !isExpanded

    const parts: Node[] = []
    if (state === 'loading') parts.push(element('p', { class: classes.message }, labels.loading))
    if (state === 'error') parts.push(element('p', { class: classes.message }, labels.error))
    const allCount = answer ? Object.values(answer.counts).reduce((a, b) => a + b, 0) : 0
    if (config.showChips && answer && allCount > 0) {
      const chip = (value: SearchKind | null, text: string) =>
        element(
          'button',
          {
            type: 'button',
            class: classes.chip,
            'aria-pressed': String(kind === value),
            'data-kind': value ?? '',
            'data-key': `chip-${value ?? ''}`,
          },
          text,
        )
      const counts = answer.counts
      parts.push(
        element(
          'div',
          { class: classes.chips, role: 'group', 'aria-label': labels.chipsLabel },
          chip(null, `${labels.all} (${allCount})`),
          ...(Object.keys(counts) as SearchKind[])
            .filter((k) => counts[k] > 0)
            .map((k) => chip(k, `${labels.types[k]} (${counts[k]})`)),
        ),
      )
    }
    parts.push(
      element(
        'ul',
        {
          id: listId,
          role: 'listbox',
          'aria-label': labels.listLabel,
          class: classes.list,
          'aria-busy': String(state === 'loading'),
        },
        ...list.map((hit, i) => {
          const title = element('span', { class: classes.title })
          // The endpoint's own highlighting: the title escaped, with <mark> around the matched words.
          title.innerHTML = hit.titleHtml
          return element(
            'li',
            {
              id: `${listId}-${i}`,
              role: 'option',
              'aria-selected': String(i === active),
              class: classes.option,
              'data-url': hit.url,
            },
            element('span', { class: classes.kind }, hit.detail ?? labels.types[hit.kind]),
            title,
          )
        }),
      ),
    )
    if (state === 'done' && total === 0)
      parts.push(element('p', { class: classes.message }, resultCount(labels, locale, 0)))
    if (state !== 'error' && total > config.maxResults)
      parts.push(
        element(
          'a',
          { class: classes.viewAll, href: viewAllHref(config.searchPath, q, kind, config.param), 'data-key': 'all' },
          labels.viewAll.replace('{count}', String(total)),
        ),
      )
    // The popup is built anew; a chip or link that has focus keeps it in its new copy (and losing it on
    // the way does not close the list).
    const focused = popup!.contains(document.activeElement)
      ? (document.activeElement as HTMLElement).dataset.key
      : undefined
    rendering = true
    popup!.replaceChildren(...parts)
    if (focused) popup!.querySelector<HTMLElement>(`[data-key="${focused}"]`)?.focus({ preventScroll: true })
    rendering = false
  }

  function search() {
    clearTimeout(timer)
    controller?.abort()
    if (!q) {
      answer = null
      state = 'idle'
      open = false
      render()
      return
    }
    const request = new AbortController()
    controller = request
    timer = setTimeout(async () => {
      state = 'loading'
      open = document.activeElement === input || root.contains(document.activeElement) || open
      render()
      try {
        const params = new URLSearchParams({ q, locale })
        if (kind) params.set('type', kind)
        const response = await fetch(`${config.endpoint}?${params}`, {
          signal: request.signal,
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) throw new Error(String(response.status))
        answer = (await response.json()) as LiveSearchAnswer
        active = -1
        state = 'done'
      } catch {
        if (request.signal.aborted) return
        state = 'error'
      }
      render()
    }, DEBOUNCE_MS)
  }

  function typed() {
    activate()
    q = input.value.trim()
    open = true
    search()
  }

  input.addEventListener('input', typed)
  input.addEventListener('focus', () => {
    activate()
    open = true
    render()
  })
  // Focus leaving the box and its popup closes the list.
  const leave = (event: FocusEvent) => {
    if (rendering) return
    const to = event.relatedTarget as Node | null
    if (to === input || (to && popup.contains(to))) return
    open = false
    render()
  }
  input.addEventListener('blur', leave)
  popup.addEventListener('focusout', leave)
  input.addEventListener('keydown', (event) => {
    const list = hits()
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!list.length) return
      event.preventDefault()
      open = true
      active = stepActive(active, event.key === 'ArrowDown' ? 1 : -1, list.length)
      render()
    } else if (event.key === 'Enter' && expanded() && active >= 0 && list[active]) {
      event.preventDefault()
      window.location.assign(list[active]!.url)
    } else if (event.key === 'Escape' && expanded()) {
      // Closes the list first and stops there; a second Escape reaches the header or menu (closing it),
      // or empties the search page's own box.
      event.preventDefault()
      event.stopPropagation()
      open = false
      active = -1
      render()
    } else if (event.key === 'Escape' && root.contains(input) && input.value) {
      event.preventDefault()
      input.value = ''
      typed()
    }
  })
  // A press on a hit keeps focus in the box; the click then opens it.
  popup.addEventListener('mousedown', (event) => {
    if ((event.target as Element).closest('[role="option"]')) event.preventDefault()
  })
  popup.addEventListener('click', (event) => {
    const target = event.target as Element
    const option = target.closest<HTMLElement>('[role="option"]')
    if (option?.dataset.url) return window.location.assign(option.dataset.url)
    const chip = target.closest<HTMLElement>('button[data-kind]')
    if (chip) {
      kind = (chip.dataset.kind || null) as SearchKind | null
      search()
      render()
    }
  })
  // The chosen type goes with the form's own submission (Enter in the box, the search button): the plain
  // GET form would send the words alone and the results page would show every type.
  input.form?.addEventListener('submit', (event) => {
    const words = input.value.trim()
    if (!kind || !words) return
    event.preventDefault()
    window.location.assign(viewAllHref(config.searchPath, words, kind, config.param))
  })

  // This code arrives at the visitor's first interaction, so a fast typist or a paste beats it: whatever
  // was typed counts (a value other than the one the page was rendered with), and a focused box opens.
  if (root.contains(input) || document.activeElement === input) activate()
  if (input.value !== input.defaultValue) {
    activate()
    q = input.value.trim()
    open = document.activeElement === input
    search()
  }
  root.setAttribute('data-js', 'true')
}

export function initLiveSearch(doc: Document) {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-live-search]')) {
    try {
      attach(root, JSON.parse(root.dataset.liveSearch ?? '') as LiveSearchConfig)
    } catch {
      /* a box without its configuration stays a plain search box */
    }
  }
}
