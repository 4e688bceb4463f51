type Item = { title: string; link: string; description: string; date: string }
type Feed = { title: string; description: string; link: string; self: string; language: string; items: Item[] }

function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

function rfc822(value: string): string | null {
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d.toUTCString()
}

/** An RSS 2.0 document; every text is escaped, items without a valid date simply omit pubDate. */
export function buildRss(feed: Feed): string {
  const items = feed.items
    .map((i) => {
      const date = rfc822(i.date)
      return [
        '<item>',
        `<title>${esc(i.title)}</title>`,
        `<link>${esc(i.link)}</link>`,
        `<guid isPermaLink="true">${esc(i.link)}</guid>`,
        `<description>${esc(i.description)}</description>`,
        date ? `<pubDate>${date}</pubDate>` : '',
        '</item>',
      ].join('')
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${esc(feed.title)}</title>
<link>${esc(feed.link)}</link>
<description>${esc(feed.description)}</description>
<language>${esc(feed.language)}</language>
<atom:link href="${esc(feed.self)}" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>
`
}
