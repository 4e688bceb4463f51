import type { SearchKind } from '@/lib/search/types'
import type { LiveSearchAnswer, LiveSearchHit, LiveSearchLabels, LiveSearchStatus } from './types'
import styles from './LiveSearch.module.css'

type Props = {
  labels: LiveSearchLabels
  status: LiveSearchStatus
  answer: LiveSearchAnswer | null
  showChips: boolean
  kind: SearchKind | null
  onKind: (kind: SearchKind | null) => void
  listId: string
  hits: LiveSearchHit[]
  active: number
  total: number
  maxResults: number
  /** The translated "no results" text. */
  emptyText: string
  viewAllHref: string
}

/** The popup body shared by the search page's combobox and the header/mobile-menu live search. */
export function LiveSearchResults({
  labels,
  status,
  answer,
  showChips,
  kind,
  onKind,
  listId,
  hits,
  active,
  total,
  maxResults,
  emptyText,
  viewAllHref,
}: Props) {
  const allCount = answer ? Object.values(answer.counts).reduce((a, b) => a + b, 0) : 0
  return (
    <>
      {status === 'loading' ? <p className={styles.message}>{labels.loading}</p> : null}
      {status === 'error' ? <p className={styles.message}>{labels.error}</p> : null}
      {showChips && answer && allCount > 0 ? (
        <div className={styles.chips} role="group" aria-label={labels.chipsLabel}>
          <button type="button" className={styles.chip} aria-pressed={kind === null} onClick={() => onKind(null)}>
            {labels.all} ({allCount})
          </button>
          {(Object.keys(answer.counts) as SearchKind[])
            .filter((k) => answer.counts[k] > 0)
            .map((k) => (
              <button key={k} type="button" className={styles.chip} aria-pressed={kind === k} onClick={() => onKind(k)}>
                {labels.types[k]} ({answer.counts[k]})
              </button>
            ))}
        </div>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={labels.listLabel}
        className={styles.list}
        aria-busy={status === 'loading'}
      >
        {hits.map((hit, i) => (
          <li
            key={hit.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => window.location.assign(hit.url)}
          >
            <span className={styles.kind}>{hit.detail ?? labels.types[hit.kind]}</span>
            <span className={styles.title} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
          </li>
        ))}
      </ul>
      {status === 'done' && total === 0 ? <p className={styles.message}>{emptyText}</p> : null}
      {status !== 'error' && total > maxResults ? (
        <a className={styles.viewAll} href={viewAllHref}>
          {labels.viewAll.replace('{count}', String(total))}
        </a>
      ) : null}
    </>
  )
}

/** The combobox's instructions (the input's aria-describedby) and the status region that reads out each answer. */
export function LiveSearchHelp({
  helpId,
  statusId,
  instructions,
  announcement,
}: {
  helpId: string
  statusId?: string
  instructions: string
  announcement: string
}) {
  return (
    <>
      <span id={helpId} className="visually-hidden">
        {instructions}
      </span>
      <div id={statusId} role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </>
  )
}
