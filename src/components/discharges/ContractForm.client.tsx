'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useValueTypedBeforeHydration } from '@/components/ui/useValueTypedBeforeHydration'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import styles from './discharges.module.css'

// The lookup's one field: an address or a contract number, sent as `?lookup=` by a plain GET form, so it
// works without JavaScript (the page then lists the matching addresses). With JavaScript the field becomes
// an ARIA 1.2 combobox: typing an address offers up to eight served addresses, announced by count, chosen
// with the arrow keys and Enter or by a tap; a contract number goes straight to its plan. An opt-in tick
// keeps up to five contract numbers in this browser's localStorage for one-tap lookups.

const STORAGE_KEY = 'discharges.contracts'
const MAX_REMEMBERED = 5
const CONTRACT = /^\d{1,20}$/
const DEBOUNCE_MS = 200

export type ContractFormText = {
  label: string
  hint: string
  submit: string
  remember: string
  rememberedHeading: string
  /** "Forget contract {number}" with {number} left in. */
  forget: string
  /** The suggestion list's name. */
  suggestions: string
  /** Announced when suggestions arrive, by plural category ("{count} addresses found…"). */
  suggestionCount: Record<'zero' | Intl.LDMLPluralRule, string>
}

type Suggestion = { id: string; label: string }

type Props = {
  action: string
  defaultValue?: string
  error?: string
  text: ContractFormText
  idPrefix: string
  locale: string
  /** With JS, handle a contract lookup in place instead of navigating (home page). */
  onLookup?: (contractNumber: string) => void
  rememberedHeadingLevel?: 2 | 3
}

function readRemembered(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
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
const asksForAddresses = (text: string) => (text.match(/\p{L}/gu) ?? []).length >= 2 && text.trim().length <= 200

export function ContractForm({
  action,
  defaultValue = '',
  error,
  text,
  idPrefix,
  locale,
  onLookup,
  rememberedHeadingLevel = 2,
}: Props) {
  const H = `h${rememberedHeadingLevel}` as 'h2' | 'h3'
  const fieldId = `${idPrefix}-lookup`
  const listId = `${idPrefix}-suggestions`
  const statusId = useId()
  const [value, setValue] = useState(defaultValue)
  useValueTypedBeforeHydration(fieldId, value, setValue)
  const [mounted, setMounted] = useState(false)
  const [remember, setRemember] = useState(false)
  const [remembered, setRemembered] = useState<string[]>([])
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')
  const asked = useRef<{ text: string; controller?: AbortController }>({ text: '' })
  const router = useRouter()

  useEffect(() => {
    setMounted(true)
    setRemembered(readRemembered())
  }, [])

  // Suggestions for what is typed, after a pause; an answer to an older text is dropped.
  useEffect(() => {
    if (!mounted) return
    const typed = value.trim()
    if (!asksForAddresses(typed)) {
      asked.current.controller?.abort()
      setSuggestions([])
      setOpen(false)
      return
    }
    if (typed === asked.current.text) return
    const timer = setTimeout(async () => {
      asked.current.controller?.abort()
      const controller = new AbortController()
      asked.current = { text: typed, controller }
      try {
        const response = await fetch(`/api/v1/addresses?q=${encodeURIComponent(typed)}`, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        })
        // Limited or refused: the form still submits the text, and the page answers it.
        const body = response.ok ? ((await response.json()) as { suggestions?: Suggestion[] }) : null
        if (controller.signal.aborted) return
        const found = body?.suggestions ?? []
        setSuggestions(found)
        setActive(-1)
        setOpen(found.length > 0)
        const rule = found.length === 0 ? 'zero' : new Intl.PluralRules(locale).select(found.length)
        setAnnouncement(
          (text.suggestionCount[rule] ?? text.suggestionCount.other).replace('{count}', String(found.length)),
        )
      } catch {
        // Aborted or offline: nothing to suggest.
      }
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, mounted, locale, text.suggestionCount])

  const empty = value.trim() === ''

  function choose(s: Suggestion) {
    setValue(s.label)
    setOpen(false)
    router.push(`${action}?address=${encodeURIComponent(s.id)}#nsd-address`)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1))
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault()
      choose(suggestions[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The field's own value, not the state: a visitor who typed before the page hydrated and submits at
    // once can reach here before useValueTypedBeforeHydration has handed the typed value to the state
    // (an effect, run after hydration), and the lookup would be swallowed as empty.
    const field = event.currentTarget.elements.namedItem('lookup')
    const current = field instanceof HTMLInputElement ? field.value : value
    const typed = current.trim().replace(/ /g, '')
    if (!current.trim()) {
      event.preventDefault()
      return
    }
    if (!CONTRACT.test(typed)) return // an address: the page lists the matches
    if (remember) {
      const list = [typed, ...readRemembered().filter((n) => n !== typed)].slice(0, MAX_REMEMBERED)
      writeRemembered(list)
      setRemembered(list)
    }
    event.preventDefault()
    if (onLookup) onLookup(typed)
    else router.push(`${action}?contractNumber=${encodeURIComponent(typed)}`)
  }

  function forget(number: string) {
    const list = readRemembered().filter((n) => n !== number)
    writeRemembered(list)
    setRemembered(list)
  }

  const href = (n: string) => `${action}?contractNumber=${encodeURIComponent(n)}`
  const expanded = mounted && open && suggestions.length > 0
  // Before hydration (and without JavaScript) a plain text field; a combobox once it can suggest.
  const combobox = mounted
    ? {
        role: 'combobox' as const,
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
        onKeyDown,
        onBlur: () => setOpen(false),
      }
    : {}

  return (
    <>
      <form className={styles.form} action={action} method="get" onSubmit={onSubmit} noValidate data-react-island="">
        <div className={styles.combo}>
          <TextField
            id={fieldId}
            name="lookup"
            label={text.label}
            hint={text.hint}
            error={error}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={200}
            value={value}
            onChange={(e) => {
              setValue(e.target.value)
              setOpen(true)
            }}
            {...combobox}
          />
          {mounted ? (
            <ul id={listId} role="listbox" aria-label={text.suggestions} className={styles.listbox} hidden={!expanded}>
              {suggestions.map((s, i) => (
                <li
                  key={s.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  // Chosen on press, before the field's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault()
                    choose(s)
                  }}
                >
                  {s.label}
                </li>
              ))}
            </ul>
          ) : null}
          <p id={statusId} role="status" className="visually-hidden">
            {mounted ? announcement : ''}
          </p>
        </div>
        {/* Enabled in server HTML so the form works before (or without) hydration. */}
        <Button type="submit" disabled={mounted && empty}>
          {text.submit}
        </Button>
        {mounted ? (
          <label className={styles.remember}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {text.remember}
          </label>
        ) : null}
      </form>
      {mounted && remembered.length ? (
        <section className={styles.remembered} aria-labelledby={`${idPrefix}-remembered`}>
          <H id={`${idPrefix}-remembered`}>{text.rememberedHeading}</H>
          <ul className={styles.chips}>
            {remembered.map((n) => (
              <li key={n}>
                <a
                  href={href(n)}
                  onClick={(e) => {
                    if (!onLookup) return
                    e.preventDefault()
                    setValue(n)
                    onLookup(n)
                  }}
                >
                  {n}
                </a>
                <button
                  type="button"
                  className={styles.forget}
                  aria-label={text.forget.replace('{number}', n)}
                  onClick={() => forget(n)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
