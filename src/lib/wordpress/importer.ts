// Writes an old WordPress site (read by rest.ts or wxr.ts) into Payload: media, categories and tags, pages,
// posts with their old permalinks as permanent redirects, and the header menu, with the language versions of
// each translation group joined into one localized document. Idempotent by WordPress id (`wordpressId`); each
// item is written in one transaction, so a broken item is reported and skipped whole, never half-imported.
// The steps live in ./import/ and share one context (./import/context.ts).
import type { Payload } from 'payload'
import { expireTags } from '@/lib/content/expire'
import { TAGS } from '@/lib/content/tags'
import { createContext, type ImportOptions, type ImportReport } from './import/context'
import { importEntries, planEntries } from './import/entries'
import { importMedia } from './import/media'
import { importMenus } from './import/menus'
import { importTerms } from './import/terms'
import type { SourceSite } from './source'

export type { Action, ImportOptions, ImportReport, ItemReport } from './import/context'
export { groupTranslations, latinSegment, oldPath } from './import/names'

export async function importSite(
  payload: Payload,
  site: SourceSite,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const ctx = await createContext(payload, site, options)
  for (const p of site.problems) ctx.add({ item: p.item, action: 'skipped', warnings: [], message: p.message })
  await importMedia(ctx)
  await importTerms(ctx)
  // Addresses first, so links between entries (and menu items) can be rewritten as each is written.
  await importEntries(ctx, planEntries(ctx))
  await importMenus(ctx)
  // The documents were written with the per-document expiry hooks off: one expiry for the run, here and,
  // from a script, in every server running on this database (src/lib/cluster/events.ts).
  const { created, updated } = ctx.report.counts
  if (!ctx.dryRun && created + updated > 0)
    await expireTags([TAGS.pages, TAGS.posts, TAGS.categories, TAGS.media, TAGS.redirects, TAGS.headerMenu])
  return ctx.report
}

/** The report as text lines: one per item, its warnings indented below it, totals last. */
export function formatReport(report: ImportReport): string {
  const lines = report.items.map((i) =>
    [
      `${i.action.padEnd(12)} ${i.item}${i.message ? ` — ${i.message}` : ''}`,
      ...i.warnings.map((w) => `             ! ${w}`),
    ].join('\n'),
  )
  const c = report.counts
  return [
    ...report.notes.map((n) => `note: ${n}`),
    ...lines,
    `${report.dryRun ? 'Dry run (nothing written): would create' : 'Created'} ${c.created}, ${report.dryRun ? 'would update' : 'updated'} ${c.updated}, skipped ${c.skipped}, warnings ${c.warnings}.`,
  ].join('\n')
}
