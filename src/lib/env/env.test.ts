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
  it('refuses nonsense', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
  })
})

describe('MAP_TILE_URL', () => {
  it('is optional and must be a tile URL template', () => {
    expect(parseEnv({}).MAP_TILE_URL).toBeUndefined()
    expect(parseEnv({ MAP_TILE_URL: 'https://tile.example/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('https://tile.example/{z}/{x}/{y}.png')
    expect(() => parseEnv({ MAP_TILE_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILE_URL/)
  })
})

describe('TRUSTED_PROXIES', () => {
  it('is empty by default and takes a comma- or space-separated list of CIDRs and addresses', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([])
    expect(parseEnv({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([])
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1 2001:db8::/32' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.0.2.1', '2001:db8::/32'])
  })
  it('refuses entries that are not addresses or CIDRs, naming them', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8,proxy.local' })).toThrow(/TRUSTED_PROXIES.*proxy\.local/)
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/TRUSTED_PROXIES/)
  })
  it('refuses the replaced DISCHARGES_TRUSTED_PROXY_HOPS with a pointer to TRUSTED_PROXIES', () => {
    expect(() => parseEnv({ DISCHARGES_TRUSTED_PROXY_HOPS: '1' })).toThrow(/DISCHARGES_TRUSTED_PROXY_HOPS: was replaced by TRUSTED_PROXIES/)
    expect(parseEnv({ DISCHARGES_TRUSTED_PROXY_HOPS: '' }).TRUSTED_PROXIES).toEqual([])
  })
})
