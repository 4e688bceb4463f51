import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { scriptCommand } from '../../scripts/build/bundle.mjs'
import { E2E_SETTINGS } from '../../scripts/test/e2e-snapshot.mjs'
import { NON_LATIN_WXR, nonLatinWxr } from '../int/fixtures/wordpress/export'
import { adminToken } from './support/admin'

/* Old WordPress permalinks in Cyrillic and with Estonian letters, after `npm run import:wordpress` on the running
   site's database: each, however the client spells it, answers a permanent redirect to the imported post, which
   shows its title in its language. */

const port = Number(process.env.E2E_PORT ?? 3200)
const root = process.cwd()

/** One GET with the path's bytes exactly as given (a browser or fetch would re-encode them): status, Location. */
function rawGet(target: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a server may drop a request whose client has already half-closed the connection.
    // `Connection: close` has the server end it once it has answered.
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)),
    )
    let head = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (head += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1] ?? null
      resolve({ status, location: location && new URL(location, 'http://x').pathname })
    })
  })
}

/**
 * The redirects a client meets from `target` on, each with its status, until the first answer that is not one
 * (at most three hops). Next first drops a trailing slash (its own permanent redirect), then the catch-all
 * answers the stored one.
 */
async function redirectsFrom(target: string): Promise<{ statuses: number[]; end: string }> {
  const statuses: number[] = []
  let at = target
  for (let hop = 0; hop < 3; hop++) {
    const { status, location } = await rawGet(at)
    if (!location || status < 300 || status > 399) break
    statuses.push(status)
    at = location
  }
  return { statuses, end: at }
}

/**
 * What WordPress writes (lower-case escapes), what browsers send for a typed or pasted address (upper-case), and
 * more. Unescaped UTF-8 bytes on the wire are no spelling a client may send (RFC 9112: the request line is
 * ASCII); Node's parser answers them 400, which the test checks too.
 */
const spellings = (p: string) => {
  const lower = encodeURI(p).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())
  return {
    'lower-case escapes': lower,
    'upper-case escapes': encodeURI(p),
    'no trailing slash': lower.replace(/\/$/, ''),
    'decomposed letters (NFD)': encodeURI(p.normalize('NFD')),
  }
}

test.describe('old WordPress permalinks in Cyrillic and Estonian', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000)
    const dir = mkdtempSync(path.join(tmpdir(), 'wxr-'))
    try {
      const file = path.join(dir, 'export.xml')
      writeFileSync(file, nonLatinWxr('https://vana.example.ee'))
      // The server's own database (scripts/test/e2e-server.mjs); the browser test on PostgreSQL runs only its smoke.
      // Bundled and run by plain Node, as `npm start` runs the seed (scripts/build/bundle.mjs).
      const [node, nodeArgs] = await scriptCommand('scripts/ops/import-wordpress.ts')
      execFileSync(node, [...nodeArgs, '--wxr', file], {
        cwd: root,
        stdio: 'pipe',
        env: {
          ...process.env,
          ...E2E_SETTINGS,
          NODE_ENV: 'production',
          SITE_URL: `http://127.0.0.1:${port}`,
          DATABASE_URL: `file:${path.join(root, 'data', `e2e-${port}.db`)}`,
          MEDIA_DIR: path.join(root, 'data', `e2e-${port}-media`),
        },
      })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    // A stand-alone import does not reach the running site's caches (decision 023); an editor's save of a
    // redirect does: saving one of the imported ones unchanged expires the site's redirect table.
    const headers = { Authorization: `JWT ${adminToken()}` }
    const found = await request.get(
      `/api/redirects?where[from][equals]=${encodeURIComponent('/только-по-русски')}&depth=0`,
      { headers },
    )
    const [redirect] = ((await found.json()) as { docs: { id: number }[] }).docs
    expect(redirect, 'the import wrote the redirect').toBeTruthy()
    expect((await request.patch(`/api/redirects/${redirect.id}`, { headers, data: { type: '301' } })).status()).toBe(
      200,
    )
  })

  for (const [name, entry, locale, to] of [
    ['Russian-only post', NON_LATIN_WXR.ruOnly, 'ru', `/ru/about/news/${NON_LATIN_WXR.ruOnly.slug}`],
    ['Estonian post with õ and ä', NON_LATIN_WXR.et, 'et', `/about/news/${NON_LATIN_WXR.et.slug}`],
    ['its Russian translation', NON_LATIN_WXR.ru, 'ru', `/ru/about/news/${NON_LATIN_WXR.ru.slug}`],
  ] as const) {
    test(`${name}: every spelling of the old address redirects permanently to ${to}`, async ({ page }) => {
      for (const [how, sent] of Object.entries(spellings(entry.path)))
        expect({ how, ...(await redirectsFrom(sent)) }).toEqual({
          how,
          // Permanent at every hop, one hop more when the old address ends in a slash.
          statuses: sent.endsWith('/') ? [308, 308] : [308],
          end: to,
        })

      expect((await rawGet(entry.path)).status, 'unescaped UTF-8 bytes in the request line').toBe(400)

      // The address typed as it reads: the browser escapes it, follows the redirects and shows the post.
      await page.goto(entry.path)
      await expect(page).toHaveURL(new RegExp(`${to}$`))
      await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })
  }
})
