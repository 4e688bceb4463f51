import { describe, expect, it } from 'vitest'
import { BASE, entry, fakeContext, fakeTransactions, site } from '../../../../tests/support/wordpressImport'
import { entryTarget, importEntries, keptVersions, planEntries } from './entries'
import { groupTranslations } from './names'

describe('entries step', () => {
  it('places a page at its old path in our spelling and a post under the news', () => {
    const [page, post] = groupTranslations([
      entry({ wpId: 1, link: `${BASE}/teenused/Jäätmejaam/` }),
      entry({ wpId: 2, kind: 'post', slug: 'uus-jaam-et' }),
    ])
    expect(entryTarget(page, BASE)).toEqual({ collection: 'pages', path: '/teenused/jaatmejaam' })
    expect(entryTarget(post, BASE)).toEqual({ collection: 'posts', path: '/about/news/uus-jaam' })
  })

  it("plans every version's old path before anything is written", () => {
    const { ctx } = fakeContext(
      site({
        entries: [
          entry({ wpId: 1, link: `${BASE}/teenused/`, translations: [2] }),
          entry({ wpId: 2, lang: 'ru', link: `${BASE}/ru/uslugi/` }),
        ],
      }),
    )
    expect(planEntries(ctx).map((g) => g.key)).toEqual(['1'])
    expect([...ctx.pathByOld]).toEqual([
      ['/teenused', '/teenused'],
      ['/uslugi', '/teenused'],
    ])
    expect(ctx.targetByWpId.get(2)?.path).toBe('/teenused')
  })

  it('keeps one published or draft version a language and says what it left out', () => {
    const [group] = groupTranslations([
      entry({ wpId: 1, lang: 'ru', translations: [2, 3] }),
      entry({ wpId: 2, lang: 'ru' }),
      entry({ wpId: 3, lang: 'en', status: 'trash' }),
    ])
    const kept = keptVersions(group)
    expect(kept.members.map((m) => m.wpId)).toEqual([1])
    expect(kept.primary?.wpId).toBe(1)
    expect(kept.warnings).toEqual([
      'a second ru version (2) was left out',
      'en version 3 is "trash": left out',
      'no Estonian version: the ru text stands in for it',
    ])
  })

  it('refuses to overwrite a page of ours at the same path, and writes the next entry with its redirects', async () => {
    const { db, ended } = fakeTransactions()
    const { ctx, calls } = fakeContext(
      site({
        entries: [
          entry({ wpId: 1, link: `${BASE}/kontakt/` }),
          entry({ wpId: 2, kind: 'post', slug: 'uudis', link: `${BASE}/2024/05/uudis/` }),
        ],
      }),
      { db },
    )
    ctx.pageByPath.set('/kontakt', { id: 5 })
    await importEntries(ctx, planEntries(ctx))
    expect(ctx.report.items).toEqual([
      {
        item: 'page 1et /kontakt',
        action: 'skipped',
        warnings: [],
        message: 'path /kontakt is already used by pages 5, which did not come from WordPress',
      },
      { item: 'post 2et /about/news/uudis', action: 'created', warnings: [] },
    ])
    expect(calls.filter((c) => c.method === 'create').map((c) => c.args.collection)).toEqual(['posts', 'redirects'])
    expect(ended).toEqual(['commit tx-1'])
    expect(ctx.redirectByFrom.get('/2024/05/uudis')).toBe(101)
    expect(ctx.known.posts.get('2')).toEqual({ id: 100, wordpressId: '2' })
  })
})
