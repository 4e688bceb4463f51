import { describe, expect, it } from 'vitest'
import type { TableQuery } from '@/lib/table/href'
import { matches, pageContaining, sortedRows, tableView } from './view'
import type { DataColumn, DataRow } from './types'

const columns: DataColumn[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'size', header: 'Size', sortable: true, numeric: true },
  { id: 'note', header: 'Note' },
]
const row = (id: string, name: string, size: number, note = ''): DataRow => ({
  id,
  cells: { name: { text: name }, size: { text: `${size} m³`, sort: size }, note: { text: note } },
})
const query = (q: Partial<TableQuery>): TableQuery => ({ sort: null, dir: 'asc', page: 1, size: 10, q: '', ...q })
const names = (rows: DataRow[]) => rows.map((r) => r.cells.name.text)

describe('sortedRows', () => {
  it('sorts text columns in the locale order (Estonian: š after s, õ after w)', () => {
    const rows = ['Võru', 'Viljandi', 'Šaaremaa', 'Tartu', 'Saue', 'Wõrk', 'Õismäe'].map((n, i) => row(`${i}`, n, i))
    expect(names(sortedRows(columns, rows, query({ sort: 'name' }), 'et'))).toEqual([
      'Saue',
      'Šaaremaa',
      'Tartu',
      'Viljandi',
      'Võru',
      'Wõrk',
      'Õismäe',
    ])
  })

  it('sorts numbers inside text naturally; equal keys keep their order both ways', () => {
    const rows = [row('a', 'Jaam 10', 1), row('b', 'jaam 2', 2), row('c', 'JAAM 2', 3)]
    expect(sortedRows(columns, rows, query({ sort: 'name' }), 'en').map((r) => r.id)).toEqual(['b', 'c', 'a'])
    expect(sortedRows(columns, rows, query({ sort: 'name', dir: 'desc' }), 'en').map((r) => r.id)).toEqual([
      'a',
      'b',
      'c',
    ])
  })

  it('compares numeric keys as numbers, and ignores an unsortable or unknown column', () => {
    const rows = [row('a', 'B', 30, 'y'), row('b', 'A', 5, 'x'), row('c', 'C', 100, 'z')]
    expect(sortedRows(columns, rows, query({ sort: 'size' }), 'et').map((r) => r.id)).toEqual(['b', 'a', 'c'])
    expect(sortedRows(columns, rows, query({ sort: 'note' }), 'et').map((r) => r.id)).toEqual(['a', 'b', 'c'])
    expect(sortedRows(columns, rows, query({ sort: 'nope' }), 'et').map((r) => r.id)).toEqual(['a', 'b', 'c'])
  })
})

describe('matches', () => {
  it('finds the text in any cell, ignoring case and accents', () => {
    expect(matches(row('a', 'Tõrva jaam', 1), 'TORVA')).toBe(true)
    expect(matches(row('a', 'Elva', 1, 'avatud'), 'avat')).toBe(true)
    expect(matches(row('a', 'Elva', 1), 'Tartu')).toBe(false)
    expect(matches(row('a', 'Elva', 1), '')).toBe(true)
  })
})

describe('tableView', () => {
  const rows = Array.from({ length: 25 }, (_, i) => row(`r${i}`, `Jaam ${i}`, i, i % 2 ? 'odd' : 'even'))

  it('pages the filtered, sorted rows and clamps the page', () => {
    const view = tableView(columns, rows, query({ sort: 'size', dir: 'desc', page: 99 }), 'et')
    expect(view.page).toBe(3)
    expect(view.pages).toBe(3)
    expect(view.items.map((r) => r.id)).toEqual(['r4', 'r3', 'r2', 'r1', 'r0'])
    expect([view.from, view.to, view.total]).toEqual([21, 25, 25])
  })

  it('lists every matching id in order, beyond the page shown', () => {
    const view = tableView(columns, rows, query({ q: 'odd', size: 10 }), 'et')
    expect(view.total).toBe(12)
    expect(view.items).toHaveLength(10)
    expect(view.order).toHaveLength(12)
    expect(view.order[11]).toBe('r23')
  })

  it('says there is nothing to show with zeros, on page 1 of 1', () => {
    const view = tableView(columns, rows, query({ q: 'none' }), 'et')
    expect([view.page, view.pages, view.from, view.to, view.total]).toEqual([1, 1, 0, 0, 0])
  })
})

describe('pageContaining', () => {
  const rows = Array.from({ length: 25 }, (_, i) => row(`r${i}`, `Jaam ${String(i).padStart(2, '0')}`, 25 - i))

  it('is the page the row is on in the query’s order and page size', () => {
    expect(pageContaining(columns, rows, query({ sort: 'name' }), 'et', 'r0')).toBe(1)
    expect(pageContaining(columns, rows, query({ sort: 'name' }), 'et', 'r10')).toBe(2)
    expect(pageContaining(columns, rows, query({ sort: 'name', dir: 'desc' }), 'et', 'r0')).toBe(3)
    expect(pageContaining(columns, rows, query({ sort: 'size', size: 20 }), 'et', 'r3')).toBe(2)
  })

  it('is the query’s own page for a row the filter leaves out or that does not exist', () => {
    expect(pageContaining(columns, rows, query({ sort: 'name', page: 2, q: 'Jaam 1' }), 'et', 'r20')).toBe(2)
    expect(pageContaining(columns, rows, query({ page: 3 }), 'et', 'nope')).toBe(3)
  })
})
