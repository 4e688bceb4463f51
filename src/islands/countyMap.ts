// The county map's tooltip (components/maps/CountyMap.tsx renders the map, decision 051): a county's name
// beside the pointer over it, or over the county a key has focused. The counties are links, so choosing
// one is the browser's own navigation, with or without this island.
const FRAME = '[data-county-map]'

function countyOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('a[data-county]') : null
}

export function initCountyMaps(doc: Document) {
  for (const frame of doc.querySelectorAll<HTMLElement>(FRAME)) {
    const tip = frame.querySelector<HTMLElement>('[data-county-tip]')
    if (!tip) continue
    const show = (county: Element | null, x?: number, y?: number) => {
      tip.hidden = !county
      if (!county) return
      const box = frame.getBoundingClientRect()
      const r = county.getBoundingClientRect()
      tip.textContent = county.getAttribute('data-label') ?? ''
      tip.style.left = `${(x ?? r.left + r.width / 2) - box.left}px`
      tip.style.top = `${(y ?? r.top + r.height / 2) - box.top}px`
    }
    frame.addEventListener('mousemove', (e) => show(countyOf(e.target), e.clientX, e.clientY))
    frame.addEventListener('mouseleave', () => show(null))
    frame.addEventListener('focusin', (e) => show(countyOf(e.target)))
    frame.addEventListener('focusout', () => show(null))
    // For CSS and the browser tests: the island has taken the map over.
    frame.setAttribute('data-js', 'true')
  }
}

const w = window as Window & { __countyMapIsland?: true }
if (!w.__countyMapIsland) {
  w.__countyMapIsland = true
  initCountyMaps(document)
}
