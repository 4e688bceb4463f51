import { describe, expect, it } from 'vitest'
import { SearchIndex } from './engine'
import { fixtureRecords } from '../../../tests/fixtures/search'
import type { SearchRecord } from './types'

const records = fixtureRecords()
const et = new SearchIndex(records, 'et')
const ru = new SearchIndex(records, 'ru')
const en = new SearchIndex(records, 'en')

/** A page record of a small corpus of the test's own. */
const page = (id: string, locale: SearchRecord['locale'], title: string, text: string, url: string): SearchRecord => ({
  id,
  kind: 'page',
  locale,
  title,
  text,
  url,
})

const titles = (index: SearchIndex, q: string) => index.search(q).hits.map((h) => h.title)

describe('search ranking on the demo corpus', () => {
  it('finds "jäätmejaam" without diacritics', () => {
    const hits = et.search('jaatmejaam').hits
    expect(hits.length).toBeGreaterThanOrEqual(12)
    expect(hits.slice(0, 3).map((h) => h.title)).toContain('Jäätmejaamad')
    expect(hits.filter((h) => h.kind === 'station')).toHaveLength(12)
  })
  it('finds Tõrva and Võru typed without diacritics, the station first', () => {
    expect(titles(et, 'torva')[0]).toBe('Tõrva jäätmejaam')
    expect(titles(et, 'voru')[0]).toBe('Võru jäätmejaam')
  })
  it('finds the base form from an inflected one', () => {
    const hits = titles(et, 'jäätmejaamas')
    expect(hits).toContain('Tõrva jäätmejaam')
    expect(hits).toContain('Jäätmejaamad')
    expect(titles(et, 'Tõrvas')[0]).toBe('Tõrva jäätmejaam')
  })
  it('tolerates one typo in a word of five letters or more', () => {
    expect(titles(et, 'jäätmejam')).toContain('Võru jäätmejaam')
    expect(titles(en, 'staton')[0]).toMatch(/station/i)
    expect(titles(et, 'kuresaare')[0]).toBe('Kuressaare jäätmejaam')
  })
  it('does not fuzz short words', () => {
    expect(et.search('vuru').hits).toEqual([])
  })
  it('treats Russian е and ё alike', () => {
    const withYo = titles(ru, 'ёлки')
    expect(withYo.length).toBeGreaterThan(0)
    expect(titles(ru, 'елки')).toEqual(withYo)
    expect(titles(ru, 'приема')).toEqual(titles(ru, 'приёма'))
  })
  it('stems Russian and English', () => {
    expect(titles(ru, 'станциях')).toContain('Станции приёма отходов')
    expect(titles(en, 'containers')[0]).toBe('Garbage container rental and sale')
  })
  it('ranks exact and title matches above body matches, and fuzzes only unknown words', () => {
    const corpus: SearchRecord[] = [
      page('a', 'et', 'Muud teenused', 'Konteiner sobib aiajäätmetele', '/a'),
      page('b', 'et', 'Konteiner', 'Müüme', '/b'),
      page('c', 'et', 'Konteinerite rent', 'Aiakaup', '/c'),
      page('d', 'et', 'Konteinar', 'Kirjaviga', '/d'),
    ]
    const hits = new SearchIndex(corpus, 'et').search('konteiner').hits.map((h) => h.id)
    expect(hits[0]).toBe('b') // the exact title
    expect(hits[1]).toBe('c') // an inflected form in the title
    expect(hits[2]).toBe('a') // the exact word in the body
    expect(hits).not.toContain('d') // a word the index knows is not fuzzed: "Konteinar" is another word
    const typo = new SearchIndex(corpus, 'et').search('konteinr').hits.map((h) => h.id)
    expect(typo).toEqual(expect.arrayContaining(['b', 'd'])) // an unknown word is
  })
  it('requires every word when some document has them all', () => {
    expect(titles(et, 'Tõrva jäätmejaam').slice(0, 2).sort()).toEqual([
      'Tõrva jäätmejaam',
      'Tõrva jäätmejaam on uuendatud',
    ])
    expect(titles(et, 'Tõrva jäätmejaam')).not.toContain('Võru jäätmejaam')
  })
  it('reads Estonian names typed in Cyrillic: "Тырва" finds an address written Tõrva', () => {
    const corpus: SearchRecord[] = [
      {
        id: 's1',
        kind: 'station',
        locale: 'ru',
        title: 'Станция приёма отходов',
        text: 'Открыто по будням',
        address: 'Tööstuse 5, Tõrva',
        url: '/s',
      },
      {
        id: 's2',
        kind: 'station',
        locale: 'ru',
        title: 'Станция приёма отходов',
        text: 'Открыто по будням',
        address: 'Rehemäe 1, Kärdla',
        url: '/s',
      },
    ]
    const index = new SearchIndex(corpus, 'ru')
    expect(index.search('Тырва').hits.map((h) => h.id)).toEqual(['s1'])
    expect(index.search('станция Кярдла').hits.map((h) => h.id)).toEqual(['s2'])
    expect(index.search('Кярд').hits.map((h) => h.id)).toEqual(['s2']) // still being typed
    expect(index.search('Выру').hits).toEqual([])
  })
  it('finds a word typed apart as two ("tooth brush") and Estonian forms the stripper misses', () => {
    const corpus: SearchRecord[] = [
      page('a', 'en', 'Toothbrush', 'Mixed waste', '/a'),
      page('b', 'en', 'Tooth fairy', 'A brush with fame', '/b'),
      page('c', 'et', 'Klaaspurk', 'Diivan', '/c'),
    ]
    expect(new SearchIndex(corpus, 'en').search('tooth brush').hits.map((h) => h.id)).toContain('a')
    const estonian = new SearchIndex(corpus, 'et')
    expect(estonian.search('klaaspurgid').hits.map((h) => h.id)).toEqual(['c'])
    expect(estonian.search('diivani').hits.map((h) => h.id)).toEqual(['c'])
  })
  it('reads a compound it does not know by its last part, or as a compound sharing it', () => {
    const estonian = new SearchIndex(
      [page('wc', 'et', 'WC-pott', 'Ehitusjäätmed', '/wc'), page('food', 'et', 'Toidujäätmed', 'Toidujäänused', '/f')],
      'et',
    )
    expect(estonian.compoundReading('vetsupott')).toBe('pott')
    expect(estonian.compoundReading('söögijäänused')).toBe('toidujaanused')
    const english = new SearchIndex(
      [
        page('mower', 'en', 'Lawn mower', 'Electronics', '/m'),
        page('phone', 'en', 'Mobile phone', 'Electronics', '/p'),
      ],
      'en',
    )
    expect(english.compoundReading('lawnmower')).toBe('mower')
    expect(english.compoundReading('cellphones')).toBe('phones')
    expect(english.search('cellphones').hits).toEqual([]) // the site search itself does not guess
    // A word the index knows, in any form, is never read as a compound; short words neither.
    expect(english.compoundReading('electronics')).toBeUndefined()
    expect(estonian.compoundReading('ehitusjäätmetega')).toBeUndefined()
    expect(estonian.compoundReading('kapott')).toBeUndefined()
  })
  it('meets Russian forms with a vowel that comes and goes, and short English plurals', () => {
    const corpus: SearchRecord[] = [
      page('rug', 'ru', 'Ковёр', 'Крупногабаритные отходы', '/r'),
      page('pills', 'ru', 'Лекарства', 'Таблетки и капсулы', '/l'),
      page('tv', 'en', 'TV', 'Electronics', '/t'),
    ]
    const russian = new SearchIndex(corpus, 'ru')
    expect(russian.search('ковры').hits.map((h) => h.id)).toEqual(['rug'])
    expect(russian.search('таблеток').hits.map((h) => h.id)).toEqual(['pills'])
    expect(new SearchIndex(corpus, 'en').search('tvs').hits.map((h) => h.id)).toEqual(['tv'])
  })
  it('falls back to any word when no document has them all', () => {
    const found = titles(et, 'Võru xylofonikontsert')
    expect(found).toContain('Võru jäätmejaam')
    expect(found).not.toContain('Tõrva jäätmejaam')
  })
  it('counts every match by kind, past 50, and lists every hit of a kind', () => {
    const many: SearchRecord[] = Array.from({ length: 120 }, (_, i) => ({
      id: `p${i}`,
      kind: i % 2 ? 'post' : 'page',
      locale: 'en',
      title: `Container ${i}`,
      text: 'container rental',
      url: `/p${i}`,
    }))
    const r = new SearchIndex(many, 'en').search('container')
    expect(r.hits).toHaveLength(120)
    expect(r.total).toBe(120)
    expect(r.counts).toMatchObject({ page: 60, post: 60 })
    const posts = new SearchIndex(many, 'en').search('container', { kind: 'post' })
    expect(posts.hits.every((h) => h.kind === 'post')).toBe(true)
    expect(posts.hits).toHaveLength(r.counts.post)
    expect(posts.total).toBe(120)
  })
  it('a kind outranked by 60 others still counts in full (stations crowding out posts)', () => {
    const stations: SearchRecord[] = Array.from({ length: 60 }, (_, i) => ({
      id: `s${i}`,
      kind: 'station',
      locale: 'en',
      title: `Waste station ${i}`,
      text: 'Waste station, open weekdays',
      address: `Road ${i}`,
      url: '/en/home-customer/waste-stations',
    }))
    const posts: SearchRecord[] = Array.from({ length: 8 }, (_, i) => ({
      id: `n${i}`,
      kind: 'post',
      locale: 'en',
      title: `News ${i}`,
      text: 'We collect waste on holidays too.',
      url: `/en/about/news/n${i}`,
    }))
    const index = new SearchIndex([...posts, ...stations], 'en')
    const all = index.search('waste')
    // Every station outranks every post (title boost), so a cap at 50 hits would count no post at all.
    expect(all.hits.slice(0, 60).every((h) => h.kind === 'station')).toBe(true)
    expect(all.counts).toMatchObject({ station: 60, post: 8 })
    expect(all.total).toBe(68)
    const matches = index.match('waste')
    expect(matches.counts).toMatchObject({ station: 60, post: 8 })
    expect(matches.count('post')).toBe(8)
    expect(matches.count(['post', 'station', 'post'])).toBe(68)
    const onlyPosts = matches.hits('post', 0, 10)
    expect(onlyPosts.map((h) => h.id).sort()).toEqual(posts.map((p) => p.id).sort())
    expect(onlyPosts[0]!.fragment).toContain('<mark>waste</mark>')
    // A window of one kind is that kind's hits at those positions, in rank order, highlighted.
    const window = matches.hits('station', 50, 60)
    expect(window.map((h) => h.id)).toEqual(all.hits.slice(50, 60).map((h) => h.id))
    expect(window.every((h) => h.titleHtml.includes('<mark>'))).toBe(true)
    // Unhighlighted (the compatibility answers): the escaped title alone.
    expect(matches.hits(undefined, 60, 62, { highlighted: false })).toEqual(
      all.hits.slice(60, 62).map((h) => ({ ...h, titleHtml: h.title, fragment: '' })),
    )
    expect(matches.hits('post', 8, 20)).toEqual([])
  })
  it('keeps locales apart', () => {
    expect(en.search('jäätmejaam').hits.every((h) => h.locale === 'en')).toBe(true)
    expect(et.size + ru.size + en.size).toBe(records.length)
  })
  it('answers nothing for an empty or punctuation-only query', () => {
    expect(et.search('').hits).toEqual([])
    expect(et.search('  ?! ').total).toBe(0)
  })
})

