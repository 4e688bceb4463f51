import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestPayload, destroyTestPayload } from './helpers/payload'
import { isEmpty, seed } from '../../seed'

let payload: Payload

beforeAll(async () => {
  process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'site-media-'))
  payload = await createTestPayload()
})
afterAll(() => destroyTestPayload(payload))

describe('seed', () => {
  it('fills an empty database with localized site settings', async () => {
    expect(await isEmpty(payload)).toBe(true)
    const report = await seed(payload)
    expect(report.created).toContain('site-settings')
    const ru = await payload.findGlobal({ slug: 'site-settings', locale: 'ru' })
    expect(ru.facts.employees).toBe(600)
    expect(ru.facts.customers).toBe(250000)
    expect(ru.shortNumber).toBe('1919')
    expect(ru.serviceHours).toMatch(/Пн–Пт 09:00–17:00/)
    const en = await payload.findGlobal({ slug: 'site-settings', locale: 'en' })
    expect(en.charges.mobilePerMinute).toBe(0.2278)
  }, 300_000) // the whole demo content (pages, posts, PDFs) loads in this step

  it("is idempotent and keeps editors' changes", async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: 'et',
      data: { serviceHours: 'E–N 08:00–16:00' },
      context: { disableRevalidate: true },
    })
    const again = await seed(payload)
    expect(again.created).toEqual([])
    const et = await payload.findGlobal({ slug: 'site-settings', locale: 'et' })
    expect(et.serviceHours).toBe('E–N 08:00–16:00')
    expect(await isEmpty(payload)).toBe(false)
  }, 120_000)

  it('refuses anonymous writes to settings and users', async () => {
    await expect(
      payload.updateGlobal({ slug: 'site-settings', data: { shortNumber: '0000' }, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'users',
        // A password the policy accepts (12+ characters), so only the missing access refuses it.
        data: { email: 'x@example.com', password: 'password1234', roles: ['admin'] },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
