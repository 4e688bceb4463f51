import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import { et } from '@payloadcms/translations/languages/et'
import { ru } from '@payloadcms/translations/languages/ru'
import { en } from '@payloadcms/translations/languages/en'
import sharp from 'sharp'
import { env } from '@/lib/env'
import { createPinoLogger, loggerOptionsFromEnv } from '@/lib/log'
import { defaultLocale, locales, localeLabels } from '@/i18n/locales'
import { Users } from '@/collections/Users'
import { ContactRequests } from '@/collections/ContactRequests'
import { ContactAttachments } from '@/collections/ContactAttachments'
import { contactTasks } from '@/jobs/contact'
import { reminderTasks } from '@/jobs/reminders'
import { auditTasks } from '@/jobs/audit'
import { AuditLog } from '@/collections/AuditLog'
import { auditPlugin } from '@/lib/audit/record'
import { previewPlugin } from '@/lib/preview/plugin'
import { rolesPlugin } from '@/lib/admin/roles'
import { missesPlugin } from '@/lib/admin/misses'
import { ReminderSubscriptions } from '@/collections/ReminderSubscriptions'
import { ReminderSends } from '@/collections/ReminderSends'
import { WasteStations } from '@/collections/WasteStations'
import { MunicipalContracts } from '@/collections/MunicipalContracts'
import { PriceLists } from '@/collections/PriceLists'
import { UnservedAddresses } from '@/collections/UnservedAddresses'
import { SalesContacts } from '@/collections/SalesContacts'
import { SortingItems } from '@/collections/SortingItems'
import { SortingMissAsks, SortingMisses } from '@/collections/SortingMisses'
import { Discharges } from '@/collections/Discharges'
import { Addresses } from '@/collections/Addresses'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { HeaderMenu } from '@/globals/HeaderMenu/config'
import { Pages } from '@/collections/Pages'
import { Posts } from '@/collections/Posts'
import { Categories } from '@/collections/Categories'
import { Media } from '@/collections/Media'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { isEditor } from '@/access/isEditor'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { richTextEditor } from '@/lib/content/editor'
import type { DatabaseKind } from '@/lib/db'
import { databaseAdapter as adapterOf, siteDatabaseAdapter } from '@/lib/db/adapter'
import { withSearchInvalidation } from '@/lib/search/hooks'
import { registerDatabase } from '@/lib/cluster/register'
import { jobsMayRun, schedulesQueuedByLeader } from '@/lib/cluster/runtime'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

/** Where `npm run migrate:create` writes each set: beside this file. */
const migrationDirs = {
  sqlite: path.resolve(dirname, 'migrations'),
  postgres: path.resolve(dirname, 'migrations-postgres'),
}

/** Payload's adapter for a database of either kind (src/lib/db/adapter.ts); the migrations test builds both. */
export function databaseAdapter(kind: DatabaseKind, url: string): DatabaseAdapterObj {
  return adapterOf(kind, url, migrationDirs)
}

