import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { previewQuery } from '../../src/lib/preview/token'
import { adminToken, autosaveOf, signInToAdmin } from './support/admin'
import { expectNoAxeViolations } from './support/axe'
import { richText } from '../support/richText'
import { priceListData } from '../../seed/datapages'
import { addDays, todayInTallinn } from '../../src/lib/dates'

// The editors' desk (decision 031): the admin start page, the audit trail, signed draft previews and what
// each role sees. The e2e server runs with the template's PAYLOAD_SECRET (scripts/test/e2e-snapshot.mjs), so
// a test can make the expired link an editor's stale tab would hold.
const E2E_SECRET = 'e2e-secret-not-for-production-0123456789'
const run = Date.now().toString(36)
const json = (token: string) => ({ Authorization: `JWT ${token}`, 'Content-Type': 'application/json' })

async function api(request: APIRequestContext, method: string, url: string, data?: unknown, token = adminToken()) {
  const response = await request.fetch(url, { method, headers: json(token), data: data as never })
  return { status: response.status(), body: (await response.json().catch(() => null)) as unknown }
}

/** A draft page (never published, so no cache holds its address) with a title per locale. */
async function draftPage(request: APIRequestContext, titles: Record<'et' | 'ru' | 'en', string>) {
  const path = `/e2e-preview-${run}-${Math.floor(Math.random() * 1e6)}`
  const created = await api(request, 'POST', '/api/pages?draft=true&locale=et', {
    title: titles.et,
    path,
    _status: 'draft',
  })
  expect(created.status).toBe(201)
  const id = (created.body as { doc: { id: number } }).doc.id
  for (const locale of ['ru', 'en'] as const)
    expect(
      (await api(request, 'PATCH', `/api/pages/${id}?draft=true&locale=${locale}`, { title: titles[locale] })).status,
    ).toBe(200)
  return { id, path }
}

async function draftPost(request: APIRequestContext, titles: Record<'et' | 'ru' | 'en', string>) {
  const slug = `e2e-preview-${run}-${Math.floor(Math.random() * 1e6)}`
  const created = await api(request, 'POST', '/api/posts?draft=true&locale=et', {
    title: titles.et,
    slug,
    date: new Date().toISOString(),
    content: richText(`${titles.et} sisu`),
    _status: 'draft',
  })
  expect(created.status).toBe(201)
  const id = (created.body as { doc: { id: number } }).doc.id
  for (const locale of ['ru', 'en'] as const)
    expect(
      (
        await api(request, 'PATCH', `/api/posts/${id}?draft=true&locale=${locale}`, {
          title: titles[locale],
          content: richText(`${titles[locale]} text`),
        })
      ).status,
    ).toBe(200)
  return { id, slug }
}

