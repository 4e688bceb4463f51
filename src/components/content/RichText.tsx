import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { sanitizeHtml } from '@/lib/content/sanitizeHtml'
import { sanitizeUrl } from 'payload/shared'

type Props = {
  data: SerializedEditorState | null | undefined
  locale: Locale
  className?: string
  shiftHeadings?: number
}

type LinkFields = {
  url?: string
  newTab?: boolean
  linkType?: string
  doc?: { relationTo?: string; value?: { path?: string; slug?: string } | number }
}

/** Locale-free site links ("/about") become links of the reader's language; outside links open in a new tab. */
function hrefFor(locale: Locale, fields: LinkFields): { href: string; external: boolean } {
  if (fields.linkType === 'internal' && fields.doc && typeof fields.doc.value === 'object') {
    const v = fields.doc.value
    const rest = fields.doc.relationTo === 'posts' ? `/about/news/${v.slug}` : (v.path ?? '/')
    return { href: localizedPath(locale, rest), external: false }
  }
  const url = fields.url ?? ''
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/api/'))
    return { href: localizedPath(locale, url), external: false }
  // The same sanitiser as the WordPress API's output: a `javascript:` or `data:` link renders as `#`.
  return { href: sanitizeUrl(url), external: /^https?:\/\//.test(url) }
}

export function RichText({ data, locale, className, shiftHeadings = 0 }: Props) {
  if (!data?.root) return null
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToJSX }) => {
      const { href, external } = hrefFor(locale, node.fields as LinkFields)
      const newTab = external || Boolean((node.fields as LinkFields).newTab)
      return (
        <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {nodesToJSX({ nodes: node.children })}
        </a>
      )
    },
    heading: ({ node, nodesToJSX }) => {
      // Markdown ## is h2 under the page's h1; blocks with their own heading shift theirs down a level.
      const level = Math.min(6, Number(node.tag.slice(1)) + shiftHeadings)
      const Tag = `h${level}` as 'h2'
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    blocks: {
      // Markup imported from the old WordPress site without an equivalent here: shown only as sanitized.
      importedHtml: ({ node }: { node: { fields?: { html?: unknown } } }) => {
        const html = node.fields?.html
        return typeof html === 'string' ? (
          <div className="imported-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
        ) : null
      },
    },
  })
  return <LexicalRichText data={data} converters={converters} className={className} disableContainer={!className} />
}
