import { expectNoAxeViolations } from './support/axe'
import { PHONE } from './support/phone'
import { expect, test } from './support/visitor'

// The accessibility statement: a CMS page in three languages, reached from every page's footer, with the
// parts the EU model statement asks for (status, how it was assessed, limitations, feedback, enforcement).

const statements = [
  {
    locale: 'et',
    path: '/accessibility',
    heading: 'Ligipääsetavuse teatis',
    footerFrom: '/customer-support/price-lists',
    sections: ['Vastavus nõuetele', 'Kuidas me veebilehte hindasime', 'Teadaolevad puudused', 'Järelevalve'],
    feedback: 'kontaktivormi kaudu',
    subject: 'Ligipääsetavus',
    authority: 'Tarbijakaitse ja Tehnilise Järelevalve Ameti',
  },
  {
    locale: 'ru',
    path: '/ru/accessibility',
    heading: 'Заявление о доступности',
    footerFrom: '/ru/about/news',
    sections: ['Соответствие требованиям', 'Как мы оценивали сайт', 'Известные недостатки', 'Надзор'],
    feedback: 'форму обращения',
    subject: 'Доступность',
    authority: 'Tarbijakaitse ja Tehnilise Järelevalve Amet',
  },
  {
    locale: 'en',
    path: '/en/accessibility',
    heading: 'Accessibility statement',
    footerFrom: '/en/customer-support/contact-us',
    sections: ['Compliance status', 'How we assessed the website', 'Known limitations', 'Enforcement procedure'],
    feedback: 'contact form',
    subject: 'Accessibility',
    authority: 'Consumer Protection and Technical Regulatory Authority',
  },
] as const

test.describe('accessibility statement', () => {
  for (const s of statements) {
    test(
      `the ${s.locale} statement is linked from the footer and has the model statement's parts`,
      PHONE,
      async ({ visitor: page }) => {
        // Three pages and an axe check: on a busy machine this takes longer than one page's allowance.
        test.slow()
        await page.goto(s.footerFrom)
        const footer = page.getByRole('contentinfo')
        await footer.getByRole('link', { name: s.heading }).click()
        await expect(page).toHaveURL(new RegExp(`${s.path}$`))
        await expect(page.locator('html')).toHaveAttribute('lang', s.locale)
        await expect(page.getByRole('heading', { level: 1, name: s.heading })).toBeVisible()
        const main = page.getByRole('main')
        for (const name of s.sections) await expect(main.getByRole('heading', { level: 2, name })).toBeVisible()
        await expect(main).toContainText('25')
        await expect(main).toContainText(s.authority)
        await expectNoAxeViolations(page)

        // Feedback: the contact form with the "other" topic chosen and the subject filled in.
        await main.getByRole('link', { name: s.feedback }).click()
        await expect(page).toHaveURL(/\/customer-support\/contact-us\?topic=10&subject=/)
        await expect(page.locator('input[name="subject"]')).toHaveValue(s.subject)
      },
    )
  }

  test('the statement is in the sitemap in every language and not among the home page sections', async ({
    request,
    visitor: page,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const s of statements) expect(xml).toMatch(new RegExp(`<loc>[^<]*${s.path}</loc>`))
    await page.goto('/')
    const sections = page.getByRole('region', { name: 'Peamised teemad' })
    await expect(sections.getByRole('link').first()).toBeVisible()
    await expect(sections.getByRole('link', { name: 'Ligipääsetavuse teatis' })).toHaveCount(0)
  })
})

// The sorting guides' PDFs are not tagged: each has a web page with the same text beside it.
test.describe('sorting guides as web pages', () => {
  const guides = [
    {
      locale: 'et',
      path: '/customer-support/instructions',
      list: 'Juhendid veebilehena',
      guide: 'Kilepakend',
      section: 'Mis sobib',
      pdf: 'Juhend PDF-failina',
    },
    {
      locale: 'ru',
      path: '/ru/customer-support/instructions',
      list: 'Инструкции в виде веб-страниц',
      guide: 'Плёночная упаковка',
      section: 'Что можно',
      pdf: 'Инструкция в формате PDF',
    },
    {
      locale: 'en',
      path: '/en/customer-support/instructions',
      list: 'The guides as web pages',
      guide: 'Plastic film packaging',
      section: 'What belongs here',
      pdf: 'The guide as a PDF',
    },
  ] as const
  for (const g of guides) {
    test(
      `the ${g.locale} guides page lists six guides as web pages, each with its PDF`,
      PHONE,
      async ({ visitor: page, request }) => {
        await page.goto(g.path)
        const list = page.getByRole('region', { name: g.list })
        await expect(list.getByRole('link')).toHaveCount(6)
        await list.getByRole('link', { name: g.guide }).click()
        await expect(page).toHaveURL(/\/customer-support\/instructions\/plastic-film-packaging$/)
        await expect(page.locator('html')).toHaveAttribute('lang', g.locale)
        await expect(page.getByRole('heading', { level: 1, name: g.guide })).toBeVisible()
        const main = page.getByRole('main')
        await expect(main.getByRole('heading', { level: 2, name: g.section })).toBeVisible()
        expect(await main.getByRole('listitem').count()).toBeGreaterThan(5)
        await expectNoAxeViolations(page)
        const pdf = page.getByRole('region', { name: g.pdf }).locator('a[href*="/api/media/file/"]')
        const href = await pdf.getAttribute('href')
        expect(href).toMatch(new RegExp(`plastic-film-packaging-${g.locale}(-\\d+)?\\.pdf$`))
        expect((await request.get(href!)).headers()['content-type']).toContain('application/pdf')
      },
    )
  }
})
