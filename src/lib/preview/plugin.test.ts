import { describe, expect, it } from 'vitest'
import { tabLocale } from './plugin'

const request = (query: Record<string, unknown>, referer?: string) => ({
  query,
  headers: new Headers(referer ? { referer } : {}),
})

// Payload passes `locale` from the view's `?locale=` when it renders a document, and from the user's stored
// preference (the locale last opened in any tab) in the server function that rebuilds the links after a save.
describe("the preview link's locale", () => {
  it("is Payload's when the request names a locale (the document view's own render)", () => {
    const req = request({ locale: 'ru' }, 'http://127.0.0.1/admin/collections/pages/4?locale=en')
    expect(tabLocale(req, { code: 'ru', label: '' })).toBe('ru')
    expect(tabLocale(req, 'ru')).toBe('ru')
  })

  it("is the tab's after a save, read from the address the server function was posted from", () => {
    const req = request({}, 'http://127.0.0.1/admin/collections/posts/9?locale=en&depth=1')
    expect(tabLocale(req, { code: 'et', label: '' })).toBe('en')
  })

  it("stays Payload's without a usable Referer", () => {
    for (const referer of [
      undefined,
      'not a url',
      'http://127.0.0.1/admin/collections/pages/4',
      'http://127.0.0.1/admin/collections/pages/4?locale=de',
      'http://127.0.0.1/en/about?locale=en',
      `http://127.0.0.1/admin/collections/pages/4?locale=en&x=${'a'.repeat(3000)}`,
    ])
      expect(tabLocale(request({}, referer), { code: 'ru', label: '' })).toBe('ru')
    expect(tabLocale(undefined, null)).toBe('et')
  })
})
