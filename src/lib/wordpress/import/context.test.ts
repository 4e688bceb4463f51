import { describe, expect, it } from 'vitest'
import { BASE, fakeContext, fakeTransactions, site } from '../../../../tests/support/wordpressImport'
import { atomic, rewriteLink } from './context'

describe('atomic', () => {
  it('commits the transaction when the write succeeds', async () => {
    const { db, ended } = fakeTransactions()
    const { ctx } = fakeContext(site(), { db })
    await expect(atomic(ctx, async (req) => req.transactionID)).resolves.toBe('tx-1')
    expect(ended).toEqual(['commit tx-1'])
  })
  it('rolls the transaction back and passes the error on when the write fails', async () => {
    const { db, ended } = fakeTransactions()
    const { ctx } = fakeContext(site(), { db })
    await expect(
      atomic(ctx, async () => {
        throw new Error('broken item')
      }),
    ).rejects.toThrow('broken item')
    expect(ended).toEqual(['rollback tx-1'])
  })
  it('refuses to write on a database that gives no transaction, instead of leaving half an item', async () => {
    const { ctx } = fakeContext(site(), { db: {} })
    let wrote = false
    await expect(
      atomic(ctx, async () => {
        wrote = true
      }),
    ).rejects.toThrow(/no transaction/)
    expect(wrote).toBe(false)
  })
})

describe('rewriteLink', () => {
  it("points old addresses at this site's paths and imported files, and leaves the rest", () => {
    const { ctx } = fakeContext(site())
    ctx.pathByOld.set('/teenused/konteinerid', '/services/containers')
    ctx.mediaByUrl.set('//old.example.ee/up/a.pdf', { id: 4, url: '/api/media/file/a.pdf' })
    expect(rewriteLink(ctx, `${BASE}/ru/teenused/konteinerid/#hind`)).toBe('/services/containers#hind')
    expect(rewriteLink(ctx, '/unknown/')).toBe('/unknown')
    expect(rewriteLink(ctx, `${BASE}/up/a-300x200.pdf`)).toBe('/api/media/file/a.pdf')
    expect(rewriteLink(ctx, 'https://elsewhere.example/x')).toBe('https://elsewhere.example/x')
    expect(rewriteLink(ctx, 'mailto:info@example.ee')).toBe('mailto:info@example.ee')
  })
  it('keeps the old file address in a dry run, where nothing was stored', () => {
    const { ctx } = fakeContext(site(), { dryRun: true })
    ctx.mediaByUrl.set('//old.example.ee/up/a.pdf', { id: 0, url: `${BASE}/up/a.pdf` })
    expect(rewriteLink(ctx, `${BASE}/up/a.pdf`)).toBe('/up/a.pdf')
  })
})
