import { createElement } from 'react'
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import styles from './Field.module.css'

type Common = { id: string; label: ReactNode; hint?: ReactNode; error?: string; optionalText?: string }
type Controls = {
  input: InputHTMLAttributes<HTMLInputElement>
  textarea: TextareaHTMLAttributes<HTMLTextAreaElement>
  select: SelectHTMLAttributes<HTMLSelectElement>
}

/**
 * A label, hint and inline error around one control, tied to it by aria-describedby (GOV.UK pattern). The
 * control gets the field's id and look; what the caller passes it wins.
 */
function Framed<K extends keyof Controls>({
  control,
  props: { id, label, hint, error, optionalText, ...own },
}: {
  control: K
  props: Common & Controls[K]
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className={`${styles.field} ${error ? styles.hasError : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optionalText ? <span className={styles.optional}> {optionalText}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {createElement(control, {
        id,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        ...own,
      })}
    </div>
  )
}

/** Text input with label, hint and inline error. */
export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <Framed control="input" props={props} />
}

export function TextArea(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Framed control="textarea" props={props} />
}

/** A select; its options are the children. */
export function SelectField(props: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return <Framed control="select" props={props} />
}
