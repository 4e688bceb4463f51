import { useEffect, type RefObject } from 'react'

/**
 * While `open`, a press anywhere outside `ref`'s element calls `close`: the header's disclosures (the desktop
 * menu, the search, the language list) close when the visitor turns to the page, as a menu would.
 */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return
    const onDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
    // `close` is a new function on every render: the listener keeps the one from when the disclosure opened,
    // which is right for every caller (each only sets its own state to closed).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ref])
}
