import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONFIG_DOCS_PATH, renderConfigDocs } from './config-docs'

describe('docs/configuration.md', () => {
  it('is what `npm run docs:config` renders from the settings schema today', () => {
    expect(readFileSync(CONFIG_DOCS_PATH, 'utf8'), 'stale: run `npm run docs:config` and commit the page').toBe(
      renderConfigDocs(),
    )
  })

  it('lists every variable the server reads and leaves out the removed one', () => {
    const page = renderConfigDocs()
    for (const name of ['DATABASE_URL', 'TRUSTED_PROXIES', 'PAGE_CACHE', 'REMINDERS_SEND_RATE']) {
      expect(page).toContain(`- \`${name}\` (default:`)
    }
    expect(page).toContain('- `PORT` (default: `3000`): HTTP port')
    expect(page).toContain('- `TRUSTED_PROXIES` (default: empty)')
    expect(page).toContain('- `SITE_URL` (default: unset)')
    expect(page).not.toContain('DISCHARGES_TRUSTED_PROXY_HOPS')
  })
})
