import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './RichText'

// Links stored before the importer sanitised them (or typed by an editor) still render safely: the same
// sanitiser as the WordPress API's output turns a script or data address into "#".
const doc = (url: string) =>
  ({
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'paragraph',
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          children: [
            {
              type: 'link',
              format: '',
              indent: 0,
              version: 3,
              direction: 'ltr',
              fields: { url, newTab: false, linkType: 'custom' },
              children: [{ type: 'text', text: 'vajuta', format: 0, mode: 'normal', style: '', detail: 0, version: 1 }],
            },
          ],
        },
      ],
    },
  }) as never

const render = (url: string) => renderToStaticMarkup(createElement(RichText, { data: doc(url), locale: 'ru' }))

describe('links in rich text', () => {
  it('renders javascript: and data: links as "#"', () => {
    for (const url of ['javascript:alert(1)', ' JaVaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x'])
      expect(render(url), url).toContain('<a href="#">vajuta</a>')
  })

  it('keeps site links in the reader’s language and opens outside links in a new tab', () => {
    expect(render('/about/company')).toContain('<a href="/ru/about/company">')
    expect(render('https://example.ee/x')).toContain(
      '<a href="https://example.ee/x" target="_blank" rel="noopener noreferrer">',
    )
    expect(render('mailto:info@example.ee')).toContain('<a href="mailto:info@example.ee">')
  })
})
