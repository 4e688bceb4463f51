import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { et } from '@payloadcms/translations/languages/et'
import { ru } from '@payloadcms/translations/languages/ru'
import { en } from '@payloadcms/translations/languages/en'
import sharp from 'sharp'
import { env } from '@/lib/env'
import { defaultLocale, locales, localeLabels } from '@/i18n/locales'
import { Users } from '@/collections/Users'
import { Discharges } from '@/collections/Discharges'
import { SiteSettings } from '@/globals/SiteSettings/config'
import { migrations as sqliteMigrations } from '@/migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

function database(): DatabaseAdapterObj {
  if (config.databaseKind === 'postgres') {
    // PostgreSQL for several app instances behind a load balancer (docs/decisions/002-database.md).
    return postgresAdapter({
      pool: { connectionString: config.DATABASE_URL },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations-postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: config.DATABASE_URL },
    // Schema changes go through migrations everywhere, so dev, tests and production share one path.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: sqliteMigrations,
  })
}

export default buildConfig({
  secret: config.PAYLOAD_SECRET,
  serverURL: config.SITE_URL,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Jäätmeveo AS' },
    importMap: { baseDir: path.resolve(dirname) },
  },
  collections: [Users, Discharges],
  globals: [SiteSettings],
  editor: lexicalEditor(),
  db: database(),
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
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
  telemetry: false,
})