describe('highlighting', () => {
  it('marks matched words, also inflected and without diacritics', () => {
    const hit = et.search('jaatmejaam').hits.find((h) => h.title === 'Jäätmejaamad')!
    expect(hit.titleHtml).toBe('<mark>Jäätmejaamad</mark>')
    expect(hit.fragment).toContain('<mark>jäätmejaamades</mark>')
  })
  it('escapes text before marking', () => {
    const index = new SearchIndex(
      [
        {
          id: 'x',
          kind: 'page',
          locale: 'en',
          title: '<b>Compost</b> & "soil"',
          text: 'Buy <img src=x onerror=alert(1)> compost here',
          url: '/x',
        },
      ],
      'en',
    )
    const [hit] = index.search('compost').hits
    expect(hit!.titleHtml).toBe('&lt;b&gt;<mark>Compost</mark>&lt;/b&gt; &amp; &quot;soil&quot;')
    expect(hit!.fragment).toContain('&lt;img src=x onerror=alert(1)&gt; <mark>compost</mark>')
    expect(hit!.fragment).not.toContain('<img')
  })
  it('cuts long texts around the first match', () => {
    const text = `${'alpha '.repeat(60)}compost ${'omega '.repeat(60)}`
    const [hit] = new SearchIndex([{ id: 'y', kind: 'page', locale: 'en', title: 'T', text, url: '/y' }], 'en').search(
      'compost',
    ).hits
    expect(hit!.fragment.startsWith('… ')).toBe(true)
    expect(hit!.fragment.endsWith(' …')).toBe(true)
    expect(hit!.fragment).toContain('<mark>compost</mark>')
    expect(hit!.fragment.length).toBeLessThan(260)
  })
})
