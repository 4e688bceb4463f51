// Loads the demo pages, posts, sorting-guide PDFs and redirects (seed/content/*.ts, three languages side by side).
// Idempotent: a page is found by path, a post by slug, a PDF by file name, a redirect by source; what exists is
// left as editors left it.
import type { Payload } from 'payload'
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { locales, type Locale } from '@/i18n/locales'
import { addDays, todayInTallinn } from '@/lib/dates'
import type { L, SeedBlock, SeedGuide, SeedPage, SeedPost } from './types'
import { seedRedirects, type SeedRedirect } from './redirects'
import { guidePdf } from './pdf'

export type ContentSeedData = { pages: SeedPage[]; posts: SeedPost[]; guides: SeedGuide[]; redirects: SeedRedirect[] }
type Report = { created: string[]; skipped: string[] }

const ctx = { disableRevalidate: true, seeding: true }

const categoryTitles: Record<string, L> = {
  news: { et: 'Uudised', ru: 'Новости', en: 'News' },
  'emergency-notices': { et: 'Häireteated', ru: 'Экстренные уведомления', en: 'Emergency notices' },
  'waste-school': { et: 'Jäätmekool', ru: 'Школа отходов', en: 'Waste school' },
}

/** Pages whose cards open a partner's site: the outside address is the page's first external call to action. */
const PARTNER_PAGES = new Set(['/services/packaging-sale'])

/** The demo content written in seed/content/. */
export async function defaultContent(): Promise<ContentSeedData> {
  const [about, home, services, construction, support, guidePages, site, postsMod, guidesMod] = await Promise.all([
    import('./content/pages-about'),
    import('./content/pages-home-customer'),
    import('./content/pages-services'),
    import('./content/pages-construction'),
    import('./content/pages-support'),
    import('./content/pages-guides'),
    import('./content/pages-site'),
    import('./content/posts'),
    import('./content/guides'),
  ])
  return {
    pages: [
      ...about.pages,
      ...home.pages,
      ...services.pages,
      ...construction.pages,
      ...support.pages,
      ...guidePages.pages,
      ...site.pages,
    ],
    posts: postsMod.posts,
    guides: guidesMod.guides,
    redirects: seedRedirects,
  }
}

type Markdown = (md: string) => unknown

async function markdownConverter(payload: Payload): Promise<Markdown> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  return (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown: markdown.trim() })
}

function blockData(
  block: SeedBlock,
  locale: Locale,
  md: Markdown,
  guideMedia: Map<string, number | string>,
): Record<string, unknown> | null {
  switch (block.blockType) {
    case 'richText':
      return { blockType: 'richText', body: md(block.body[locale]) }
    case 'cards':
      return {
        blockType: 'cards',
        heading: block.heading?.[locale],
        listChildren: Boolean(block.children),
        items: (block.items ?? []).map((i) => ({
          title: i.title[locale],
          text: i.text?.[locale],
          href: i.href,
          external: Boolean(i.external),
        })),
      }
    case 'facts':
      return {
        blockType: 'facts',
        heading: block.heading?.[locale],
        items: block.items.map((i) => ({ value: i.value, label: i.label[locale] })),
      }
    case 'table':
      return {
        blockType: 'table',
        caption: block.caption[locale],
        columns: block.columns.map((c) => ({ label: c[locale] })),
        rows: block.rows.map((row) => ({ cells: row.map((c) => ({ value: typeof c === 'string' ? c : c[locale] })) })),
        note: block.note?.[locale],
      }
    case 'downloads': {
      const files = block.files.flatMap((f) => {
        const id = guideMedia.get(`${f.guide}:${locale}`)
        return id === undefined ? [] : [{ title: f.title[locale], file: id }]
      })
      return files.length ? { blockType: 'downloads', heading: block.heading?.[locale], files } : null
    }
    case 'accordion':
      return {
        blockType: 'accordion',
        heading: block.heading?.[locale],
        items: block.items.map((i) => ({ question: i.question[locale], answer: md(i.answer[locale]) })),
      }
    case 'callToAction':
      return {
        blockType: 'callToAction',
        heading: block.heading[locale],
        text: block.text?.[locale],
        label: block.label[locale],
        href: block.href,
        external: Boolean(block.external),
      }
    case 'contact':
      return {
        blockType: 'contact',
        heading: block.heading?.[locale],
        offices: block.offices.map((o) => ({
          name: o.name[locale],
          region: o.region[locale],
          address: o.address[locale],
          phone: o.phone,
          email: o.email,
          hours: o.hours[locale],
          payment: o.payment[locale],
        })),
      }
    case 'salesContacts':
      return { blockType: 'salesContacts', heading: block.heading?.[locale] }
    default:
      return null
  }
}

function pageExternalUrl(page: SeedPage): string | undefined {
  if (page.externalUrl) return page.externalUrl
  if (!PARTNER_PAGES.has(page.path)) return undefined
  const cta = page.layout.find((b) => b.blockType === 'callToAction' && b.external)
  return cta && cta.blockType === 'callToAction' ? cta.href : undefined
}

async function seedCategories(payload: Payload, report: Report): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  for (const [slug, title] of Object.entries(categoryTitles)) {
    const found = await payload.find({
      collection: 'categories',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) {
      ids.set(slug, found.docs[0].id)
      report.skipped.push(`category ${slug}`)
      continue
    }
    const doc = await payload.create({
      collection: 'categories',
      locale: 'et',
      data: { slug, title: title.et },
      context: ctx,
    })
    for (const locale of locales.filter((l) => l !== 'et')) {
      await payload.update({
        collection: 'categories',
        id: doc.id,
        locale,
        data: { title: title[locale] },
        context: ctx,
      })
    }
    ids.set(slug, doc.id)
    report.created.push(`category ${slug}`)
  }
  return ids
}

