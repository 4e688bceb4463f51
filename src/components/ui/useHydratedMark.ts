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

/**
 * Whether the visitor is on `element` already: keyboard (or click) focus inside it, the mouse over it, or a
 * press on it whose click is still to come. The island must not let that click toggle closed what it has
 * just opened. A press is still to come in two cases:
 * - the button is down (`:active`): its click follows after hydration;
 * - the click itself is being dispatched: a discrete event that reaches a page still hydrating makes React
 *   finish hydrating at once, inside that event (layout effects included), and then hand the same click to
 *   the island's handler. The browser's current event (`window.event`) is then that click.
 */
export const engaged = (element: Element) => ({
  focus: element.matches(':focus-within'),
  hover: element.matches(':hover'),
  pressed: element.matches(':active') || clickInProgress(element),
})

function clickInProgress(element: Element) {
  // `window.event` is the one way to see the event being dispatched from outside its handlers; every
  // browser the site supports has it (it is marked deprecated, not removed).
  const event = typeof window === 'undefined' ? undefined : window.event
  return event?.type === 'click' && event.target instanceof Node && element.contains(event.target)
}
