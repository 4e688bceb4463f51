import type { ReactNode } from 'react'
import { islandScript } from '@/lib/islands'
import { pageWindow } from '@/lib/pagination'
import { PAGE_SIZES, tableHref, type TableQuery } from '@/lib/table/href'
import type { CellValue, DataColumn, DataRow, TableLabels } from './types'
import { tableView } from './view'
import base from '@/components/ui/Table.module.css'
import styles from './DataTable.module.css'

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? ''))

export type RowSelection = {
  /** Query parameter that carries the selected id in shared links. */
  param: string
  header: string
  /** Link text; the row's first cell is appended for screen readers. */
  label: string
  selectedId: string | null
  /** Fragment the link jumps to (the map). */
  anchor?: string
}

type Props = {
  caption: string
  columns: DataColumn[]
  rows: DataRow[]
  locale: string
  /** Localized path of the page, for the links and forms. */
  path: string
  initial: TableQuery
  labels: TableLabels
  filterable?: boolean
  /** Other query parameters of the page that links must keep. */
  extraParams?: Record<string, string | undefined>
  selection?: RowSelection
  id?: string
}

/**
 * The one data table of the site, a server component: rendered for the state in the query string (sort,
 * dir, page, size, q), so every control is a plain link or GET form without JavaScript. The table's island
 * of plain script (src/islands/dataTable.ts, decision 051) makes the same controls act in place: it asks
 * the server for the page at the control's address and puts the new table in place of this one. What it
 * needs is marked here: the root (`data-table`, with the address of the state shown in `data-href`), the
 * links and fields it acts on and focuses again (`data-key`), and what it keeps while the visitor types
 * (`data-keep`: the filter field, the page-size list and the status line, a live region).
 */
