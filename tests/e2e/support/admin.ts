import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/** The first admin that scripts/test/e2e-server.mjs creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' } as const

/**
 * The admin's signed-in browser state, written once per run by the `admin-setup` project (admin.setup.ts).
 * Payload 3 keeps an account's sessions in one array on the user and each login reads, extends and writes
 * it back, so parallel logins of the one test admin could drop each other's session; every test shares
 * this single session instead of logging in itself.
 */
export const ADMIN_STATE = path.join(
  process.cwd(),
  'playwright',
  '.auth',
  // One file per server port (playwright.config.ts), so runs side by side do not sign in over each other.
  `admin-${process.env.E2E_PORT ?? 3200}.json`,
)

type State = { cookies: Parameters<import('@playwright/test').BrowserContext['addCookies']>[0] }

function adminState(): State {
  return JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as State
}

/** The admin's API token (Payload's `payload-token` cookie), for `Authorization: JWT …` requests. */
export function adminToken(): string {
  const cookie = adminState().cookies.find((c) => c.name === 'payload-token')
  if (!cookie) throw new Error(`no payload-token in ${ADMIN_STATE}; the admin-setup project did not run`)
  return cookie.value
}

/** Puts the shared admin session into this page's browser context and opens the admin. */
export async function signInToAdmin(page: Page) {
  await page.context().addCookies(adminState().cookies)
  await page.goto('/admin')
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 })
}

type Edited = 'pages' | 'posts'

/** A save of the document's draft in the admin, as the browser's answer (its body names the saved title). */
function saveOf(page: Page, collection: Edited, id: number, kind: 'autosave' | 'publish', title?: string) {
  return page.waitForResponse(
    async (r) => {
      const url = new URL(r.url())
      if (url.pathname !== `/api/${collection}/${id}` || r.request().method() !== 'PATCH') return false
      // Payload's autosave sends ?autosave=true&draft=true, "Save draft" ?draft=true, "Publish" neither.
      const autosave = url.searchParams.get('autosave') === 'true'
      if (kind === 'autosave' ? !autosave : url.searchParams.has('draft') || autosave) return false
      if (title === undefined) return true
      const body = (await r.json().catch(() => null)) as { doc?: { title?: string } } | null
      return body?.doc?.title === title
    },
    // A save on the shared two-core machine, with the other worker's browser running, can take seconds.
    { timeout: 30_000 },
  )
}

/**
 * The autosave of `title`, typed into a page's or post's document view: pages and posts save their draft
 * shortly after the typing pauses, which is what re-renders the live preview.
 */
export const autosaveOf = (page: Page, collection: Edited, id: number, title: string) =>
  saveOf(page, collection, id, 'autosave', title)

/**
 * Types a new title into a page's or post's document view in the admin and publishes it, as an editor does.
 * Every step waits on the admin's own signal, never on a clock: the form is editable once Payload has built
 * its state; the typed title's autosave is answered (an earlier publish would race it: Payload disables
 * "Publish changes" while an autosave runs, so a click landing then is lost, and an autosave answered after a
 * publish leaves a newer draft); the button is enabled again once the autosave's form state is back; and the
 * publish is its own answer, told from an autosave's by its query.
 */
export async function editTitleAndPublish(page: Page, collection: Edited, id: number, locale: string, title: string) {
  await page.goto(`/admin/collections/${collection}/${id}?locale=${locale}`)
  const field = page.locator('#field-title')
  await expect(field).toBeEditable({ timeout: 20_000 })
  const autosaved = autosaveOf(page, collection, id, title)
  await field.fill(title)
  expect((await autosaved).status()).toBe(200)
  const publish = page.locator('#action-save')
  await expect(publish).toBeEnabled({ timeout: 15_000 })
  const published = saveOf(page, collection, id, 'publish')
  await publish.click()
  const answer = await published
  expect(answer.status(), await answer.text()).toBe(200)
  expect(((await answer.json()) as { doc: { title: string; _status: string } }).doc).toMatchObject({
    title,
    _status: 'published',
  })
}
