// Shared by the React islands (useHydratedMark's takeover) and the islands of plain script (src/islands): what
// the visitor is doing with a control at the moment an island takes it over.

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
