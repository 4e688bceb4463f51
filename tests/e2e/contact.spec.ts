import { connect } from 'node:net'
import { expect, test, type APIRequest, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { adminToken } from './support/admin'
import { MINIMAL_PDF } from '../support/files'
import { phoneIf } from './support/phone'
import { waitForHydration } from './support/scripts'

const PATH = '/en/customer-support/contact-us'

// Labels per topic id (English), as SPEC sections 3 and 5 and src/lib/helpdesk/lists.ts define them.
const all = [
  'Customer or contract number',
  'Name',
  'Phone',
  'E-mail',
  'Municipality',
  'Collection address',
  'Waste type',
  'Container type',
  'Number of containers',
  'Preferred collection day',
  'Date of the missed collection',
  'Subject',
  'Details',
  'Files',
]
const topicFields: Record<number, string[]> = {
  5: [
    'Customer or contract number',
    'Name',
    'Phone',
    'E-mail',
    'Municipality',
    'Collection address',
    'Waste type',
    'Container type',
    'Number of containers',
    'Preferred collection day',
    'Details',
    'Files',
  ],
  26: [
    'Customer or contract number',
    'Name',
    'Phone',
    'E-mail',
    'Municipality',
    'Collection address',
    'Waste type',
    'Preferred collection day',
    'Details',
  ],
  3: [
    'Customer or contract number',
    'Name',
    'Phone',
    'E-mail',
    'Municipality',
    'Collection address',
    'Date of the missed collection',
    'Details',
    'Files',
  ],
  12: [
    'Customer or contract number',
    'Name',
    'Phone',
    'E-mail',
    'Municipality',
    'Collection address',
    'Waste type',
    'Details',
  ],
  10: ['Customer or contract number', 'Name', 'Phone', 'E-mail', 'Subject', 'Details', 'Files'],
  14: [
    'Name',
    'Phone',
    'E-mail',
    'Municipality',
    'Collection address',
    'Waste type',
    'Container type',
    'Number of containers',
    'Details',
  ],
  7: ['Customer or contract number', 'Name', 'Phone', 'E-mail', 'Collection address', 'Details', 'Files'],
  2: ['Customer or contract number', 'Name', 'Phone', 'E-mail', 'Details', 'Files'],
  6: [
    'Customer or contract number',
    'Name',
    'Phone',
    'E-mail',
    'Municipality',
    'Collection address',
    'Preferred collection day',
    'Details',
    'Files',
  ],
  4: [
    'Customer or contract number',
    'Name',
    'Phone',
    'E-mail',
    'Municipality',
    'Collection address',
    'Details',
    'Files',
  ],
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s|$)`))
const pdf = { name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from(MINIMAL_PDF) }

async function fillDischarge(page: Page, { withFile = true } = {}) {
  await field(page, 'Customer or contract number').fill('DEMO-1001')
  await field(page, 'Name').fill('Demo Customer')
  await field(page, 'Phone').fill('+372 5555 0101')
  await field(page, 'E-mail').fill('demo.customer@example.com')
  await field(page, 'Municipality').selectOption('Harku vald')
  await field(page, 'Collection address').fill('Demo road 1, Tabasalu')
  await field(page, 'Waste type').selectOption({ label: 'Mixed household waste' })
  await field(page, 'Container type').selectOption({ label: 'Deep collection container 3 m³' })
  await field(page, 'Number of containers').selectOption('2')
  await page.getByRole('radio', { name: 'No', exact: true }).check()
  const date = field(page, 'Preferred collection day')
  await date.fill((await date.getAttribute('min'))!)
  await field(page, 'Details').fill('Extra bags next to the container.')
  if (withFile) await field(page, 'Files').setInputFiles([pdf])
}

test.describe('contact form', () => {
  // Uploads of 11 MB and axe runs on long forms are slow on a loaded machine; no timing is asserted.
  test.describe.configure({ timeout: 90_000 })
  for (const [id, labels] of Object.entries(topicFields)) {
    // Which fields a topic has does not depend on the width; the phone layout is checked on two topics.
    test(`topic ${id} shows exactly its fields`, phoneIf(['2', '5'].includes(id)), async ({ page }) => {
      await page.goto(`${PATH}?topic=${id}`)
      for (const label of all) {
        if (labels.includes(label)) await expect(field(page, label), label).toBeVisible()
        else await expect(field(page, label), label).toHaveCount(0)
      }
      if (id === '5') {
        await expect(page.getByRole('radiogroup', { name: /Extra waste in bags/ })).toHaveAttribute(
          'aria-required',
          'true',
        )
        await expect(page.getByText(/a distance fee may be added/)).toHaveCount(1)
        await expect(page.getByText(/a distance fee may be added/)).toBeVisible()
      }
      // Each notice once: the page's intro says it, the form does not repeat it.
      await expect(page.getByText(/we answer within 3 working days/i)).toHaveCount(1)
      await expect(page.getByText(/we answer within 3 working days/i)).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  test('marks every field of an additional discharge request as mandatory', async ({ page }) => {
    await page.goto(`${PATH}?topic=5`)
    await expect(page.getByText('Fields marked with an asterisk (*) are required.')).toBeVisible()
    for (const label of topicFields[5]) {
      await expect(field(page, label)).toHaveAttribute('aria-required', 'true')
      // The field's own label starts with its name (a topic such as "…contact details" only contains it).
      const own = new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
      await expect(page.locator('label').filter({ hasText: own }).first()).toContainText('*')
    }
    const date = field(page, 'Preferred collection day')
    expect(await date.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  test('choosing a topic switches the fields in place', async ({ page }) => {
    await page.goto(PATH)
    await expect(page.getByText(/we answer within 3 working days/i)).toHaveCount(1)
    await expect(page.getByText(/a distance fee may be added/)).toHaveCount(1)
    await expectNoAxeViolations(page)
    await waitForHydration(page)
    await page.getByRole('radio', { name: 'Invoice complaint' }).check()
    await expect(page).toHaveURL(/topic=2$/)
    await expect(field(page, 'Customer or contract number')).toBeVisible()
    await expect(field(page, 'Waste type')).toHaveCount(0)
    await page.getByRole('radio', { name: 'Extra collection request' }).check()
    await expect(field(page, 'Preferred collection day')).toBeVisible()
  })

  test('changing the topic keeps what the new topic also asks for', async ({ page }) => {
    await page.goto(`${PATH}?topic=5`)
    await waitForHydration(page)
    await field(page, 'Customer or contract number').fill('DEMO-1001')
    await field(page, 'Name').fill('Demo Customer')
    await field(page, 'Municipality').selectOption('Harku vald')
    await field(page, 'Details').fill('Three extra bags.')
    await page.getByRole('radio', { name: 'Other' }).check()
    await expect(page.getByRole('heading', { name: 'Topic: Other' })).toBeVisible()
    await expect(page).toHaveURL(/topic=10$/)
    await expect(field(page, 'Subject')).toBeVisible()
    await expect(field(page, 'Customer or contract number')).toHaveValue('DEMO-1001')
    await expect(field(page, 'Name')).toHaveValue('Demo Customer')
    await expect(field(page, 'Details')).toHaveValue('Three extra bags.')
    await page.getByRole('radio', { name: 'Service complaint' }).check()
    await expect(field(page, 'Municipality')).toHaveValue('')
    await expect(field(page, 'Name')).toHaveValue('Demo Customer')
  })

  test('changing the topic without JavaScript keeps the values and puts none in the address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${PATH}?topic=5`)
    await field(page, 'Customer or contract number').fill('DEMO-1001')
    await field(page, 'Name').fill('Demo Customer')
    await field(page, 'Municipality').selectOption('Harku vald')
    await field(page, 'Details').fill('Three extra bags.')
    await page.getByRole('radio', { name: 'Service complaint' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Topic: Service complaint' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    // A topic change is not a failed post: the title says nothing of an error.
    expect(await page.title()).not.toMatch(/Error/)
    await expect(field(page, 'Waste type')).toHaveCount(0)
    await expect(field(page, 'Customer or contract number')).toHaveValue('DEMO-1001')
    await expect(field(page, 'Name')).toHaveValue('Demo Customer')
    await expect(field(page, 'Municipality')).toHaveValue('Harku vald')
    await expect(field(page, 'Details')).toHaveValue('Three extra bags.')
    expect(page.url()).not.toContain('Demo')
    await context.close()
  })

  test('an empty submission shows a focused error summary linking to each field', async ({ page }) => {
    await page.goto(`${PATH}?topic=5`)
    await page.getByRole('button', { name: 'Send request' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeFocused()
    expect(await summary.getByRole('link').allTextContents()).toHaveLength(13)
    // The title says the post failed, once (whether the post was answered in place or as a whole page).
    await expect(page).toHaveTitle(/^Error: Contact us/)
    expect(await page.title()).not.toMatch(/Error: Error/)
    const name = field(page, 'Name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    const describedBy = (await name.getAttribute('aria-describedby'))!
    await expect(page.locator(`#${describedBy.split(' ').find((id) => id.endsWith('-error'))}`)).toHaveText(
      'Enter your name',
    )
    await summary.getByRole('link', { name: 'Enter your name' }).click()
    await expect(name).toBeFocused()
    await expectNoAxeViolations(page)
  })

  test('keeps the values and refuses a disguised and an oversized file, naming them', async ({ page }) => {
    await page.goto(`${PATH}?topic=5`)
    await waitForHydration(page)
    await fillDischarge(page, { withFile: false })
    const posted: number[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(request.postDataBuffer()?.length ?? 0)
    })
    await field(page, 'Files').setInputFiles([
      {
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('This is plain text, not a PDF at all.'),
      },
      {
        name: 'huge-scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 32)]),
      },
    ])
    // The browser refuses the 11 MB file at once, by name, before anything is uploaded.
    await expect(page.getByText('huge-scan.pdf: larger than 10 MB')).toBeVisible()
    await expect(page.getByText('These files were not attached.')).toBeVisible()
    await page.getByRole('button', { name: 'Send request' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(summary).toContainText('invoice.pdf: only photos and PDF files are accepted')
    expect(posted).toHaveLength(1)
    expect(posted[0]).toBeLessThan(1024 * 1024)
    await expect(page.getByText('Attached files are not kept')).toBeVisible()
    await expect(field(page, 'Name')).toHaveValue('Demo Customer')
    await expect(field(page, 'Municipality')).toHaveValue('Harku vald')
    await expect(field(page, 'Container type')).toHaveValue('deep-3')
    await expect(page.getByRole('radio', { name: 'No', exact: true })).toBeChecked()
    await expectNoAxeViolations(page)
  })

  test('a complete request is stored and confirmed with a reference number', async ({ page }) => {
    await page.goto(`${PATH}?topic=5`)
    await fillDischarge(page)
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page).toHaveURL(/\/en\/customer-support\/contact-us\/sent\?ref=JV-\d{8}-[A-Z0-9]{6}&receipt=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request sent')
    await expect(page).toHaveTitle(/^Request sent/)
    await expect(page.getByText(/^JV-\d{8}-[A-Z0-9]{6}$/)).toBeVisible()
    // The test server has no mail server, so no confirmation e-mail is promised.
    await expect(page.getByText(/confirmation/)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('the "request sent" page thanks only after a real submission', async ({ page }) => {
    for (const query of ['', '?ref=JV-20261122-7KQ2XM', '?ref=JV-20261122-7KQ2XM&receipt=9999999999999.forged']) {
      await page.goto(`${PATH}/sent${query}`)
      await expect(page, query).toHaveURL(/\/en\/customer-support\/contact-us$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
      await expect(page.getByText('Thank you')).toHaveCount(0)
    }
  })

  test('works without JavaScript: topic step, errors, confirmation', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(PATH)
    await page.getByRole('radio', { name: 'Other' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Topic: Other' })).toBeVisible()
    await field(page, 'Name').fill('Demo Customer')
    await field(page, 'E-mail').fill('not an address')
    await page.getByRole('button', { name: 'Send request' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await expect(summary).toBeVisible()
    await expect(summary).toContainText('Enter an e-mail address in the correct format')
    await expect(summary).toContainText('Enter a subject')
    await expect(field(page, 'Name')).toHaveValue('Demo Customer')
    await expectNoAxeViolations(page)
    await field(page, 'E-mail').fill('demo.customer@example.com')
    await field(page, 'Subject').fill('Question about sorting')
    await field(page, 'Details').fill('Where do I put pizza boxes?')
    await field(page, 'Files').setInputFiles([pdf])
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page).toHaveURL(/contact-us\/sent\?ref=JV-/)
    await expect(page.getByText(/^JV-\d{8}-[A-Z0-9]{6}$/)).toBeVisible()
    await context.close()
  })

  test('an Estonian form posts from its unprefixed address, with and without JavaScript', async ({ browser }) => {
    // Estonian pages have no /et prefix: the proxy's rewrite must route the post to the page.
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/customer-support/contact-us?topic=10')
      await page.getByRole('button', { name: 'Saada pöördumine' }).click()
      const summary = page.getByRole('alert').filter({ hasText: 'Vormis on vigu' })
      await expect(summary, `JavaScript ${javaScriptEnabled}`).toBeVisible()
      await expect(summary).toContainText('Sisestage oma nimi')
      await expect(page.locator('html')).toHaveAttribute('lang', 'et')
      await context.close()
    }
  })

  test('fills the fields from the address; bad or unknown values are left out', async ({ page }) => {
    const query = new URLSearchParams({
      topic: '3',
      contract: '900000001',
      address: 'Kase tn 5, Tallinn',
      message: 'Not emptied on Monday',
    })
    await page.goto(`${PATH}?${query}`)
    await expect(page.getByRole('heading', { level: 2, name: 'Topic: Service complaint' })).toBeVisible()
    await expect(field(page, 'Customer or contract number')).toHaveValue('900000001')
    await expect(field(page, 'Collection address')).toHaveValue('Kase tn 5, Tallinn')
    await expect(field(page, 'Details')).toHaveValue('Not emptied on Monday')
    await expectNoAxeViolations(page)
    const bad = new URLSearchParams({ topic: '999', contract: '<b>', message: 'x'.repeat(6000) })
    const response = await page.goto(`${PATH}?${bad}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 2, name: /^Topic:/ })).toHaveCount(0)
  })

  test('the Estonian and Russian forms are translated', async ({ page }) => {
    await page.goto('/customer-support/contact-us?topic=5')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Võtke meiega ühendust')
    await expect(field(page, 'Soovitud tühjenduspäev')).toBeVisible()
    await page.goto('/ru/customer-support/contact-us?topic=5')
    await expect(field(page, 'Желаемый день вывоза')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('privacy of requests', () => {
  test('anonymous REST reads of requests and files are refused', async ({ request }) => {
    for (const url of [
      '/api/contact-requests',
      '/api/contact-attachments',
      '/api/contact-attachments/file/anything.pdf',
      '/api/payload-jobs',
    ]) {
      const response = await request.get(url)
      expect([401, 403], url).toContain(response.status())
    }
    const created = await request.post('/api/contact-requests', {
      data: { reference: 'JV-20260101-AAAAAA', topicId: '5' },
    })
    expect([401, 403]).toContain(created.status())
  })
})

test.describe('form posts at the server edge', () => {
  /** Sends a post's head only, no body, and returns what the server answers. */
  function headOnly(baseURL: string, head: string): Promise<string> {
    const { hostname, port } = new URL(baseURL)
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write(head))
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
      setTimeout(() => (socket.destroy(), resolve(answer)), 10_000)
    })
  }

  test('a form post larger than the form allows is refused, in the page language, before its body is sent', async ({
    baseURL,
  }) => {
    // 20 at once, each announcing 60 MB: all answered at once, none read.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        headOnly(
          baseURL!,
          `POST /ru/customer-support/contact-us HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\n` +
            `X-Forwarded-For: 198.51.100.${i + 1}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
            `Content-Length: ${60 * 1024 * 1024}\r\n\r\n`,
        ),
      ),
    )
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 413/)
      expect(answer).toContain('<html lang="ru">')
      expect(answer).toContain('<h1>Файлы слишком большие</h1>')
    }
  })
})

test.describe('delivery status', () => {
  test('/readyz answers for the database and how far behind delivery is, without personal data', async ({
    request,
  }) => {
    const response = await request.get('/readyz')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    const body = (await response.json()) as { status: string; database: string; delivery: Record<string, unknown> }
    expect(body.database).toBe('ok')
    expect(['ok', 'degraded']).toContain(body.status)
    expect(Object.keys(body.delivery).sort()).toEqual(['oldestUndeliveredMinutes', 'overdue', 'undelivered'])
    // SMTP is not configured for the browser tests, so the requests they send wait.
    expect(typeof body.delivery.undelivered).toBe('number')
    expect(JSON.stringify(body)).not.toMatch(/JV-|@/)
  })
})

/** An API client signed in as the test admin, with the run's shared session (tests/e2e/support/admin.ts). */
async function adminContext(playwright: { request: APIRequest }, baseURL: string) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `JWT ${adminToken()}` } })
}

