// What the header's disclosures (the desktop menu's groups, the search toggle, the language list) share: a
// root whose button is a direct child, open while the root has `data-open` (the button's `aria-expanded`
// says the same); Escape inside an open one closes it and returns focus to its button; a press anywhere
// outside closes it.

/** The disclosure's button. */
export const toggleOf = (root: Element) => root.querySelector<HTMLButtonElement>(':scope > button')

/** Opens or closes the disclosure: `data-open` on its root, `aria-expanded` on its button. */
export function setOpen(root: Element, open: boolean) {
  root.toggleAttribute('data-open', open)
  toggleOf(root)?.setAttribute('aria-expanded', String(open))
}

/** `selector` finds the disclosure's root. */
export function dismissOnEscapeAndOutsidePress(doc: Document, selector: string, close: (root: HTMLElement) => void) {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return
    const root = event.target.closest<HTMLElement>(selector)
    if (!root?.hasAttribute('data-open')) return
    close(root)
    toggleOf(root)?.focus()
  })
  doc.addEventListener('pointerdown', (event) => {
    for (const root of doc.querySelectorAll<HTMLElement>(`${selector}[data-open]`))
      if (!(event.target instanceof Node && root.contains(event.target))) close(root)
  })
}
