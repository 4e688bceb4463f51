import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { seed } from '../../seed'
import { resolveMenu, type StoredMenuEntry } from '@/lib/navigation/menu'

let payload: Payload

beforeAll(async () => {
  payload = await createTestPayload()
})
afterAll(() => destroyTestPayload(payload))

describe('header-menu global', () => {
  it('is seeded per locale with the five groups', async () => {
    const report = await seed(payload)
    expect(report.created).toEqual(expect.arrayContaining(['header-menu:et', 'header-menu:ru', 'header-menu:en']))
    const expectedUrls = ['/about', '/home-customer', '/construction-waste', '/services', '/customer-support']
    for (const locale of ['et', 'ru', 'en'] as const) {
      const menu = await payload.findGlobal({ slug: 'header-menu', locale, fallbackLocale: false })
      expect(menu.items?.map((i) => i.url)).toEqual(expectedUrls)
    }
    const ru = await payload.findGlobal({ slug: 'header-menu', locale: 'ru', fallbackLocale: false })
    expect(ru.items?.[0].label).toBe('О нас')
  }, 300_000) // the whole demo content loads in this step (tests/int/seed.int.test.ts)

  it('resolves old-page, external and new-tab entries from the stored data', async () => {
    for (const [locale, oldLabel] of [
      ['et', 'Vana koduleht'],
      ['ru', 'Старая версия сайта'],
      ['en', 'Old website'],
    ] as const) {
      const menu = await payload.findGlobal({ slug: 'header-menu', locale, fallbackLocale: false })
      const resolved = resolveMenu(locale, menu.items as StoredMenuEntry[])
      const about = resolved[0]
      const old = about.children.find((c) => c.label === oldLabel)
      expect(old).toMatchObject({ old: true, newTab: true, external: true, href: 'https://vana.jaatmeveo.example/' })
      const jobs = about.children.find((c) => c.href.startsWith('https://karjaar.'))
      expect(jobs).toMatchObject({ external: true, newTab: true, old: false })
      const packaging = resolved[3].children.find((c) => c.href.endsWith('/services/packaging-sale'))
      expect(packaging?.newTab).toBe(true)
      const selfService = resolved[4].children.find((c) => c.href.startsWith('https://iseteenindus.'))
      expect(selfService?.external).toBe(true)
    }
  })

  it("seeding again keeps an editor's menu", async () => {
    await payload.updateGlobal({
      slug: 'header-menu',
      locale: 'en',
      data: { items: [{ label: 'Only item', url: '/about' }] },
      context: { disableRevalidate: true },
    })
    const again = await seed(payload)
    expect(again.created.filter((c) => c.startsWith('header-menu'))).toEqual([])
    const en = await payload.findGlobal({ slug: 'header-menu', locale: 'en', fallbackLocale: false })
    expect(en.items?.map((i) => i.label)).toEqual(['Only item'])
    const et = await payload.findGlobal({ slug: 'header-menu', locale: 'et', fallbackLocale: false })
    expect(et.items).toHaveLength(5)
  })

  it('refuses anonymous writes and rejects locale-prefixed or odd URLs', async () => {
    await expect(
      payload.updateGlobal({ slug: 'header-menu', data: { items: [] }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({
        slug: 'header-menu',
        locale: 'ru',
        data: { items: [{ label: 'X', url: '/ru/about' }] },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({
        slug: 'header-menu',
        locale: 'ru',
        data: { items: [{ label: 'X', url: 'javascript:alert(1)' }] },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
  })
})
