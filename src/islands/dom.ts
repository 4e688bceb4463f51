/** An element with its attributes (an undefined one left out) and children: the islands' markup builder. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) node.setAttribute(name, value)
  node.append(...children)
  return node
}

/** A click that opens a link the ordinary way (a new tab or window, a download) is left alone. */
export function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
}
