// The address a page is rendered for, as the edge asks Next to render it (src/server/index.ts): a page
// answered from the shared store is rendered for its normalised address, without the parameters no page
// reads (tracking ones), so what the page links to from its own address carries none of them. Layouts do
// not get the address from Next; this header gives it to them (the language list's links). The edge
// always overwrites it, so a client cannot set it.
export const PAGE_URL_HEADER = 'x-page-url'

const MAX = 2048

/** The query (with its `?`, or '') of the address the page is rendered for; '' outside the edge. */
export function pageQueryFrom(headers: { get(name: string): string | null }): string {
  const url = headers.get(PAGE_URL_HEADER)
  if (!url || url.length > MAX) return ''
  const at = url.indexOf('?')
  return at < 0 ? '' : url.slice(at)
}
