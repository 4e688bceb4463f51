'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = {
  className?: string
  summary: ReactNode
  /** The hidden content; called only once the block is first opened (and on the server, for <noscript>). */
  render: () => ReactNode
}

/**
 * A <details> block whose content is built on first opening. Closed content is neither seen nor read out,
 * so a page with many such blocks (a table's per-row details) does not hydrate or lay them out on load.
 * Without JavaScript the content comes from <noscript>, whose children React renders on the server only,
 * and the block opens natively.
 */
export function LazyDetails({ className, summary, render }: Props) {
  const ref = useRef<HTMLDetailsElement>(null)
  const [built, setBuilt] = useState(false)
  // Opened before hydration: there was no toggle handler yet.
  useEffect(() => {
    if (ref.current?.open) setBuilt(true)
  }, [])
  return (
    <details ref={ref} className={className} onToggle={(event) => event.currentTarget.open && setBuilt(true)}>
      <summary>{summary}</summary>
      {built ? render() : <noscript>{render()}</noscript>}
    </details>
  )
}
