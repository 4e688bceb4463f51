import type { ReactNode } from 'react'
import { fragmentKey, storedFragment } from '@/lib/http/htmlFragments'

type Props = {
  /** What the part is (lower case and dashes): the first part of its key. */
  name: string
  /**
   * Everything the part shows besides the build's own texts and styles: its language, the CMS content it
   * reads, as plain data. `children` must be a pure function of these: nothing read from the request, no
   * reader called inside, no script or stylesheet React would move into the <head>.
   */
  inputs: unknown
  className?: string
  children?: ReactNode
}

/**
 * A `<div>` whose content is rendered once per key and reused (decision 052): the first render of a key
 * renders `children`, which the edge keeps as HTML (src/server/fragments.ts); later renders write that HTML
 * as the div's inner HTML and never render `children`. Both answers are the same bytes. React, should it
 * hydrate the page, leaves inner HTML as it finds it.
 */
export function StoredFragment({ name, inputs, className, children }: Props) {
  const key = fragmentKey(name, inputs)
  const html = storedFragment(key)
  // The key is the first attribute: the edge finds the part by `<div data-fragment="`.
  return html === undefined ? (
    <div data-fragment={key} className={className}>
      {children}
    </div>
  ) : (
    <div data-fragment={key} className={className} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
