import { describe, expect, it } from 'vitest'
import { selectionHref, tableHrefFromParams } from './href'

describe('tableHrefFromParams', () => {
  it('gives a form the address the server links to: defaults and empty fields left out', () => {
    expect(
      tableHrefFromParams('/en/t', [
        ['sort', 'name'],
        ['dir', 'desc'],
        ['size', '10'],
        ['q', '  Tartu  '],
      ]),
    ).toBe('/en/t?q=Tartu&sort=name&dir=desc')
    expect(tableHrefFromParams('/en/t', [['q', '   ']])).toBe('/en/t')
    expect(tableHrefFromParams('/en/t', [['page', '1']])).toBe('/en/t')
  })

  it("keeps the page's other parameters first, and the last value of a repeated one", () => {
    expect(
      tableHrefFromParams('/t', [
        ['page', '3'],
        ['region', 'Tartu'],
        ['selected', '12'],
        ['size', '20'],
        ['selected', '14'],
      ]),
    ).toBe('/t?region=Tartu&selected=14&size=20&page=3')
  })

  it('drops values the server would not take: a size not offered, a page below 2, a sort with no name', () => {
    expect(
      tableHrefFromParams('/t', [
        ['size', '15'],
        ['page', '-4'],
        ['dir', 'desc'],
      ]),
    ).toBe('/t')
    expect(tableHrefFromParams('/t', [['page', '2.7']])).toBe('/t?page=2')
  })
})

describe('selectionHref', () => {
  const order = Array.from({ length: 45 }, (_, i) => `s${i}`)

  it("selects the row and turns to its page, in the table's page size", () => {
    expect(selectionHref('/en/st?sort=name&dir=desc', order, 'selected', 's23')).toBe(
      '/en/st?selected=s23&sort=name&dir=desc&page=3',
    )
    expect(selectionHref('/en/st?selected=s2&size=20&page=3', order, 'selected', 's19')).toBe(
      '/en/st?selected=s19&size=20',
    )
  })

  it('keeps the page shown for a row the filter hides', () => {
    expect(selectionHref('/st?q=Elva&page=2', order, 'selected', 'elsewhere')).toBe(
      '/st?selected=elsewhere&q=Elva&page=2',
    )
  })
})
