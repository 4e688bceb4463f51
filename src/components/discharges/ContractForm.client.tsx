'use client'
import { useEffect, useState, type FormEvent } from 'react'
import { useValueTypedBeforeHydration } from '@/components/ui/useValueTypedBeforeHydration'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import styles from './discharges.module.css'

// The contract-number GET form. Without JavaScript it simply submits; with it the submit button is
// disabled while the field is empty (no request for an empty number), and an opt-in tick keeps up to
// five numbers in this browser's localStorage for one-tap lookups. Nothing is stored without the tick.

const STORAGE_KEY = 'discharges.contracts'
const MAX_REMEMBERED = 5

export type ContractFormText = {
  label: string
  hint: string
  submit: string
  remember: string
  rememberedHeading: string
  /** "Forget contract {number}" with {number} left in. */
  forget: string
}

type Props = {
  action: string
  defaultValue?: string
  error?: string
  text: ContractFormText
  idPrefix: string
  /** With JS, handle the lookup in place instead of navigating (home page). */
  onLookup?: (contractNumber: string) => void
  rememberedHeadingLevel?: 2 | 3
}

function readRemembered(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string' && /^\d{1,20}$/.test(v)).slice(0, MAX_REMEMBERED)
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

export function ContractForm({
  action,
  defaultValue = '',
  error,
  text,
  idPrefix,
  onLookup,
  rememberedHeadingLevel = 2,
}: Props) {
  const H = `h${rememberedHeadingLevel}` as 'h2' | 'h3'
  const [value, setValue] = useState(defaultValue)
  useValueTypedBeforeHydration(`${idPrefix}-contract`, value, setValue)
  const [mounted, setMounted] = useState(false)
  const [remember, setRemember] = useState(false)
  const [remembered, setRemembered] = useState<string[]>([])

  useEffect(() => {
    setMounted(true)
    setRemembered(readRemembered())
  }, [])

  const empty = value.trim() === ''

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const number = value.trim()
    if (!number) {
      event.preventDefault()
      return
    }
    if (remember && /^\d{1,20}$/.test(number)) {
      const list = [number, ...readRemembered().filter((n) => n !== number)].slice(0, MAX_REMEMBERED)
      writeRemembered(list)
      setRemembered(list)
    }
    if (onLookup) {
      event.preventDefault()
      onLookup(number)
    }
  }

  function forget(number: string) {
    const list = readRemembered().filter((n) => n !== number)
    writeRemembered(list)
    setRemembered(list)
  }

  const href = (n: string) => `${action}?contractNumber=${encodeURIComponent(n)}`

  return (
    <>
      <form className={styles.form} action={action} method="get" onSubmit={onSubmit} noValidate>
        <TextField
          id={`${idPrefix}-contract`}
          name="contractNumber"
          label={text.label}
          hint={text.hint}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
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
