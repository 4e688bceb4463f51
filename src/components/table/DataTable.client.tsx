'use client'

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useValueTypedBeforeHydration } from '@/components/ui/useValueTypedBeforeHydration'
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table'
import { clampPage, pageCount, pageWindow } from '@/lib/pagination'
import { PAGE_SIZES, tableHref, type TableQuery } from '@/lib/table/href'
import type { CellValue, DataColumn, DataRow, TableLabels } from './types'
// Sort keys normally arrive as numbers (ranked on the server, see sortRanks.ts): a collator is built only
// if a text key has to be compared.
import { collatorFor } from './collation'
import base from '@/components/ui/Table.module.css'
import styles from './DataTable.module.css'
import { LazyDetails } from '@/components/ui/LazyDetails.client'

const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
})

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k) => String(values[k] ?? ''))

function matches(row: DataRow, q: string): boolean {
  if (!q) return true
  const needle = fold(q)
  return Object.values(row.cells).some((c) => fold(c.text).includes(needle))
}

export type RowSelection = {
  /** Query parameter that carries the selected id in shared links. */
  param: string
  header: string
  /** Link text; the row's first cell is appended for screen readers. */
  label: string
  selectedId: string | null
  onSelect?: (id: string) => void
  /** Fragment the no-JS link jumps to (the map). */
  anchor?: string
}

