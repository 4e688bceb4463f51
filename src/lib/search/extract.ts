import { squash } from './normalize'

// Keys that hold layout, formatting or references rather than words a visitor reads. `value` is
// read: table cells keep their text there (Lexical list items and uploads hold numbers there,
// which are not words).
const SKIP_KEYS = new Set([
  'id',
  'blockType',
  'blockName',
  'type',
  'format',
  'mode',
  'style',
  'direction',
  'version',
  'indent',
  'detail',
  'tag',
  'listType',
  'textFormat',
  'textStyle',
  'rel',
  'target',
  'linkType',
  'url',
  'href',
  'newTab',
  'relationTo',
  'icon',
  'image',
  'media',
  'file',
  'variant',
  'color',
  'createdAt',
  'updatedAt',
  'doc',
  'fields',
  'email',
  'phone',
  'filename',
  'mimeType',
  'sizes',
  'thumbnailURL',
  'width',
  'height',
  'filesize',
  'focalX',
  'focalY',
])

function looksLikeWords(s: string): boolean {
  return /\p{L}/u.test(s) && !/^(https?:|mailto:|tel:|\/)/.test(s)
}

/**
 * Readable text of a block layout or a rich-text (Lexical) value: Lexical text nodes, headings, list
 * items and the plain string fields of blocks (titles, captions, table cells), in document order.
 * Generic on purpose, so new block types are searchable without touching the search code.
 */
export function extractText(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 40 || value == null) return out
  if (typeof value === 'string') {
    if (looksLikeWords(value)) out.push(value)
    return out
  }
  if (Array.isArray(value)) {
    for (const v of value) extractText(v, out, depth + 1)
    return out
  }
  if (typeof value === 'object') {
    const node = value as Record<string, unknown>
    // A Lexical text node: { type: 'text', text: '...' }.
    if (node.type === 'text' && typeof node.text === 'string') {
      out.push(node.text)
      return out
    }
    for (const [key, v] of Object.entries(node)) {
      if (SKIP_KEYS.has(key)) continue
      extractText(v, out, depth + 1)
    }
  }
  return out
}

export function textOf(...values: unknown[]): string {
  const parts: string[] = []
  for (const v of values) extractText(v, parts)
  return squash(parts.join(' '))
}
