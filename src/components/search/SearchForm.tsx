import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { Button } from '@/components/ui/Button'
import { LiveSearch } from './LiveSearch'
import { liveSearchLabels } from './labels'
import styles from './SearchForm.module.css'

type Props = {
  locale: Locale
  inputId: string
  defaultValue?: string
  /** Hits listed while typing: 5 in the mobile menu (SPEC section 9). */
  maxResults?: number
  /** Show the hint under the label (the search page does; a header would not). */
  withHint?: boolean
  /** Visually hide the label (a header search with an icon); it stays for screen readers. */
  hideLabel?: boolean
}

/**
 * GET form to /search with the live-search island. Without JavaScript it is a plain form whose submit
 * goes to the server-rendered results. Drop it into the header or the mobile menu as is.
 */
export async function SearchForm({
  locale,
  inputId,
  defaultValue,
  maxResults = 5,
  withHint = false,
  hideLabel = false,
}: Props) {
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'searchPage' }),
    liveSearchLabels(locale),
  ])
  const searchPath = localizedPath(locale, '/search')
  const hintId = `${inputId}-hint`
  return (
    <form role="search" action={searchPath} method="get" className={styles.form}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {t('label')}
      </label>
      {withHint ? (
        <p id={hintId} className={styles.hint}>
          {t('hint')}
        </p>
      ) : null}
      <div className={styles.row}>
        <LiveSearch
          inputId={inputId}
          locale={locale}
          searchPath={searchPath}
          labels={labels}
          maxResults={maxResults}
          defaultValue={defaultValue}
          describedBy={withHint ? hintId : undefined}
        />
        <Button type="submit">{t('submit')}</Button>
      </div>
    </form>
  )
}