test.describe('signed draft preview', () => {
  test('the admin\'s "Preview" opens a draft page in et, ru and en; a forged or expired link is refused', async ({
    page,
  }) => {
    // The admin's document view is opened in three languages, each with its preview: a budget for that (an
    // admin view took up to 30 s on the shared two-core machine).
    test.setTimeout(180_000)
    const titles = { et: `Mustand ${run}`, ru: `Черновик ${run}`, en: `Draft ${run}` }
    const { id, path } = await draftPage(page.request, titles)
    // Visitors do not see the draft.
    expect((await page.request.get(path)).status()).toBe(404)

    await signInToAdmin(page)
    for (const locale of ['et', 'ru', 'en'] as const) {
      await page.goto(`/admin/collections/pages/${id}?locale=${locale}`)
      await expect(page.locator('#field-title')).toHaveValue(titles[locale], { timeout: 15_000 })
      const popup = page.waitForEvent('popup')
      await page.locator('#preview-button').click()
      const preview = await popup
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(titles[locale], { timeout: 15_000 })
      await expect(preview.locator('html')).toHaveAttribute('lang', locale)
      await preview.close()
    }

    // The link itself: never cached; without its signature, altered, or expired it is refused.
    const good = previewQuery({ c: 'pages', id, locale: 'en' }, E2E_SECRET, { seconds: 60 })
    const answer = await page.request.get(`/api/v1/preview?${good}`, { maxRedirects: 0 })
    expect(answer.status()).toBe(307)
    expect(answer.headers()['cache-control']).toBe('private, no-store')
    const fields = new URLSearchParams(good)
    fields.delete('sig')
    expect((await page.request.get(`/api/v1/preview?${fields}`, { maxRedirects: 0 })).status()).toBe(403)
    const other = new URLSearchParams(good)
    other.set('locale', 'ru')
    expect((await page.request.get(`/api/v1/preview?${other}`, { maxRedirects: 0 })).status()).toBe(403)
    const expired = previewQuery({ c: 'pages', id, locale: 'en' }, E2E_SECRET, {
      seconds: 60,
      now: Date.now() - 120_000,
    })
    const late = await page.request.get(`/api/v1/preview?${expired}`, { maxRedirects: 0 })
    expect(late.status()).toBe(403)
    expect(late.headers()['cache-control']).toBe('private, no-store')
    expect((await late.json()).error.code).toBe('preview_expired')
  })

  test('a draft post shows through a signed link in et, ru and en, and not in a browser without one', async ({
    page,
    browser,
  }) => {
    // Three public pages and a second browser.
    test.setTimeout(60_000)
    const titles = { et: `Uudise mustand ${run}`, ru: `Черновик новости ${run}`, en: `Draft news ${run}` }
    const { id, slug } = await draftPost(page.request, titles)
    for (const locale of ['et', 'ru', 'en'] as const) {
      const link = previewQuery({ c: 'posts', id, locale }, E2E_SECRET, { seconds: 60 })
      await page.goto(`/api/v1/preview?${link}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[locale])
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    }
    const stranger = await browser.newContext()
    const visitor = await stranger.newPage()
    expect((await visitor.goto(`/en/about/news/${slug}`))?.status()).toBe(404)
    await stranger.close()
  })
})

test.describe('live preview', () => {
  // The admin is a desktop tool; the phone and desktop widths are the live preview's own sizes, chosen in its
  // toolbar. Typing autosaves the draft shortly after the last key and the framed preview renders again.
  for (const collection of ['pages', 'posts'] as const) {
    test(`a draft ${collection === 'pages' ? 'page' : 'post'} beside the editor follows the typing at phone and desktop widths`, async ({
      page,
      request,
    }) => {
      test.skip(test.info().project.name !== 'desktop', 'the admin is a desktop tool')
      // Three admin views, the framed page and two autosaves, each re-rendering it: a budget for that (a run
      // on the shared two-core machine did all of it in 180 s, then ran out of time at the last request).
      test.setTimeout(240_000)
      const titles = { et: `Otsevaade ${run}`, ru: `Живой просмотр ${run}`, en: `Live ${run} ${collection}` }
      const draft =
        collection === 'pages' ? await draftPage(page.request, titles) : await draftPost(page.request, titles)
      const visitorPath = 'path' in draft ? `/en${draft.path}` : `/en/about/news/${draft.slug}`
      await signInAs(page, 'editor', collection === 'pages' ? '10.39.0.3' : '10.39.0.4', `live-${collection}`)
      await page.goto(`/admin/collections/${collection}/${draft.id}?locale=en`)
      const title = page.locator('#field-title')
      await expect(title).toHaveValue(titles.en, { timeout: 20_000 })
      await expect(title).toBeEditable()
      await page.locator('#live-preview-toggler').click()
      // The signed preview link framed by the admin on this origin, in the locale being edited.
      const iframe = page.locator('#live-preview-iframe')
      const frame = iframe.contentFrame()
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(titles.en, { timeout: 20_000 })
      await expect(frame.locator('html')).toHaveAttribute('lang', 'en')
      const frameWidth = async () => (await (await iframe.elementHandle())?.contentFrame())?.evaluate(() => innerWidth)

      // The same editor opens the Russian list in another tab: Payload stores that as the locale the user last
      // opened and passes it, not this tab's, when it makes the preview link again after each save.
      const other = await page.context().newPage()
      await other.goto(`/admin/collections/${collection}?locale=ru`)
      await expect(other.getByRole('table')).toBeVisible({ timeout: 20_000 })
      await other.close()

      for (const [label, width] of [
        ['Phone · 375', 375],
        ['Desktop · 1280', 1280],
      ] as const) {
        await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
        await page.getByRole('button', { name: label }).click()
        await expect.poll(frameWidth, { message: `the preview is ${width} px wide` }).toBe(width)
        const typed = `${titles.en} (${width})`
        const autosaved = autosaveOf(page, collection, draft.id, typed)
        await title.fill(typed)
        expect((await autosaved).status()).toBe(200)
        await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 20_000 })
        // Still this tab's language, not the other tab's.
        await expect(frame.locator('html')).toHaveAttribute('lang', 'en')
        await expect(iframe).toHaveAttribute('src', /[?&]locale=en(&|$)/)
      }
      // Visitors (another browser, without the preview's cookies) still see nothing: it was never published.
      expect((await request.get(visitorPath)).status()).toBe(404)
    })
  }
})

test.describe('audit trail', () => {
  test('an edit, a publish and a delete appear with the user and time, and nobody can change the trail', async ({
    page,
  }) => {
    // Two admin views (the filtered list and one row) after the API calls: a budget for that.
    test.setTimeout(120_000)
    const { id } = await draftPage(page.request, { et: `Logi ${run}`, ru: `Журнал ${run}`, en: `Trail ${run}` })
    expect((await api(page.request, 'PATCH', `/api/pages/${id}`, { _status: 'published' })).status).toBe(200)
    expect((await api(page.request, 'PATCH', `/api/pages/${id}`, { title: `Logi ${run} muudetud` })).status).toBe(200)
    expect((await api(page.request, 'DELETE', `/api/pages/${id}`)).status).toBe(200)

    const trail = await api(
      page.request,
      'GET',
      `/api/audit-log?where[target][equals]=pages&where[docId][equals]=${id}&sort=createdAt&depth=0&limit=50`,
    )
    const rows = (trail.body as { docs: { action: string; userEmail: string; createdAt: string; id: number }[] }).docs
    const actions = rows.map((r) => r.action)
    for (const action of ['publish', 'update', 'delete']) expect(actions).toContain(action)
    for (const row of rows) {
      expect(row.userEmail).toBe('admin@example.com')
      expect(Date.now() - Date.parse(row.createdAt)).toBeLessThan(10 * 60_000)
    }

    // Not through the REST API, not even as an admin.
    const one = rows[0]!.id
    expect((await api(page.request, 'POST', '/api/audit-log', { action: 'update', target: 'pages' })).status).toBe(403)
    expect((await api(page.request, 'PATCH', `/api/audit-log/${one}`, { title: 'x' })).status).toBe(403)
    expect((await api(page.request, 'DELETE', `/api/audit-log/${one}`)).status).toBe(403)
    expect((await api(page.request, 'DELETE', `/api/audit-log?where[id][equals]=${one}`)).status).toBe(403)

    // Nor in the admin: the list filters by collection and has no way to add, edit or delete.
    await signInToAdmin(page)
    // Filtered by user, collection and date (and the document), as the list's filters write the address.
    const me = (await api(page.request, 'GET', '/api/users/me')).body as { user: { id: number } }
    const since = new Date(Date.now() - 10 * 60_000).toISOString()
    await page.goto(
      `/admin/collections/audit-log?where[and][0][user][equals]=${me.user.id}&where[and][1][target][equals]=pages` +
        `&where[and][2][createdAt][greater_than]=${since}&where[and][3][docId][equals]=${id}`,
    )
    await expect(page.getByText(/they are kept \d+ days/)).toBeVisible({ timeout: 15_000 })
    // Payload links a row's first column (the time); the title is a cell of its own.
    await expect(page.getByRole('cell', { name: `Logi ${run} muudetud` }).first()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('link', { name: /create new|loo uus|создать/i })).toHaveCount(0)
    await page.goto(`/admin/collections/audit-log/${one}`)
    await expect(page.locator('#field-title')).toBeDisabled({ timeout: 15_000 })
    await expect(page.locator('#action-save')).toHaveCount(0)
  })
})

async function signInAs(page: Page, role: 'editor' | 'support', address: string, who: string = role) {
  const email = `e2e-${who}-${run}@example.com`
  const password = `e2e-${who}-password-${run}`
  const made = await api(page.request, 'POST', '/api/users', { email, password, roles: [role], name: role })
  expect(made.status).toBe(201)
  const login = await page.request.post('/api/users/login', {
    data: { email, password },
    headers: { 'X-Forwarded-For': address },
  })
  expect(login.status()).toBe(200)
  await page.goto('/admin')
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 })
  return email
}

test.describe('start page and roles', () => {
  test.use({ locale: 'en-GB' })

  test('the admin sees every part of the start page, each count that of the list it links to, with no axe violations', async ({
    page,
  }) => {
    // The start page, its counts' lists through the API and one list in the admin.
    test.setTimeout(120_000)
    await signInToAdmin(page)
    await expect(page.getByRole('heading', { name: 'Needs attention today' })).toBeVisible({ timeout: 15_000 })
    const desk = page.getByRole('region', { name: 'Needs attention today' })
    for (const part of [
      'Contact requests',
      'Active emergency notices and the site banner',
      'Scheduled publishing (14 days)',
      'Price lists',
      'Reminders outbox',
      'Imports',
    ])
      await expect(desk.getByRole('heading', { name: part, exact: true })).toBeVisible()
    // Each count on the page is the number of documents in the list its link opens (the link's own filter,
    // read through the REST API). Other tests add contact requests and notices meanwhile: on a difference
    // the page is read again, until the two agree.
    const counted = [
      /^Undelivered: \d+$/,
      /^Overdue: \d+$/,
      /^Active emergency notices and the site banner \(\d+\)$/,
      /^Validity ends within 30 days \(\d+\)$/,
    ]
    let first = true
    await expect(async () => {
      if (!first) await page.reload()
      first = false
      for (const name of counted) {
        const link = desk.getByRole('link', { name })
        const shown = Number(/(\d+)\)?$/.exec(await link.innerText())![1])
        const href = new URL((await link.getAttribute('href'))!, page.url())
        const query = new URLSearchParams(href.search)
        query.delete('sort')
        query.set('limit', '1')
        query.set('depth', '0')
        const list = await api(page.request, 'GET', `/api/${href.pathname.split('/').at(-1)}?${query}`)
        expect((list.body as { totalDocs: number }).totalDocs, `${name.source}: ${href}`).toBe(shown)
      }
    }).toPass({ timeout: 60_000 })
    // For the seeded price lists: none ends within 30 days of today unless the seed made one, and every
    // region has a valid one.
    const today = todayInTallinn()
    const ending = priceListData(today).filter((l) => l.validTo >= today && l.validTo <= addDays(today, 30))
    await expect(desk.getByRole('link', { name: /^Validity ends within 30 days/ })).toHaveText(
      `Validity ends within 30 days (${ending.length})`,
    )
    await expect(desk.getByText('Every region has a valid price list.')).toBeVisible()
    const undelivered = desk.getByRole('link', { name: /^Undelivered: \d+$/ })
    await expect(undelivered).toHaveAttribute(
      'href',
      /contact-requests\?where%5Bstatus%5D%5Bnot_equals%5D=delivered|contact-requests\?where\[status\]\[not_equals\]=delivered/,
    )
    // The start page only: Payload's own controls around it (the locale selector's contrast, the unlabelled
    // react-select input) are the framework's, reported upstream rather than patched here.
    await expectNoAxeViolations(page, { include: '.editors-desk' })
    await undelivered.click()
    await expect(page).toHaveURL(/\/admin\/collections\/contact-requests/)
  })

  test("an editor sees content tools and not support's; support the reverse; each is refused the other's API", async ({
    browser,
  }) => {
    // Two new users each sign in and open the admin's start page: a budget for that on a busy machine.
    test.setTimeout(120_000)
    const editorContext = await browser.newContext({ locale: 'en-GB' })
    const editor = await editorContext.newPage()
    await signInAs(editor, 'editor', '10.39.0.1')
    await expect(editor.getByRole('heading', { name: 'Needs attention today' })).toBeVisible({ timeout: 15_000 })
    const editorDesk = editor.getByRole('region', { name: 'Needs attention today' })
    await expect(editorDesk.getByRole('heading', { name: 'Price lists', exact: true })).toBeVisible()
    await expect(editorDesk.getByRole('heading', { name: 'Contact requests', exact: true })).toHaveCount(0)
    await expect(editorDesk.getByRole('heading', { name: 'Reminders outbox', exact: true })).toHaveCount(0)
    const nav = editor.getByRole('navigation')
    await expect(nav.getByRole('link', { name: 'Pages', exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Audit trail', exact: true })).toHaveCount(0)
    expect((await editor.request.get('/api/contact-requests')).status()).toBe(403)
    expect((await editor.request.get('/api/audit-log')).status()).toBe(403)
    await expectNoAxeViolations(editor, { include: '.editors-desk' })
    await editorContext.close()

    const supportContext = await browser.newContext({ locale: 'en-GB' })
    const support = await supportContext.newPage()
    await signInAs(support, 'support', '10.39.0.2')
    const supportDesk = support.getByRole('region', { name: 'Needs attention today' })
    await expect(supportDesk.getByRole('heading', { name: 'Contact requests', exact: true })).toBeVisible({
      timeout: 15_000,
    })
    await expect(supportDesk.getByRole('heading', { name: 'Price lists', exact: true })).toHaveCount(0)
    const supportNav = support.getByRole('navigation')
    await expect(supportNav.getByRole('link', { name: 'Pages', exact: true })).toHaveCount(0)
    await expect(supportNav.getByRole('link', { name: /Contact requests|Pöördumised/ })).toBeVisible()
    const refused = await support.request.post('/api/pages', {
      data: { title: 'x', path: `/support-${run}` },
      headers: { 'Content-Type': 'application/json' },
    })
    expect(refused.status()).toBe(403)
    expect((await support.request.get('/api/audit-log')).status()).toBe(403)
    await supportContext.close()
  })
})
