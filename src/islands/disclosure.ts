// What the header's disclosures (the search toggle, the language list) share: Escape inside an open one
// closes it and returns focus to its button; a press anywhere outside closes it.

/** `selector` finds the disclosure's root, open while it has `data-open`; its button is a direct child. */
export function dismissOnEscapeAndOutsidePress(doc: Document, selector: string, close: (root: HTMLElement) => void) {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return
    const root = event.target.closest<HTMLElement>(selector)
    if (!root?.hasAttribute('data-open')) return
    close(root)
    root.querySelector<HTMLElement>(':scope > button')?.focus()
  })
  doc.addEventListener('pointerdown', (event) => {
    for (const root of doc.querySelectorAll<HTMLElement>(`${selector}[data-open]`))
      if (!(event.target instanceof Node && root.contains(event.target))) close(root)
  })
}
