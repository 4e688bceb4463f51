// Loads the demo content into an empty or partly filled database. Idempotent: what exists is left as editors left it.
import type { Payload } from 'payload'
import { locales } from '@/i18n/locales'
import { expireTags } from '@/lib/content/expire'
import { TAGS } from '@/lib/content/tags'
import { siteSettingsLocalized, siteSettingsShared } from './siteSettings'
import { seedNavigation } from './navigation'
import { seedContent } from './content'
import { seedDataPages } from './datapages'
import { seedDischarges } from './discharges'
import { seedSortingItems } from './sorting-items'

export type SeedReport = { created: string[]; skipped: string[] }

const ctx = { disableRevalidate: true, seeding: true }

async function seedSiteSettings(payload: Payload, report: SeedReport) {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale: 'et', fallbackLocale: false })
  if (current?.companyName) {
    report.skipped.push('site-settings')
    return
  }
  for (const locale of locales) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      context: ctx,
      data: { ...siteSettingsShared, ...siteSettingsLocalized[locale] },
    })
  }
  report.created.push('site-settings')
}

export async function seed(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = { created: [], skipped: [] }
  await seedSiteSettings(payload, report)
  await seedNavigation(payload, report)
  await seedContent(payload, report)
  await seedDataPages(payload, report)
  await seedDischarges(payload, report)
  await seedSortingItems(payload, report)
  // Written with the per-document expiry hooks off: one expiry for the run, here and in every server
  // running on this database (src/lib/cluster/events.ts).
  if (report.created.length) await expireTags(Object.values(TAGS))
  return report
}

/** True when the database holds no demo content yet (first start). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, fallbackLocale: false })
  return !settings?.companyName
}
