import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import {
  alertMail,
  changeMail,
  confirmMail,
  manageLinkMail,
  reminderMail,
  standardAlertMail,
  type Mail,
} from '@/lib/reminders/mail'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs'

// The reminder mails as a mail client shows them: webmail and most desktop clients render a message's HTML
// in a browser engine, so each mail is opened in Chromium as a page, at a phone's and a desktop's width, in
// each language. What the unit tests of the HTML cannot see: the footer sentence and the signature on lines
// of their own, nothing wider than a phone, the language stated for screen readers, no axe violations.
const common = { siteUrl: 'https://www.jaatmeveo.example', contractNumber: '900000001', manageToken: 'abc' }
const pickups = [
  { garbage: 'Segaolmejäätmed', itemType: 'Konteiner 140 L', address: 'Kase tn 1, Tallinn' },
  { garbage: 'Pakendijäätmed', itemType: 'Konteiner 240 L', address: 'Kase tn 1, Tallinn' },
]
function mails(locale: Locale): [string, Mail][] {
  const c = { ...common, locale }
  const notice = 'https://www.jaatmeveo.example/n'
  return [
    ['confirmation', confirmMail({ ...c, token: 't' })],
    ['manage link', manageLinkMail(c)],
    ['reminder', reminderMail({ ...c, time: 'evening', day: '2026-12-24', pickups })],
    [
      'change notice',
      changeMail({
        ...c,
        before: [{ date: '2026-12-25', garbage: 'Segaolmejäätmed' }],
        after: [{ date: '2026-12-27', garbage: 'Segaolmejäätmed' }],
      }),
    ],
    ['alert', alertMail({ ...c, title: 'Tabasalu Kooli tänav suletud', excerpt: '…', href: notice })],
    ['standard alert', standardAlertMail({ ...c, href: notice, linkLocale: 'et' })],
  ]
}
const SIGNATURE = 'Jäätmeveo AS'
const WIDTHS = [320, 1280]

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
  page = await browser.newPage()
}, 60_000)
afterAll(async () => {
  await browser?.close()
})

describe('reminder mails in a browser engine, as webmail shows them', () => {
  for (const locale of ['et', 'ru', 'en'] as const) {
    it(`keep the signature on a line of its own, fit a phone and pass axe, in ${locale}`, async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        for (const [kind, mail] of mails(locale)) {
          const what = `${kind}, ${width} px`
          await page.setContent(mail.html)
          expect(await page.locator('html').getAttribute('lang'), what).toBe(locale)
          expect(await page.title(), what).toBe(mail.subject)
          // The signature is the last paragraph and starts below the one before it (it once ran on from the
          // footer sentence in one paragraph).
          const paragraphs = page.locator('p')
          const count = await paragraphs.count()
          expect(await paragraphs.nth(count - 1).textContent(), what).toBe(SIGNATURE)
          const [signature, before] = await Promise.all([
            paragraphs.nth(count - 1).boundingBox(),
            paragraphs.nth(count - 2).boundingBox(),
          ])
          expect(signature!.y, what).toBeGreaterThanOrEqual(before!.y + before!.height)
          // Nothing scrolls sideways, on a 320 px phone either.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, what).toBeLessThanOrEqual(0)
          const axe = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
            .setLegacyMode(true)
            .analyze()
          expect(
            axe.violations.map((v) => v.id),
            what,
          ).toEqual([])
        }
      }
    }, 120_000)
  }
})
