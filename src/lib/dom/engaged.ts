// What the visitor is doing with a control at the moment an island of plain script takes it over
// (src/islands): before the island arrives, CSS opens a control on :hover and :focus-within, and the island
// keeps open what the visitor opened.

/**
 * Whether the visitor is on `element` already: keyboard (or click) focus inside it, the mouse over it, or a
 * press on it not yet released. A press means its click is still to come, after the island has taken over:
 * the island must not let that click toggle closed what it has just opened.
 */
export const engaged = (element: Element) => ({
  focus: element.matches(':focus-within'),
  hover: element.matches(':hover'),
  pressed: element.matches(':active'),
})
