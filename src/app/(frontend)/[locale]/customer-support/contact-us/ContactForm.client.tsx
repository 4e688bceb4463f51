'use client'

import { useActionState, useEffect, useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import { sendContactRequest } from './actions'
import { fieldAnchor } from './anchors'
import type { ContactFormState } from './state'
import styles from './contact.module.css'

export type Option = { value: string; label: string }
export type FieldSpec = {
  field: string
  need: 'required' | 'optional'
  label: string
  hint?: string
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radios' | 'date' | 'files'
  options?: Option[]
  groups?: { label: string; options: Option[] }[]
  autoComplete?: string
  maxLength?: number
}

type Strings = {
  requiredSr: string
  optional: string
  choose: string
  send: string
  errorSummaryTitle: string
  requiredExplanation: string
  honeypot: string
}

type Props = {
  topicId: number
  locale: string
  fields: FieldSpec[]
  strings: Strings
  token: string
  minDate?: string
  accept: string
  children: ReactNode
  notices: ReactNode
}

function Mark({ need, strings }: { need: FieldSpec['need']; strings: Strings }) {
  if (need === 'optional') return <span className={styles.optional}> {strings.optional}</span>
  return (
    <>
      <span aria-hidden="true" className={styles.asterisk}>
        {' '}*
      </span>
      <span className="visually-hidden"> ({strings.requiredSr})</span>
    </>
  )
}

// A fragment link only scrolls; GOV.UK's error summary also moves focus into the field.
function focusField(event: React.MouseEvent<HTMLAnchorElement>, href: string) {
  const target = document.getElementById(href.slice(1))
  if (!target) return
  event.preventDefault()
  target.scrollIntoView({ block: 'center' })
  target.focus()
}

export function ContactForm({ topicId, locale, fields, strings, token, minDate, accept, children, notices }: Props) {
  const initial: ContactFormState = { status: 'idle', values: {}, errors: [], token }
  const [state, action, pending] = useActionState(sendContactRequest, initial)
  const summary = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (state.status === 'error') summary.current?.focus()
  }, [state])

  const errorOf = (field: string) => state.errors.filter((e) => e.field === field).map((e) => e.message)
  const values = state.values

  return (
    <>
      {state.errors.length > 0 ? (
        <div ref={summary} tabIndex={-1} className={styles.summary} role="alert" aria-labelledby="error-summary-title">
          <h2 id="error-summary-title" className={styles.summaryTitle}>
            {strings.errorSummaryTitle}
          </h2>
          <ul>
            {state.errors.map((e, i) => (
              <li key={i}>
                <a href={e.href} onClick={(event) => focusField(event, e.href)}>
                  {e.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
      <form action={action} noValidate className={styles.form} aria-labelledby="contact-details-heading">
        <input type="hidden" name="topic" value={topicId} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="startedAt" value={state.token} />
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{strings.honeypot}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {notices}
        <p>{strings.requiredExplanation}</p>
        {fields.map((spec) => {
          const id = fieldAnchor(spec.field)
          const errors = errorOf(spec.field)
          const hintId = spec.hint ? `contact-${spec.field}-hint` : undefined
          const errorId = errors.length ? `contact-${spec.field}-error` : undefined
          const describedBy = [hintId, errorId, spec.field === 'files' && state.fileNote ? 'contact-files-note' : undefined].filter(Boolean).join(' ') || undefined
          const common = {
            name: spec.field,
            'aria-required': spec.need === 'required' ? (true as const) : undefined,
            'aria-invalid': errors.length ? (true as const) : undefined,
            'aria-describedby': describedBy,
          }
          const hint = spec.hint ? (
            <p id={hintId} className={styles.hint}>
              {spec.hint}
            </p>
          ) : null
          const errorText = errors.length ? (
            <p id={errorId} className={styles.error}>
              {errors.map((m, i) => (
                <span key={i} className={styles.errorLine}>
                  {m}
                </span>
              ))}
            </p>
          ) : null
          const key = `${topicId}-${spec.field}-${state.status}-${values[spec.field] ?? ''}`

          if (spec.kind === 'radios') {
            return (
              <fieldset key={key} className={`${styles.field} ${errors.length ? styles.hasError : ''}`} role="radiogroup" aria-required={spec.need === 'required' ? true : undefined} aria-describedby={describedBy}>
                <legend className={styles.label}>
                  {spec.label}
                  <Mark need={spec.need} strings={strings} />
                </legend>
                {hint}
                {errorText}
                <div className={styles.radios}>
                  {spec.options!.map((o) => (
                    <div key={o.value} className={styles.radio}>
                      <input type="radio" id={`contact-${spec.field}-${o.value}`} name={spec.field} value={o.value} defaultChecked={values[spec.field] === o.value} />
                      <label htmlFor={`contact-${spec.field}-${o.value}`}>{o.label}</label>
                    </div>
                  ))}
                </div>
              </fieldset>
            )
          }
          return (
            <div key={key} className={`${styles.field} ${errors.length ? styles.hasError : ''}`}>
              <label className={styles.label} htmlFor={id}>
                {spec.label}
                <Mark need={spec.need} strings={strings} />
              </label>
              {hint}
              {errorText}
              {spec.field === 'files' && state.fileNote ? (
                <p id="contact-files-note" className={styles.hint}>
                  {state.fileNote}
                </p>
              ) : null}
              {spec.kind === 'textarea' ? (
                <textarea id={id} className={styles.input} rows={6} maxLength={spec.maxLength} defaultValue={values[spec.field] ?? ''} {...common} />
              ) : spec.kind === 'select' ? (
                <select id={id} className={styles.input} defaultValue={values[spec.field] ?? ''} {...common}>
                  <option value="">{strings.choose}</option>
                  {spec.groups
                    ? spec.groups.map((g) => (
                        <optgroup key={g.label} label={g.label}>
                          {g.options.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </optgroup>
                      ))
                    : spec.options!.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                </select>
              ) : spec.kind === 'files' ? (
                <input id={id} className={styles.file} type="file" multiple accept={accept} {...common} name="files" />
              ) : (
                <input
                  id={id}
                  className={styles.input}
                  type={spec.kind}
                  min={spec.kind === 'date' ? (state.earliest ?? minDate) : undefined}
                  autoComplete={spec.autoComplete}
                  maxLength={spec.maxLength}
                  defaultValue={values[spec.field] ?? ''}
                  {...common}
                />
              )}
            </div>
          )
        })}
        <Button type="submit" id="contact-submit" disabled={pending} aria-disabled={pending || undefined}>
          {strings.send}
        </Button>
      </form>
    </>
  )
}
