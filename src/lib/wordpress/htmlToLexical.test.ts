import { describe, expect, it } from 'vitest'
import { htmlToLexical, type ConvertContext } from './htmlToLexical'
import { richTextToHtml } from './render'

const ctx: ConvertContext = {
  image: (src, wpId) => (wpId === 55 || src.endsWith('/known.jpg') ? 7 : null),
  link: (href) => href.replace('https://old.example.ee', ''),
  source: 'post 1 (et)',
}
const html = (input: string, extra: Partial<ConvertContext> = {}) => {
  const { state, warnings } = htmlToLexical(input, { ...ctx, ...extra })
  return { out: richTextToHtml(state, 'ru', 'https://site.ee'), warnings, state }
}

describe('htmlToLexical', () => {
  it('stores no javascript: or data: link: the text stays, the link is dropped with a warning', () => {
    const { state, warnings } = html(
      '<p><a href="javascript:alert(1)">vajuta</a> <a href=" JaVa&#x09;Script:alert(1)">ka</a> <a href="data:text/html,x">see</a> <a href="/ok">hea</a></p>',
    )
    const stored = JSON.stringify(state)
    expect(stored).not.toMatch(/javascript|data:text/i)
    expect(stored).toContain('vajuta')
    expect(stored).toContain('"url":"/ok"')
    expect(warnings).toHaveLength(3)
  })
  it('converts block-editor markup: headings, paragraphs with formatting and links, lists, quotes, rules', () => {
    const { out, warnings } = html(
      '<!-- wp:heading --><h1>Pealkiri</h1><!-- /wp:heading -->\n<!-- wp:paragraph --><p>Tere <strong>maailm</strong> ja <a href="https://old.example.ee/about/">meist</a>,<br />uus rida</p><!-- /wp:paragraph -->\n' +
        '<ul><li>üks</li><li>kaks<ul><li>alam</li></ul></li></ul><ol><li><p>esimene</p></li></ol><blockquote class="wp-block-quote"><p>Tsitaat</p></blockquote><hr>',
    )
    expect(warnings).toEqual([])
    expect(out).toContain('<h2>Pealkiri</h2>')
    expect(out).toContain(
      '<p>Tere <strong>maailm</strong> ja <a href="https://site.ee/ru/about/">meist</a>,<br />uus rida</p>',
    )
    expect(out).toMatch(/<ul class="list-bullet">\s*<li[^>]*>üks<\/li>/)
    expect(out).toMatch(/<ul class="list-bullet">\s*<li[^>]*>alam<\/li>/)
    expect(out).toMatch(/<ol class="list-number">\s*<li[^>]*>esimene<\/li>/)
    expect(out).toContain('<blockquote>Tsitaat</blockquote>')
    expect(out).toContain('<hr />')
  })

  it('turns imported images into uploads and keeps unknown images as links with a warning', () => {
    const { state, warnings } = html(
      '<figure class="wp-block-image"><img src="https://old.example.ee/x-300x200.jpg" class="wp-image-55" alt="A"><figcaption>Allkiri</figcaption></figure><p>Vaata <img src="https://cdn.example/other.png" alt="muu"></p>',
    )
    const types = state.root.children as { type: string; value?: number }[]
    expect(types.map((n) => n.type)).toEqual(['upload', 'paragraph', 'paragraph', 'paragraph'])
    expect(types[0].value).toBe(7)
    expect(warnings).toEqual(['image https://cdn.example/other.png was not imported; kept as a link'])
  })

  it('converts tables with header cells, and embeds to links', () => {
    const { out, warnings } = html(
      '<figure class="wp-block-table"><table><thead><tr><th>Maht</th><th>Hind</th></tr></thead><tbody><tr><td>5 m³</td><td>10 €</td></tr></tbody></table></figure>' +
        '<figure class="wp-block-embed is-type-video"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=abc\n</div></figure><iframe src="https://maps.example/embed"></iframe>',
    )
    expect(out).toMatch(/<th[^>]*>\s*<p>Maht<\/p>/)
    expect(out).toMatch(/<td[^>]*>\s*<p>10 €<\/p>/)
    expect(out).toContain('<a href="https://www.youtube.com/watch?v=abc" target="_blank" rel="noopener noreferrer">')
    expect(out).toContain('href="https://maps.example/embed"')
    expect(warnings).toEqual(['embed kept as a link', 'embedded <iframe> kept as a link'])
  })

  it('keeps markup without an equivalent as an imported-HTML block (sanitized when shown) and removes scripts', () => {
    const { state, out, warnings } = html(
      '<p>Enne</p><form action="/x"><input name="q"></form><dl><dt>A</dt><dd>B</dd></dl><script>alert(1)</script>',
    )
    const block = (state.root.children as { type: string; fields?: { html: string; source: string } }[]).find(
      (n) => n.type === 'block',
    )
    expect(block?.fields).toMatchObject({ html: '<form action="/x"><input name="q"></form>', source: 'post 1 (et)' })
    expect(out).toContain('<div class="imported-html"><dl><dt>A</dt><dd>B</dd></dl></div>')
    expect(out).not.toContain('alert')
    expect(warnings).toEqual([
      '<form> has no equivalent; kept as imported HTML',
      '<dl> has no equivalent; kept as imported HTML',
      'removed <script>',
    ])
  })

  it('splits raw classic-editor text into paragraphs at blank lines (wpautop)', () => {
    const { out } = html('Esimene lõik\nteine rida\n\nTeine <em>lõik</em>\n\n<h3>Alapealkiri</h3>\nKolmas', {
      autop: true,
    })
    expect(out).toBe('<p>Esimene lõik<br />teine rida</p><p>Teine <em>lõik</em></p><h3>Alapealkiri</h3><p>Kolmas</p>')
  })
})