export function DataTable({
  caption,
  columns,
  rows,
  locale,
  path,
  initial,
  labels,
  filterable,
  extraParams = {},
  selection,
  id = 'table',
}: Props) {
  const view = tableView(columns, rows, initial, locale)
  const query: TableQuery = { ...initial, page: view.page }
  const href = (change: Partial<TableQuery>) => tableHref(path, { ...query, ...change }, extraParams)
  const script = islandScript('table')

  const hidden = columns.filter((c) => c.hideBelow)
  const detailsClass = hidden.some((c) => c.hideBelow === 'md')
    ? styles.detailsMd
    : hidden.length
      ? styles.detailsSm
      : ''
  const [first, ...rest] = columns
  const colCount = columns.length + (selection ? 1 : 0)
  const hiddenInputs = (omit: (keyof TableQuery)[]) => (
    <>
      {Object.entries(extraParams).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      {!omit.includes('q') && query.q ? <input type="hidden" name="q" value={query.q} /> : null}
      {!omit.includes('sort') && query.sort ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
        </>
      ) : null}
      {!omit.includes('size') && query.size !== 10 ? <input type="hidden" name="size" value={query.size} /> : null}
    </>
  )

  const cell = (v: CellValue | undefined) => {
    if (!v || !v.text) return null
    return v.href ? (
      <a href={v.href}>
        {v.text}
        {v.hint ? <span className="visually-hidden"> ({v.hint})</span> : null}
      </a>
    ) : (
      v.text
    )
  }

  const { page: current, pages, total } = view
  const w7 = pageWindow(current, pages, { width: 7 })
  const w5 = new Set(pageWindow(current, pages, { width: 5 }))
  const w3 = new Set(pageWindow(current, pages, { width: 3 }))
  const empty = rows.length === 0 ? labels.noData : labels.noResults

  return (
    <div
      className={styles.wrap}
      id={id}
      data-in-place=""
      data-table={id}
      data-href={href({})}
      // The order of every matching row, for a selection made elsewhere (the map) to find its row's page.
      data-row-order={selection ? view.order.join(' ') : undefined}
    >
      {/* React puts an async script in the <head>; the edge's loader starts it at the first interaction. */}
      {script ? <script src={script} async /> : null}
      {filterable ? (
        <ToolbarForm
          role="search"
          action={path}
          hidden={hiddenInputs(['q'])}
          label={labels.filter}
          submit={labels.filter}
        >
          <input id={`${id}-filter`} type="search" name="q" defaultValue={query.q} maxLength={100} data-keep="filter" />
        </ToolbarForm>
      ) : null}

      <div className={styles.scroll}>
        <table className={`${base.table} ${styles.table}`}>
          <caption className={base.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const active = query.sort === c.id
                const ariaSort = active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined
                const nextDir = active && query.dir === 'asc' ? 'desc' : 'asc'
                return (
                  <th
                    key={c.id}
                    scope="col"
                    aria-sort={ariaSort}
                    className={[c.numeric ? base.num : '', c.hideBelow ? styles[`hide_${c.hideBelow}`] : ''].join(' ')}
                  >
                    {c.sortable ? (
                      <a
                        className={styles.sort}
                        href={href({ sort: c.id, dir: nextDir, page: 1 })}
                        data-key={`sort-${c.id}`}
                      >
                        {c.header}
                        <span className={styles.sortIcon} aria-hidden="true">
                          {active ? (query.dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                        <span className="visually-hidden">
                          , {nextDir === 'asc' ? labels.sortAsc : labels.sortDesc}
                        </span>
                      </a>
                    ) : (
                      c.header
                    )}
                  </th>
                )
              })}
              {selection ? <th scope="col">{selection.header}</th> : null}
            </tr>
          </thead>
          <tbody>
            {view.items.length === 0 ? (
              <tr>
                <td colSpan={colCount} className={styles.empty}>
                  {empty}
                </td>
              </tr>
            ) : (
              view.items.map((row) => {
                const isSelected = selection?.selectedId === row.id
                return (
                  <tr key={row.id} data-row-id={row.id} className={isSelected ? styles.selected : undefined}>
                    <th scope="row">
                      {cell(row.cells[first.id])}
                      {hidden.length ? (
                        // Built on first opening by the island (from the <noscript> copy, which is what a
                        // browser without scripts shows), so closed details cost the page nothing.
                        <details className={`${styles.details} ${detailsClass}`} data-lazy-details="">
                          <summary>{labels.details}</summary>
                          <noscript>
                            <dl>
                              {hidden.map((c) => (
                                <div key={c.id} className={c.hideBelow === 'sm' ? styles.onlySm : undefined}>
                                  <dt>{c.header}</dt>
                                  <dd>{cell(row.cells[c.id]) ?? '—'}</dd>
                                </div>
                              ))}
                            </dl>
                          </noscript>
                        </details>
                      ) : null}
                    </th>
                    {rest.map((c) => (
                      <td
                        key={c.id}
                        className={[c.numeric ? base.num : '', c.hideBelow ? styles[`hide_${c.hideBelow}`] : ''].join(
                          ' ',
                        )}
                      >
                        {cell(row.cells[c.id])}
                      </td>
                    ))}
                    {selection ? (
                      <td>
                        <a
                          href={`${tableHref(path, query, { ...extraParams, [selection.param]: row.id })}${selection.anchor ? `#${selection.anchor}` : ''}`}
                          aria-current={isSelected ? 'true' : undefined}
                          data-key={`select-${row.id}`}
                          data-select-row={row.id}
                        >
                          {selection.label}
                          <span className="visually-hidden">: {row.cells[first.id]?.text}</span>
                        </a>
                        {isSelected ? <span className={styles.badge}>{labels.selected}</span> : null}
                      </td>
                    ) : null}
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </div>

      <div className={styles.footer}>
        {/* "Rows 0–0 of 0" reads as a fault: an empty table says why it is empty. Its body already shows that
            sentence, so here it is only announced (visually hidden), not printed a second time. */}
        <p
          className={total === 0 ? `${styles.status} visually-hidden` : styles.status}
          role="status"
          data-keep="status"
        >
          {total === 0 ? empty : fill(labels.rowsOf, { from: view.from, to: view.to, total })}
        </p>

        <ToolbarForm action={path} hidden={hiddenInputs(['size'])} label={labels.pageSize} submit={labels.apply}>
          <select id={`${id}-size`} name="size" defaultValue={query.size} data-keep="size">
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </ToolbarForm>

        {pages > 1 ? (
          <nav aria-label={labels.pagination} className={styles.pager}>
            <ul>
              <li>
                {current > 1 ? (
                  <a href={href({ page: current - 1 })} data-key="previous">
                    <span aria-hidden="true">‹ </span>
                    {labels.previous}
                  </a>
                ) : (
                  <span className={styles.disabled} aria-hidden="true">
                    ‹ {labels.previous}
                  </span>
                )}
              </li>
              {w7.map((n) => (
                <li key={n} className={w3.has(n) ? '' : w5.has(n) ? styles.in5 : styles.in7}>
                  <a
                    href={href({ page: n })}
                    aria-current={n === current ? 'page' : undefined}
                    aria-label={fill(labels.page, { page: n })}
                    data-key={`page-${n}`}
                  >
                    {n}
                  </a>
                </li>
              ))}
              <li>
                {current < pages ? (
                  <a href={href({ page: current + 1 })} data-key="next">
                    {labels.next}
                    <span aria-hidden="true"> ›</span>
                  </a>
                ) : (
                  <span className={styles.disabled} aria-hidden="true">
                    {labels.next} ›
                  </span>
                )}
              </li>
            </ul>
            <p className={styles.pageOf}>{fill(labels.pageOf, { page: current, pages })}</p>
          </nav>
        ) : null}

        {pages > 1 ? (
          <form className={styles.toolbar} method="get" action={path}>
            {hiddenInputs([])}
            <label className={styles.field}>
              <span>{labels.goToPage}</span>
              <input
                type="number"
                name="page"
                min={1}
                max={pages}
                step={1}
                required
                inputMode="numeric"
                className={styles.pageInput}
                defaultValue={current}
                data-key="page"
              />
            </label>
            <button type="submit" className={styles.button} data-key="go">
              {labels.go}
            </button>
          </form>
        ) : null}
      </div>
    </div>
  )
}

/**
 * A toolbar form of one labelled control (the filter, the page size): without scripts a GET of the table's
 * address with the other parameters kept (`hidden`); with them the table answers in place.
 */
function ToolbarForm({
  role,
  action,
  hidden,
  label,
  submit,
  children,
}: {
  role?: 'search'
  action: string
  hidden: ReactNode
  label: string
  submit: string
  children: ReactNode
}) {
  return (
    <form className={styles.toolbar} role={role} method="get" action={action}>
      {hidden}
      <label className={styles.field}>
        <span>{label}</span>
        {children}
      </label>
      <button type="submit" className={styles.button}>
        {submit}
      </button>
    </form>
  )
}
