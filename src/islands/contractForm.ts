// The next-collection-day lookup form (components/discharges/ContractForm.tsx renders it), as an island of
// plain script (decision 051). Without it the form is a plain GET form that works on its own.
// - The field becomes an ARIA 1.2 combobox: typing an address offers up to eight served addresses after a
//   pause, announced by count, chosen with the arrow keys and Enter or by a tap (which opens that address's
//   collections); an answer to an older text is dropped.
// - A contract number goes straight to its plan, or, on the home page, its next dates are shown in place
//   from the JSON API, with the reminder form the server rendered for it.
// - An opt-in tick keeps up to five contract numbers in this browser's localStorage for one-tap lookups.
import type { LookupConfig } from '@/components/discharges/lookupConfig'
import { classifyLookup } from '@/lib/addresses/input'
import { formatDay } from '@/lib/dates/day'
import { waitFromForms } from '@/lib/dates/waitUnit'
import { CONTRACT_NUMBER_MAX } from '@/lib/discharges/contractNumber'
import { singleAddress } from '@/lib/helpdesk/singleAddress'
import { el, plainClick } from './dom'

const STORAGE_KEY = 'discharges.contracts'
const MAX_REMEMBERED = 5
/** A contract number as the server stores it (what classifyLookup makes of one typed). */
const CONTRACT = new RegExp(`^\\d{1,${CONTRACT_NUMBER_MAX}}$`)
const DEBOUNCE_MS = 200
const FORM = '[data-contract-form]'

type Suggestion = { id: string; label: string }
type NextCollection = {
  date: string
  wasteTypeLabel: string
  itemTypeLabel: string
  address: string
  shift?: string | null
}

/** The next-shipping-day page of a contract. */
const contractHref = (action: string, contractNumber: string) =>
  `${action}?contractNumber=${encodeURIComponent(contractNumber)}`

function readRemembered(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string' && CONTRACT.test(v)).slice(0, MAX_REMEMBERED)
      : []
  } catch {
    return []
  }
}

function writeRemembered(list: string[]) {
  try {
    if (list.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(list))
    else localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Private mode or storage full: remembering is a convenience only.
  }
}

/** Worth asking the server: two letters at least, and not a contract number being typed. */
export const asksForAddresses = (text: string) => (text.match(/\p{L}/gu) ?? []).length >= 2 && text.trim().length <= 200

