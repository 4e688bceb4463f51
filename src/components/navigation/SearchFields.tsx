import type { Ref } from 'react'
import styles from './SearchFields.module.css'

type Props = {
  inputId: string
  labels: { input: string; submit: string }
  inputRef?: Ref<HTMLInputElement>
}

/**
 * The header's search box and its button, inside a GET form to /search (field searchQuery): the desktop
 * search, the phone menu and the phone menu without JavaScript each wrap it in their own form.
 */
export function SearchFields({ inputId, labels, inputRef }: Props) {
  return (
    <>
      <label htmlFor={inputId} className="visually-hidden">
        {labels.input}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="searchQuery"
        type="search"
        autoComplete="off"
        placeholder={labels.input}
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        {labels.submit}
      </button>
    </>
  )
}
