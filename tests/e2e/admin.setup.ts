import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test as setup } from '@playwright/test'
import { ADMIN, ADMIN_STATE } from './support/admin'

// Runs once before the desktop and phone projects (playwright.config.ts): one login through the admin's
// own form, whose session every admin test then shares (see ADMIN_STATE).
setup('sign in to the admin once', async ({ page }) => {
  // The first admin page of a freshly started server: its route is compiled into memory and the sign-in
  // form is drawn by the admin's scripts, which on the shared two-core machine took over 30 s.
  setup.setTimeout(120_000)
  await page.goto('/admin/login')
  await expect(page.locator('#field-email')).toBeEditable({ timeout: 90_000 })
  await page.locator('#field-email').fill(ADMIN.email)
  await page.locator('#field-password').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 })
  mkdirSync(path.dirname(ADMIN_STATE), { recursive: true })
  await page.context().storageState({ path: ADMIN_STATE })
})
