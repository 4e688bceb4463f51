'use client'
import { useRef, useState } from 'react'
import { ContractForm, type ContractFormText } from './ContractForm.client'
import styles from './discharges.module.css'
import { formatDay } from '@/lib/dates'
import { waitFromForms, type WaitForms } from '@/lib/dates/waitUnit'
import type { Locale } from '@/i18n/locales'
import { notEmptiedHref } from '@/lib/helpdesk/contactLink'
import { ReminderForm, type ReminderFormText } from '@/components/reminders/ReminderForm'

// Home page lookup. With JavaScript it asks our API and shows the next date of each waste type in place;
// without it the same GET form opens the full next-shipping-day page.

type Next = { date: string; wasteTypeLabel: string; itemTypeLabel: string; address: string; shift?: string | null }
type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; contractNumber: string; next: Next[] }
  | { kind: 'message'; text: string; tone: 'info' | 'error' }

export type HomeLookupText = ContractFormText & {
  loading: string
  nextHeading: string
  empty: string
  /** "All collections for contract {number}" */
  fullList: string
  /** "Error: {message}" */
  error: string
  /** "… in {seconds} seconds" */
  rateLimited: string
  /** "{wait}" of rateLimited in words, for the Retry-After the answer brings (lib/dates/wait.ts). */
  waitForms: WaitForms
  invalid: string
  /** "Was your container not emptied?" (a service complaint, contract and address filled in) */
  notEmptied: string
}

export function HomeLookupIsland({
  action,
  locale,
  text,
  reminderText,
}: {
  action: string
  locale: Locale
  text: HomeLookupText
  reminderText: ReminderFormText
}) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const seq = useRef(0)

  async function lookup(contractNumber: string) {
    if (!contractNumber) return
    if (!/^\d{1,20}$/.test(contractNumber)) {
      setState({ kind: 'message', tone: 'error', text: text.invalid })
      return
    }
    const id = ++seq.current
    setState({ kind: 'loading' })
    try {
      const response = await fetch(
        `/api/v1/contracts/${encodeURIComponent(contractNumber)}/discharges?lang=${locale}`,
        { headers: { Accept: 'application/json' } },
      )
      if (id !== seq.current) return
      if (response.status === 429) {
        setState({
          kind: 'message',
          tone: 'error',
          text: text.rateLimited.replace(
            '{wait}',
            waitFromForms(text.waitForms, locale, Number(response.headers.get('Retry-After') ?? '60')),
          ),
        })
        return
      }
      const body = await response.json().catch(() => null)
      if (!response.ok) throw new Error(body?.error?.message ?? response.statusText ?? String(response.status))
      setState({ kind: 'done', contractNumber, next: body.nextByWasteType as Next[] })
    } catch (error) {
      if (id !== seq.current) return
      setState({
        kind: 'message',
        tone: 'error',
        text: text.error.replace('{message}', error instanceof Error ? error.message : String(error)),
      })
    }
  }

  return (
    <>
      <ContractForm
        action={action}
        text={text}
        idPrefix="home-lookup"
        locale={locale}
        onLookup={lookup}
        rememberedHeadingLevel={3}
      />
      <div aria-live="polite">
        {state.kind === 'loading' ? <p>{text.loading}</p> : null}
        {state.kind === 'message' ? <p role={state.tone === 'error' ? 'alert' : undefined}>{state.text}</p> : null}
        {state.kind === 'done' ? (
          <>
            <h3>{text.nextHeading}</h3>
            {state.next.length ? (
              <ul className={styles.next}>
                {state.next.map((d) => (
                  <li key={`${d.wasteTypeLabel}-${d.itemTypeLabel}`}>
                    <strong>{formatDay(d.date)}</strong>
                    <span>{d.wasteTypeLabel}</span>
                    <span>{d.itemTypeLabel}</span>
                    {d.shift ? <span>{d.shift}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{text.empty}</p>
            )}
            <p>
              <a href={`${action}?contractNumber=${encodeURIComponent(state.contractNumber)}`}>
                {text.fullList.replace('{number}', state.contractNumber)}
              </a>
            </p>
            <p>
              <a
                href={notEmptiedHref(
                  locale,
                  state.contractNumber,
                  state.next.map((d) => d.address),
                )}
              >
                {text.notEmptied}
              </a>
            </p>
            {state.next.length ? (
              <ReminderForm idPrefix="home" contractNumber={state.contractNumber} locale={locale} text={reminderText} />
            ) : null}
          </>
        ) : null}
      </div>
    </>
  )
}
