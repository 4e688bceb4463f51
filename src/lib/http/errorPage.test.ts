import { describe, expect, it } from 'vitest'
import {
  ERROR_PAGE_HEADER,
  ERROR_STATUS_HEADER,
  errorPagePath,
  errorPageRewrite,
  errorPageStatus,
  isErrorPageToken,
  issueErrorPageToken,
} from './errorPage'

const headersOf = (h: Record<string, string>) => new Headers(h)

describe('error page token', () => {
  it('accepts only the token this process issued', () => {
    // Before the server issues one (as under `next dev`), nothing opens the internal page.
    expect(isErrorPageToken('anything')).toBe(false)
    expect(errorPageRewrite('/ru/x', headersOf({ [ERROR_STATUS_HEADER]: '404' }))).toBeNull()
    const token = issueErrorPageToken()
    expect(token.length).toBeGreaterThanOrEqual(40)
    expect(issueErrorPageToken()).toBe(token)
    expect(isErrorPageToken(token)).toBe(true)
    expect(isErrorPageToken(token.slice(1))).toBe(false)
    expect(isErrorPageToken(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).toBe(false)
    expect(isErrorPageToken('')).toBe(false)
    expect(isErrorPageToken(null)).toBe(false)
  })

  it('names two statuses', () => {
    expect(errorPageStatus.options).toEqual(['404', '500'])
    expect(errorPageStatus.safeParse('403').success).toBe(false)
    expect(errorPagePath('et', '500')).toBe('/et/error-page/500')
  })

  it("rewrites only the server's own request, to the internal page of the address's locale", () => {
    const token = issueErrorPageToken()
    const own = (status: string) => headersOf({ [ERROR_PAGE_HEADER]: token, [ERROR_STATUS_HEADER]: status })
    expect(errorPageRewrite('/ru/no-such-page', own('404'))).toBe('/ru/error-page/404')
    expect(errorPageRewrite('/test-error', own('500'))).toBe('/et/error-page/500')
    expect(errorPageRewrite('/xx/y', own('404'))).toBe('/et/error-page/404')
    expect(errorPageRewrite('/en/x', own('403'))).toBeNull()
    expect(
      errorPageRewrite('/en/x', headersOf({ [ERROR_PAGE_HEADER]: 'guess', [ERROR_STATUS_HEADER]: '404' })),
    ).toBeNull()
    expect(errorPageRewrite('/en/x', headersOf({}))).toBeNull()
  })
})
