import { z } from 'zod'

// Parsed once per process. Safe defaults serve the embedded demo; production insists on a secret.
const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z.preprocess(emptyToUndefined, z.string().default('file:./data/site.db')),
    PAYLOAD_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'PAYLOAD_SECRET must be at least 16 characters').optional()),
    SITE_URL: z.preprocess(emptyToUndefined, z.url().default('http://localhost:3000')),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().default('admin@example.com')),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    // Planning-system import key (POST /api/v1/discharges/import); unset = the import answers 503.
    DISCHARGES_IMPORT_API_KEY: z.preprocess(emptyToUndefined, z.string().min(16, 'DISCHARGES_IMPORT_API_KEY must be at least 16 characters').optional()),
    // Different contracts one client may look up per minute; 0 lifts the limit (benchmarks only).
    DISCHARGES_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(30)),
    // Which X-Forwarded-For entry from the right is the client (1 = as seen by the nearest proxy).
    DISCHARGES_TRUSTED_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10).default(1)),
    // Keep the demo contracts' plan filled 13 weeks ahead (daily); set to false once real data is imported.
    DISCHARGES_DEMO_TOPUP: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  })
  .transform((env, ctx) => {
    const isPostgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL)
    if (!isPostgres && !env.DATABASE_URL.startsWith('file:')) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)' })
    }
    let secret = env.PAYLOAD_SECRET
    if (!secret) {
      if (env.NODE_ENV === 'production' && !isBuildPhase()) {
        ctx.addIssue({
          code: 'custom',
          path: ['PAYLOAD_SECRET'],
          message: 'PAYLOAD_SECRET is required in production. Set it, or use `npm start`, which creates one for the embedded demo database.',
        })
      }
      secret = 'development-only-secret-not-for-production'
    }
    return { ...env, PAYLOAD_SECRET: secret, databaseKind: isPostgres ? ('postgres' as const) : ('sqlite' as const) }
  })

export type Env = z.infer<typeof envSchema>

let cached: Env | undefined

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

export function env(): Env {
  cached ??= parseEnv()
  return cached
}