function take(form: HTMLFormElement, config: LookupConfig) {
  const found = form.elements.namedItem('lookup')
  const slot = (name: string) => form.querySelector<HTMLElement>(`[data-lookup-slot="${name}"]`)
  const status = document.getElementById(`${config.idPrefix}-lookup-status`)
  const listSlot = slot('listbox')
  const rememberSlot = slot('remember')
  const after = form.nextElementSibling
  const rememberedSlot = after instanceof HTMLElement && after.matches('[data-lookup-slot="remembered"]') ? after : null
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (!(found instanceof HTMLInputElement) || !status || !listSlot || !rememberSlot || !rememberedSlot || !button)
    return
  const input: HTMLInputElement = found
  const submit: HTMLButtonElement = button
  const { text, classes, locale, action } = config
  const listId = `${config.idPrefix}-suggestions`

  let suggestions: Suggestion[] = []
  let active = -1
  let open = false
  let asked: { text: string; controller?: AbortController } = { text: '' }
  let timer: number | undefined

  const listbox = el('ul', { id: listId, role: 'listbox', 'aria-label': text.suggestions, class: classes.listbox })
  listbox.hidden = true
  listSlot.replaceChildren(listbox)
  Object.entries({
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': listId,
  }).forEach(([name, value]) => input.setAttribute(name, value))
  const remember = el('input', { type: 'checkbox' })
  rememberSlot.replaceChildren(el('label', { class: classes.remember }, remember, text.remember))

  function renderList() {
    const expanded = open && suggestions.length > 0
    listbox.hidden = !expanded
    input.setAttribute('aria-expanded', String(expanded))
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${listId}-${active}`)
    else input.removeAttribute('aria-activedescendant')
    listbox.replaceChildren(
      ...suggestions.map((s, i) => {
        const option = el(
          'li',
          { id: `${listId}-${i}`, role: 'option', 'aria-selected': String(i === active), class: classes.option },
          s.label,
        )
        // Chosen on press, before the field's blur closes the list.
        option.addEventListener('mousedown', (event) => {
          event.preventDefault()
          choose(s)
        })
        return option
      }),
    )
  }

  function close() {
    open = false
    active = -1
    renderList()
  }

  function choose(s: Suggestion) {
    input.value = s.label
    close()
    location.assign(`${action}?address=${encodeURIComponent(s.id)}#nsd-address`)
  }

  // Suggestions for what is typed, after a pause.
  function typed() {
    submit.disabled = input.value.trim() === ''
    window.clearTimeout(timer)
    const value = input.value.trim()
    if (!asksForAddresses(value)) {
      asked.controller?.abort()
      asked = { text: '' }
      suggestions = []
      close()
      return
    }
    open = true
    if (value === asked.text) return renderList()
    timer = window.setTimeout(() => void suggest(value), DEBOUNCE_MS)
  }

  async function suggest(value: string) {
    asked.controller?.abort()
    const controller = new AbortController()
    asked = { text: value, controller }
    try {
      const response = await fetch(`/api/v1/addresses?q=${encodeURIComponent(value)}`, {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
      // Limited or refused: the form still submits the text, and the page answers it.
      const body = response.ok ? ((await response.json()) as { suggestions?: Suggestion[] }) : null
      if (controller.signal.aborted) return
      suggestions = body?.suggestions ?? []
      active = -1
      open = suggestions.length > 0
      renderList()
      const rule = suggestions.length === 0 ? 'zero' : new Intl.PluralRules(locale).select(suggestions.length)
      status!.textContent = (text.suggestionCount[rule] ?? text.suggestionCount.other).replace(
        '{count}',
        String(suggestions.length),
      )
    } catch {
      // Aborted or offline: nothing to suggest.
    }
  }

  input.addEventListener('input', typed)
  input.addEventListener('blur', close)
  input.addEventListener('keydown', (event) => {
    const count = suggestions.length
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count) {
      event.preventDefault()
      open = true
      active = event.key === 'ArrowDown' ? (active + 1) % count : active <= 0 ? count - 1 : active - 1
      renderList()
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault()
      choose(suggestions[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
    }
  })

  const answer = config.home ? lookupInPlace(config) : null

  form.addEventListener('submit', (event) => {
    const asked = classifyLookup(input.value)
    if (asked.kind === 'empty') return event.preventDefault()
    // An address (the page lists the matches) or something the page refuses in words.
    if (asked.kind !== 'contract') return
    event.preventDefault()
    const number = asked.contractNumber
    if (remember.checked) {
      writeRemembered([number, ...readRemembered().filter((n) => n !== number)].slice(0, MAX_REMEMBERED))
      renderRemembered()
    }
    if (answer) answer(number)
    else location.assign(contractHref(action, number))
  })

  function renderRemembered() {
    const list = readRemembered()
    if (!list.length) return rememberedSlot!.replaceChildren()
    const headingId = `${config.idPrefix}-remembered`
    const chips = el(
      'ul',
      { class: classes.chips },
      ...list.map((n) => {
        const link = el('a', { href: contractHref(action, n) }, n)
        link.addEventListener('click', (event) => {
          if (!answer || !plainClick(event)) return
          event.preventDefault()
          input.value = n
          answer(n)
        })
        const forget = el(
          'button',
          { type: 'button', class: classes.forget, 'aria-label': text.forget.replace('{number}', n) },
          '×',
        )
        forget.addEventListener('click', () => {
          writeRemembered(readRemembered().filter((r) => r !== n))
          renderRemembered()
        })
        return el('li', {}, link, forget)
      }),
    )
    rememberedSlot!.replaceChildren(
      el(
        'section',
        { class: classes.remembered, 'aria-labelledby': headingId },
        el(`h${config.rememberedHeadingLevel}`, { id: headingId }, text.rememberedHeading),
        chips,
      ),
    )
  }

  renderRemembered()
  // What was typed before the island arrived counts as typed now.
  if (input.value !== input.defaultValue) typed()
  else submit.disabled = input.value.trim() === ''
  form.setAttribute('data-island-ready', '')
}

/** The home page's answer in place: the next date of each waste type, or why there is none. */
function lookupInPlace(config: LookupConfig): ((contractNumber: string) => void) | null {
  const home = config.home!
  const region = document.querySelector<HTMLElement>(`[data-lookup-answer="${config.idPrefix}"]`)
  const reminder = document.querySelector<HTMLElement>(`[data-lookup-reminder="${config.idPrefix}"]`)
  if (!region) return null
  const { text } = home
  const { locale, action } = config
  let seq = 0

  const message = (words: string) => region.replaceChildren(el('p', { role: 'alert' }, words))

  return async (contractNumber) => {
    const id = ++seq
    region.replaceChildren(el('p', {}, text.loading))
    try {
      const response = await fetch(
        `/api/v1/contracts/${encodeURIComponent(contractNumber)}/discharges?lang=${locale}`,
        { headers: { Accept: 'application/json' } },
      )
      if (id !== seq) return
      if (response.status === 429) {
        const wait = Number(response.headers.get('Retry-After') ?? '60')
        return message(text.rateLimited.replace('{wait}', waitFromForms(text.waitForms, locale, wait)))
      }
      const body = (await response.json().catch(() => null)) as {
        nextByWasteType?: NextCollection[]
        error?: { message?: string }
      } | null
      if (id !== seq) return
      if (!response.ok) throw new Error(body?.error?.message || response.statusText || String(response.status))
      const next = body?.nextByWasteType ?? []
      const complaint = new URL(home.notEmptiedHref, location.href)
      complaint.searchParams.set('contract', contractNumber)
      const address = singleAddress(next.map((d) => d.address))
      if (address) complaint.searchParams.set('address', address)
      region.replaceChildren(
        el('h3', {}, text.nextHeading),
        next.length
          ? el(
              'ul',
              { class: config.classes.next },
              ...next.map((d) =>
                el(
                  'li',
                  {},
                  el('strong', {}, formatDay(d.date)),
                  el('span', {}, d.wasteTypeLabel),
                  el('span', {}, d.itemTypeLabel),
                  ...(d.shift ? [el('span', {}, d.shift)] : []),
                ),
              ),
            )
          : el('p', {}, text.empty),
        el(
          'p',
          {},
          el('a', { href: contractHref(action, contractNumber) }, text.fullList.replace('{number}', contractNumber)),
        ),
        el('p', {}, el('a', { href: complaint.pathname + complaint.search }, text.notEmptied)),
      )
      // The reminder form the server rendered for this page, for this contract.
      if (reminder && next.length) {
        const field = reminder.querySelector<HTMLInputElement>('input[name="contractNumber"]')
        if (field) field.value = contractNumber
        reminder.hidden = false
        region.append(reminder)
      }
    } catch (error) {
      if (id !== seq) return
      message(text.error.replace('{message}', error instanceof Error ? error.message : String(error)))
    }
  }
}

export function initLookup(doc: Document) {
  for (const form of doc.querySelectorAll<HTMLFormElement>(FORM)) {
    if (form.hasAttribute('data-island-ready')) continue
    try {
      take(form, JSON.parse(form.getAttribute('data-contract-form') ?? '') as LookupConfig)
    } catch {
      // A form the island cannot read stays the plain form it is.
    }
  }
}
