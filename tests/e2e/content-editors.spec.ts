import { expect, test, type Page } from '@playwright/test'
import { signInToAdmin } from './admin'
import { posts } from '../../seed/content/posts'

// Publishing in /admin shows on the public site within 5 seconds, without a rebuild (tag revalidation).
test.describe('editors publish without a rebuild', () => {
  test.skip(({ isMobile }) => isMobile, 'admin flow runs once')
  // Three admin edits in one test: each step may take up to 15 s on the shared 2-core box, so the
  // default 30 s budget for the whole test is too small. The 5 s freshness checks stay as they are.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  async function editTitleAndPublish(
    page: Page,
    collection: 'pages' | 'posts',
    id: number,
    locale: string,
    title: string,
  ) {
    await page.goto(`/admin/collections/${collection}/${id}?locale=${locale}`)
    const field = page.locator('#field-title')
    await expect(field).toBeVisible({ timeout: 15_000 })
    await field.fill(title)
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/api/${collection}/${id}`) && r.request().method() !== 'GET' && r.ok(),
      { timeout: 15_000 },
    )
    await page.locator('#action-save').click()
    await saved
  }

  async function h1Of(page: Page, path: string): Promise<string> {
    const html = await (await page.request.get(path)).text()
    const raw = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '') ?? ''
    return raw
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  }

  test('a page in Estonian and Russian, and a post in English', async ({ page }) => {
    const pages = await (
      await page.request.get('/api/pages?where[path][equals]=/about/environment-and-quality&limit=1')
    ).json()
    const pageId = pages.docs[0].id as number
    const post = posts.find((p) => !p.long && p.slug !== posts[0].slug)!
    const found = await (await page.request.get(`/api/posts?where[slug][equals]=${post.slug}&limit=1`)).json()
    const postId = found.docs[0].id as number

    // The public pages are cached before the edit.
    expect(await h1Of(page, '/ru/about/environment-and-quality')).not.toContain('(правка)')
    expect(await h1Of(page, `/en/about/news/${post.slug}`)).toBe(post.title.en)

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

    await editTitleAndPublish(page, 'posts', postId, 'en', `${post.title.en} (updated)`)
    await expect
      .poll(() => h1Of(page, `/en/about/news/${post.slug}`), { timeout: 5_000 })
      .toBe(`${post.title.en} (updated)`)
    expect(await h1Of(page, `/about/news/${post.slug}`)).toBe(post.title.et)
  })
})
