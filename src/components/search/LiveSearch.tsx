import escapeHtml from 'escape-html'
import type { LiveSearchLabels } from '@/lib/search/live'
import type { LiveSearchConfig } from '@/islands/liveSearch'
import styles from './LiveSearch.module.css'

// The live search's markup, server-rendered: its behaviour is an island of plain script,
// src/islands/liveSearch.ts (decision 051), which finds each one by `data-live-search` (its configuration,
// as JSON) and fills the popup as the visitor types. Without JavaScript, or until the island arrives, the
// input is a plain search box whose form submits.

type Common = {
  /** The JSON search endpoint (GET ?q=&locale=&type=), answering in LiveSearchAnswer's shape. */
  endpoint?: string
  locale: string
  /** Localized path of the search page, for "view all results" (its query parameter is `name`). */
  searchPath: string
  labels: LiveSearchLabels
  /** How many hits the popup lists (5 in the header and the mobile menu). */
  maxResults?: number
}

const CLASSES = {
  message: styles.message,
  chips: styles.chips,
  chip: styles.chip,
  list: styles.list,
  option: styles.option,
  kind: styles.kind,
  title: styles.title,
  viewAll: styles.viewAll,
} as const

function configOf(inputId: string, param: string, showChips: boolean, c: Common): string {
  const config: LiveSearchConfig = {
    inputId,
    param,
    endpoint: c.endpoint ?? '/api/v1/search',
    locale: c.locale,
    searchPath: c.searchPath,
    labels: c.labels,
    maxResults: c.maxResults ?? 5,
    showChips,
    classes: CLASSES,
  }
  return JSON.stringify(config)
}

/**
 * The status region, the instructions and the popup, with its (empty) listbox, which the island fills. The
 * island writes into the region and the popup: rendered as inner HTML, React leaves what the island put
 * there alone should it hydrate the page.
 */
function Popup({ inputId, labels, className }: { inputId: string; labels: LiveSearchLabels; className: string }) {
  const listbox = `<ul id="${escapeHtml(`${inputId}-list`)}" role="listbox" aria-label="${escapeHtml(labels.listLabel)}" class="${escapeHtml(styles.list ?? '')}"></ul>`
  return (
    <>
      <span id={`${inputId}-help`} className="visually-hidden">
        {labels.instructions}
      </span>
      <div
        id={`${inputId}-status`}
        role="status"
        aria-live="polite"
        className="visually-hidden"
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <div className={className} hidden data-live-popup="" dangerouslySetInnerHTML={{ __html: listbox }} />
    </>
  )
}

type Props = Common & {
  inputId: string
  /** Query parameter the surrounding GET form submits (the search page reads `searchQuery`). */
  name?: string
  defaultValue?: string
  inputClassName?: string
  /** ids of hint texts outside the component. */
  describedBy?: string
  showChips?: boolean
}

/**
 * Search-as-you-type for a GET search form, with its own input: an ARIA 1.2 combobox whose listbox shows
 * the first hits, with chips by type and a "view all" link. The value the page was rendered with is
 * already answered on the page; only typing searches.
 */
export function LiveSearch({
  inputId,
  name = 'searchQuery',
  defaultValue = '',
  inputClassName,
  describedBy,
  showChips = true,
  ...common
}: Props) {
  return (
    <div className={styles.wrapper} data-live-search={configOf(inputId, name, showChips, common)}>
      <input
        id={inputId}
        name={name}
        type="search"
        className={inputClassName ?? styles.input}
        defaultValue={defaultValue}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={`${inputId}-list`}
        aria-describedby={[describedBy, `${inputId}-help`].filter(Boolean).join(' ')}
      />
      <Popup inputId={inputId} labels={common.labels} className={styles.popup} />
    </div>
  )
}

/**
 * The live search for an input rendered elsewhere (the header's and the mobile menu's plain GET forms):
 * the island makes that input the combobox. `inline` takes its place in the flow (the mobile menu);
 * otherwise the list floats over the page.
 */
export function AttachedLiveSearch({
  inputId,
  variant = 'dropdown',
  ...common
}: Common & { inputId: string; variant?: 'dropdown' | 'inline' }) {
  return (
    <div
      className={variant === 'inline' ? styles.attachedInline : styles.attached}
      data-live-search={configOf(inputId, 'searchQuery', true, common)}
    >
      <Popup
        inputId={inputId}
        labels={common.labels}
        className={variant === 'inline' ? styles.inlinePopup : styles.popup}
      />
    </div>
  )
}
