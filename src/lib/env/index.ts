import { z } from 'zod'
import { parseProxyEntry } from '@/lib/http/client'
import { formatZodIssues } from '@/lib/http/errors'

// In a file of its own, free of path aliases, so next.config.ts can read it (src/lib/http/securityHeaders.ts).
export { analyticsConfig, type AnalyticsConfig } from './analytics'

// Parsed once per process. Safe defaults serve the embedded demo; production insists on a secret.
const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

/** The embedded demo database that `npm start` seeds when DATABASE_URL is unset. */
export const EMBEDDED_DATABASE_URL = 'file:./data/site.db'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.string().default(EMBEDDED_DATABASE_URL)),
    PAYLOAD_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional(),
    ),
    // Public origin for what a standard wants absolute (canonical, hreflang, sitemap, RSS, e-mails); pages link
    // root-relative. Required in production: a wrong default would put another host in every canonical link.
    SITE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().default('admin@example.com')),
    // The staff password policy (src/collections/Users/signIn.ts) refuses anything shorter.
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
    ),
    // Optional raster basemap for the stations map, e.g. https://tile.example/{z}/{x}/{y}.png (offline basemap otherwise).
    MAP_TILE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^https?:\/\/\S+\{z\}\S*$/, 'must be an http(s) URL template with {z}, {x} and {y}')
        .optional(),
    ),
    // Lines below this level are dropped by src/lib/log (JSON lines on stdout/stderr).
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['debug', 'info', 'warn', 'error']).default('info')),
    // Names this instance on every log line (several behind one proxy); unset: host name and process id.
    INSTANCE_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(100)
        .regex(/^[\w.:-]+$/, 'letters, digits and . _ : - only')
        .optional(),
    ),
    // Where uploaded media (guide PDFs, images) are stored; relative paths start at the working directory.
    MEDIA_DIR: z.preprocess(emptyToUndefined, z.string().default('data/media')),
    // Skips expiring Next's cache tags after CMS changes (integration tests, which have no Next cache).
    PAYLOAD_DISABLE_REVALIDATE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    // Analytics (loaded only after consent): Matomo (base URL + site id) or GA4. Unset = no analytics at all.
    MATOMO_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    MATOMO_SITE_ID: z.preprocess(emptyToUndefined, z.string().regex(/^\d+$/, 'must be a number').optional()),
    GA_MEASUREMENT_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^G-[A-Z0-9]{4,}$/, 'must look like G-XXXXXXXXXX')
        .optional(),
    ),
    // Contact form and helpdesk delivery. Unset SMTP/Odoo: requests are stored and wait for delivery.
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    CONTACT_MAILBOX: z.preprocess(emptyToUndefined, z.email().optional()),
    CONTACT_FROM: z.preprocess(emptyToUndefined, z.string().default('Jäätmeveo AS <noreply@jaatmeveo.example>')),
    CONTACT_CUSTOMER_COPY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
    CONTACT_MAX_FILE_MB: z.coerce.number().positive().default(10),
    CONTACT_MAX_TOTAL_MB: z.coerce.number().positive().default(25),
    CONTACT_MAX_FILES: z.coerce.number().int().positive().default(10),
    CONTACT_RETENTION_DAYS: z.coerce.number().int().positive().default(180),
    CONTACT_MIN_FILL_SECONDS: z.coerce.number().min(0).default(3),
    CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    CONTACT_RATE_WINDOW_MINUTES: z.coerce.number().positive().default(10),
    // Posts to public pages (server actions: the contact form, its topic switch, /odoo-test) per client
    // in CONTACT_RATE_WINDOW_MINUTES, counted at the HTTP edge before a body is read, refused ones too.
    FORM_POST_LIMIT: z.coerce.number().int().min(0).default(30),
    // Form bodies read at once; more get 503 with Retry-After (each may be CONTACT_MAX_TOTAL_MB + 1 MB).
    FORM_POST_CONCURRENCY: z.coerce.number().int().positive().default(8),
    // On SIGTERM the server stops taking requests and waits this long for running deliveries to finish.
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(60),
    // A job (of any task) marked running for longer than this was left by a stopped process and runs again.
    JOBS_LEASE_MINUTES: z.coerce.number().positive().default(15),
    // Requests not delivered after this long are logged at error level and counted by /readyz.
    CONTACT_ALERT_MINUTES: z.coerce.number().positive().default(60),
    CONTACT_RETRY_DELAY_SECONDS: z.coerce.number().min(0).default(30),
    CONTACT_UPLOAD_DIR: z.preprocess(emptyToUndefined, z.string().default('data/contact-uploads')),
    // Background delivery runs on a timer inside the server; tests drive the queue themselves.
    JOBS_AUTORUN: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    ODOO_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    ODOO_DB: z.preprocess(emptyToUndefined, z.string().optional()),
    ODOO_USER: z.preprocess(emptyToUndefined, z.string().optional()),
    ODOO_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    ODOO_TEAM_ID: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
    HELPDESK_FORM_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    HELPDESK_USER: z.preprocess(emptyToUndefined, z.string().optional()),
    HELPDESK_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
    // Planning-system import key (POST /api/v1/discharges/import); unset = the import answers 503.
    // At least 32 characters and not a word or a pattern: a short or guessable key could be found by trying.
    DISCHARGES_IMPORT_API_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .min(32, 'must be at least 32 random characters, e.g. the output of `openssl rand -hex 32`')
        .refine((key) => new Set(key).size >= 12, {
          error: 'must be random (at least 12 different characters), e.g. the output of `openssl rand -hex 32`',
        })
        .optional(),
    ),
    // The largest import body in MB, counted as it streams in (a larger one is refused with 413).
    DISCHARGES_IMPORT_MAX_MB: z.coerce.number().positive().default(512),
    // The custom server answers the old collection-day endpoint itself on SQLite (decision 009).
    LOOKUP_FAST_PATH: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    // Public pages load their start-up scripts after the first paint (src/server/late-scripts.ts, decision 013).
    LATE_SCRIPTS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    // Public pages are stored at the HTTP edge and served until their content changes (src/server/pageCache.ts, decision 019).
    PAGE_CACHE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    // Browser tests only (scripts/e2e-server.mjs): /[locale]/test-error throws, to show the 500 page. Off, it is a 404.
    ERROR_TEST_ROUTE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('off')),
    // Different contracts one client may look up per minute; 0 lifts the limit (benchmarks only).
    DISCHARGES_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(30)),
    // The same per network (IPv4 /24, IPv6 /48) and for the whole site (src/lib/discharges/admit.ts);
    // unset: 5 and 100 times the per-client limit. Contracts a client looked up before pass these two.
    DISCHARGES_NETWORK_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
    DISCHARGES_SITE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
    // Reverse proxies whose X-Forwarded-For entries are believed (CIDRs or addresses, comma- or space-
    // separated); empty = none: the socket's address is the client (src/lib/http/client.ts).
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((list) => list.split(/[\s,]+/).filter(Boolean))
      .pipe(
        z
          .array(
            z.string().refine((entry) => parseProxyEntry(entry) !== null, {
              error: (i) => `not an IP address or CIDR: ${String(i.input)}`,
            }),
          )
          .max(100),
      ),
    // /readyz shows its details (migrations, contact delivery) only to a caller with this token
    // (`Authorization: Bearer …`, at least 32 characters) or from READYZ_NETWORKS (CIDRs; the internal
    // network of the orchestrator and monitoring). Everyone else sees the status alone.
    READYZ_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32).max(200).optional()),
    READYZ_NETWORKS: z
      .string()
      .default('127.0.0.1/32,::1/128')
      .transform((list) => list.split(/[\s,]+/).filter(Boolean))
      .pipe(
        z
          .array(
            z.string().refine((entry) => parseProxyEntry(entry) !== null, {
              error: (i) => `not an IP address or CIDR: ${String(i.input)}`,
            }),
          )
          .max(100),
      ),
    // Replaced by TRUSTED_PROXIES: a hop count trusted entries a client could write when nothing sits in front.
    DISCHARGES_TRUSTED_PROXY_HOPS: z.preprocess(
      emptyToUndefined,
      z
        .undefined({ error: 'was replaced by TRUSTED_PROXIES (the CIDRs of your reverse proxies); remove it' })
        .optional(),
    ),
    // Pickup reminders: mails per second to the SMTP server and pooled connections to it.
    REMINDERS_SEND_RATE: z.coerce.number().int().min(1).max(10_000).default(200),
    REMINDERS_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
    // Subscription mails (confirmation and manage links) the public form may cause per hour: from one
    // network (IPv4 /24, IPv6 /48) and from the whole site (an error is logged when the site's cap is hit).
    REMINDERS_NETWORK_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    REMINDERS_SITE_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
    // Keep the demo contracts' plan filled 13 weeks ahead (daily, seed/discharges/topup.ts). Unset: on for
    // the embedded demo database and outside production, off for a production database of its own.
    DISCHARGES_DEMO_TOPUP: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  })
  .transform((env, ctx) => {
    const isPostgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL)
    if (!isPostgres && !env.DATABASE_URL.startsWith('file:')) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
      })
    }
    if (env.MATOMO_URL && !env.MATOMO_SITE_ID) {
      ctx.addIssue({ code: 'custom', path: ['MATOMO_SITE_ID'], message: 'is required when MATOMO_URL is set' })
    }
    let secret = env.PAYLOAD_SECRET
    if (!secret) {
      if (env.NODE_ENV === 'production' && !isBuildPhase()) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYLOAD_SECRET'],
          message:
            'PAYLOAD_SECRET is required in production. Set it, or use `npm start`, which creates one for the embedded demo database.',
        })
      }
      secret = 'development-only-secret-not-for-production'
    }
    if (!env.SITE_URL && env.NODE_ENV === 'production' && !isBuildPhase()) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          'SITE_URL is required in production (the public origin, e.g. https://www.example.ee). `npm start` with the embedded database uses http://localhost:PORT.',
      })
    }
    const demoTopUp =
      env.DISCHARGES_DEMO_TOPUP ??
      (env.NODE_ENV !== 'production' || env.DATABASE_URL === EMBEDDED_DATABASE_URL ? 'true' : 'false')
    return {
      ...env,
      SITE_URL: env.SITE_URL ?? 'http://localhost:3000',
      PAYLOAD_SECRET: secret,
      DISCHARGES_DEMO_TOPUP: demoTopUp,
      databaseKind: isPostgres ? ('postgres' as const) : ('sqlite' as const),
    }
  })

export type Env = z.infer<typeof envSchema>

let cached: Env | undefined

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    throw new Error(
      `Invalid configuration:\n  - ${formatZodIssues(result.error.issues, { root: 'env', separator: '\n  - ' })}`,
    )
  }
  return result.data
}

export function env(): Env {
  cached ??= parseEnv()
  return cached
}
