// `GET /api/v1/notices` (emergency notices: what is disrupted, where, from when until when) and its Atom
// feed `GET /api/v1/notices.atom`: the query, the answer's schema and the builders typed by it, for the
// routes and for the OpenAPI document (src/lib/openapi/openapi.ts).
import { XMLBuilder } from 'fast-xml-parser'
import { z } from 'zod'
import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/locales'
import {
  absoluteUrl,
  emptyToUndefined,
  isoDateTime,
  langQuery,
  pageOf,
  pagingQuery,
  tallinnIso,
  pagedAnswerSchema,
} from '@/lib/api/common'
import { lexicalToPlainText } from '@/lib/content/plainText'
import type { NoticeDoc } from '@/lib/content/notices'
import { isMunicipalityCode, municipalityCodes, municipalityName } from '@/lib/data/municipalities'

import { NOTICE_STATUSES, type NoticeStatus } from './status'

export { NOTICE_STATUSES, type NoticeStatus }

export const noticesQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(NOTICE_STATUSES).optional()),
  municipality: z.preprocess(emptyToUndefined, z.enum(municipalityCodes).optional()),
  lang: langQuery,
  ...pagingQuery(20, 100),
})
export type NoticesQuery = z.output<typeof noticesQuery>

/** The feed's query: only its language. */
export const noticesFeedQuery = z.object({ lang: langQuery })

/** Entries in the feed: the newest notices. */
export const FEED_ENTRIES = 30

export const noticeSchema = z.object({
  id: z.number().int().min(1).describe('Stable id of the notice.'),
  title: z.string().describe('In the asked language (Estonian where no translation exists).'),
  summary: z.string().nullable().describe('A sentence or two, plain text.'),
  text: z.string().describe('The whole notice as plain text (no markup), paragraphs separated by a blank line.'),
  area: z.object({
    municipalities: z
      .array(z.object({ code: z.string().describe('EHAK code.'), name: z.string().describe('In the asked language.') }))
      .describe('The local governments the notice concerns; empty when it names none (the whole service area).'),
  }),
  start: isoDateTime.describe('When the notice takes effect (Tallinn time, with its offset).'),
  end: isoDateTime.nullable().describe('Until when the site shows it as a banner; null when no end is announced.'),
  status: z
    .enum(NOTICE_STATUSES)
    .describe('`upcoming` before `start`, `ended` after `end`, otherwise `active` (also when no end is announced).'),
  banner: z.boolean().describe('Whether the site shows it in the banner on every page now.'),
  url: z.string().describe('The notice on the site, in the asked language.'),
  updatedAt: isoDateTime.describe('When the notice was last changed.'),
})
export type NoticeAnswer = z.infer<typeof noticeSchema>

export const noticesAnswerSchema = pagedAnswerSchema('notices', noticeSchema)
export type NoticesAnswer = z.infer<typeof noticesAnswerSchema>

const validInstant = (value: string | null) => (value && Number.isFinite(Date.parse(value)) ? value : null)

export function noticeStatus(doc: Pick<NoticeDoc, 'date' | 'bannerUntil'>, now: Date): NoticeStatus {
  const start = Date.parse(doc.date)
  const end = validInstant(doc.bannerUntil)
  if (Number.isFinite(start) && start > now.getTime()) return 'upcoming'
  if (end && Date.parse(end) <= now.getTime()) return 'ended'
  return 'active'
}

export function presentNotice(doc: NoticeDoc, locale: Locale, now: Date, siteUrl: string): NoticeAnswer {
  const end = validInstant(doc.bannerUntil)
  const status = noticeStatus(doc, now)
  const text = lexicalToPlainText(doc.content as Parameters<typeof lexicalToPlainText>[0]) || doc.excerpt || ''
  return {
    id: doc.id,
    title: doc.title,
    summary: doc.excerpt?.trim() || null,
    text,
    area: {
      municipalities: doc.targetMunicipalities
        .filter(isMunicipalityCode)
        .map((code) => ({ code, name: municipalityName(code, locale) })),
    },
    start: tallinnIso(doc.date),
    end: end ? tallinnIso(end) : null,
    status,
    banner: status === 'active' && end !== null,
    url: absoluteUrl(siteUrl, localizedPath(locale, `/about/news/${doc.slug}`)),
    updatedAt: tallinnIso(doc.updatedAt),
  }
}