export default buildConfig({
  secret: config.PAYLOAD_SECRET,
  serverURL: config.SITE_URL,
  // Payload's own lines as the app's: JSON, LOG_LEVEL, the instance id (its default writes coloured text).
  logger: createPinoLogger(loggerOptionsFromEnv()),
  admin: {
    user: Users.slug,
    // Payload's default is Gravatar, which would send a hash of each editor's e-mail to a third party; the
    // admin's CSP allows images from this origin only (decision 016).
    avatar: 'default',
    meta: { titleSuffix: ' · Jäätmeveo AS' },
    importMap: { baseDir: path.resolve(dirname) },
    // The start page: what needs an editor or the support team today (decision 031).
    components: { beforeDashboard: ['@/components/admin/EditorsDesk#EditorsDesk'] },
  },
  // Indexed collections get hooks that mark the site search stale (src/lib/search/hooks.ts).
  collections: withSearchInvalidation([
    Users,
    Pages,
    Posts,
    Categories,
    Media,
    WasteStations,
    MunicipalContracts,
    PriceLists,
    UnservedAddresses,
    SalesContacts,
    SortingItems,
    SortingMisses,
    SortingMissAsks,
    Discharges,
    Addresses,
    ContactRequests,
    ContactAttachments,
    ReminderSubscriptions,
    ReminderSends,
    AuditLog,
  ]),
  globals: [SiteSettings, HeaderMenu],
  editor: richTextEditor,
  jobs: {
    tasks: [...contactTasks, ...reminderTasks, ...auditTasks],
    // The server runs its own queue on a timer (started at boot by src/instrumentation.ts); tests and
    // one-off scripts drive it themselves. Each cron only runs jobs already queued.
    autoRun: () =>
      config.JOBS_AUTORUN === 'false' || (config.NODE_ENV === 'test' && config.JOBS_AUTORUN !== 'true')
        ? []
        : [
            // On PostgreSQL the jobs leader queues the scheduled tasks (src/lib/cluster/runtime.ts).
            { cron: '*/15 * * * * *', queue: 'default', limit: 10, disableScheduling: schedulesQueuedByLeader() },
            { cron: '*/5 * * * *', queue: 'maintenance', limit: 2, disableScheduling: schedulesQueuedByLeader() },
          ],
    // Also runs scheduled publishing (versions.drafts.schedulePublish, queue "default"); never while
    // building, where a cron would keep the process alive. JOBS_AUTORUN=false (above) is the one switch to
    // turn the queue off; NEXT_PHASE and VITEST are the tools' own markers, not settings. On PostgreSQL only
    // the jobs leader runs the queue: Payload claims jobs by reading then updating them, so two instances
    // could run one job twice (decision 025).
    shouldAutoRun: () => process.env.NEXT_PHASE !== 'phase-production-build' && !process.env.VITEST && jobsMayRun(),
    deleteJobOnComplete: true,
  },
  db: siteDatabaseAdapter(migrationDirs),
  // The cluster features (shared rate limits, the expiry broadcast, the jobs leader) use Payload's pool;
  // on SQLite the expiry broadcast (a script's changes reaching the server) uses its client.
  onInit: (payload) => registerDatabase(payload.db),
  sharp,
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { et, ru, en },
    fallbackLanguage: 'et',
  },
  // Payload regenerates the types in a child process at every start outside production, which cost the
  // test suite a `payload generate:types` per integration file (some 150 s of CPU a CI run). They are
  // generated by `npm run generate:types`; tests/int/migrations.int.test.ts fails when they are stale.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  graphQL: { disable: true },
  telemetry: false,
  plugins: [
    redirectsPlugin({
      collections: ['pages', 'posts'],
      // Variant spellings and old paths are permanent; editors pick 301 or 308.
      redirectTypes: ['301', '308'],
      redirectTypeFieldOverride: { defaultValue: '301' },
      overrides: {
        labels: {
          singular: { et: 'Ümbersuunamine', ru: 'Перенаправление', en: 'Redirect' },
          plural: { et: 'Ümbersuunamised', ru: 'Перенаправления', en: 'Redirects' },
        },
        admin: { group: { et: 'Sisu', ru: 'Содержание', en: 'Content' }, useAsTitle: 'from' },
        access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
        hooks: {
          afterChange: [revalidateOnPublish(TAGS.redirects)],
          afterDelete: [revalidateOnDelete(TAGS.redirects)],
        },
      },
    }),
    // Last, so the trail's hooks reach the collections the plugins above add (redirects): decision 031.
    auditPlugin,
    // Signed draft previews and live preview for pages, posts and sorting items (decision 031).
    previewPlugin,
    // Each role sees its own tools in the admin (decision 031).
    rolesPlugin,
    // The start page's one-click "add as item" / "add as synonym" for unanswered sorting searches.
    missesPlugin,
  ],
})
