'use client'

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'
import { Spinner } from '@/components/ui/Spinner'
import { NAVIGATED } from '@/lib/consent/navigated'

type Props = { children: ReactNode; loadingText: string; slowText: string }

function isClientNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  // Links an island handles in place (table sorting and paging) only rewrite the query string.
  // (Next's <Link> also prevents the default, so defaultPrevented cannot tell them apart.)
  if (anchor.closest('[data-in-place]')) return false
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return false
  if (url.pathname === location.pathname && url.search === location.search) return false
  // Payload's admin and file downloads are full page loads, not router navigations.
  return !/^\/(admin|api|wp-json)(\/|$)/.test(url.pathname)
}

/**
 * During a client-side navigation the content area is cleared and a spinner with loading text shows,
 * with a warning after 5 s (SPEC sections 4 and 8). Without JavaScript every link is a normal page load.
 */
export function NavigationStatus({ children, loadingText, slowText }: Props) {
  const pathname = usePathname()
  const search = useSearchParams()
  const [pending, setPending] = useState(false)

  // React has hydrated the page (every public page has this component in its layout). The header's islands
  // of plain script mark themselves with `data-js` on their own, often earlier; this mark is React's, for
  // the browser tests of behaviour that needs React (tests/e2e/support/scripts.ts).
  useLayoutEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isClientNavigation(event)) setPending(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => setPending(false), [pathname, search])

  // Each client navigation after the first page is a page view for analytics (src/islands/consent.ts).
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else document.dispatchEvent(new Event(NAVIGATED))
  }, [pathname])

  return (
    <>
      {pending ? <Spinner label={loadingText} slowText={slowText} /> : null}
      <div hidden={pending || undefined}>{children}</div>
    </>
  )
}
