import { describe, expect, it } from 'vitest'
import { checkManageToken, hashToken, isConfirmToken, manageToken, manageTokenId, newConfirmToken } from './tokens'

const secret = 'unit-test-secret-0123456789abcdef'

describe('reminder tokens', () => {
  it('confirmation tokens are 32 random bytes, stored only as their SHA-256', () => {
    const token = newConfirmToken()
    expect(isConfirmToken(token)).toBe(true)
    expect(newConfirmToken()).not.toBe(token)
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(isConfirmToken('short')).toBe(false)
    expect(isConfirmToken(`${token}x`)).toBe(false)
  })
  it('manage tokens name the subscription and check its address, case-insensitively', () => {
    const token = manageToken(secret, 42, 'Mari@Example.ee')
    expect(manageTokenId(token)).toBe(42)
    expect(checkManageToken(secret, token, 42, 'mari@example.ee')).toBe(true)
    expect(checkManageToken(secret, token, 42, 'other@example.ee')).toBe(false)
    expect(checkManageToken(secret, token.replace(/^42\./, '43.'), 43, 'mari@example.ee')).toBe(false)
    expect(checkManageToken('another-secret-0123456789abcdef', token, 42, 'mari@example.ee')).toBe(false)
    expect(manageTokenId('42')).toBeNull()
    expect(manageTokenId(`42.${'a'.repeat(200)}`)).toBeNull()
    expect(manageTokenId(undefined)).toBeNull()
  })
})
