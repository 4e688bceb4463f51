// Stand-ins for the WordPress import's unit tests (src/lib/wordpress/import/*.test.ts): a source site with
// defaults, its items, and an import context over a fake Payload whose calls are recorded.
import { en } from '@payloadcms/translations/languages/en'
import type { Payload } from 'payload'
import { stepResults, type ImportContext, type ImportReport } from '@/lib/wordpress/import/context'
import {
  emptySourceSite,
  type SourceEntry,
  type SourceMedia,
  type SourceMenuItem,
  type SourceSite,
  type SourceTerm,
} from '@/lib/wordpress/source'

export const BASE = 'https://old.example.ee'

export const site = (over: Partial<SourceSite> = {}): SourceSite => ({
  ...emptySourceSite(BASE),
  ...over,
})

export const entry = (over: Partial<SourceEntry> & Pick<SourceEntry, 'wpId'>): SourceEntry => ({
  kind: 'page',
  lang: 'et',
  translations: [],
  slug: `entry-${over.wpId}`,
  status: 'publish',
  date: '2024-05-01T10:00:00Z',
  link: `${BASE}/entry-${over.wpId}/`,
  title: `Entry ${over.wpId}`,
  html: '<p>Text</p>',
  excerpt: '',
  categories: [],
  tags: [],
  featuredMedia: 0,
  sticky: false,
  menuOrder: 0,
  raw: false,
  ...over,
})

export const term = (over: Partial<SourceTerm> & Pick<SourceTerm, 'wpId'>): SourceTerm => ({
  taxonomy: 'category',
  slug: `term-${over.wpId}`,
  name: `Term ${over.wpId}`,
  lang: 'et',
  translations: [],
  ...over,
})

export const media = (over: Partial<SourceMedia> & Pick<SourceMedia, 'wpId'>): SourceMedia => ({
  url: `${BASE}/wp-content/uploads/file-${over.wpId}.png`,
  mime: 'image/png',
  alt: '',
  title: '',
  lang: 'et',
  translations: [],
  ...over,
})

export const menuItem = (over: Partial<SourceMenuItem> & Pick<SourceMenuItem, 'wpId'>): SourceMenuItem => ({
  lang: 'et',
  title: `Item ${over.wpId}`,
  url: `${BASE}/item-${over.wpId}/`,
  parent: 0,
  order: over.wpId,
  newTab: false,
  objectId: null,
  ...over,
})

/** A call the fake Payload received: the method and its arguments. */
export type Call = { method: string; args: Record<string, unknown> }

/**
 * A context as createContext makes it, over a fake Payload: `find` answers `found` (by collection), `create`
 * gives ids from 100 up, and every call is recorded in `calls`. `db` is the fake's database adapter.
 */
export function fakeContext(
  source: SourceSite,
  options: { dryRun?: boolean; found?: Record<string, unknown[]>; db?: Record<string, unknown> } = {},
) {
  const calls: Call[] = []
  let next = 100
  const record = (method: string) => async (args: Record<string, unknown>) => {
    calls.push({ method, args })
    if (method === 'find') return { docs: options.found?.[String(args.collection)] ?? [] }
    if (method === 'create') return { id: next++, url: `/media/${next - 1}` }
    return { id: args.id }
  }
  const payload = {
    config: { i18n: { fallbackLanguage: 'en', supportedLanguages: { en } } },
    db: options.db ?? {},
    find: record('find'),
    create: record('create'),
    update: record('update'),
    updateGlobal: record('updateGlobal'),
  } as unknown as Payload
  const report: ImportReport = {
    dryRun: Boolean(options.dryRun),
    items: [],
    notes: [],
    counts: { created: 0, updated: 0, skipped: 0, warnings: 0 },
  }
  const ctx: ImportContext = {
    payload,
    site: source,
    options: { dryRun: options.dryRun },
    dryRun: Boolean(options.dryRun),
    report,
    add: (item) => report.items.push(item),
    onOldSite: (href) => {
      try {
        return new URL(href, source.base).host === new URL(source.base).host
      } catch {
        return false
      }
    },
    known: { media: new Map(), categories: new Map(), pages: new Map(), posts: new Map() },
    pageByPath: new Map(),
    postBySlug: new Map(),
    redirectByFrom: new Map(),
    ...stepResults(),
  }
  return { ctx, calls }
}

/** A database adapter with transactions that records whether each was committed or rolled back. */
export function fakeTransactions() {
  const ended: string[] = []
  return {
    ended,
    db: {
      beginTransaction: async () => 'tx-1',
      commitTransaction: async (id: string) => void ended.push(`commit ${id}`),
      rollbackTransaction: async (id: string) => void ended.push(`rollback ${id}`),
    },
  }
}
