import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitizeHtml'

describe('sanitizeHtml', () => {
  it('keeps text structure, tables and images; drops scripts, styles, handlers, frames and forms', () => {
    const html =
      '<h2 style="color:red">T</h2><table><tr><td colspan="2">a</td></tr></table><img src="https://x.ee/a.png" alt="A" onerror="x()">' +
      '<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><form><input name="q"></form>'
    expect(sanitizeHtml(html)).toBe(
      '<h2>T</h2><table><tr><td colspan="2">a</td></tr></table><img src="https://x.ee/a.png" alt="A" />',
    )
  })

  it('keeps web, mail and phone links only, and a new-tab link gets noopener', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="tel:+3725555" target="_self">x</a>')).toBe('<a href="tel:+3725555">x</a>')
    expect(sanitizeHtml('<a href="https://a.ee" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.ee" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
