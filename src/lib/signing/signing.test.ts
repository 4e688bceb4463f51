import { createHmac, hkdfSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { keyFor, KEY_PURPOSES, mac } from './index'

const secret = 'signing-test-secret-0123456789'

describe('keys derived per purpose', () => {
  it('signs with a key derived from the secret, never with the secret itself', () => {
    const message = 'contact-form:1000'
    expect(mac(secret, message)).not.toBe(createHmac('sha256', secret).update(message).digest('base64url'))
    const derived = Buffer.from(hkdfSync('sha256', secret, '', KEY_PURPOSES.contactForm, 32))
    expect(mac(secret, message)).toBe(createHmac('sha256', derived).update(message).digest('base64url'))
  })

  it('gives each purpose its own key, and each secret its own keys', () => {
    expect(keyFor(secret, 'contactForm').equals(keyFor(secret, 'other'))).toBe(false)
    expect(keyFor(secret, 'contactForm').equals(keyFor(`${secret}x`, 'contactForm'))).toBe(false)
    expect(keyFor(secret, 'contactForm').equals(keyFor(secret, 'contactForm'))).toBe(true)
    expect(keyFor(secret, 'contactForm')).toHaveLength(32)
  })
})
