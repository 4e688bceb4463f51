import { describe, expect, it } from 'vitest'
import { embedHtml, esc, type EmbedPage } from './page'
import { embedQuerySchema, themeQuery } from './query'
import { loaderScript } from './loaderScript'
import { FRAME_SCRIPT, FRAME_SCRIPT_SOURCE } from './frameScript'
import { resolveTheme } from './theme'
import { createHash } from 'node:crypto'

const texts: EmbedPage['texts'] = {
  title: 'Collection days',
  intro: 'Enter an address.',
  lookupLabel: 'Address or contract number',
  lookupHint: 'For example …',
  submit: 'Show',
  next: 'Next',
  following: 'Then',
  noNext: 'None',
  moreOnSite: 'More',
  opensNewTab: '(new tab)',
  poweredBy: 'Data: Jäätmeveo AS',
  themeInvalid: 'Invalid theme',
  themeContrast: 'Low contrast',
  containerCount: (item, count) => `${item} × ${count}`,
}

const page = (over: Partial<EmbedPage> = {}): EmbedPage => ({
  locale: 'en',
  texts,
  company: 'Jäätmeveo AS',
  action: '/en/embed/collections',
  hidden: {},
  value: '',
  fieldError: null,
  answer: { kind: 'none' },
  theme: resolveTheme({}).theme,
  themeProblems: [],
  ...over,
})

describe('the embed page', () => {
  it('escapes every text it writes', () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
    const html = embedHtml(
      page({
        value: '"><script>alert(1)</script>',
        answer: { kind: 'message', tone: 'info', text: '<img src=x onerror=alert(1)>' },
        hidden: { accent: '"><b>' },
      }),
    )
    expect(html).not.toMatch(/<script>alert|<img|<b>/)
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
  })

  it('is one document with its language, a labelled field and its one script', () => {
    const html = embedHtml(page({ fieldError: 'Too long' }))
    expect(html).toMatch(/^<!doctype html><html lang="en">/)
    expect(html).toContain('<label for="lookup">Address or contract number</label>')
    expect(html).toContain('aria-describedby="lh le"')
    expect(html).toContain('aria-invalid="true"')
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html).toContain(`<script>${FRAME_SCRIPT}</script>`)
    // The policy's hash is the script's own.
    expect(FRAME_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(FRAME_SCRIPT).digest('base64')}'`)
  })

  it('bounds and tidies its query, and keeps only the theme values given', () => {
    const q = embedQuerySchema.parse({
      lookup: 'x'.repeat(5000),
      address: '  ',
      contractNumber: ['1', '2'],
      accent: '#036',
      other: 'ignored',
    })
    expect(q.lookup).toHaveLength(201)
    expect(q.address).toBeUndefined()
    expect(q.contractNumber).toBeUndefined()
    expect(q).not.toHaveProperty('other')
    expect(themeQuery(resolveTheme(q).theme, q)).toEqual({ accent: '#003366' })
  })
})

describe('/embed.js', () => {
  it('is valid script with the titles as data, whatever they hold', () => {
    const script = loaderScript({ et: 'a', ru: 'b', en: '</script><script>alert(1)//' })
    expect(() => new Function(script)).not.toThrow()
    expect(script).not.toContain('</script><script>alert')
    expect(script).toContain('\\u003c/script>\\u003cscript>alert(1)//')
    expect(script).toContain("m.type !== 'jaatmeveo-widget:height'")
    expect(script).toContain('e.origin !== origin')
  })
})
