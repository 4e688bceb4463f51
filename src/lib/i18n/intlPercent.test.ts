import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { forIntl } from './intlPercent'

// next-intl's middleware runs decodeURI on the path and rewrites to the result (its own module cannot be
// loaded under Vitest); the browser-test fuzz (tests/e2e/fuzz.spec.ts) runs the real one.
const rewrittenByIntl = (path: string) =>
  new URL(decodeURI(forIntl(new NextRequest(`http://localhost${path}`)).nextUrl.pathname), 'http://localhost').pathname

describe('forIntl', () => {
  it('leaves a path without an escaped percent as it is', () => {
    const request = new NextRequest('http://localhost/ru/about/%D0%BE')
    expect(forIntl(request)).toBe(request)
  })

  it('escapes a percent once more, so the path next-intl rewrites to decodes to the text sent', () => {
    for (const path of ['/about/%25FF', '/en/about/a%25b%C3%B5', '/about/%25', '/%25%25'])
      expect(decodeURIComponent(rewrittenByIntl(path))).toBe(decodeURIComponent(path))
    // Without it the path next-intl rewrites to has a bare %, which Next cannot decode (a 500).
    expect(() => decodeURIComponent(decodeURI('/about/%25FF'))).toThrow(URIError)
  })
})
