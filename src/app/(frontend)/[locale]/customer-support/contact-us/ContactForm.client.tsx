'use client'

import {
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from 'react'
import { Button } from '@/components/ui/Button'
import { sendContactRequest } from './actions'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { CONTACT_PATH, ERROR_SUMMARY_ID, fieldAnchor, RENDERED_TOPIC_FIELD } from './anchors'
import { checkChosenFiles, type FileCheckStrings } from './fileCheck'
import type { ContactFormState } from './state'
import styles from './contact.module.css'

export type Option = { value: string; label: string }
export type FieldSpec = {
  field: string
  label: string
  hint?: string
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radios' | 'date' | 'files'
  options?: Option[]
  groups?: { label: string; options: Option[] }[]
  autoComplete?: string
  maxLength?: number
  /** A date field's own range (yyyy-MM-dd); without it a date is an order's day, from the earliest one. */
  min?: string
  max?: string
}

type Strings = {
  requiredSr: string
  optional: string
  choose: string
  send: string
  errorSummaryTitle: string
  /** What the document title starts with while the form shows errors ("Viga: ", "Ошибка: ", "Error: "). */
  errorTitlePrefix: string
  requiredExplanation: string
  honeypot: string
  topicLegend: string
  chooseTopic: string
  files: FileCheckStrings
}

type Need = 'required' | 'optional'

type Props = {
  /** The topic from the address (?topic=N), if any. */
  topicId: number | null
  /** Fields filled from the address (?contract=, ?address=, ?message=; see lib/helpdesk/prefill.ts). */
  initialValues?: Record<string, string>
  locale: Locale
  topics: { id: number; label: string; heading: string }[]
  /** Every field's label, hint and options; which of them a topic asks for is in `topicFields`. */
  specs: Record<string, FieldSpec>
  topicFields: Record<number, { field: string; need: Need }[]>
  strings: Strings
  token: string
  minDate?: string
  accept: string
  limits: { maxFileBytes: number; maxTotalBytes: number; maxFiles: number }
}

function Mark({ need, strings }: { need: Need; strings: Strings }) {
  if (need === 'optional') return <span className={styles.optional}> {strings.optional}</span>
  return (
    <>
      <span aria-hidden="true" className={styles.asterisk}>
        {' '}
        *
      </span>
      <span className="visually-hidden"> ({strings.requiredSr})</span>
    </>
  )
}

const noSubscription = () => () => {}

// A fragment link only scrolls; GOV.UK's error summary also moves focus into the field.
function focusField(event: React.MouseEvent<HTMLAnchorElement>, href: string) {
  const target = document.getElementById(href.slice(1))
  if (!target) return
  event.preventDefault()
  target.scrollIntoView({ block: 'center' })
  target.focus()
}

export function ContactForm({
  topicId: topicFromUrl,
  initialValues = {},
  locale,
  topics,
  specs,
  topicFields,
  strings,
  token,
  minDate,
  accept,
  limits,
}: Props) {
  const initial: ContactFormState = { status: 'idle', values: initialValues, errors: [], token }
  // The permalink is where a post sent before scripts run (or without them) lands: the page itself without the
  // old ?topic= (the topic travels in the form), opened at the error summary, so a phone shows what failed
  // in its first screen instead of the top of the page. With scripts the summary takes focus instead.
  const [state, action, pending] = useActionState(
    sendContactRequest,
    initial,
    `${localizedPath(locale, CONTACT_PATH)}#${ERROR_SUMMARY_ID}`,
  )
  const summary = useRef<HTMLDivElement>(null)
  const [topicId, setTopicId] = useState<number | null>(state.topicId ?? topicFromUrl)
  const [seen, setSeen] = useState(state)
  // Without JavaScript a topic change comes back from the server as the action's state (topicSwitch.ts).
  if (seen !== state) {
    setSeen(state)
    if (state.topicId !== undefined) setTopicId(state.topicId)
  }
  // Files refused in the browser before upload (too large, wrong type, too many), shown by the field.
  const [fileProblems, setFileProblems] = useState<string[]>([])
  // "Continue" is for visitors without JavaScript (or before it has loaded); with it a topic applies at once.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  useEffect(() => {
    if (state.status !== 'error') return
    summary.current?.focus()
    // A post answered in place (with scripts) says it failed in the title too, as the page's metadata does
    // for a post without them. Kept while the errors show: the page's own title may still arrive (Next
    // streams metadata) and would replace it.
    const prefix = strings.errorTitlePrefix
    const mark = () => {
      if (!document.title.startsWith(prefix)) document.title = prefix + document.title
    }
    mark()
    const observer = new MutationObserver(mark)
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [state, strings.errorTitlePrefix])

  const fields = topicId === null ? [] : (topicFields[topicId] ?? [])
  const shown = new Set(fields.map((f) => f.field))
  // Errors of fields the current topic no longer has would link to nothing.
  const errors = state.errors.filter((e) => e.field === 'form' || shown.has(e.field))
  const errorOf = (field: string) => [
    ...errors.filter((e) => e.field === field).map((e) => e.message),
    ...(field === 'files' ? fileProblems : []),
  ]
  const values = state.values
  const topic = topics.find((x) => x.id === topicId)

  const chooseTopic = (event: ChangeEvent<HTMLInputElement>) => {
    const id = Number(event.target.value)
    setTopicId(id)
    // Fields the new topic shares keep their elements, so what was typed stays; the address follows
    // the topic so that reloading or sharing the page shows the same form (no personal data in it).
    window.history.replaceState(window.history.state, '', `?topic=${id}`)
  }

  const checkFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const { keep, problems } = checkChosenFiles([...(input.files ?? [])], limits, accept.split(','), strings.files)
    if (problems.length) {
      // Only the acceptable files stay chosen, so a refused one is never uploaded.
      const kept = new DataTransfer()
      for (const f of keep) kept.items.add(f)
      input.files = kept.files
    }
    setFileProblems(problems)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('files')
    if (!(input instanceof HTMLInputElement)) return
    // Some browsers do not let the selection be changed; then the refused files must not go out.
    const { problems } = checkChosenFiles([...(input.files ?? [])], limits, accept.split(','), strings.files)
    if (problems.length) {
      event.preventDefault()
      setFileProblems(problems)
      input.focus()
    }
  }

  return (
    <>
      {errors.length > 0 ? (
        <div
          ref={summary}
          id={ERROR_SUMMARY_ID}
          tabIndex={-1}
          className={styles.summary}
          role="alert"
          aria-labelledby="error-summary-title"
        >
          <h2 id="error-summary-title" className={styles.summaryTitle}>
            {strings.errorSummaryTitle}
          </h2>
          <ul>
            {errors.map((e, i) => (
              <li key={i}>
                <a href={e.href} onClick={(event) => focusField(event, e.href)}>
                  {e.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        data-react-island=""
        action={action}
        onSubmit={onSubmit}
        noValidate
        className={styles.form}
        aria-labelledby={topic ? 'contact-details-heading' : undefined}
      >
        <input type="hidden" name={RENDERED_TOPIC_FIELD} value={topicId ?? ''} />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="startedAt" value={state.token} />
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{strings.honeypot}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <fieldset className={styles.topics}>
          <legend className={styles.legend}>
            {strings.topicLegend}
            <Mark need="required" strings={strings} />
          </legend>
          <div className={styles.radios}>
            {topics.map((x) => (
              <div key={x.id} className={styles.radio}>
                <input
                  type="radio"
                  id={`topic-${x.id}`}
                  name="topic"
                  value={x.id}
                  checked={topicId === x.id}
                  onChange={chooseTopic}
                />
                <label htmlFor={`topic-${x.id}`}>{x.label}</label>
              </div>
            ))}
          </div>
        </fieldset>
        {hydrated ? null : (
          <p>
            <Button type="submit" variant={topic ? 'secondary' : 'primary'}>
              {strings.chooseTopic}
            </Button>
          </p>
        )}
        {topic ? (
          <>
            <h2 id="contact-details-heading">{topic.heading}</h2>
            <p>{strings.requiredExplanation}</p>
          </>
        ) : null}
        {fields.map(({ field, need }) => {
          const spec = specs[field]
          if (!spec) return null
          const id = fieldAnchor(spec.field)
          const errors = errorOf(spec.field)
          const hintId = spec.hint ? `contact-${spec.field}-hint` : undefined
          const errorId = errors.length ? `contact-${spec.field}-error` : undefined
          const describedBy =
            [hintId, errorId, spec.field === 'files' && state.fileNote ? 'contact-files-note' : undefined]
              .filter(Boolean)
              .join(' ') || undefined
          const common = {
            name: spec.field,
            'aria-required': need === 'required' ? (true as const) : undefined,
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
          // Not keyed by topic: a field the next topic also has keeps its element and what was typed.
          const key = `${spec.field}-${state.status}-${values[spec.field] ?? ''}`

          if (spec.kind === 'radios') {
            return (
              <fieldset
                key={key}
                className={`${styles.field} ${errors.length ? styles.hasError : ''}`}
                role="radiogroup"
                aria-required={need === 'required' ? true : undefined}
                aria-describedby={describedBy}
              >
                <legend className={styles.label}>
                  {spec.label}
                  <Mark need={need} strings={strings} />
                </legend>
                {hint}
                {errorText}
                <div className={styles.radios}>
                  {spec.options!.map((o) => (
                    <div key={o.value} className={styles.radio}>
                      <input
                        type="radio"
                        id={`contact-${spec.field}-${o.value}`}
                        name={spec.field}
                        value={o.value}
                        defaultChecked={values[spec.field] === o.value}
                      />
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
                <Mark need={need} strings={strings} />
              </label>
              {hint}
              {spec.field === 'files' ? <div aria-live="polite">{errorText}</div> : errorText}
              {spec.field === 'files' && state.fileNote ? (
                <p id="contact-files-note" className={styles.hint}>
                  {state.fileNote}
                </p>
              ) : null}
              {spec.kind === 'textarea' ? (
                <textarea
                  id={id}
                  className={styles.input}
                  rows={6}
                  maxLength={spec.maxLength}
                  defaultValue={values[spec.field] ?? ''}
                  {...common}
                />
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
                <input
                  id={id}
                  className={styles.file}
                  type="file"
                  multiple
                  accept={accept}
                  {...common}
                  name="files"
                  onChange={checkFiles}
                />
              ) : (
                <input
                  id={id}
                  className={styles.input}
                  type={spec.kind}
                  min={spec.kind === 'date' ? (spec.min ?? state.earliest ?? minDate) : undefined}
                  max={spec.kind === 'date' ? spec.max : undefined}
                  autoComplete={spec.autoComplete}
                  maxLength={spec.maxLength}
                  defaultValue={values[spec.field] ?? ''}
                  {...common}
                />
              )}
            </div>
          )
        })}
        {topic ? (
          <Button type="submit" id="contact-submit" disabled={pending} aria-disabled={pending || undefined}>
            {strings.send}
          </Button>
        ) : null}
      </form>
    </>
  )
}
