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
