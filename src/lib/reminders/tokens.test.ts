import { describe, expect, it } from 'vitest'
import {
  MANAGE_LINK_DAYS,
  checkManageToken,
  checkUnsubscribeToken,
  hashToken,
  isConfirmToken,
  manageToken,
  manageTokenId,
  newConfirmToken,
  unsubscribeToken,
} from './tokens'

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
    // The expiry is signed: moving it on breaks the link.
    const [id, expires, mac] = token.split('.')
    const later = `${id}.${(parseInt(expires, 36) + 86_400).toString(36)}.${mac}`
    expect(checkManageToken(secret, later, 42, 'mari@example.ee')).toBe(false)
    expect(checkManageToken('another-secret-0123456789abcdef', token, 42, 'mari@example.ee')).toBe(false)
    expect(manageTokenId('42')).toBeNull()
    expect(manageTokenId(`42.${'a'.repeat(200)}`)).toBeNull()
    expect(manageTokenId(undefined)).toBeNull()
  })
  it('manage links expire; the one-click unsubscribe link does not, and opens no manage page', () => {
    const now = Date.parse('2026-11-25T12:00:00Z')
    const token = manageToken(secret, 7, 'a@b.ee', now)
    const day = 86_400_000
    expect(checkManageToken(secret, token, 7, 'a@b.ee', now + (MANAGE_LINK_DAYS - 1) * day)).toBe(true)
    expect(checkManageToken(secret, token, 7, 'a@b.ee', now + (MANAGE_LINK_DAYS + 1) * day)).toBe(false)
    const unsubscribe = unsubscribeToken(secret, 7, 'a@b.ee')
    expect(manageTokenId(unsubscribe)).toBe(7)
    expect(checkManageToken(secret, unsubscribe, 7, 'a@b.ee', now)).toBe(false)
    expect(checkUnsubscribeToken(secret, unsubscribe, 7, 'a@b.ee', now + 1000 * day)).toBe(true)
    expect(checkUnsubscribeToken(secret, token, 7, 'a@b.ee', now)).toBe(true)
    expect(checkUnsubscribeToken(secret, unsubscribe, 7, 'x@b.ee', now)).toBe(false)
  })
})
