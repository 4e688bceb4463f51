'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import type { AttachedLiveSearchProps } from './AttachedLiveSearch.client'

// The live-search code is fetched on the first focus of the input, never for the first paint.
const AttachedLiveSearch = lazy(() =>
  import('./AttachedLiveSearch.client').then((m) => ({ default: m.AttachedLiveSearch })),
)

/**
 * Live results for a search input rendered elsewhere (the header's and the mobile menu's plain GET
 * forms). Renders nothing until that input is focused; without JavaScript the forms still submit.
 */
export function HeaderLiveSearch(props: AttachedLiveSearchProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const input = document.getElementById(props.inputId)
    if (!input) return
    if (document.activeElement === input) setWanted(true)
    const want = () => setWanted(true)
    input.addEventListener('focus', want, { once: true })
    input.addEventListener('input', want, { once: true })
    return () => {
      input.removeEventListener('focus', want)
      input.removeEventListener('input', want)
    }
  }, [props.inputId])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <AttachedLiveSearch {...props} />
    </Suspense>
  )
}
