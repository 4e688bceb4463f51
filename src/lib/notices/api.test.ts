import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { NoticeDoc } from '@/lib/content/notices'
import {
  nextStatusChange,
  noticesAnswer,
  noticesAnswerSchema,
  noticesAtom,
  noticesQuery,
  noticeStatus,
  presentNotice,
} from './api'

const SITE = 'https://www.example.ee'
const NOW = new Date('2026-11-26T10:00:00Z')

const doc = (id: number, over: Partial<NoticeDoc> = {}): NoticeDoc => ({
  id,
  title: `Notice ${id} <&>`,
  slug: `notice-${id}`,
  date: '2026-11-25T06:00:00.000Z',
  bannerUntil: null,
  excerpt: 'Short.',
  content: {
    root: {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', text: 'First <b>paragraph</b>.' }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'Second.' }] },
      ],
    },
  },
  targetMunicipalities: ['0714'],
  updatedAt: '2026-11-25T06:05:00.000Z',
  ...over,
})

describe('notice status', () => {
  it('is upcoming before the start, ended after the announced end, active otherwise', () => {
    expect(noticeStatus(doc(1, { date: '2026-11-27T00:00:00Z' }), NOW)).toBe('upcoming')
    expect(noticeStatus(doc(1, { bannerUntil: '2026-11-26T09:59:00Z' }), NOW)).toBe('ended')
    expect(noticeStatus(doc(1, { bannerUntil: '2026-11-27T00:00:00Z' }), NOW)).toBe('active')
    expect(noticeStatus(doc(1), NOW)).toBe('active')
  })

  it('knows when the next one changes', () => {
    expect(nextStatusChange([doc(1), doc(2, { bannerUntil: '2026-11-28T00:00:00Z' })], NOW)).toBe(
      Date.parse('2026-11-28T00:00:00Z'),
    )
    expect(nextStatusChange([doc(1)], NOW)).toBeNull()
  })
})

describe('presentNotice', () => {
  it('gives plain text, the area in the asked language, Tallinn times and the banner flag', () => {
    const answer = presentNotice(doc(5, { bannerUntil: '2026-11-28T20:00:00Z' }), 'ru', NOW, SITE)
    expect(answer).toMatchObject({
      id: 5,
      text: 'First <b>paragraph</b>.\n\nSecond.',
      summary: 'Short.',
      area: { municipalities: [{ code: '0714', name: 'волость Сааремаа' }] },
      start: '2026-11-25T08:00:00+02:00',
      end: '2026-11-28T22:00:00+02:00',
      status: 'active',
      banner: true,
      url: 'https://www.example.ee/ru/about/news/notice-5',
    })
    expect(presentNotice(doc(5), 'et', NOW, SITE)).toMatchObject({ end: null, banner: false })
  })
})

describe('noticesAnswer', () => {
  const docs = [
    doc(1, { date: '2026-12-01T00:00:00Z' }),
    doc(2, { targetMunicipalities: ['0784'] }),
    doc(3, { bannerUntil: '2026-11-01T00:00:00Z' }),
  ]
  it('filters by status and municipality, pages, and fits its schema', () => {
    const ids = (raw: Record<string, string>) =>
      noticesAnswer(docs, noticesQuery.parse(raw), 'en', NOW, SITE).notices.map((n) => n.id)
    expect(ids({})).toEqual([1, 2, 3])
    expect(ids({ status: 'upcoming' })).toEqual([1])
    expect(ids({ status: 'ended' })).toEqual([3])
    expect(ids({ municipality: '0784' })).toEqual([2])
    expect(ids({ limit: '1', page: '3' })).toEqual([3])
    const all = noticesAnswer(docs, noticesQuery.parse({}), 'en', NOW, SITE)
    expect(noticesAnswerSchema.safeParse(all).success).toBe(true)
    for (const raw of [{ status: 'gone' }, { municipality: '9999' }, { limit: '101' }])
      expect(noticesQuery.safeParse(raw).success).toBe(false)
  })
})

describe('noticesAtom', () => {
  const xml = noticesAtom(
    [doc(1, { bannerUntil: '2026-11-28T20:00:00Z' }), doc(2, { updatedAt: '2026-11-26T07:00:00Z' })],
    { title: 'Site · Notices', subtitle: 'Disruptions & more', author: 'Site' },
    'ru',
    NOW,
    SITE,
  )
  const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml).feed

  it('is well-formed Atom in the asked language with absolute links, texts escaped', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed['@xml:lang']).toBe('ru')
    expect(feed.id).toBe('https://www.example.ee/api/v1/notices.atom?lang=ru')
    expect(feed.updated).toBe('2026-11-26T09:00:00+02:00')
    const links = [...feed.link, ...feed.entry.map((e: { link: unknown }) => e.link)] as { '@href': string }[]
    for (const link of links) expect(link['@href']).toMatch(/^https:\/\/www\.example\.ee\//)
    expect(feed.entry[0].title).toBe('Notice 1 <&>')
    expect(xml).toContain('Notice 1 &lt;&amp;&gt;')
    expect(feed.entry[0].id).toBe('https://www.example.ee/ru/about/news/notice-1')
    expect(feed.entry[0].content['@type']).toBe('text')
    expect(feed.entry[0].category['@term']).toBe('0714')
  })
})
