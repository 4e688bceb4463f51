// Print buttons (a price list's "Print"): rendered hidden, since printing needs script; shown here, and a
// click prints the page.
const PRINT = '[data-print]'

export function initPrintButtons(doc: Document) {
  for (const button of doc.querySelectorAll<HTMLElement>(PRINT)) button.hidden = false
  doc.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(PRINT)) window.print()
  })
}
