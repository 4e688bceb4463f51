import { describe, expect, it } from 'vitest'
import { parseEnv } from './index'

describe('parseEnv', () => {
  it('gives safe defaults for the embedded demo', () => {
    const env = parseEnv({ NODE_ENV: 'development' })
    expect(env.PORT).toBe(3000)
    expect(env.databaseKind).toBe('sqlite')
    expect(env.DATABASE_URL).toBe('file:./data/site.db')
    expect(env.PAYLOAD_SECRET.length).toBeGreaterThan(16)
  })
  it('switches to PostgreSQL on a postgres URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/site' }).databaseKind).toBe('postgres')
    expect(parseEnv({ DATABASE_URL: 'postgresql://localhost/site' }).databaseKind).toBe('postgres')
  })
  it('refuses a production start without a secret, with a clear message', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET is required in production/)
  })
  it('requires SITE_URL in production, defaults it elsewhere', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) })).toThrow(
      /SITE_URL is required in production/,
    )
    expect(
      parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32), SITE_URL: 'https://www.example.ee' }).SITE_URL,
    ).toBe('https://www.example.ee')
    expect(parseEnv({ NODE_ENV: 'development' }).SITE_URL).toBe('http://localhost:3000')
    expect(() => parseEnv({ SITE_URL: 'ftp://example.ee' })).toThrow(/SITE_URL/)
  })
  it('refuses nonsense', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
  })
})

describe('DISCHARGES_IMPORT_API_KEY', () => {
  it('is optional, and when set must be at least 32 random characters, with a message saying how to make one', () => {
    expect(parseEnv({}).DISCHARGES_IMPORT_API_KEY).toBeUndefined()
    const key = 'f3a9c1e07b5d42e8a6c09d1b7e3f5a2c'
    expect(parseEnv({ DISCHARGES_IMPORT_API_KEY: key }).DISCHARGES_IMPORT_API_KEY).toBe(key)
    expect(() => parseEnv({ DISCHARGES_IMPORT_API_KEY: 'sixteen-chars-ok' })).toThrow(
      /DISCHARGES_IMPORT_API_KEY: must be at least 32 random characters, e\.g\. the output of `openssl rand -hex 32`/,
    )
    expect(() => parseEnv({ DISCHARGES_IMPORT_API_KEY: 'a'.repeat(40) })).toThrow(
      /DISCHARGES_IMPORT_API_KEY: must be random/,
    )
    expect(() => parseEnv({ DISCHARGES_IMPORT_API_KEY: 'abab'.repeat(10) })).toThrow(/must be random/)
  })
})

describe('MAP_TILE_URL', () => {
  it('is optional and must be a tile URL template', () => {
    expect(parseEnv({}).MAP_TILE_URL).toBeUndefined()
    expect(parseEnv({ MAP_TILE_URL: 'https://tile.example/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'https://tile.example/{z}/{x}/{y}.png',
    )
    expect(() => parseEnv({ MAP_TILE_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILE_URL/)
  })
})

describe('settings read by the CMS config, the logger and the hooks', () => {
  it('MEDIA_DIR defaults to data/media and takes a path', () => {
    expect(parseEnv({}).MEDIA_DIR).toBe('data/media')
    expect(parseEnv({ MEDIA_DIR: '/srv/media' }).MEDIA_DIR).toBe('/srv/media')
    expect(parseEnv({ MEDIA_DIR: '  ' }).MEDIA_DIR).toBe('data/media')
  })
  // One of a few values, the default when unset or blank; anything else refuses to start, naming the variable.
  it.each([
    ['LOG_LEVEL', 'info', 'debug', 'verbose'],
    ['PAYLOAD_DISABLE_REVALIDATE', 'false', 'true', 'yes'],
    ['PAGE_CACHE', 'on', 'off', 'no'],
    ['STORED_FRAGMENTS', 'on', 'off', 'no'],
  ] as const)('%s is one of its values (%s when unset or empty)', (name, fallback, other, wrong) => {
    expect(parseEnv({})[name]).toBe(fallback)
    expect(parseEnv({ [name]: '' })[name]).toBe(fallback)
    expect(parseEnv({ [name]: other })[name]).toBe(other)
    expect(() => parseEnv({ [name]: wrong })).toThrow(new RegExp(name))
  })
})

describe('DISCHARGES_DEMO_TOPUP', () => {
  const production = {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'a-production-secret-0123456789',
    SITE_URL: 'https://www.example.ee',
  }
  it('is on by default for the embedded demo database and outside production', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).DISCHARGES_DEMO_TOPUP).toBe('true')
    expect(parseEnv({ NODE_ENV: 'development', DATABASE_URL: 'postgres://localhost/site' }).DISCHARGES_DEMO_TOPUP).toBe(
      'true',
    )
    expect(parseEnv(production).DISCHARGES_DEMO_TOPUP).toBe('true')
    expect(parseEnv({ ...production, DATABASE_URL: 'file:./data/site.db' }).DISCHARGES_DEMO_TOPUP).toBe('true')
  })
  it('is off by default for a production database of its own', () => {
    expect(parseEnv({ ...production, DATABASE_URL: 'postgres://localhost/site' }).DISCHARGES_DEMO_TOPUP).toBe('false')
    expect(parseEnv({ ...production, DATABASE_URL: 'file:/srv/site/site.db' }).DISCHARGES_DEMO_TOPUP).toBe('false')
  })
  it('an explicit value wins either way', () => {
    expect(
      parseEnv({ ...production, DATABASE_URL: 'postgres://localhost/site', DISCHARGES_DEMO_TOPUP: 'true' })
        .DISCHARGES_DEMO_TOPUP,
    ).toBe('true')
    expect(parseEnv({ ...production, DISCHARGES_DEMO_TOPUP: 'false' }).DISCHARGES_DEMO_TOPUP).toBe('false')
    expect(() => parseEnv({ DISCHARGES_DEMO_TOPUP: 'sometimes' })).toThrow(/DISCHARGES_DEMO_TOPUP/)
  })
})

describe('TRUSTED_PROXIES', () => {
  it('is empty by default and takes a comma- or space-separated list of CIDRs and addresses', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([])
    expect(parseEnv({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([])
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1 2001:db8::/32' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      '2001:db8::/32',
    ])
  })
  it('refuses entries that are not addresses or CIDRs, naming them', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8,proxy.local' })).toThrow(/TRUSTED_PROXIES.*proxy\.local/)
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/TRUSTED_PROXIES/)
  })
  it('refuses the replaced DISCHARGES_TRUSTED_PROXY_HOPS with a pointer to TRUSTED_PROXIES', () => {
    expect(() => parseEnv({ DISCHARGES_TRUSTED_PROXY_HOPS: '1' })).toThrow(
      /DISCHARGES_TRUSTED_PROXY_HOPS: was replaced by TRUSTED_PROXIES/,
    )
    expect(parseEnv({ DISCHARGES_TRUSTED_PROXY_HOPS: '' }).TRUSTED_PROXIES).toEqual([])
  })
})
