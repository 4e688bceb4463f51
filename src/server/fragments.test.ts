import { describe, expect, it } from 'vitest'
import { createFragmentCapture, MAX_FRAGMENT_BYTES } from './fragments'
import { fragmentKey } from '@/lib/http/htmlFragments'

const KEY = fragmentKey('header-bar', { locale: 'et' })
const FOOTER = fragmentKey('footer', { locale: 'et' })
const INNER =
  '<a href="/" class="logo"><svg><use href="#x"></use></svg></a><div class="menu"><nav><ul><li><div>Ämber</div></li></ul></nav></div><div data-x=""></div>'
const page = (inner = INNER) =>
  `<!DOCTYPE html><html lang="et"><head></head><body><header><div class="utility"><p>Iseteenindus</p></div>` +
  `<div data-fragment="${KEY}" class="container bar">${inner}</div></header><main id="main"><div>Sisu &lt;div data-fragment="x"&gt;</div></main>` +
  `<footer><div data-fragment="${FOOTER}" class="container grid"><section><h3>Klienditeenindus</h3></section></div></footer></body></html>`

function storeOf(known: string[] = []) {
  const kept = new Map<string, string>()
  return {
    kept,
    store: {
      has: (key: string) => known.includes(key) || kept.has(key),
      keep: (k: string, html: string) => kept.set(k, html),
    },
  }
}

describe('createFragmentCapture', () => {
  it("keeps each marked part's inner HTML, nested divs included", () => {
    const { kept, store } = storeOf()
    createFragmentCapture(store).read(Buffer.from(page()))
    expect(kept.get(KEY)).toBe(INNER)
    expect(kept.get(FOOTER)).toBe('<section><h3>Klienditeenindus</h3></section>')
    expect(kept.size).toBe(2)
  })

  it('keeps the same bytes however the page is cut into parts', () => {
    const bytes = Buffer.from(page())
    for (let cut = 1; cut < bytes.length; cut++) {
      const { kept, store } = storeOf()
      const capture = createFragmentCapture(store)
      capture.read(bytes.subarray(0, cut))
      capture.read(bytes.subarray(cut))
      expect(kept.get(KEY), `cut at ${cut}`).toBe(INNER)
      expect(kept.size, `cut at ${cut}`).toBe(2)
    }
  })

  it('keeps the same bytes when every byte comes alone', () => {
    const bytes = Buffer.from(page())
    const { kept, store } = storeOf()
    const capture = createFragmentCapture(store)
    for (let i = 0; i < bytes.length; i++) capture.read(bytes.subarray(i, i + 1))
    expect(kept.get(KEY)).toBe(INNER)
    expect(kept.get(FOOTER)).toBe('<section><h3>Klienditeenindus</h3></section>')
  })

  it('passes over parts already kept, keys of another form and a part that never ends', () => {
    const known = storeOf([KEY])
    createFragmentCapture(known.store).read(Buffer.from(page()))
    expect([...known.kept.keys()]).toEqual([FOOTER])

    const odd = storeOf()
    createFragmentCapture(odd.store).read(Buffer.from('<div data-fragment="header-bar.short">x</div>'))
    createFragmentCapture(odd.store).read(Buffer.from(`<div data-fragment="${KEY}"><div>never closed</div>`))
    expect(odd.kept.size).toBe(0)
  })

  it('does not take `<divider` for a div', () => {
    const { kept, store } = storeOf()
    createFragmentCapture(store).read(Buffer.from(`<div data-fragment="${KEY}"><divider></divider>x</div>`))
    expect(kept.get(KEY)).toBe('<divider></divider>x')
  })

  it('gives up on a part larger than its bound', () => {
    const { kept, store } = storeOf()
    const capture = createFragmentCapture(store)
    capture.read(Buffer.from(`<div data-fragment="${KEY}">`))
    capture.read(Buffer.alloc(MAX_FRAGMENT_BYTES + 1, 'a'))
    capture.read(Buffer.from('</div>'))
    expect(kept.size).toBe(0)
  })
})
