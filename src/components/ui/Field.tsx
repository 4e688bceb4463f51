import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import styles from './Field.module.css'

type Common = { id: string; label: ReactNode; hint?: ReactNode; error?: string; optionalText?: string }

function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

function Frame({ id, label, hint, error, optionalText, children }: Common & { children: ReactNode }) {
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
      {children}
    </div>
  )
}

/** Text input with label, hint and inline error tied by aria-describedby (GOV.UK pattern). */
export function TextField({
  id,
  label,
  hint,
  error,
  optionalText,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Frame {...{ id, label, hint, error, optionalText }}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Frame>
  )
}

export function TextArea({
  id,
  label,
  hint,
  error,
  optionalText,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame {...{ id, label, hint, error, optionalText }}>
      <textarea
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Frame>
  )
}

export function SelectField({
  id,
  label,
  hint,
  error,
  optionalText,
  children,
  ...input
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame {...{ id, label, hint, error, optionalText }}>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      >
        {children}
      </select>
    </Frame>
  )
}
