import { expect, type Page } from '@playwright/test'

/** The first admin that scripts/e2e-server.mjs creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' } as const

/** Signs in through the admin's own login form and waits until it has left the login page. */
export async function signInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(ADMIN.email)
  await page.locator('#field-password').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 })
}
