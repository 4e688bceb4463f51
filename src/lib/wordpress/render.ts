// Our rich text as the HTML a WordPress client expects in `content.rendered`: Payload's own Lexical-to-HTML
// converter, with links and files made absolute on this site and imported markup passed through the sanitizer.
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import {
  convertLexicalToHTML,
  type HTMLConverter,
  type HTMLConvertersFunction,
} from '@payloadcms/richtext-lexical/html'
import { sanitizeUrl } from 'payload/shared'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { sanitizeHtml } from '@/lib/content/sanitizeHtml'

type DocRef = { relationTo?: string; value?: unknown }

/** The public address of a page path or post slug in `locale` on `site`. */
export function publicUrl(site: string, locale: Locale, rest: string): string {
  return new URL(localizedPath(locale, rest), site).toString()
}

function docPath(doc: DocRef | null | undefined): string {
  const value = doc?.value
  if (!value || typeof value !== 'object') return '/'
  const v = value as { path?: unknown; slug?: unknown }
  if (doc?.relationTo === 'posts' && typeof v.slug === 'string') return `/about/news/${v.slug}`
  return typeof v.path === 'string' ? v.path : '/'
}

function absolute(site: string, locale: Locale, url: string): string {
  if (url.startsWith('/api/')) return new URL(url, site).toString()
  if (url.startsWith('/') && !url.startsWith('//')) return publicUrl(site, locale, url)
  return url
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

type LinkFields = { url?: string; linkType?: string; newTab?: boolean; doc?: DocRef | null }
type UploadDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  filename?: string | null
}

export function richTextToHtml(data: unknown, locale: Locale, site: string): string {
  if (!data || typeof data !== 'object' || !('root' in data)) return ''
  const link: HTMLConverter<{ type: 'link'; fields: LinkFields; children: SerializedLexicalNode[] }> = ({
    node,
    nodesToHTML,
  }) => {
    const f = node.fields
    const url = f.linkType === 'internal' ? docPath(f.doc) : (f.url ?? '').trim() || '/'
    const href = esc(sanitizeUrl(absolute(site, locale, url)))
    const newTab = f.newTab ? ' target="_blank" rel="noopener noreferrer"' : ''
    return `<a href="${href}"${newTab}>${nodesToHTML({ nodes: node.children }).join('')}</a>`
  }
  const upload: HTMLConverter<{ type: 'upload'; value?: unknown }> = ({ node }) => {
    if (!node.value || typeof node.value !== 'object') return ''
    const doc = node.value as UploadDoc
    if (!doc.url) return ''
    const src = esc(absolute(site, locale, doc.url))
    if (!doc.mimeType?.startsWith('image/')) return `<a href="${src}">${esc(doc.filename ?? src)}</a>`
    const size = `${doc.width ? ` width="${doc.width}"` : ''}${doc.height ? ` height="${doc.height}"` : ''}`
    return `<img src="${src}" alt="${esc(doc.alt ?? '')}"${size} />`
  }
  const importedHtml: HTMLConverter<{ type: 'block'; fields?: { html?: unknown } }> = ({ node }) =>
    typeof node.fields?.html === 'string' ? `<div class="imported-html">${sanitizeHtml(node.fields.html)}</div>` : ''
  const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link,
    upload,
    blocks: { importedHtml },
    // A node type the site does not know renders as nothing rather than as its JSON.
    unknown: () => '',
  })
  return convertLexicalToHTML({ data: data as SerializedEditorState, converters, disableContainer: true })
}