/**
 * The next instant an answer built now changes without an edit (a notice starts or its end passes): a
 * stored copy must not outlive it. Null when none is ahead.
 */
export function nextStatusChange(docs: readonly NoticeDoc[], now: Date): number | null {
  let next = Number.POSITIVE_INFINITY
  for (const doc of docs) {
    for (const at of [Date.parse(doc.date), Date.parse(doc.bannerUntil ?? '')])
      if (Number.isFinite(at) && at > now.getTime()) next = Math.min(next, at)
  }
  return Number.isFinite(next) ? next : null
}

export function noticesAnswer(
  docs: readonly NoticeDoc[],
  query: NoticesQuery,
  locale: Locale,
  now: Date,
  siteUrl: string,
): NoticesAnswer {
  const all = docs
    .filter((d) => !query.municipality || d.targetMunicipalities.includes(query.municipality))
    .map((d) => presentNotice(d, locale, now, siteUrl))
    .filter((n) => !query.status || n.status === query.status)
  const { paging, items } = pageOf(all, query.page, query.limit)
  return { lang: locale, ...paging, notices: items }
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
})

export type FeedTexts = { title: string; subtitle: string; author: string }

/** The feed's own words, per language (the site's name comes from the messages). */
export const FEED_WORDS: Record<Locale, { title: string; subtitle: string }> = {
  et: { title: 'Häireteated', subtitle: 'Jäätmeveo häired, suletud teeninduspunktid ja muudetud ajad.' },
  ru: {
    title: 'Экстренные уведомления',
    subtitle: 'Перебои в вывозе отходов, закрытые пункты обслуживания и изменённое время.',
  },
  en: { title: 'Emergency notices', subtitle: 'Disruptions to collections, closed service points and changed hours.' },
}

/**
 * The notices as an Atom 1.0 feed (RFC 4287) in one language: every link absolute, `xml:lang` the feed's
 * language, an entry's id its notice's stable URL, its content plain text. `updated` is the newest change
 * among the entries (or the newest notice's start), so the bytes, and the ETag, change only with an edit.
 */
export function noticesAtom(
  docs: readonly NoticeDoc[],
  texts: FeedTexts,
  locale: Locale,
  now: Date,
  siteUrl: string,
): string {
  const notices = docs.slice(0, FEED_ENTRIES).map((d) => presentNotice(d, locale, now, siteUrl))
  const self = absoluteUrl(siteUrl, `/api/v1/notices.atom?lang=${locale}`)
  const updated = notices.reduce((max, n) => (n.updatedAt > max ? n.updatedAt : max), '1970-01-01T02:00:00+02:00')
  return builder.build({
    '?xml': { '@version': '1.0', '@encoding': 'UTF-8' },
    feed: {
      '@xmlns': 'http://www.w3.org/2005/Atom',
      '@xml:lang': locale,
      id: self,
      title: texts.title,
      subtitle: texts.subtitle,
      updated,
      link: [
        { '@rel': 'self', '@type': 'application/atom+xml', '@href': self },
        {
          '@rel': 'alternate',
          '@type': 'text/html',
          '@href': absoluteUrl(siteUrl, localizedPath(locale, '/about/news')),
        },
      ],
      author: { name: texts.author, uri: absoluteUrl(siteUrl, localizedPath(locale, '/')) },
      entry: notices.map((n) => ({
        id: n.url,
        title: n.title,
        updated: n.updatedAt,
        published: n.start,
        link: { '@rel': 'alternate', '@type': 'text/html', '@href': n.url },
        ...(n.summary ? { summary: { '@type': 'text', '#text': n.summary } } : {}),
        content: { '@type': 'text', '#text': n.text },
        category: n.area.municipalities.map((m) => ({ '@term': m.code, '@label': m.name })),
      })),
    },
  }) as string
}
