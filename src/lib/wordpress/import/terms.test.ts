import { describe, expect, it } from 'vitest'
import { fakeContext, fakeTransactions, site, term } from '../../../../tests/support/wordpressImport'
import { groupTranslations } from './names'
import { importTerms, termNames } from './terms'

describe('terms step', () => {
  it('names a tag\'s category with "tag-" and lists the group\'s ids in the report', () => {
    const [tag] = groupTranslations([
      term({ wpId: 4, taxonomy: 'post_tag', slug: 'Prügi', translations: [6] }),
      term({ wpId: 6, lang: 'ru', taxonomy: 'post_tag' }),
    ])
    expect(termNames(tag)).toEqual({ slug: 'tag-prugi', item: 'tag 4/6 tag-prugi' })
  })

  it('adopts our own category of the same slug and refuses one another WordPress term owns', async () => {
    const { db } = fakeTransactions()
    const { ctx, calls } = fakeContext(site({ terms: [term({ wpId: 1, slug: 'news' })] }), {
      db,
      found: { categories: [{ id: 7, slug: 'news' }] },
    })
    await importTerms(ctx)
    expect(ctx.report.items).toEqual([
      { item: 'category 1 news', action: 'updated', warnings: ['joined with the existing category "news"'] },
    ])
    expect(calls.filter((c) => c.method === 'update').map((c) => [c.args.id, c.args.locale])).toEqual([
      [7, 'et'],
      [7, 'ru'],
      [7, 'en'],
    ])
    expect(ctx.termById.get(1)).toBe(7)

    const other = fakeContext(site({ terms: [term({ wpId: 1, slug: 'news' })] }), {
      db,
      found: { categories: [{ id: 7, slug: 'news', wordpressId: '99' }] },
    })
    await importTerms(other.ctx)
    expect(other.ctx.report.items[0]).toMatchObject({
      action: 'skipped',
      message: 'slug "news" belongs to WordPress term 99',
    })
  })
})