test.describe('stored files', () => {
  test.describe.configure({ timeout: 90_000 })
  test('an admin can open an attachment, an anonymous visitor cannot', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    // A server-side check, the same at every width: one project runs it.
    test.skip(testInfo.project.name !== 'desktop', 'server-side check, run once')
    await page.goto(`${PATH}?topic=5`)
    await fillDischarge(page)
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page).toHaveURL(/sent\?ref=/)
    const reference = new URL(page.url()).searchParams.get('ref')!

    const admin = await adminContext(playwright, baseURL!)
    const found = await admin.get(`/api/contact-attachments?where[reference][equals]=${reference}`)
    expect(found.status()).toBe(200)
    const { docs } = (await found.json()) as { docs: { url: string; filename: string }[] }
    expect(docs).toHaveLength(1)
    const fileUrl = new URL(docs[0].url, baseURL).pathname
    expect(fileUrl).toMatch(/^\/api\/contact-attachments\/file\//)
    const file = await admin.get(fileUrl)
    expect(file.status()).toBe(200)
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const requestDoc = await admin.get(`/api/contact-requests?where[reference][equals]=${reference}`)
    expect(((await requestDoc.json()) as { docs: { topicId: string }[] }).docs[0].topicId).toBe('5')
    await admin.dispose()

    const anonymous = await playwright.request.newContext({ baseURL })
    expect([401, 403]).toContain((await anonymous.get(fileUrl)).status())
    expect([401, 403]).toContain(
      (await anonymous.get(`/api/contact-requests?where[reference][equals]=${reference}`)).status(),
    )
    // Nothing under the public web root serves it either.
    expect((await anonymous.get(`/${docs[0].filename}`)).status()).toBe(404)
    await anonymous.dispose()
  })
})

test.describe('/odoo-test', () => {
  test('without a configured helpdesk shows "Failed to load content" and is noindex', async ({ page }) => {
    await page.goto('/en/odoo-test')
    await expect(page.getByText('Failed to load content')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
  })
})
