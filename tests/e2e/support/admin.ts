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
