import { useEffect, useRef } from 'react'

/**
 * Calls `onNavigation` when `where` (the address, or the part of it that counts) changes after the first
 * render: a navigation, not the mount. An effect that ran at mount too would undo what the first render
 * took over (a menu group opened before hydration), and a tap that lands while the page hydrates: its state
 * update is queued before the mount effects run, so a close at mount comes after it and wins.
 */
export function useOnNavigation(where: string, onNavigation: () => void) {
  const shown = useRef(where)
  useEffect(() => {
    if (shown.current === where) return
    shown.current = where
    onNavigation()
    // Only a change of address calls it; a new callback each render does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [where])
}
