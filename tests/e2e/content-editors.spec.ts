import { expect, test, type Page } from '@playwright/test'
import { adminToken, editTitleAndPublish, signInToAdmin } from './support/admin'
import { posts } from '../../seed/content/posts'

// Publishing in /admin shows on the public site within 5 seconds, without a rebuild (tag revalidation),
// also where the page was served from the edge page cache (decision 019): the pages are read as a browser
// loads them, and each is checked to be stored before the edit.
test.describe('editors publish without a rebuild', () => {
  test.skip(({ isMobile }) => isMobile, 'admin flow runs once')
  // Three admin edits per test: an edit (open the document, type, its autosave, publish) took up to 50 s on
  // the shared two-core machine (load about 13) with the other worker's browser running, so the default 30 s
  // budget is far too small. The 5 s freshness checks stay as they are.
  test.describe.configure({ mode: 'serial', timeout: 300_000 })

  // What a browser sends for a page load: the edge cache answers these.
  const PAGE_LOAD = { accept: 'text/html,application/xhtml+xml' }

  async function htmlOf(page: Page, path: string): Promise<string> {
    return (await page.request.get(path, { headers: PAGE_LOAD })).text()
  }

  /** Loads the pages until the edge serves each from its store, so the edit must reach the stored copy. */
  async function expectStored(page: Page, paths: string[]) {
    for (const path of paths) {
      await expect
        .poll(async () => (await page.request.get(path, { headers: PAGE_LOAD })).headers()['x-page-cache'], {
          message: `${path} is served from the page cache`,
          timeout: 10_000,
        })
        .toBe('hit')
    }
  }

  async function h1Of(page: Page, path: string): Promise<string> {
    const html = await htmlOf(page, path)
    const raw = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '') ?? ''
    return raw
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  }

  async function seeded(page: Page) {
    const pages = await (
      await page.request.get('/api/pages?where[path][equals]=/about/environment-and-quality&limit=1')
    ).json()
    const pageId = pages.docs[0].id as number
    const post = posts.find((p) => !p.long && p.slug !== posts[0].slug)!
    const found = await (await page.request.get(`/api/posts?where[slug][equals]=${post.slug}&limit=1`)).json()
    const postId = found.docs[0].id as number
    const pagePaths = ['', '/ru', '/en'].map((prefix) => `${prefix}/about/environment-and-quality`)
    const postPaths = ['', '/ru', '/en'].map((prefix) => `${prefix}/about/news/${post.slug}`)
    return { pageId, post, postId, pagePaths, postPaths }
  }

  // A page and a post, three admin edits each (a test each, so each has its own budget).
  test('a page, in Estonian, Russian and English', async ({ page }) => {
    const { pageId, pagePaths } = await seeded(page)
    // The public pages are cached before the edit.
    await expectStored(page, pagePaths)
    expect(await h1Of(page, '/ru/about/environment-and-quality')).not.toContain('(правка)')

    await signInToAdmin(page)

    await editTitleAndPublish(page, 'pages', pageId, 'et', 'Keskkond ja kvaliteet (muudetud)')
    await expect
      .poll(() => h1Of(page, '/about/environment-and-quality'), { timeout: 5_000 })
      .toBe('Keskkond ja kvaliteet (muudetud)')

    await editTitleAndPublish(page, 'pages', pageId, 'ru', 'Окружающая среда и качество (правка)')
    await expect
      .poll(() => h1Of(page, '/ru/about/environment-and-quality'), { timeout: 5_000 })
      .toBe('Окружающая среда и качество (правка)')
    // The other locales keep their own titles.
    expect(await h1Of(page, '/about/environment-and-quality')).toBe('Keskkond ja kvaliteet (muudetud)')

    await expectStored(page, pagePaths)
    await editTitleAndPublish(page, 'pages', pageId, 'en', 'Environment and quality (edited)')
    await expect
      .poll(() => h1Of(page, '/en/about/environment-and-quality'), { timeout: 5_000 })
      .toBe('Environment and quality (edited)')
    expect(await h1Of(page, '/ru/about/environment-and-quality')).toBe('Окружающая среда и качество (правка)')
  })

  test('a post, in English, Estonian and Russian', async ({ page }) => {
    const { post, postId, postPaths } = await seeded(page)
    await expectStored(page, postPaths)
    expect(await h1Of(page, `/en/about/news/${post.slug}`)).toBe(post.title.en)

    await signInToAdmin(page)

    await editTitleAndPublish(page, 'posts', postId, 'en', `${post.title.en} (updated)`)
    await expect
      .poll(() => h1Of(page, `/en/about/news/${post.slug}`), { timeout: 5_000 })
      .toBe(`${post.title.en} (updated)`)
    expect(await h1Of(page, `/about/news/${post.slug}`)).toBe(post.title.et)

    await expectStored(page, postPaths)
    await editTitleAndPublish(page, 'posts', postId, 'et', `${post.title.et} (muudetud)`)
    await expect
      .poll(() => h1Of(page, `/about/news/${post.slug}`), { timeout: 5_000 })
      .toBe(`${post.title.et} (muudetud)`)
    await editTitleAndPublish(page, 'posts', postId, 'ru', `${post.title.ru} (правка)`)
    await expect
      .poll(() => h1Of(page, `/ru/about/news/${post.slug}`), { timeout: 5_000 })
      .toBe(`${post.title.ru} (правка)`)
    expect(await h1Of(page, `/en/about/news/${post.slug}`)).toBe(`${post.title.en} (updated)`)
  })

  // The header menu and the site settings feed every page: an edit shows on pages of every kind.
  const LOCALES = [
    { locale: 'et', prefix: '', mark: '(muudetud)' },
    { locale: 'ru', prefix: '/ru', mark: '(правка)' },
    { locale: 'en', prefix: '/en', mark: '(edited)' },
  ] as const
  const SHOWN_ON = ['/', '/about/company', '/home-customer/waste-stations', '/about/news']

  /** Within 5 s of the save, every one of the pages shows the text (the ones that do not yet are listed). */
  async function expectAllShow(page: Page, paths: string[], text: string) {
    await expect
      .poll(
        async () => {
          const pages = await Promise.all(paths.map(async (path) => ({ path, html: await htmlOf(page, path) })))
          return pages.filter(({ html }) => !html.includes(text)).map(({ path }) => path)
        },
        { message: `every page shows "${text}"`, timeout: 5_000 },
      )
      .toEqual([])
  }

  test('the header menu and the site settings, in Estonian, Russian and English', async ({ page }) => {
    await signInToAdmin(page)
    type MenuItem = { label: string; children?: MenuItem[] | null }
    // As the admin's own requests do, with its session.
    const asAdmin = { Authorization: `JWT ${adminToken()}` }
    const save = async (url: string, data: object) => {
      const response = await page.request.post(url, { data, headers: asAdmin })
      expect(response.ok(), `${url}: ${await response.text()}`).toBe(true)
    }
    for (const { locale, prefix, mark } of LOCALES) {
      const paths = SHOWN_ON.map((path) => (prefix + path).replace(/(.)\/$/, '$1'))
      const api = `/api/globals/header-menu?locale=${locale}&depth=0`
      const menu = (await (await page.request.get(`${api}&fallback-locale=none`, { headers: asAdmin })).json()) as {
        items: MenuItem[]
      }
      // An entry no other test reads: "Hanked ja toetused" under "Meist", in each language.
      const entry = menu.items[0]!.children![3]!
      const original = entry.label
      await expectStored(page, paths)
      entry.label = `${original} ${mark}`
      await save(api, { items: menu.items })
      await expectAllShow(page, paths, entry.label)
      entry.label = original
      await save(api, { items: menu.items })

      const settingsApi = `/api/globals/site-settings?locale=${locale}&depth=0`
      const settings = (await (
        await page.request.get(`${settingsApi}&fallback-locale=none`, { headers: asAdmin })
      ).json()) as {
        callsNote: string
      }
      await expectStored(page, paths)
      const note = `${settings.callsNote} ${mark}`
      await save(settingsApi, { callsNote: note })
      await expectAllShow(page, paths, note)
      await save(settingsApi, { callsNote: settings.callsNote })
    }
  })
})
