// WordPress post HTML (classic editor and block editor output) to our rich text (Lexical JSON): headings,
// paragraphs, lists, quotes, links, images (as uploads of the imported media), tables and embeds (as links).
// Markup with no equivalent is kept whole in an imported-HTML block with a warning, never dropped; scripts and
// styles are the only things removed. Parsing is node-html-parser's; the nodes are the ones Payload's editor
// writes, so editors can go on editing the result.
import { randomUUID } from 'node:crypto'
import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser'
import { sanitizeUrl } from 'payload/shared'

export type ConvertContext = {
  /** Our media id of an image, from its address or its `wp-image-N` class; null when it was not imported. */
  image: (src: string, wpId: number | null) => number | null
  /** A link target on the old site rewritten to this site (locale-free path), others unchanged. */
  link: (href: string) => string
  /** Raw classic-editor text (WXR): blank lines separate paragraphs, as WordPress's wpautop does. */
  autop?: boolean
  /** Where the imported-HTML blocks say they came from ("post 12 (ru)"). */
  source: string
}

type LexicalNode = { type: string; version: number; [key: string]: unknown }
export type LexicalState = { root: LexicalNode }
export type Conversion = { state: LexicalState; warnings: string[] }

const FORMAT: Record<string, number> = {
  b: 1,
  strong: 1,
  i: 2,
  em: 2,
  s: 4,
  del: 4,
  strike: 4,
  u: 8,
  code: 16,
  kbd: 16,
  sub: 32,
  sup: 64,
}
const WRAPPERS = new Set([
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'center',
  'body',
  'html',
  'span',
  'font',
])
const INLINE = new Set([
  ...Object.keys(FORMAT),
  'a',
  'span',
  'br',
  'abbr',
  'small',
  'mark',
  'font',
  'cite',
  'q',
  'time',
  'ins',
  'big',
])
const DROP = new Set(['script', 'style', 'noscript', 'link', 'meta', 'template'])
const EMBED = new Set(['iframe', 'embed', 'object', 'video', 'audio'])

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type,
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  children,
  ...extra,
})
const textNode = (text: string, format: number): LexicalNode => ({
  type: 'text',
  text,
  format,
  mode: 'normal',
  style: '',
  detail: 0,
  version: 1,
})
const paragraph = (children: LexicalNode[]) => element('paragraph', children, { textFormat: 0, textStyle: '' })
const linkNode = (url: string, newTab: boolean, children: LexicalNode[]) =>
  element('link', children, { version: 3, fields: { url, newTab, linkType: 'custom' }, id: randomUUID() })

const isElement = (n: Node): n is HTMLElement => n.nodeType === NodeType.ELEMENT_NODE
const tagOf = (n: HTMLElement) => n.rawTagName?.toLowerCase() ?? ''

function wpImageId(img: HTMLElement): number | null {
  const m = /(?:^|\s)wp-image-(\d+)(?:\s|$)/.exec(img.getAttribute('class') ?? '')
  return m ? Number(m[1]) : null
}

