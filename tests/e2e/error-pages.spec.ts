// The error pages a visitor sees: an unknown address and a page that fails on the server are
// answered with the site's own page, rendered on the server inside its header and footer, in the address's
// language, with the right status (src/server/error-pages.ts). The failing page is /test-error, which the
// browser-test server switches on (ERROR_TEST_ROUTE=on, scripts/test/e2e-server.mjs).
import { type Page, type Response } from '@playwright/test'
import { expect, test } from './support/visitor'
import { expectNoAxeViolations } from './support/axe'
import { PHONE } from './support/phone'

type Expected = {
  lang: string
  status: number
  heading: string
  text: RegExp
  home: string
  homeHref: string
  search: string
}

const notFound = {
  et: {
    path: '/no-such-page',
    heading: 'Lehte ei leitud',
    text: /Otsitud lehte ei ole/,
    home: 'Mine avalehele',
    homeHref: '/',
    search: 'Otsi saidilt',
  },
  ru: {
    path: '/ru/no-such-page',
    heading: 'Страница не найдена',
    text: /Такой страницы нет/,
    home: 'На главную',
    homeHref: '/ru',
    search: 'Поиск по сайту',
  },
  en: {
    path: '/en/about/nothing-here',
    heading: 'Page not found',
    text: /The page you are looking for does not exist/,
    home: 'Go to the home page',
    homeHref: '/en',
    search: 'Search the site',
  },
}

const serverError = {
  et: { path: '/test-error', heading: 'Midagi läks valesti', text: /Lehe avamisel tekkis meie poolel viga/ },
  ru: { path: '/ru/test-error', heading: 'Что-то пошло не так', text: /При открытии страницы на нашей стороне/ },
  en: { path: '/en/test-error', heading: 'Something went wrong', text: /An error occurred on our side/ },
}

/** What every error page shows: the status, its language, the site's header and footer, the message, the ways on. */
async function expectErrorPage(page: Page, response: Response | null, expected: Expected) {
  expect(response?.status()).toBe(expected.status)
  await expect(page.locator('html')).toHaveAttribute('lang', expected.lang)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeAttached()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(expected.heading)
  await expect(page.getByRole('main').getByText(expected.text)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: expected.home })).toHaveAttribute(
    'href',
    expected.homeHref,
  )
  await expect(page.getByRole('main').getByRole('link', { name: expected.search })).toHaveAttribute(
    'href',
    expected.homeHref === '/' ? '/search' : `${expected.homeHref}/search`,
  )
  // Error pages are never indexed.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
}

for (const [lang, e] of Object.entries(notFound)) {
  // On the worker's open page (./visitor.ts): these tests only look.
  test(`an unknown address in ${lang} is answered 404 with the site's page`, PHONE, async ({ visitor: page }) => {
    const response = await page.goto(e.path)
    await expectErrorPage(page, response, { ...e, lang, status: 404 })
    await expectNoAxeViolations(page)
  })
}

for (const [lang, e] of Object.entries(serverError)) {
  test(
    `a page failing on the server in ${lang} is answered 500 with the site's page`,
    PHONE,
    async ({ visitor: page }) => {
      const response = await page.goto(e.path)
      const { home, homeHref, search } = notFound[lang as keyof typeof notFound]
      await expectErrorPage(page, response, { ...e, lang, status: 500, home, homeHref, search })
      await expectNoAxeViolations(page)
    },
  )
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the 404 and 500 pages are rendered by the server', async ({ page }) => {
    const missing = await page.goto('/ru/about/nothing-here')
    await expectErrorPage(page, missing, { ...notFound.ru, lang: 'ru', status: 404 })
    // The header's own links work as on any page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Главная страница Jäätmeveo AS' })).toHaveAttribute(
      'href',
      '/ru',
    )

    const failing = await page.goto('/en/test-error')
    const { home, homeHref, search } = notFound.en
    await expectErrorPage(page, failing, { ...serverError.en, lang: 'en', status: 500, home, homeHref, search })
  })

  test('an address whose first part is no language is an Estonian 404', async ({ page }) => {
    const response = await page.goto('/xx/y/z')
    await expectErrorPage(page, response, { ...notFound.et, lang: 'et', status: 404 })
  })
})

test('the internal error page is an unknown address to visitors', async ({ request }) => {
  for (const [path, heading] of [
    ['/error-page/500', 'Lehte ei leitud'],
    ['/ru/error-page/404', 'Страница не найдена'],
    ['/en/error-page/500', 'Page not found'],
  ]) {
    const response = await request.get(path, {
      headers: { accept: 'text/html', 'x-error-page-token': 'guess', 'x-error-page-status': '500' },
    })
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain(`<h1>${heading}</h1>`)
  }
})

test('a request that does not ask for HTML (a link checker, curl) gets the same page, not an empty shell', async ({
  request,
}) => {
  for (const [path, lang, heading, status] of [
    ['/no-such-page', 'et', 'Lehte ei leitud', 404],
    ['/en/about/nothing-here', 'en', 'Page not found', 404],
    ['/ru/test-error', 'ru', 'Что-то пошло не так', 500],
  ] as const) {
    for (const accept of ['*/*', 'application/json']) {
      const response = await request.get(path, { headers: { accept } })
      expect(response.status(), `${path} ${accept}`).toBe(status)
      const html = await response.text()
      expect(html, `${path} ${accept}`).toContain(`<html lang="${lang}"`)
      expect(html, `${path} ${accept}`).toContain(`<h1>${heading}</h1>`)
      expect(html, `${path} ${accept}`).not.toContain('__next_error__')
    }
  }
})
