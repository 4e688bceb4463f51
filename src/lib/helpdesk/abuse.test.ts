import { describe, expect, it } from 'vitest'
import { checkTimestamp, readToken, signTimestamp } from './abuse'
import { checkFiles } from './files'

describe('signed timestamp', () => {
  const secret = 'test-secret-0123456789'
  it('accepts a genuine token after the minimum time, refuses fast, forged and old ones', () => {
    const token = signTimestamp(secret, 1_000_000)
    expect(checkTimestamp(secret, token, 1_004_000, 3)).toBe('ok')
    expect(checkTimestamp(secret, token, 1_001_000, 3)).toBe('tooFast')
    expect(checkTimestamp(secret, token.replace(/^\d+/, '900000'), 1_004_000, 3)).toBe('invalid')
    expect(checkTimestamp('another-secret-0123456', token, 1_004_000, 3)).toBe('invalid')
    expect(checkTimestamp(secret, undefined, 1_004_000, 3)).toBe('invalid')
    expect(checkTimestamp(secret, token, 1_000_000 + 3 * 3600 * 1000, 3)).toBe('expired')
  })

  it('carries a random nonce under the signature, so a token cannot be re-signed with another one', () => {
    const a = signTimestamp(secret, 1_000_000)
    const b = signTimestamp(secret, 1_000_000)
    expect(a).not.toBe(b)
    const nonceA = readToken(secret, a)?.nonce
    expect(nonceA).toMatch(/^[\w-]{22}$/)
    const [at, , sig] = a.split('.')
    const swapped = `${at}.${readToken(secret, b)?.nonce}.${sig}`
    expect(readToken(secret, swapped)).toBeNull()
    expect(checkTimestamp(secret, `${at}.${sig}`, 1_004_000, 3)).toBe('invalid')
    expect(checkTimestamp(secret, `${a}.x`, 1_004_000, 3)).toBe('invalid')
  })
})

describe('checkFiles', () => {
  const limits = { maxFileBytes: 1000, maxTotalBytes: 1500, maxFiles: 5 }
  const file = (name: string, data: Uint8Array) => ({ name, size: data.length, bytes: async () => data })
  const pdf = (size: number) => {
    const head = new TextEncoder().encode('%PDF-1.4\n')
    const tail = new TextEncoder().encode('\nstartxref\n0\n%%EOF\n')
    const out = new Uint8Array(size).fill(32)
    out.set(head)
    out.set(tail, size - tail.length)
    return out
  }
  const png = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2,
    0, 0, 0,
  ])
  it('recognises files by content and names refused ones with the reason', async () => {
    const result = await checkFiles(
      [
        file('scan.pdf', pdf(800)),
        file('photo.jpg', png),
        file('fake.pdf', new TextEncoder().encode('just text pretending to be a PDF')),
        file('truncated.pdf', pdf(300).subarray(0, 200)),
        file('huge.pdf', pdf(1200)),
        file('second.pdf', pdf(900)),
        file('../../etc/empty.png', new Uint8Array()),
        file('', new Uint8Array()),
      ],
      limits,
    )
    expect(result.accepted.map((f) => [f.name, f.mimeType])).toEqual([
      ['scan.pdf', 'application/pdf'],
      ['photo.jpg', 'image/png'],
    ])
    expect(result.refused).toEqual([
      { name: 'fake.pdf', reason: 'type' },
      { name: 'truncated.pdf', reason: 'type' },
      { name: 'huge.pdf', reason: 'size' },
      { name: 'second.pdf', reason: 'total' },
      { name: 'empty.png', reason: 'empty' },
    ])
  })
})