type Props = {
  caption: string
  columns: DataColumn[]
  rows: DataRow[]
  locale: string
  /** Localized path of the page, for the no-JS links and forms. */
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
 * The one data table of the site. Server-rendered with the state from the query string (sort, dir, page,
 * size, q), so every control is a plain link or GET form without JavaScript; once hydrated, the same
 * controls act in place through TanStack Table and keep the URL in step.
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
  const tableColumns = useMemo(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        enableSorting: Boolean(c.sortable),
        accessorFn: (row: DataRow) => row.cells[c.id]?.sort ?? row.cells[c.id]?.text ?? '',
        sortFn: (a: { getValue: (id: string) => unknown }, b: { getValue: (id: string) => unknown }, colId: string) => {
          const x = a.getValue(colId)
          const y = b.getValue(colId)
          return typeof x === 'number' && typeof y === 'number'
            ? x - y
            : collatorFor(locale).compare(String(x), String(y))
        },
      })),
    [columns, locale],
  )

  const initialPages = pageCount(rows.filter((r) => matches(r, initial.q)).length, initial.size)
  const [sorting, setSorting] = useState<SortingState>(
    initial.sort ? [{ id: initial.sort, desc: initial.dir === 'desc' }] : [],
  )
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: clampPage(initial.page, initialPages) - 1,
    pageSize: initial.size,
  })
  const [globalFilter, setGlobalFilter] = useState(initial.q)
  useValueTypedBeforeHydration(`${id}-filter`, globalFilter, (q) => {
    setGlobalFilter(q)
    setPagination((p) => ({ ...p, pageIndex: 0 }))
  })
  useValueTypedBeforeHydration(`${id}-size`, String(pagination.pageSize), (size) =>
    setPagination({ pageIndex: 0, pageSize: Number(size) }),
  )

  const table = useTable({
    features,
    columns: tableColumns as never,
    data: rows,
    getRowId: (row: DataRow) => row.id,
    state: { sorting, pagination, globalFilter },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    onGlobalFilterChange: setGlobalFilter,
    globalFilterFn: ((row: { original: DataRow }, _colId: string, value: string) =>
      matches(row.original, value)) as never,
    getColumnCanGlobalFilter: () => true,
    enableSortingRemoval: false,
    autoResetPageIndex: false,
  } as never) as unknown as {
    getPrePaginatedRowModel: () => { rows: { id: string; original: DataRow }[] }
    getRowModel: () => { rows: { id: string; original: DataRow }[] }
  }

  const query: TableQuery = {
    sort: sorting[0]?.id ?? null,
    dir: sorting[0]?.desc ? 'desc' : 'asc',
    page: pagination.pageIndex + 1,
    size: pagination.pageSize,
    q: globalFilter,
  }
  const filteredCount = table.getPrePaginatedRowModel().rows.length
  const pages = pageCount(filteredCount, pagination.pageSize)
  const pageRows = table.getRowModel().rows
  const href = (change: Partial<TableQuery>) => tableHref(path, { ...query, ...change }, extraParams)

  // Keep the address bar shareable after in-place changes (skip the first render: the URL is already right).
  const mounted = useRef(false)
  const currentHref = href({})
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true
      return
    }
    const url = new URL(currentHref, window.location.href)
    url.hash = window.location.hash
    window.history.replaceState(window.history.state, '', url)
  }, [currentHref])

  // A selection made elsewhere (the map) brings its row's page into view.
  const selectedId = selection?.selectedId ?? null
  useEffect(() => {
    if (!selectedId) return
    const index = table.getPrePaginatedRowModel().rows.findIndex((r) => r.id === selectedId)
    if (index < 0) return
    const pageIndex = Math.floor(index / pagination.pageSize)
    if (pageIndex !== pagination.pageIndex) setPagination((p) => ({ ...p, pageIndex }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId])

  const go = (event: React.MouseEvent<HTMLAnchorElement>, change: () => void) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    change()
  }

  const sortBy = (colId: string, dir: 'asc' | 'desc') => {
    setSorting([{ id: colId, desc: dir === 'desc' }])
    setPagination((p) => ({ ...p, pageIndex: 0 }))
  }

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

  const cell = (c: DataColumn, v: CellValue | undefined) => {
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

  const from = filteredCount ? pagination.pageIndex * pagination.pageSize + 1 : 0
  const to = Math.min(filteredCount, (pagination.pageIndex + 1) * pagination.pageSize)
  const current = pagination.pageIndex + 1
  const w7 = pageWindow(current, pages, { width: 7 })
  const w5 = new Set(pageWindow(current, pages, { width: 5 }))
  const w3 = new Set(pageWindow(current, pages, { width: 3 }))

  return (
    <div className={styles.wrap} id={id} data-in-place="" data-react-island="">
      {filterable ? (
        <ToolbarForm
          role="search"
          action={path}
          hidden={hiddenInputs(['q'])}
          label={labels.filter}
          submit={labels.filter}
        >
          <input
            id={`${id}-filter`}
            type="search"
            name="q"
            value={globalFilter}
            maxLength={100}
            onChange={(e) => {
              setGlobalFilter(e.target.value)
              setPagination((p) => ({ ...p, pageIndex: 0 }))
            }}
          />
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
                        onClick={(e) => go(e, () => sortBy(c.id, nextDir))}
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
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={colCount} className={styles.empty}>
                  {rows.length === 0 ? labels.noData : labels.noResults}
                </td>
              </tr>
            ) : (
              pageRows.map(({ original: row }) => {
                const isSelected = selection?.selectedId === row.id
                return (
                  <tr key={row.id} data-row-id={row.id} className={isSelected ? styles.selected : undefined}>
                    <th scope="row">
                      {cell(first, row.cells[first.id])}
                      {hidden.length ? (
                        <LazyDetails
                          className={`${styles.details} ${detailsClass}`}
                          summary={labels.details}
                          render={() => (
                            <dl>
                              {hidden.map((c) => (
                                <div key={c.id} className={c.hideBelow === 'sm' ? styles.onlySm : undefined}>
                                  <dt>{c.header}</dt>
                                  <dd>{cell(c, row.cells[c.id]) ?? '—'}</dd>
                                </div>
                              ))}
                            </dl>
                          )}
                        />
                      ) : null}
                    </th>
                    {rest.map((c) => (
                      <td
                        key={c.id}
                        className={[c.numeric ? base.num : '', c.hideBelow ? styles[`hide_${c.hideBelow}`] : ''].join(
                          ' ',
                        )}
                      >
                        {cell(c, row.cells[c.id])}
                      </td>
                    ))}
                    {selection ? (
                      <td>
                        <a
                          href={`${tableHref(path, query, { ...extraParams, [selection.param]: row.id })}${selection.anchor ? `#${selection.anchor}` : ''}`}
                          aria-current={isSelected ? 'true' : undefined}
                          onClick={(e) => go(e, () => selection.onSelect?.(row.id))}
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
        <p className={filteredCount === 0 ? `${styles.status} visually-hidden` : styles.status} role="status">
          {filteredCount === 0
            ? rows.length === 0
              ? labels.noData
              : labels.noResults
            : fill(labels.rowsOf, { from, to, total: filteredCount })}
        </p>

        <ToolbarForm action={path} hidden={hiddenInputs(['size'])} label={labels.pageSize} submit={labels.apply}>
          <select
            id={`${id}-size`}
            name="size"
            value={pagination.pageSize}
            onChange={(e) => setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}
          >
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
                  <a
                    href={href({ page: current - 1 })}
                    onClick={(e) => go(e, () => setPagination((p) => ({ ...p, pageIndex: p.pageIndex - 1 })))}
                  >
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
                    onClick={(e) => go(e, () => setPagination((p) => ({ ...p, pageIndex: n - 1 })))}
                  >
                    {n}
                  </a>
                </li>
              ))}
              <li>
                {current < pages ? (
                  <a
                    href={href({ page: current + 1 })}
                    onClick={(e) => go(e, () => setPagination((p) => ({ ...p, pageIndex: p.pageIndex + 1 })))}
                  >
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
          <form
            className={styles.toolbar}
            method="get"
            action={path}
            onSubmit={(e) => {
              e.preventDefault()
              const input = e.currentTarget.elements.namedItem('page') as HTMLInputElement
              if (!input.reportValidity()) return
              setPagination((p) => ({ ...p, pageIndex: clampPage(Number(input.value), pages) - 1 }))
            }}
          >
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
                key={current}
              />
            </label>
            <button type="submit" className={styles.button}>
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
    <form className={styles.toolbar} role={role} method="get" action={action} onSubmit={(e) => e.preventDefault()}>
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
