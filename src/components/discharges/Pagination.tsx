import { pageWindow } from '@/lib/discharges/page-model'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import styles from './discharges.module.css'

type Text = {
  label: string
  previous: string
  next: string
  page: (page: number) => string
  pageOf: string
  goToLabel: string
  goToSubmit: string
}

type Props = {
  page: number
  pages: number
  hrefFor: (page: number) => string
  /** Go-to-page is a GET form: the current lookup and filter travel as hidden fields. */
  action: string
  hidden: Record<string, string>
  text: Text
}

/** Links for every page change (works without JS) and a go-to-page input limited to 1..pages. */
export function Pagination({ page, pages, hrefFor, action, hidden, text }: Props) {
  if (pages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={text.label}>
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <a href={hrefFor(page - 1)} rel="prev">
              ‹ <span className="visually-hidden">{text.previous}</span>
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">
                <span className="visually-hidden">{text.page(n)}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <a href={hrefFor(n)} aria-label={text.page(n)}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={hrefFor(page + 1)} rel="next">
              › <span className="visually-hidden">{text.next}</span>
            </a>
          </li>
        ) : null}
      </ul>
      <p className="visually-hidden">{text.pageOf}</p>
      <form className={styles.goto} action={action} method="get">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <TextField id="nsd-goto" name="page" type="number" inputMode="numeric" min={1} max={pages} step={1} required label={text.goToLabel} defaultValue={page} />
        <Button type="submit" variant="secondary">
          {text.goToSubmit}
        </Button>
      </form>
    </nav>
  )
}
