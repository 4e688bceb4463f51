import { z } from 'zod'
import { parseProxyEntry } from './addresses'
import { formatZodIssues } from './issues'

// In a file of its own, free of path aliases, so next.config.ts can read it (src/lib/http/securityHeaders.ts).
export { analyticsConfig, type AnalyticsConfig } from './analytics'

// Parsed once per process. Safe defaults serve the embedded demo; production insists on a secret.
const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

/** The embedded demo database that `npm start` seeds when DATABASE_URL is unset. */
export const EMBEDDED_DATABASE_URL = 'file:./data/site.db'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
/** Addresses or CIDRs, comma- or space-separated, at most 100; `fallback` when unset. */
const addressList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((list) => list.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z
        .array(
          z.string().refine((entry) => parseProxyEntry(entry) !== null, {
            error: (i) => `not an IP address or CIDR: ${String(i.input)}`,
          }),
        )
        .max(100),
    )

export const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'])
      .default('development')
      .describe(
        'Set by `npm start` (`production`) and the test runners; production insists on the settings below marked required.',
      ),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000).describe('HTTP port of `npm start`.'),
    DATABASE_URL: z
      .preprocess(emptyToUndefined, z.string().default(EMBEDDED_DATABASE_URL))
      .describe('`file:…` is SQLite (embedded, one instance); `postgres://…` is PostgreSQL (several instances).'),
    PAYLOAD_SECRET: z
      .preprocess(emptyToUndefined, z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional())
      .describe(
        'Signs admin sessions, contact-form tokens and links; at least 16 characters, the same on every instance. Required in production; `npm start` with the embedded database creates one in `data/.payload-secret`.',
      ),
    // Required in production: a wrong default would put another host in every canonical link.
    SITE_URL: z
      .preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional())
      .describe(
        'Public origin for what a standard wants absolute: canonical links, hreflang, sitemap, RSS, e-mails (pages link root-relative). Required in production; `npm start` with the embedded database uses `http://localhost:PORT`.',
      ),
    ADMIN_EMAIL: z
      .preprocess(emptyToUndefined, z.email().default('admin@example.com'))
      .describe('The first admin user, created when there is none.'),
    // The staff password policy (src/collections/Users/signIn.ts) refuses anything shorter.
    ADMIN_PASSWORD: z
      .preprocess(emptyToUndefined, z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional())
      .describe(
        "The first admin user's password, at least 12 characters. Unset: generated and written to `data/.admin-password`, readable only by the server's user.",
      ),
    MAP_TILE_URL: z
      .preprocess(
        emptyToUndefined,
        z
          .string()
          .regex(/^https?:\/\/\S+\{z\}\S*$/, 'must be an http(s) URL template with {z}, {x} and {y}')
          .optional(),
      )
      .describe(
        'Raster tile layer for the waste-stations map, e.g. `https://tile.example/{z}/{x}/{y}.png`. Unset: the offline basemap.',
      ),
    LOG_LEVEL: z
      .preprocess(emptyToUndefined, z.enum(['debug', 'info', 'warn', 'error']).default('info'))
      .describe(
        '`debug`, `info`, `warn` or `error`: the server writes one JSON line per event (`src/lib/log`) at this level and above; warnings and errors to stderr.',
      ),
    INSTANCE_ID: z
      .preprocess(
        emptyToUndefined,
        z
          .string()
          .max(100)
          .regex(/^[\w.:-]+$/, 'letters, digits and . _ : - only')
          .optional(),
      )
      .describe(
        'Names this instance in every log line (`"instance"`), so the logs of several instances behind one proxy read together. Unset: `<host name>-<pid>`.',
      ),
    MEDIA_DIR: z
      .preprocess(emptyToUndefined, z.string().default('data/media'))
      .describe(
        'Where uploaded media (guide PDFs, images) are stored; relative paths start at the working directory. With several instances a directory every instance mounts, or object storage through `@payloadcms/storage-s3` (docs/operations.md).',
      ),
    PAYLOAD_DISABLE_REVALIDATE: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false'))
      .describe(
        "`true` skips expiring Next's cache tags after CMS changes (integration tests, which run without Next).",
      ),
    MATOMO_URL: z
      .preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional())
      .describe(
        'Matomo base URL, with `MATOMO_SITE_ID`; loaded only after consent to analytics. With no analytics setting the site sets only necessary cookies and shows no consent banner.',
      ),
    MATOMO_SITE_ID: z
      .preprocess(emptyToUndefined, z.string().regex(/^\d+$/, 'must be a number').optional())
      .describe('Matomo site id; required when `MATOMO_URL` is set.'),
    GA_MEASUREMENT_ID: z
      .preprocess(
        emptyToUndefined,
        z
          .string()
          .regex(/^G-[A-Z0-9]{4,}$/, 'must look like G-XXXXXXXXXX')
          .optional(),
      )
      .describe('Google Analytics 4 id (`G-…`), used when Matomo is not set; loaded only after consent.'),
    SMTP_URL: z
      .preprocess(
        emptyToUndefined,
        z
          .string()
          .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
          .optional(),
      )
      .describe(
        'SMTP server (`smtp://…` or `smtps://…`) for contact-form delivery and reminders. Unset: requests and reminders are stored and wait.',
      ),
    CONTACT_MAILBOX: z
      .preprocess(emptyToUndefined, z.email().optional())
      .describe('The company mailbox that receives contact requests by e-mail (decision 008).'),
    CONTACT_FROM: z
      .preprocess(emptyToUndefined, z.string().default('Jäätmeveo AS <noreply@jaatmeveo.example>'))
      .describe("Sender of the site's e-mails."),
    CONTACT_CUSTOMER_COPY: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true'))
      .describe('`true` sends the customer a copy of their contact request.'),
    CONTACT_MAX_FILE_MB: z.coerce
      .number()
      .positive()
      .default(10)
      .describe('The largest contact-form attachment, in MB.'),
    CONTACT_MAX_TOTAL_MB: z.coerce
      .number()
      .positive()
      .default(25)
      .describe("All of one request's attachments together, in MB."),
    CONTACT_MAX_FILES: z.coerce.number().int().positive().default(10).describe('Attachments per contact request.'),
    CONTACT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .positive()
      .default(180)
      .describe('Days stored contact requests and their attachments are kept.'),
    CONTACT_MIN_FILL_SECONDS: z.coerce
      .number()
      .min(0)
      .default(3)
      .describe('A contact form sent sooner after it was shown is taken for a robot.'),
    CONTACT_RATE_LIMIT: z.coerce
      .number()
      .int()
      .positive()
      .default(5)
      .describe('Contact requests one client may send per `CONTACT_RATE_WINDOW_MINUTES`.'),
    CONTACT_RATE_WINDOW_MINUTES: z.coerce
      .number()
      .positive()
      .default(10)
      .describe('The window of `CONTACT_RATE_LIMIT` and `FORM_POST_LIMIT`, in minutes.'),
    FORM_POST_LIMIT: z.coerce
      .number()
      .int()
      .min(0)
      .default(30)
      .describe(
        'Posts to public pages (the contact form, its topic switch, `/odoo-test`) per client in `CONTACT_RATE_WINDOW_MINUTES`, counted at the HTTP edge before the body is read, refused ones too.',
      ),
    RENDER_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(3)
      .describe(
        'Public page renders (answers no page store holds) run at once; the rest wait in line, so a flood of uncached addresses never starves stored pages, which are answered between renders.',
      ),
    RENDER_QUEUE: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000)
      .default(200)
      .describe(
        'Page renders that may wait for a free place; past that a page load gets 503 with `Retry-After` (the site’s plain error page).',
      ),
    UNREAD_PARAMETERS_PER_SECOND: z.coerce
      .number()
      .min(0)
      .max(10_000)
      .default(10)
      .describe(
        'Page loads per second one client may make with query parameters the page does not read (made-up ones; analytics tools’ `utm_*`, `fbclid` and the like are not counted). A burst of twice that goes at once; more are held back to this pace, and one that would wait over 10 s gets 429 with `Retry-After`. 0 turns the pace off.',
      ),
    FORM_POST_CONCURRENCY: z.coerce
      .number()
      .int()
      .positive()
      .default(8)
      .describe(
        'Form bodies read at once; more get 503 with `Retry-After`. A body announcing more than `CONTACT_MAX_TOTAL_MB` + 1 MB is refused unread (413).',
      ),
    SHUTDOWN_GRACE_SECONDS: z.coerce
      .number()
      .min(0)
      .default(60)
      .describe(
        'On SIGTERM the server stops taking requests and waits up to this long for running contact deliveries before it exits; one cut off is delivered after the restart.',
      ),
    JOBS_LEASE_MINUTES: z.coerce
      .number()
      .positive()
      .default(15)
      .describe('A job (of any task) marked running longer than this was left by a stopped process and runs again.'),
    CONTACT_ALERT_MINUTES: z.coerce
      .number()
      .positive()
      .default(60)
      .describe('Requests undelivered longer than this are logged at error level and counted by `/readyz`.'),
    CONTACT_RETRY_DELAY_SECONDS: z.coerce
      .number()
      .min(0)
      .default(30)
      .describe(
        'The first wait before a failed contact delivery is tried again; each later wait doubles, up to 10 attempts.',
      ),
    CONTACT_UPLOAD_DIR: z
      .preprocess(emptyToUndefined, z.string().default('data/contact-uploads'))
      .describe(
        'Where contact-form attachments are stored (outside `public/`); with several instances a shared directory like `MEDIA_DIR`.',
      ),
    // Tests drive the queue themselves.
    JOBS_AUTORUN: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false']).optional())
      .describe(
        '`false` stops the jobs queue inside the web server (contact delivery, retention, scheduled publishing), e.g. for a separate worker; on PostgreSQL one instance at a time (the jobs leader) runs it. Unset: on, off under `NODE_ENV=test`.',
      ),
    ODOO_URL: z
      .preprocess(emptyToUndefined, z.url().optional())
      .describe('Odoo base URL: contact requests become helpdesk tickets over JSON-RPC. Unset: no tickets.'),
    ODOO_DB: z.preprocess(emptyToUndefined, z.string().optional()).describe('Odoo database name.'),
    ODOO_USER: z.preprocess(emptyToUndefined, z.string().optional()).describe('Odoo user the tickets are made as.'),
    ODOO_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()).describe("That user's API key."),
    ODOO_TEAM_ID: z
      .preprocess(emptyToUndefined, z.coerce.number().int().positive().optional())
      .describe('Helpdesk team the tickets go to.'),
    HELPDESK_FORM_URL: z
      .preprocess(emptyToUndefined, z.url().optional())
      .describe("The helpdesk's own web form, embedded at `/odoo-test`."),
    HELPDESK_USER: z.preprocess(emptyToUndefined, z.string().optional()).describe('Sign-in of that form.'),
    HELPDESK_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()).describe('Password of that form.'),
    AUDIT_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .positive()
      .default(730)
      .describe(
        "Days the admin's audit trail (who created, changed, published, unpublished or deleted what, role changes, imports) is kept; older entries are removed nightly (decision 031). Two years cover a public contract's term and its audit.",
      ),
    PREVIEW_LINK_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(30)
      .describe(
        "How long an editor's signed preview link works (the admin makes a fresh one each time it opens a document; decision 031).",
      ),
    // At least 32 characters and not a word or a pattern: a short or guessable key could be found by trying.
    DISCHARGES_IMPORT_API_KEY: z
      .preprocess(
        emptyToUndefined,
        z
          .string()
          .trim()
          .min(32, 'must be at least 32 random characters, e.g. the output of `openssl rand -hex 32`')
          .refine((key) => new Set(key).size >= 12, {
            error: 'must be random (at least 12 different characters), e.g. the output of `openssl rand -hex 32`',
          })
          .optional(),
      )
      .describe(
        'Key of `POST /api/v1/discharges/import`, at least 32 random characters (`openssl rand -hex 32`); a client sending 10 wrong keys in 15 minutes is refused (429) for the rest of them. Unset: the import answers 503.',
      ),
    DISCHARGES_IMPORT_MAX_MB: z.coerce
      .number()
      .positive()
      .default(512)
      .describe(
        'The largest import body in MB, counted as it streams in (413 past it); one line or JSON element may be at most 64 KB (400).',
      ),
    LOOKUP_FAST_PATH: z
      .preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on'))
      .describe(
        '`off` leaves the old collection-day endpoint to Next instead of the production server (decision 009).',
      ),
    LATE_SCRIPTS: z
      .preprocess(emptyToUndefined, z.enum(['interaction', 'paint', 'off']).default('interaction'))
      .describe(
        "When public pages start their scripts: at the visitor's first interaction (`interaction`, decision 048), after the first paint (`paint`, decision 013), or with Next's own start-up script tags (`off`).",
      ),
    PAGE_CACHE: z
      .preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on'))
      .describe(
        "`off` renders every public page anew for every visitor instead of storing it at the server's edge until its content changes (decision 019; `npm run bench:load` compares).",
      ),
    STORED_FRAGMENTS: z
      .preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on'))
      .describe(
        "`off` renders the header's menus and the footer on every render instead of keeping their HTML per language and content (decision 052; `npm run bench:render` compares).",
      ),
    ERROR_TEST_ROUTE: z
      .preprocess(emptyToUndefined, z.enum(['on', 'off']).default('off'))
      .describe(
        'Browser tests only: `on` makes `/[locale]/test-error` throw, to show the server error page in a production build (the browser-test server sets it); `off`, that address is a 404.',
      ),
    DISCHARGES_RATE_LIMIT_PER_MINUTE: z
      .preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(30))
      .describe(
        'Different contracts one client may look up per minute (page, API, feed); `0` lifts the limit (benchmarks only).',
      ),
    DISCHARGES_NETWORK_LIMIT_PER_MINUTE: z
      .preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional())
      .describe(
        'Different contracts looked up per minute by one network (IPv4 /24, IPv6 /48); a contract the same client looked up in the last 48 h passes, so polling calendar apps and sensors are never refused during an enumeration. Unset: 5 times the per-client limit.',
      ),
    DISCHARGES_SITE_LIMIT_PER_MINUTE: z
      .preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional())
      .describe('The same for the whole site (`src/lib/discharges/admit.ts`). Unset: 100 times the per-client limit.'),
    TRUSTED_PROXIES: addressList('').describe(
      "CIDRs or addresses of your reverse proxies, comma- or space-separated (e.g. `10.0.0.0/8,::1`). The server decides each request's client address once: the socket's address, or, when the socket is a listed proxy, `X-Forwarded-For` read from the right up to the first address that is not listed. Empty means `X-Forwarded-For` is ignored, which is right when nothing sits in front; behind a proxy, list it, or every visitor shares the proxy's budget. Limits count IPv6 clients per /64. Under `npm run dev` there is no socket-derived address and all visitors share one budget (`src/lib/http/client.ts`).",
    ),
    // A hop count trusted entries a client could write when nothing sits in front; refused, so that a
    // deployment still setting it learns of the replacement instead of silently trusting nothing.
    DISCHARGES_TRUSTED_PROXY_HOPS: z
      .preprocess(
        emptyToUndefined,
        z
          .undefined({ error: 'was replaced by TRUSTED_PROXIES (the CIDRs of your reverse proxies); remove it' })
          .optional(),
      )
      .meta({
        deprecated: true,
        description: 'Replaced by `TRUSTED_PROXIES`; the server refuses to start while it is set.',
      }),
    REMINDERS_SEND_RATE: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(200)
      .describe('Pickup reminders, change notices and alerts: mails per second to the SMTP server (`SMTP_URL`).'),
    REMINDERS_SMTP_CONNECTIONS: z.coerce
      .number()
      .int()
      .min(1)
      .max(50)
      .default(5)
      .describe('Pooled SMTP connections of the reminders. Unset `SMTP_URL`: mails stay queued.'),
    DISCHARGES_DEMO_TOPUP: z
      .preprocess(emptyToUndefined, z.enum(['true', 'false']).optional())
      .describe(
        "`true`/`false`: the demo's daily job keeping the demo contracts planned 13 weeks ahead (`seed/discharges/topup.ts`). Unset: on for the embedded demo database and outside production, off for a production database of its own.",
      ),
    REMINDERS_NETWORK_MAILS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(20)
      .describe(
        'Subscription mails (confirmation and manage links) the public reminders form may cause per hour from one network (IPv4 /24, IPv6 /48).',
      ),
    REMINDERS_SITE_MAILS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(300)
      .describe(
        'Subscription mails the public reminders form may cause per hour across the whole site; an error is logged when the cap is reached.',
      ),
    ADDRESS_SEARCH: z
      .preprocess(emptyToUndefined, z.enum(['local', 'inads']).default('local'))
      .describe(
        "Where the collection-day lookup finds what a visitor types as an address: `local`, the site's own index of served addresses; `inads`, Maa-amet's In-ADS gazetteer (`INADS_URL`) normalises the text first, and the local index answers whenever In-ADS is slow or down.",
      ),
    INADS_URL: z
      .preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional())
      .describe(
        'The In-ADS gazetteer address search (e.g. `https://inaadress.maaamet.ee/inaadress/gazetteer`); required when `ADDRESS_SEARCH=inads`.',
      ),
    INADS_TIMEOUT_MS: z
      .preprocess(emptyToUndefined, z.coerce.number().int().min(50).max(10_000).default(1500))
      .describe(
        'How long a suggestion waits for In-ADS before the local index answers alone; after three failures in a row In-ADS is left alone for 30 s.',
      ),
    ADDRESS_SUGGESTIONS_PER_MINUTE: z
      .preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(120))
      .describe(
        'Address suggestions one client may ask for per minute (one per pause in typing); its network (IPv4 /24, IPv6 /48) may ask five times as many. `0` lifts the limit (benchmarks only).',
      ),
    READYZ_TOKEN: z
      .preprocess(emptyToUndefined, z.string().min(32).max(200).optional())
      .describe(
        '`/readyz` shows its details (migrations, contact delivery) only to a caller sending this token (`Authorization: Bearer …`, at least 32 characters) or from `READYZ_NETWORKS`; everyone else sees the status alone.',
      ),
    READYZ_NETWORKS: addressList('127.0.0.1/32,::1/128').describe(
      'CIDRs (comma- or space-separated) of the internal network (orchestrator, monitoring) that sees the details of `/readyz` without a token.',
    ),
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
    if (env.ADDRESS_SEARCH === 'inads' && !env.INADS_URL) {
      ctx.addIssue({ code: 'custom', path: ['INADS_URL'], message: 'is required when ADDRESS_SEARCH=inads' })
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
