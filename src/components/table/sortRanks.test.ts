import { describe, expect, it } from 'vitest'
import { withSortRanks } from './sortRanks'
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

describe('withSortRanks', () => {
  it('ranks text columns in the locale order (Estonian: š after s, õ after w)', () => {
    const rows = [
      row('1', 'Võru', 1),
      row('2', 'Viljandi', 2),
      row('3', 'Šaaremaa', 3),
      row('4', 'Tartu', 4),
      row('5', 'Saue', 5),
      row('6', 'Wõrk', 6),
      row('7', 'Õismäe', 7),
    ]
    const ranked = withSortRanks(columns, rows, 'et')
    const byRank = [...ranked]
      .sort((a, b) => Number(a.cells.name.sort) - Number(b.cells.name.sort))
      .map((r) => r.cells.name.text)
    expect(byRank).toEqual(['Saue', 'Šaaremaa', 'Tartu', 'Viljandi', 'Võru', 'Wõrk', 'Õismäe'])
  })

  it('sorts numbers inside text naturally and gives equal texts (ignoring case and accents) one rank', () => {
    const ranked = withSortRanks(columns, [row('a', 'Jaam 10', 1), row('b', 'jaam 2', 2), row('c', 'JAAM 2', 3)], 'en')
    expect(ranked.map((r) => r.cells.name.sort)).toEqual([2, 0, 0])
  })

  it('keeps numeric keys, leaves unsortable columns alone and does not change its input', () => {
    const rows = [row('a', 'B', 30, 'x'), row('b', 'A', 5, 'y')]
    const ranked = withSortRanks(columns, rows, 'et')
    expect(ranked.map((r) => r.cells.size.sort)).toEqual([30, 5])
    expect(ranked.map((r) => r.cells.note.sort)).toEqual([undefined, undefined])
    expect(rows[0].cells.name.sort).toBeUndefined()
  })
})
