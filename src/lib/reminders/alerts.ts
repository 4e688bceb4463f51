import type { Payload } from 'payload'
import { dbOf } from '@/lib/db'
import { isMunicipalityCode } from '@/lib/data/municipalities'
import { EMERGENCY_CATEGORY } from '@/lib/content/newsTabs'
import { locales, type Locale } from '@/i18n/locales'
import { log } from '@/lib/log'

// Disruption alerts: a published emergency notice with target municipalities is mailed once to every
// confirmed subscriber whose contract is in one of them. Targets and contracts meet on the EHAK code
// (src/lib/data/municipalities.ts), never on a name: the import fills discharges.municipality_code from
// whatever name the planning system writes, and reports the names it cannot map. A contract whose rows carry
// no known municipality gets no targeted alert: it still sees the site banner, and the notice is on the news
// pages (docs/decisions/024, 029).
//
// A subscriber is mailed only in their own language. A notice without a title in that language holds its
// subscribers (`alertUntranslated: 'hold'`, the default): they are queued by the save that adds the
// translation, since every published save runs this again and each subscriber is mailed once. Or, by the
// editor's explicit choice (`'standard'`), they get a standard text in their language with a link to the
// notice in a language it exists in. Never another language's title.

type PostDoc = {
  id: number
  _status?: string | null
  targetMunicipalities?: string[] | null
  alertUntranslated?: 'hold' | 'standard' | null
  categories?: (number | { id: number; slug?: string | null })[] | null
}

/** Whether a post is a published emergency notice with targets (its categories read when given as ids). */
export async function isTargetedNotice(payload: Payload, post: PostDoc): Promise<boolean> {
  if (post._status !== 'published' || !post.targetMunicipalities?.length) return false
  return isEmergency(payload, post)
}

async function isEmergency(payload: Payload, post: PostDoc): Promise<boolean> {
  const ids = (post.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))
  if (!ids.length) return false
  const found = await payload.find({
    collection: 'categories',
    where: { and: [{ id: { in: ids } }, { slug: { equals: EMERGENCY_CATEGORY } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.length > 0
}

/**
 * The languages a post has its own title in (no fallback): the languages its alert can be written in.
 * `draft` reads the latest draft (the admin's preview of what publishing would send).
 */
export async function translatedLocales(payload: Payload, postId: number | string, draft = false): Promise<Locale[]> {
  const doc = (await payload
    .findByID({
      collection: 'posts',
      id: postId,
      locale: 'all',
      fallbackLocale: false,
      depth: 0,
      draft,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)) as { title?: Partial<Record<Locale, string | null>> | string | null } | null
  const title = doc?.title
  if (!title || typeof title !== 'object') return []
  return locales.filter((l) => typeof title[l] === 'string' && title[l]!.trim() !== '')
}

const subscribersIn = (targets: string[]) => `FROM reminder_subscriptions s
  WHERE s.status = 'confirmed' AND EXISTS (SELECT 1 FROM discharges d
    WHERE d.contract_number = s.contract_number AND d.municipality_code IN (${targets.map(() => '?').join(',')}))`

/** Confirmed subscribers per language whose contracts are in these municipalities (EHAK codes). */
export async function alertAudience(payload: Payload, targetCodes: string[]): Promise<Record<Locale, number>> {
  const counts: Record<Locale, number> = { et: 0, ru: 0, en: 0 }
  const targets = targetCodes.filter(isMunicipalityCode)
  if (!targets.length) return counts
  const rows = await dbOf(payload).rows<{ locale: string | null; n: number | string }>(
    `SELECT COALESCE(s.locale, 'et') AS locale, COUNT(*) AS n ${subscribersIn(targets)} GROUP BY COALESCE(s.locale, 'et')`,
    targets,
  )
  for (const r of rows) if (r.locale && r.locale in counts) counts[r.locale as Locale] += Number(r.n)
  return counts
}

/**
 * Queues the alert of one notice for its municipalities' subscribers (each once, however often it runs):
 * in their language where the notice has it; the standard text for the others only when the editor chose
 * it; nobody else (they wait for the translation).
 */
export async function queueNoticeAlertMails(payload: Payload, postId: number, now = new Date()): Promise<number> {
  const post = (await payload
    .findByID({ collection: 'posts', id: postId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as PostDoc | null
  if (!post || !(await isTargetedNotice(payload, post))) return 0
  const targets = post.targetMunicipalities!.filter(isMunicipalityCode)
  if (!targets.length) return 0
  const translated = await translatedLocales(payload, postId)
  if (!translated.length) return 0
  const untranslated = locales.filter((l) => !translated.includes(l))
  const at = now.toISOString()
  const insert = (langs: Locale[], data: Record<string, unknown>) => ({
    sql: `INSERT INTO reminder_sends (key, subscription, kind, state, data, updated_at, created_at)
      SELECT 'alert:' || s.id || ':' || ?, s.id, 'alert', 'queued', ?, ?, ?
      ${subscribersIn(targets)} AND COALESCE(s.locale, 'et') IN (${langs.map(() => '?').join(',')})
      ON CONFLICT (key) DO NOTHING`,
    args: [String(postId), JSON.stringify(data), at, at, ...targets, ...langs],
  })
  const statements = [insert(translated, { notice: postId })]
  const standard = post.alertUntranslated === 'standard' && untranslated.length > 0
  if (standard) statements.push(insert(untranslated, { notice: postId, standard: true, linkLocale: translated[0] }))
  const counts = await dbOf(payload).transaction(statements)
  const queued = counts.reduce((a, b) => a + b, 0)
  log.info('notice alert queued', {
    notice: postId,
    municipalities: targets.length,
    queued,
    languages: translated,
    held: standard ? [] : untranslated,
  })
  return queued
}
