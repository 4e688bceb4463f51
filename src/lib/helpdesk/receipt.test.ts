import { describe, expect, it } from 'vitest'
import { checkReceipt, RECEIPT_HOURS, signReceipt } from './receipt'

const secret = 'test-secret'
const ref = 'JV-20261122-7KQ2XM'
const now = Date.UTC(2026, 10, 22, 12)

describe('receipt of a contact request', () => {
  it('accepts the signature the server made, until it expires', () => {
    const receipt = signReceipt(secret, ref, now)
    expect(checkReceipt(secret, ref, receipt, now)).toBe(true)
    expect(checkReceipt(secret, ref, receipt, now + (RECEIPT_HOURS - 1) * 3600_000)).toBe(true)
    expect(checkReceipt(secret, ref, receipt, now + (RECEIPT_HOURS + 1) * 3600_000)).toBe(false)
  })

  it('refuses a page opened directly, another reference, a forged or extended signature', () => {
    const receipt = signReceipt(secret, ref, now)
    expect(checkReceipt(secret, ref, undefined, now)).toBe(false)
    expect(checkReceipt(secret, undefined, receipt, now)).toBe(false)
    expect(checkReceipt(secret, 'JV-20261122-AAAAAA', receipt, now)).toBe(false)
    expect(checkReceipt('other-secret', ref, receipt, now)).toBe(false)
    const [expires, mac] = receipt.split('.')
    expect(checkReceipt(secret, ref, `${Number(expires) + 3600_000}.${mac}`, now)).toBe(false)
    expect(checkReceipt(secret, ref, 'x'.repeat(500), now)).toBe(false)
    expect(checkReceipt(secret, ['JV-20261122-7KQ2XM'], receipt, now)).toBe(false)
  })
})
