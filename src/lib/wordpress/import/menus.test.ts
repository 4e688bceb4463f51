import { describe, expect, it } from 'vitest'
import { BASE, entry, fakeContext, fakeTransactions, menuItem, site } from '../../../../tests/support/wordpressImport'
import { buildMenu, importMenus } from './menus'

describe('menus step', () => {
  it('builds two levels: entries by their new path, a "#" heading opening its first entry, a third level moved up', () => {
    const { ctx } = fakeContext(site({ entries: [entry({ wpId: 50, title: 'Jäätmejaamad' })] }))
    ctx.targetByWpId.set(50, { collection: 'pages', path: '/jaatmejaamad' })
    ctx.pathByOld.set('/hinnad', '/teenused/hinnad')
    const { menu, warnings } = buildMenu(ctx, [
      menuItem({ wpId: 1, title: 'Teenused', url: '#' }),
      menuItem({ wpId: 2, parent: 1, title: '', objectId: 50 }),
      menuItem({ wpId: 3, parent: 2, title: 'Hinnad', url: `${BASE}/hinnad/` }),
      menuItem({ wpId: 4, title: 'Facebook', url: 'https://facebook.com/x', newTab: true }),
      menuItem({ wpId: 5, title: '', url: '#' }),
    ])
    expect(menu).toEqual([
      {
        label: 'Teenused',
        url: '/jaatmejaamad',
        openInNewTab: false,
        external: false,
        order: 1,
        children: [
          { label: 'Jäätmejaamad', url: '/jaatmejaamad', openInNewTab: false, external: false, order: 1 },
          { label: 'Hinnad', url: '/teenused/hinnad', openInNewTab: false, external: false, order: 2 },
        ],
      },
      { label: 'Facebook', url: 'https://facebook.com/x', openInNewTab: true, external: true, order: 2, children: [] },
    ])
    expect(warnings).toEqual(['"": a third menu level was moved up a level', '"5" has no address or label: left out'])
  })

  it('replaces the menu of each language that has items, in one transaction each', async () => {
    const { db, ended } = fakeTransactions()
    const { ctx, calls } = fakeContext(site({ menuItems: [menuItem({ wpId: 1, lang: 'ru', title: 'Главная' })] }), {
      db,
    })
    await importMenus(ctx)
    expect(calls.map((c) => [c.method, c.args.slug, c.args.locale])).toEqual([['updateGlobal', 'header-menu', 'ru']])
    expect(ctx.report.items).toEqual([{ item: 'header menu (ru): 1 groups', action: 'updated', warnings: [] }])
    expect(ended).toEqual(['commit tx-1'])
  })
})
