import { describe, expect, it } from 'vitest'
import { parseTableQuery, tableHref } from './query'

describe('parseTableQuery', () => {
  it('reads valid values', () => {
    expect(parseTableQuery({ sort: 'name', dir: 'desc', page: '3', size: '20', q: ' Tartu ' }, ['name'])).toEqual({
      sort: 'name',
      dir: 'desc',
      page: 3,
      size: 20,
      q: 'Tartu',
    })
  })
  it('falls back on bad values instead of failing', () => {
    expect(parseTableQuery({ sort: 'password', dir: 'up', page: '-2', size: '15' }, ['name'])).toEqual({
      sort: null,
      dir: 'asc',
      page: 1,
      size: 10,
      q: '',
    })
    expect(parseTableQuery({ page: ['2', '5'] }, ['name'], { sort: 'name' })).toMatchObject({ sort: 'name', page: 2 })
  })
})

describe('tableHref', () => {
  it('omits defaults and keeps extra parameters', () => {
    expect(tableHref('/x', { sort: null, dir: 'asc', page: 1, size: 10, q: '' })).toBe('/x')
    expect(tableHref('/x', { sort: 'name', dir: 'desc', page: 2, size: 20, q: 'õ' }, { selected: '4' })).toBe(
      '/x?selected=4&q=%C3%B5&sort=name&dir=desc&size=20&page=2',
    )
  })
})
