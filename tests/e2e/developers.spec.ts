import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { PHONE } from './support/phone'
import { expect, test } from './support/visitor'

// The developers' page: the API's terms with the server's own limits, copy-paste examples that work against
// this very site, and one section per endpoint of the OpenAPI document, in three languages, without JavaScript.

const ENDPOINTS = [
  'GET /api/v1/contracts/{contractNumber}/discharges',
  'GET /api/v1/contracts/{contractNumber}/calendar.ics',
  'GET /api/v1/addresses',
  'GET /api/v1/addresses/{propertyId}/collections',
  'GET /api/v1/search',
  'GET /api/v1/sorting-items',
  'GET /api/v1/waste-stations',
  'GET /api/v1/waste-stations/{id}',
  'GET /api/v1/price-lists',
  'GET /api/v1/price-lists/{id}',
  'GET /api/v1/notices',
  'GET /api/v1/notices.atom',
  'GET /wp-json/general-purpose-api/upcoming-discharges',
  'GET /api/v1/openapi.json',
]

const pages = [
  {
    locale: 'et',
    path: '/developers',
    heading: 'Arendajale',
    sections: ['Kasutustingimused', 'OpenAPI dokument', 'Näited', 'Päringuaadressid', 'Veakoodid'],
    limits: ['kuni 30 erinevat lepingut', 'kuni 120 päringut minutis', 'If-None-Match', 'Accept-Language'],
    summaries: ['Jäätmejaamad', 'Hinnakirjad', 'Häireteated', 'Häireteadete voog'],
    parameters: 'Parameetrid',
    example: 'Näidisvastus',
  },
  {
    locale: 'ru',
    path: '/ru/developers',
    heading: 'Разработчикам',
    sections: ['Условия использования', 'Документ OpenAPI', 'Примеры', 'Адреса запросов', 'Коды ошибок'],
    limits: ['не более 30 разных договоров', 'не более 120 запросов', 'If-None-Match', 'Accept-Language'],
    summaries: ['Станции приёма отходов', 'Прайс-листы', 'Экстренные уведомления', 'Лента экстренных уведомлений'],
    parameters: 'Параметры',
    example: 'Пример ответа',
  },
  {
    locale: 'en',
    path: '/en/developers',
    heading: 'For developers',
    sections: ['Terms of use', 'OpenAPI document', 'Examples', 'Endpoints', 'Error codes'],
    limits: [
      'at most 30 different contracts or addresses',
      'at most 120 requests per client per minute',
      'If-None-Match',
      'Accept-Language',
    ],
    summaries: ['Waste stations', 'Price lists', 'Emergency notices', 'Emergency notices feed'],
    parameters: 'Parameters',
    example: 'Example answer',
  },
] as const

async function expectDevelopersPage(page: Page, p: (typeof pages)[number]) {
  await expect(page.locator('html')).toHaveAttribute('lang', p.locale)
  await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible()
  const main = page.getByRole('main')
  for (const name of p.sections) await expect(main.getByRole('heading', { level: 2, name })).toBeVisible()
  for (const limit of p.limits) await expect(main).toContainText(limit)
  // The conventions: problem details, announced limits, CORS (the names are the same in every language).
  for (const term of ['application/problem+json', 'RateLimit-Policy', 'CORS', 'If-None-Match'])
    await expect(main).toContainText(term)
  // The new endpoints' summaries, translated.
  for (const summary of p.summaries) await expect(main.getByText(summary, { exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/)
  for (const name of ENDPOINTS) {
    const section = main.getByRole('region', { name, exact: true })
    await expect(section.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
    await expect(section.getByRole('heading', { level: 4, name: p.parameters })).toBeVisible()
    if (name !== 'GET /api/v1/openapi.json')
      await expect(section.getByRole('heading', { level: 4, name: p.example })).toBeVisible()
  }
}

test.describe('developers page', () => {
  for (const p of pages) {
    test(`${p.locale}: terms, examples and a section per endpoint; no axe violations`, PHONE, async ({ visitor }) => {
      test.slow()
      await visitor.goto(p.path)
      await expectDevelopersPage(visitor, p)
      await expectNoAxeViolations(visitor)
    })
  }

  test('works without JavaScript', PHONE, async ({ browser }) => {
    test.slow()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto(pages[1].path)
      await expectDevelopersPage(page, pages[1])
      await expectNoAxeViolations(page)
    } finally {
      await context.close()
    }
  })

  test('its examples ask this site, and are answered', async ({ visitor, request }) => {
    await visitor.goto('/en/developers')
    const samples = await visitor.getByRole('main').locator('pre').allTextContents()
    const urls = samples
      .flatMap((code) => [...code.matchAll(/^curl '([^']+)'$/gm)].map((m) => m[1]!))
      .map((url) => new URL(url))
    expect(urls.map((u) => u.pathname)).toEqual([
      '/api/v1/contracts/900000001/discharges',
      '/api/v1/addresses',
      '/api/v1/addresses/addae78e330c713a/collections',
    ])
    for (const url of urls) {
      const response = await request.get(`${url.pathname}${url.search}`, {
        headers: { 'x-forwarded-for': `10.12.${test.info().parallelIndex}.1` },
      })
      expect(response.status(), url.toString()).toBe(200)
    }
    // The document it links to is the API's.
    const link = visitor.getByRole('main').getByRole('link', { name: /\/api\/v1\/openapi\.json$/ })
    expect((await request.get((await link.getAttribute('href'))!)).status()).toBe(200)
  })

  test('is in the sitemap in every language', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const p of pages) expect(xml).toMatch(new RegExp(`<loc>[^<]*${p.path}</loc>`))
  })
})
