import { describe, expect, it } from 'vitest'
import { buildRss } from './rss'

describe('buildRss', () => {
  it('escapes text and dates items', () => {
    const xml = buildRss({
      title: 'News & notes',
      description: 'x',
      link: 'https://example.test/about/news',
      self: 'https://example.test/about/news/rss',
      language: 'ru',
      items: [
        {
          title: 'A <b> "quote"',
          link: 'https://example.test/about/news/a?x=1&y=2',
          description: 'Вывоз',
          date: '2026-03-01T00:00:00.000Z',
        },
        { title: 'No date', link: 'https://example.test/b', description: '', date: 'nope' },
      ],
    })
    expect(xml).toContain('<title>News &amp; notes</title>')
    expect(xml).toContain('A &lt;b&gt; &quot;quote&quot;')
    expect(xml).toContain('a?x=1&amp;y=2')
    expect(xml).toContain('<pubDate>Sun, 01 Mar 2026 00:00:00 GMT</pubDate>')
    expect(xml.match(/<pubDate>/g)).toHaveLength(1)
    expect(xml).toContain('<language>ru</language>')
  })
})
