import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { pageWindow } from '@/lib/pagination'
import { Button } from './Button'
import { TextField } from './Field'
import styles from './Pagination.module.css'

type Props = {
  locale: Locale
  /** Names the navigation landmark after what it pages through ("Result pages"). */
  label: string
  page: number
  pages: number
  /** The URL of page n, keeping the list's other query parameters. */
  hrefFor: (page: number) => string
  /**
   * Adds a go-to-page field, a plain GET form: `action` is the list's URL and `hidden` the query
   * parameters it resubmits (tab, lookup, filter). `id` must be unique on the page.
   */
  goTo?: { id: string; action: string; hidden: Record<string, string> }
}

/**
 * The site's one pager (news, next-shipping-day cards, search results): plain links, so it works
 * without JavaScript; the first and last page, five around the current one and gaps between.
 */
export async function Pagination({ locale, label, page, pages, hrefFor, goTo }: Props) {
  if (pages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'pagination' })
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <a href={hrefFor(page - 1)} rel="prev">
              {t('previous')}
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages, { gaps: true }).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={n}>
              <a href={hrefFor(n)} aria-label={t('page', { page: n })} aria-current={n === page ? 'page' : undefined}>
                {n}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={hrefFor(page + 1)} rel="next">
              {t('next')}
            </a>
          </li>
        ) : null}
      </ul>
      {goTo ? (
        <form className={styles.goto} action={goTo.action} method="get">
          {Object.entries(goTo.hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <TextField
            id={goTo.id}
            name="page"
            type="number"
            inputMode="numeric"
            min={1}
            max={pages}
            step={1}
            required
            label={t('goTo', { pages })}
            defaultValue={page}
          />
          <Button type="submit" variant="secondary">
            {t('goToSubmit')}
          </Button>
        </form>
      ) : null}
    </nav>
  )
}
