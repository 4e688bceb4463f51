import { describe, expect, it } from 'vitest'
import {
  columnsFor,
  isExternalUrl,
  labelLooksOld,
  menuHref,
  resolveMenu,
  resolveOldPageLink,
  truncateLabel,
} from './menu'

describe('labelLooksOld', () => {
  it.each([
    ['Vana koduleht', true],
    ['Old website', true],
    ['Старая версия сайта', true],
    ['СТАРАЯ версия', true],
    ['see the OLD page', true],
    ['Vana', true],
    ['Meist', false],
    ['Golden containers', false], // "old" inside a word
    ['Vanaraua kokkuost', false], // "vana" as part of a longer word
    ['Holder', false],
    ['Старый сайт', false], // only the wording the old site used
  ])('%s -> %s', (label, expected) => {
    expect(labelLooksOld(label)).toBe(expected)
  })
})

describe('resolveOldPageLink', () => {
  it('derives from the label when the flag was never set', () => {
    expect(resolveOldPageLink('Vana koduleht', null)).toBe(true)
    expect(resolveOldPageLink('Uudised', undefined)).toBe(false)
  })
  it('honours an explicit flag either way', () => {
    expect(resolveOldPageLink('Vana koduleht', false)).toBe(false)
    expect(resolveOldPageLink('Archive', true)).toBe(true)
  })
})

describe('isExternalUrl and menuHref', () => {
  it.each([
    ['https://example.com', true],
    ['//cdn.example.com/x', true],
    ['mailto:a@b.example', true],
    ['/about', false],
  ])('recognises absolute URLs: %s', (input, expected) => expect(isExternalUrl(input)).toBe(expected))
  it('prefixes internal paths by locale and keeps query and hash', () => {
    expect(menuHref('et', '/about/company')).toBe('/about/company')
    expect(menuHref('ru', '/about/company')).toBe('/ru/about/company')
    expect(menuHref('en', '/')).toBe('/en')
    expect(menuHref('en', 'services?x=1#top')).toBe('/en/services?x=1#top')
    expect(menuHref('ru', 'https://vana.jaatmeveo.example/')).toBe('https://vana.jaatmeveo.example/')
  })
})

describe('truncateLabel', () => {
  it('leaves labels of 30 characters or fewer alone', () => {
    const label = 'x'.repeat(30)
    expect(truncateLabel(label)).toEqual({ text: label, truncated: false })
  })
  it('cuts longer labels at a word boundary with an ellipsis', () => {
    const result = truncateLabel('Ehitusjäätmete konteinerite rent ja müük')
    expect(result.truncated).toBe(true)
    expect(result.text).toBe('Ehitusjäätmete konteinerite…')
    expect(Array.from(result.text).length).toBeLessThanOrEqual(31)
  })
  it('cuts inside a very long word when there is no good boundary', () => {
    const result = truncateLabel('Jäätmekäitlus-ja-keskkonnateenuste-osakond')
    expect(result.text).toBe('Jäätmekäitlus-ja-keskkonnateen…')
  })
  it('counts characters, not UTF-16 units', () => {
    expect(truncateLabel('Вывоз строительных отходов').truncated).toBe(false)
  })
})

describe('resolveMenu', () => {
  const stored = [
    {
      id: 'b',
      label: 'Teenused',
      url: '/services',
      order: 2,
      children: [{ label: 'Pakendite müük', url: '/services/packaging-sale', openInNewTab: true, order: 1 }],
    },
    {
      id: 'a',
      label: 'Meist',
      url: '/about',
      order: 1,
      icon: 'info',
      children: [
        { id: 'j', label: 'Tööpakkumised', url: 'https://karjaar.jaatmeveo.example/', order: 2 },
        { id: 'o', label: 'Vana koduleht', url: 'https://vana.jaatmeveo.example/', order: 3 },
        { id: 'c', label: 'Ettevõte', url: '/about/company', order: 1, icon: 'nope' },
      ],
    },
    { label: '', url: '/empty' },
  ]

  it('sorts by order, drops empty entries and localizes hrefs', () => {
    const menu = resolveMenu('ru', stored)
    expect(menu.map((m) => m.label)).toEqual(['Meist', 'Teenused'])
    expect(menu[0].href).toBe('/ru/about')
    expect(menu[0].icon).toBe('info')
    expect(menu[0].children.map((c) => c.id)).toEqual(['c', 'j', 'o'])
    expect(menu[0].children[0].icon).toBeNull()
  })

  it('marks external and old-page links; old ones open in a new tab', () => {
    const [about, services] = resolveMenu('et', stored)
    const [company, jobs, old] = about.children
    expect(company).toMatchObject({ external: false, newTab: false, old: false })
    expect(jobs).toMatchObject({ external: true, newTab: true, old: false })
    expect(old).toMatchObject({ external: true, newTab: true, old: true })
    expect(services.children[0]).toMatchObject({ newTab: true, href: '/services/packaging-sale', id: 'b-0' })
  })
})

describe('columnsFor', () => {
  it('uses two columns above three entries', () => {
    expect(columnsFor(3)).toBe(1)
    expect(columnsFor(4)).toBe(2)
  })
})