export function htmlToLexical(html: string, ctx: ConvertContext): Conversion {
  const warnings: string[] = []
  const warn = (message: string) => {
    if (!warnings.includes(message)) warnings.push(message)
  }
  const root = parse(html, {
    comment: false,
    blockTextElements: { script: true, style: true, pre: true, textarea: true },
  })

  /** Inline content of an element as Lexical text, link and line-break nodes. */
  function inline(nodes: Node[], format: number, out: LexicalNode[], images: HTMLElement[]): void {
    for (const node of nodes) {
      if (node.nodeType === NodeType.TEXT_NODE) {
        const raw = node.text
        if (ctx.autop) {
          raw.split('\n').forEach((part, i) => {
            if (i > 0) out.push({ type: 'linebreak', version: 1 })
            if (part) out.push(textNode(part.replace(/[ \t\r]+/g, ' '), format))
          })
        } else {
          const text = raw.replace(/\s+/g, ' ')
          if (text) out.push(textNode(text, format))
        }
        continue
      }
      if (!isElement(node)) continue
      const tag = tagOf(node)
      if (DROP.has(tag)) {
        warn(`removed <${tag}>`)
      } else if (tag === 'br') {
        out.push({ type: 'linebreak', version: 1 })
      } else if (tag === 'img') {
        images.push(node)
      } else if (tag === 'a') {
        const href = safeHref(node.getAttribute('href'))
        const children: LexicalNode[] = []
        inline(node.childNodes, format, children, images)
        if (href && children.length)
          out.push(linkNode(ctx.link(href), node.getAttribute('target') === '_blank', children))
        else out.push(...children)
      } else if (EMBED.has(tag)) {
        const raw = node.getAttribute('src') ?? node.querySelector('source')?.getAttribute('src')
        const src = safeHref(raw)
        if (src) out.push(linkNode(src, true, [textNode(src, format)]))
        warn(`embedded <${tag}> kept as a link`)
      } else {
        inline(node.childNodes, format | (FORMAT[tag] ?? 0), out, images)
      }
    }
  }

  /** Trims the outer whitespace of a run of inline nodes; null when nothing visible is left. */
  function tidy(nodes: LexicalNode[]): LexicalNode[] | null {
    while (nodes[0]?.type === 'linebreak') nodes.shift()
    while (nodes.at(-1)?.type === 'linebreak') nodes.pop()
    const first = nodes[0]
    if (first?.type === 'text') first.text = String(first.text).replace(/^\s+/, '')
    const last = nodes.at(-1)
    if (last?.type === 'text') last.text = String(last.text).replace(/\s+$/, '')
    const kept = nodes.filter((n) => n.type !== 'text' || n.text !== '')
    return kept.some((n) => n.type !== 'linebreak') ? kept : null
  }

  /**
   * A link target through the same sanitiser the pages render with (payload's sanitizeUrl):
   * `javascript:`, `data:` and the like are dropped with a warning, never stored.
   */
  function safeHref(value: string | undefined): string | undefined {
    const href = value?.trim()
    if (!href) return undefined
    if (sanitizeUrl(href) === '#' && href !== '#') {
      warn(`unsafe link ${href.slice(0, 60)} dropped`)
      return undefined
    }
    return href
  }

  function upload(img: HTMLElement): LexicalNode | null {
    const src = safeHref(img.getAttribute('src'))
    if (!src) return null
    const id = ctx.image(src, wpImageId(img))
    if (id === null) {
      warn(`image ${src} was not imported; kept as a link`)
      return paragraph([linkNode(src, true, [textNode(img.getAttribute('alt')?.trim() || src, 0)])])
    }
    return { type: 'upload', version: 3, format: '', id: randomUUID(), fields: {}, relationTo: 'media', value: id }
  }

  function kept(node: HTMLElement, why: string): LexicalNode {
    warn(why)
    return {
      type: 'block',
      version: 2,
      format: '',
      fields: {
        id: randomUUID(),
        blockName: '',
        blockType: 'importedHtml',
        html: node.outerHTML.trim(),
        source: ctx.source,
      },
    }
  }

  /** A block of inline content (p, li, heading, cell) plus the images it held, after it. */
  function inlineBlock(node: HTMLElement, make: (children: LexicalNode[]) => LexicalNode, out: LexicalNode[]) {
    const children: LexicalNode[] = []
    const images: HTMLElement[] = []
    inline(node.childNodes, 0, children, images)
    const visible = tidy(children)
    if (visible) out.push(make(visible))
    for (const img of images) {
      const u = upload(img)
      if (u) out.push(u)
    }
  }

  function list(node: HTMLElement): LexicalNode {
    const ordered = tagOf(node) === 'ol'
    const items: LexicalNode[] = []
    for (const li of node.childNodes.filter(isElement).filter((c) => tagOf(c) === 'li')) {
      const nested = li.childNodes.filter(isElement).filter((c) => tagOf(c) === 'ul' || tagOf(c) === 'ol')
      const own = li.childNodes.filter((c) => !nested.includes(c as HTMLElement))
      const children: LexicalNode[] = []
      const images: HTMLElement[] = []
      inline(
        own.flatMap((c) => (isElement(c) && tagOf(c) === 'p' ? c.childNodes : [c])),
        0,
        children,
        images,
      )
      if (images.length) warn('images inside list items kept as links')
      for (const img of images) {
        const src = img.getAttribute('src')
        if (src) children.push(linkNode(src, true, [textNode(img.getAttribute('alt') || src, 0)]))
      }
      items.push(element('listitem', tidy(children) ?? [], { value: items.length + 1 }))
      // Lexical nests a list in a list item of its own.
      for (const sub of nested) items.push(element('listitem', [list(sub)], { value: items.length + 1 }))
    }
    return element('list', items, { listType: ordered ? 'number' : 'bullet', start: 1, tag: ordered ? 'ol' : 'ul' })
  }

  function table(node: HTMLElement): LexicalNode {
    const rows = node.querySelectorAll('tr').filter((tr) => tr.closest('table') === node)
    const children = rows.map((tr) =>
      element(
        'tablerow',
        tr.childNodes
          .filter(isElement)
          .filter((c) => tagOf(c) === 'td' || tagOf(c) === 'th')
          .map((cell) => {
            const content: LexicalNode[] = []
            inlineBlock(cell, paragraph, content)
            return element('tablecell', content.length ? content : [paragraph([])], {
              headerState: tagOf(cell) === 'th' ? 1 : 0,
              colSpan: Number(cell.getAttribute('colspan')) || 1,
              rowSpan: Number(cell.getAttribute('rowspan')) || 1,
              backgroundColor: null,
            })
          }),
      ),
    )
    if (node.querySelector('table')) warn('a table inside a table was flattened')
    return element('table', children)
  }

  function embedUrl(node: HTMLElement): string | null {
    const wrapper = node.querySelector('.wp-block-embed__wrapper')
    const text = (wrapper ?? node).text.trim()
    if (/^https?:\/\/\S+$/.test(text)) return text
    return node.querySelector('iframe')?.getAttribute('src') ?? node.querySelector('a')?.getAttribute('href') ?? null
  }

  function blocks(nodes: Node[], out: LexicalNode[]): void {
    let run: Node[] = []
    const flush = () => {
      if (!run.length) return
      const holder = parse('<p></p>').firstChild as HTMLElement
      for (const n of run) holder.appendChild(n)
      run = []
      if (ctx.autop) {
        // Blank lines separate paragraphs in raw classic-editor text.
        for (const part of holder.innerHTML.split(/\n[ \t]*\n/)) inlineBlock(parse(part), paragraph, out)
      } else inlineBlock(holder, paragraph, out)
    }
    for (const node of nodes) {
      if (!isElement(node)) {
        if (node.nodeType === NodeType.TEXT_NODE) run.push(node)
        continue
      }
      const tag = tagOf(node)
      if (INLINE.has(tag) && tag !== 'span' && tag !== 'font') {
        run.push(node)
        continue
      }
      if (EMBED.has(tag) && !node.closest('figure')) {
        run.push(node)
        continue
      }
      flush()
      if (DROP.has(tag)) warn(`removed <${tag}>`)
      else if (tag === 'p') inlineBlock(node, paragraph, out)
      else if (/^h[1-6]$/.test(tag)) {
        // The page's title is its h1, so an h1 in the body becomes an h2.
        const level = Math.max(2, Number(tag[1]))
        inlineBlock(node, (c) => element('heading', c, { tag: `h${level}` }), out)
      } else if (tag === 'ul' || tag === 'ol') out.push(list(node))
      else if (tag === 'blockquote') {
        const inner: LexicalNode[] = []
        const images: HTMLElement[] = []
        node.childNodes.forEach((c, i) => {
          if (i > 0 && isElement(c) && tagOf(c) === 'p') inner.push({ type: 'linebreak', version: 1 })
          inline([c], 0, inner, images)
        })
        const visible = tidy(inner)
        if (visible) out.push(element('quote', visible))
      } else if (tag === 'hr') out.push({ type: 'horizontalrule', version: 1 })
      else if (tag === 'img') {
        const u = upload(node)
        if (u) out.push(u)
      } else if (tag === 'table') out.push(table(node))
      else if (tag === 'figure') {
        const cls = node.getAttribute('class') ?? ''
        const inner = node.querySelector('table')
        const img = node.querySelector('img')
        if (cls.includes('wp-block-embed') || node.querySelector('iframe')) {
          const url = embedUrl(node)
          if (url) {
            warn('embed kept as a link')
            out.push(paragraph([linkNode(url, true, [textNode(url, 0)])]))
          } else out.push(kept(node, 'an embed without an address kept as imported HTML'))
        } else if (inner) out.push(table(inner))
        else if (img && node.querySelectorAll('img').length === 1) {
          const u = upload(img)
          if (u) out.push(u)
        } else if (img) out.push(kept(node, 'a gallery kept as imported HTML'))
        else blocks(node.childNodes, out)
        const caption = node.querySelector('figcaption')
        const single = img && node.querySelectorAll('img').length === 1
        if (caption && !cls.includes('wp-block-embed') && (inner || single)) inlineBlock(caption, paragraph, out)
      } else if (WRAPPERS.has(tag) || tag === 'figcaption') blocks(node.childNodes, out)
      else out.push(kept(node, `<${tag}> has no equivalent; kept as imported HTML`))
    }
    flush()
  }

  const children: LexicalNode[] = []
  blocks(root.childNodes, children)
  // Shortcodes are WordPress plugins' markup: their text would show as-is, so say so.
  if (/\[[a-z_-]+(\s[^\]]*)?\]/i.test(root.text)) warn('shortcodes left as text')
  return {
    state: { root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } },
    warnings,
  }
}
