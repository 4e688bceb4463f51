import { expect, test } from '@playwright/test'
import { ADMIN } from './support/admin'

// The admin's own sign-in form against the throttle (decision 017). Every request of
// this run comes from one loopback address, so the test ends with a correct sign-in, which clears the
// address's delay for whatever runs after it.
// An Estonian browser: the admin and its API answer in the browser's language.
test.use({ locale: 'et-EE' })

test('the sign-in form shows a wrong password, then the growing wait, and a correct password still works', async ({
  page,
}) => {
  // Seven sign-ins, the server's wait and one more sign-in: over 30 s on a loaded machine, and a run cut
  // short before its correct sign-in leaves the address throttled for its retry.
  test.setTimeout(120_000)
  await page.goto('/admin/login')
  const email = page.getByRole('textbox', { name: /e-post/i })
  const password = page.getByLabel(/parool/i)
  const submit = page.getByRole('button', { name: 'Logi sisse' })
  await expect(email).toBeVisible({ timeout: 20_000 })

  const signIn = async (secret: string) => {
    await email.fill(ADMIN.email)
    await password.fill(secret)
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/users/login'))
    await submit.click()
    return answer
  }

  // The free attempts (five per address, one of them maybe spent by admin.setup.ts's sign-in) and one
  // more; none of them locks the account or says whether it exists. Then the address has to wait.
  let refused = await signIn('not the password 0')
  let wrong = 0
  while (refused.status() === 401 && wrong < 7) {
    wrong++
    await expect(page.getByText('Sisestatud e-post või parool on vale.').first()).toBeVisible()
    refused = await signIn(`not the password ${wrong}`)
  }
  expect(wrong).toBeGreaterThanOrEqual(5)
  expect(refused.status()).toBe(429)
  const wait = Number(refused.headers()['retry-after'])
  expect(wait).toBeGreaterThan(0)
  await expect(page.getByText(`Liiga palju katseid. Proovige uuesti ${wait} sekundi pärast.`)).toBeVisible()

  // After the wait the right password signs in; the answer carries no token, the cookie is SameSite=Strict.
  // A wait on the clock: the delay runs on the server's clock, which page.clock (the browser's) does not
  // move, and the page shows no countdown to wait for; a sign-in sent to find out would be one more attempt.
  await page.waitForTimeout(wait * 1000 + 200)
  const accepted = await signIn(ADMIN.password)
  expect(accepted.status()).toBe(200)
  expect(await accepted.json()).not.toHaveProperty('token')
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 15_000 })
  const session = (await page.context().cookies()).find((c) => c.name === 'payload-token')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict' })
})
