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
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) })).toThrow(/SITE_URL is required in production/)
    expect(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32), SITE_URL: 'https://www.example.ee' }).SITE_URL).toBe('https://www.example.ee')
    expect(parseEnv({ NODE_ENV: 'development' }).SITE_URL).toBe('http://localhost:3000')
    expect(() => parseEnv({ SITE_URL: 'ftp://example.ee' })).toThrow(/SITE_URL/)
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
