type Node = { type?: string; text?: string; children?: Node[] }

const blockTypes = new Set(['paragraph', 'heading', 'listitem', 'quote'])

/** The text of a Lexical document, paragraphs separated by blank lines (for JSON-LD, RSS and PDFs). */
export function lexicalToPlainText(state: { root?: Node } | null | undefined): string {
  if (!state?.root) return ''
  const parts: string[] = []
  const walk = (node: Node): string => {
    if (typeof node.text === 'string') return node.text
    if (node.type === 'linebreak') return '\n'
    const inner = (node.children ?? []).map(walk).join('')
    if (node.type && blockTypes.has(node.type)) {
      parts.push(inner.trim())
      return ''
    }
    return inner
  }
  walk(state.root)
  return parts.filter(Boolean).join('\n\n')
}
