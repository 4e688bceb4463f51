import { expect, test, type Page } from '@playwright/test'
import { municipalityName } from '../../src/lib/data/municipalities'
import { expectNoAxeViolations } from './support/axe'
import { PHONE } from './support/phone'

// From the lookup's answer to a missed-collection report: the link carries the contract and the EHAK code
// of its municipality, the form shows that municipality chosen and asks the day the container was missed.

const CONTRACT = '900000001'
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s|$)`))
const todayInTallinn = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(new Date())

const text = {
  et: {
    link: 'Konteiner jäi tühjendamata?',
    topic: 'Teema: Kaebus teenuse kohta',
    municipality: 'Omavalitsus',
    date: 'Vahele jäänud tühjenduse kuupäev',
    name: 'Nimi',
    phone: 'Telefon',
    email: 'E-post',
    address: 'Jäätmete äraveo aadress',
    details: 'Kirjeldus',
    send: 'Saada pöördumine',
    summary: 'Vormis on vigu',
    missing: 'Sisestage kuupäev, mil mahuti jäi tühjendamata',
    future: 'Kuupäev ei saa olla tulevikus',
  },
  en: {
    link: 'Was your container not emptied?',
    topic: 'Topic: Service complaint',
    municipality: 'Municipality',
    date: 'Date of the missed collection',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Collection address',
    details: 'Details',
    send: 'Send request',
    summary: 'There is a problem',
    missing: 'Enter the date your container was not emptied',
    future: 'The date cannot be in the future',
  },
  ru: {
    link: 'Контейнер не опорожнили?',
    topic: 'Тема: Жалоба на услугу',
    municipality: 'Муниципалитет',
    date: 'Дата пропущенного вывоза',
    name: 'Имя',
    phone: 'Телефон',
    email: 'Электронная почта',
    address: 'Адрес вывоза отходов',
    details: 'Описание',
    send: 'Отправить обращение',
    summary: 'В форме есть ошибки',
    missing: 'Укажите дату, когда контейнер не был опорожнён',
    future: 'Дата не может быть в будущем',
  },
} as const

for (const [locale, javaScriptEnabled] of [
  ['et', true],
  ['en', true],
  ['ru', false],
] as const) {
  test(
    `missed collection from the lookup (${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`,
    PHONE,
    async ({ browser }) => {
      // A lookup, three posts and four axe runs in one test: 23 to 45 s on the shared two-core machine (load
      // 3 to 14), more than the default budget.
      test.slow()
      const t = text[locale]
      // The project's device (phone or desktop) applies to this context too.
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      // Estonian pages have no language prefix.
      const prefix = locale === 'et' ? '' : `/${locale}`
      await page.goto(`${prefix}/customer-support/next-shipping-day?contractNumber=${CONTRACT}`)
      const link = page.getByRole('link', { name: t.link })
      const href = await link.getAttribute('href')
      const code = new URL(href!, 'http://x').searchParams.get('municipality')
      expect(code, 'the link carries the EHAK code').toMatch(/^\d{4}$/)
      await link.click()

      await expect(page.getByRole('heading', { level: 2, name: t.topic })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(field(page, t.municipality).locator('option:checked')).toHaveText(municipalityName(code!, locale))
      const date = field(page, t.date)
      await expect(date).toHaveAttribute('type', 'date')
      await expect(date).toHaveAttribute('max', todayInTallinn())
      await expectNoAxeViolations(page)

      await field(page, t.name).fill('Demo Klient')
      await field(page, t.phone).fill('+372 5555 0101')
      await field(page, t.email).fill('demo.klient@example.com')
      await field(page, t.address).fill('Näidise tee 1')
      await field(page, t.details).fill('Mixed waste was not collected.')
      await page.getByRole('button', { name: t.send }).click()
      const summary = page.getByRole('alert').filter({ hasText: t.summary })
      await expect(summary).toBeVisible()
      await expect(summary).toContainText(t.missing)
      await expect(field(page, t.date)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(t.missing)).toHaveCount(2)
      // Kept from the link through the failed post.
      await expect(field(page, t.municipality).locator('option:checked')).toHaveText(municipalityName(code!, locale))
      await expectNoAxeViolations(page)

      // The picker offers no later day, but a typed one still reaches the server (the form does its own
      // validation, noValidate), which refuses tomorrow in Tallinn.
      const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(
        new Date(Date.now() + 86_400_000),
      )
      await field(page, t.date).fill(tomorrow)
      await page.getByRole('button', { name: t.send }).click()
      await expect(page.getByRole('alert').filter({ hasText: t.summary })).toContainText(t.future)
      await expect(page.getByRole('alert').filter({ hasText: t.summary })).not.toContainText(t.missing)

      await field(page, t.date).fill(todayInTallinn())
      await page.getByRole('button', { name: t.send }).click()
      await expect(page).toHaveURL(/contact-us\/sent\?ref=JV-/)
      await expect(page.getByText(/^JV-\d{8}-[A-Z0-9]{6}$/)).toBeVisible()
      await expectNoAxeViolations(page)
      await context.close()
    },
  )
}
