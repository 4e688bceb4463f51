import { useEffect, type RefObject } from 'react'

/**
 * Marks an island's root with `data-js` once it is hydrated, for CSS that applies only before hydration or
 * without JavaScript (for example, opening a menu on :hover until the script takes over). The attribute is
 * set on the element directly: a state change would render the whole island a second time right after
 * hydration, which on a phone is a long task for the header menus.
 */
export function useHydratedMark(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.setAttribute('data-js', 'true')
  }, [ref])
}
