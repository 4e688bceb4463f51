import { describe, expect, it } from 'vitest'
import { authorizeImport } from './importAuth'

const KEY = 'import-key-0123456789abcdef'

describe('authorizeImport', () => {
  it('is disabled without a configured key', () => {
    expect(authorizeImport(new Headers({ authorization: `Bearer ${KEY}` }), undefined)).toBe('disabled')
  })
  it('accepts the key as a bearer token or X-API-Key, refuses anything else', () => {
    expect(authorizeImport(new Headers({ authorization: `Bearer ${KEY}` }), KEY)).toBe('ok')
    expect(authorizeImport(new Headers({ 'x-api-key': KEY }), KEY)).toBe('ok')
    expect(authorizeImport(new Headers({ authorization: `Bearer ${KEY}x` }), KEY)).toBe('denied')
    expect(authorizeImport(new Headers({ authorization: KEY }), KEY)).toBe('denied')
    expect(authorizeImport(new Headers(), KEY)).toBe('denied')
  })
})
