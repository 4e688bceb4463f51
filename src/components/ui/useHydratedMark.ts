import { useLayoutEffect, type RefObject } from 'react'

/**
 * Marks a React island's root with `data-js` once it is hydrated, for CSS that applies only before
 * hydration or without JavaScript. The attribute is set on the element directly: a state change would
 * render the whole island a second time right after hydration.
 */
export function useHydratedMark(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    ref.current?.setAttribute('data-js', 'true')
  }, [ref])
}