async function seedGuidePdfs(
  payload: Payload,
  guides: SeedGuide[],
  report: Report,
): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  for (const guide of guides) {
    for (const locale of locales) {
      const name = `guide-${guide.key}-${locale}`
      const found = await payload.find({
        collection: 'media',
        where: { filename: { like: name } },
        limit: 10,
        depth: 0,
      })
      const existing = found.docs.find((d) => d.filename === `${name}.pdf` || d.filename?.startsWith(`${name}-`))
      if (existing) {
        ids.set(`${guide.key}:${locale}`, existing.id)
        report.skipped.push(`pdf ${name}`)
        continue
      }
      const data = await guidePdf(guide, locale)
      const doc = await payload.create({
        collection: 'media',
        locale,
        data: { alt: guide.title[locale] },
        file: { data, mimetype: 'application/pdf', name: `${name}.pdf`, size: data.length },
        context: ctx,
      })
      ids.set(`${guide.key}:${locale}`, doc.id)
      report.created.push(`pdf ${name}`)
    }
  }
  return ids
}

async function seedPages(
  payload: Payload,
  pages: SeedPage[],
  md: Markdown,
  guideMedia: Map<string, number | string>,
  report: Report,
) {
  // Parents first, so a half-finished run still leaves a navigable tree.
  const ordered = [...pages].sort(
    (a, b) => a.path.split('/').length - b.path.split('/').length || a.path.localeCompare(b.path),
  )
  for (const page of ordered) {
    const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: page.path } } })
    if (totalDocs > 0) {
      report.skipped.push(`page ${page.path}`)
      continue
    }
    const layout = (locale: Locale) => page.layout.flatMap((b) => blockData(b, locale, md, guideMedia) ?? [])
    const doc = await payload.create({
      collection: 'pages',
      locale: 'et',
      context: ctx,
      data: {
        path: page.path,
        title: page.title.et,
        description: page.description.et,
        layout: layout('et') as never,
        noindex: Boolean(page.noindex),
        order: page.order ?? 0,
        externalUrl: pageExternalUrl(page),
        _status: 'published',
      },
    })
    for (const locale of locales.filter((l) => l !== 'et')) {
      await payload.update({
        collection: 'pages',
        id: doc.id,
        locale,
        context: ctx,
        data: {
          title: page.title[locale],
          description: page.description[locale],
          layout: layout(locale) as never,
          _status: 'published',
        },
      })
    }
    report.created.push(`page ${page.path}`)
  }
}

/** yyyy-MM-dd, or a day offset from today in Tallinn, as the noon instant of that day (no zone can shift it). */
export function postDate(value: string | number, today = new Date()): string {
  const day = typeof value === 'number' ? addDays(todayInTallinn(today), value) : value
  return `${day}T10:00:00.000Z`
}

async function seedPosts(
  payload: Payload,
  posts: SeedPost[],
  md: Markdown,
  categories: Map<string, number | string>,
  report: Report,
) {
  for (const post of posts) {
    const { totalDocs } = await payload.count({ collection: 'posts', where: { slug: { equals: post.slug } } })
    if (totalDocs > 0) {
      report.skipped.push(`post ${post.slug}`)
      continue
    }
    const doc = await payload.create({
      collection: 'posts',
      locale: 'et',
      context: ctx,
      data: {
        slug: post.slug,
        date: postDate(post.date),
        categories: post.categories.flatMap((c) => (categories.has(c) ? [categories.get(c) as number] : [])),
        sticky: Boolean(post.sticky),
        long: Boolean(post.long),
        title: post.title.et,
        excerpt: post.excerpt.et,
        content: md(post.content.et) as never,
        _status: 'published',
      },
    })
    for (const locale of locales.filter((l) => l !== 'et')) {
      await payload.update({
        collection: 'posts',
        id: doc.id,
        locale,
        context: ctx,
        data: {
          title: post.title[locale],
          excerpt: post.excerpt[locale],
          content: md(post.content[locale]) as never,
          _status: 'published',
        },
      })
    }
    report.created.push(`post ${post.slug}`)
  }
}

async function seedRedirectRows(payload: Payload, redirects: SeedRedirect[], report: Report) {
  for (const r of redirects) {
    const { totalDocs } = await payload.count({ collection: 'redirects', where: { from: { equals: r.from } } })
    if (totalDocs > 0) {
      report.skipped.push(`redirect ${r.from}`)
      continue
    }
    await payload.create({
      collection: 'redirects',
      context: ctx,
      data: { from: r.from, to: { type: 'custom', url: r.to }, type: '301' },
    })
    report.created.push(`redirect ${r.from}`)
  }
}

export async function seedContent(payload: Payload, report: Report, data?: ContentSeedData): Promise<void> {
  const content = data ?? (await defaultContent())
  const md = await markdownConverter(payload)
  const categories = await seedCategories(payload, report)
  const guideKeys = new Set(
    content.pages.flatMap((p) =>
      p.layout.flatMap((b) => (b.blockType === 'downloads' ? b.files.map((f) => f.guide) : [])),
    ),
  )
  const guideMedia = await seedGuidePdfs(
    payload,
    content.guides.filter((g) => guideKeys.has(g.key) || guideKeys.size === 0),
    report,
  )
  await seedPages(payload, content.pages, md, guideMedia, report)
  await seedPosts(payload, content.posts, md, categories, report)
  await seedRedirectRows(payload, content.redirects, report)
}
