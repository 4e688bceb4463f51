import styles from './SearchFields.module.css'

type Props = {
  inputId: string
  labels: { input: string; submit: string }
}

/**
 * The header's search box and its button, inside a GET form to /search (field searchQuery): the desktop
 * search, the phone menu and the phone menu without JavaScript each wrap it in their own form.
 */
export function SearchFields({ inputId, labels }: Props) {
  return (
    <>
      <label htmlFor={inputId} className="visually-hidden">
        {labels.input}
      </label>
      <input
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
