import { useLayoutEffect, type RefObject } from 'react'

/**
 * Marks an island's root with `data-js` once it is hydrated, for CSS that applies only before hydration or
 * without JavaScript (for example, opening a menu on :hover and :focus-within until the script takes
 * over). The attribute is set on the element directly: a state change would render the whole island a
 * second time right after hydration, which on a phone is a long task for the header menus.
 *
 * `takeOver` hands the island what the visitor did before it hydrated: the scripts load after the first
 * paint (decision 013), and a control clicked or hovered in that window is open by the CSS above. Without
 * it, marking the root would close that control under the visitor's pointer and lose the click. It runs
 * once, before the mark and before the browser paints, so the island opens what CSS showed (a state
 * change only then).
 */
export function useHydratedMark(ref: RefObject<HTMLElement | null>, takeOver?: (root: HTMLElement) => void) {
  useLayoutEffect(() => {
    const root = ref.current
    if (!root) return
    takeOver?.(root)
    root.setAttribute('data-js', 'true')
    // Once, at hydration: `takeOver` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref])
}
