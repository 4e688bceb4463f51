import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { pageWindow } from '@/lib/content/newsQuery'
import { Button } from '@/components/ui/Button'
import styles from './News.module.css'

type Props = {
  locale: Locale
  page: number
  totalPages: number
  /** The URL of page n, keeping the other query parameters. */
  hrefFor: (page: number) => string
  /** Hidden fields the go-to-page form resubmits (e.g. the tab). */
  keep: Record<string, string>
  action: string
}

/** Page links plus a plain GET go-to-page form: both work without JavaScript. */
export async function Pagination({ locale, page, totalPages, hrefFor, keep, action }: Props) {
  if (totalPages <= 1) return null
  const t = await getTranslations({ locale, namespace: 'content.news' })
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li><a href={hrefFor(page - 1)} rel="prev">{t('previous')}</a></li>
        ) : null}
        {pageWindow(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`}><span aria-hidden="true">…</span></li>
          ) : (
            <li key={n}>
              <a href={hrefFor(n)} aria-current={n === page ? 'page' : undefined}>{n}</a>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li><a href={hrefFor(page + 1)} rel="next">{t('next')}</a></li>
        ) : null}
      </ul>
      <form method="get" action={action} className={styles.goto}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor="goto-page">{t('goToPage', { total: totalPages })}</label>
          <input id="goto-page" name="page" type="number" inputMode="numeric" min={1} max={totalPages} step={1} required defaultValue={page} />
        </div>
        <Button type="submit" variant="secondary">{t('goToPageSubmit')}</Button>
      </form>
    </nav>
  )
}
