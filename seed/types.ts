// The shape of demo content in seed/: plain data, three languages side by side, loaded by seed/index.ts.
// Rich text is a small Markdown subset (paragraphs, ## / ### headings, - and 1. lists, **bold**, [links](/path)),
// converted to Lexical by the loader.

export type L = { et: string; ru: string; en: string }

export type SeedBlock =
  | { blockType: 'richText'; body: L }
  /** Cards: explicit items, or `children: true` to list the page's child pages. */
  | {
      blockType: 'cards'
      heading?: L
      children?: true
      items?: { title: L; text?: L; href: string; external?: boolean }[]
    }
  | { blockType: 'facts'; heading?: L; items: { value: string; label: L }[] }
  | { blockType: 'table'; caption: L; columns: L[]; rows: (string | L)[][]; note?: L }
  /** Downloads of seeded files: `guide` is a key of seed/content/guides.ts (a PDF per locale is generated). */
  | { blockType: 'downloads'; heading?: L; files: { title: L; guide: string }[] }
  | { blockType: 'accordion'; heading?: L; items: { question: L; answer: L }[] }
  | { blockType: 'callToAction'; heading: L; text?: L; label: L; href: string; external?: boolean }
  | {
      blockType: 'contact'
      heading?: L
      offices: { name: L; region: L; address: L; phone: string; email: string; hours: L; payment: L }[]
    }
  /** The sales-contacts collection listed on the page; without a heading the translated default shows. */
  | { blockType: 'salesContacts'; heading?: L }

export type SeedPage = {
  /** Locale-free path, e.g. "/about/company". Parent is derived from the path. */
  path: string
  title: L
  /** Meta description and card teaser. */
  description: L
  layout: SeedBlock[]
  /** Excluded from sitemap and marked noindex (test and tool pages). */
  noindex?: boolean
  /** Order among siblings on index pages. */
  order?: number
  /** Cards and menus open this outside address in a new tab instead of the page (partner sites). */
  externalUrl?: string
}

export type SeedPost = {
  slug: string
  /** yyyy-MM-dd; relative dates are computed by the loader when given as a negative day offset. */
  date: string | number
  categories: ('news' | 'emergency-notices' | 'waste-school')[]
  title: L
  excerpt: L
  content: L
  sticky?: boolean
  /** Long article shown on /about/emergency-detailed. */
  long?: boolean
}

export type SeedGuide = {
  key: string
  title: L
  intro: L
  sections: { heading: L; items: L[] }[]
}
