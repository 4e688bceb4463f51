'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** Printing needs JavaScript, so the button exists only once it can work (the space is reserved by CSS). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (!hydrated) return null
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  )
}
