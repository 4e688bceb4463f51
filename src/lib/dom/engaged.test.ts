// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { engaged } from './engaged'

// The islands take over what the visitor did before they hydrated. A click that reaches a page still
// hydrating makes React hydrate inside that click and then hand it to the island: the takeover must see
// that click as still to come, or the island opens the control and the same click closes it again.
describe('engaged', () => {
  it('counts a click being dispatched on the element as a press still to come', () => {
    // Browsers expose the event being dispatched as `window.event` (the HTML standard's "current event");
    // happy-dom does not, so the test sets it as a browser would, around each dispatch.
    let current: Event | undefined
    Object.defineProperty(window, 'event', { configurable: true, get: () => current })
    document.addEventListener('click', (event) => (current = event), { capture: true })
    document.addEventListener('click', () => (current = undefined))
    document.body.innerHTML = '<div id="root"><button type="button">Open</button></div><p id="other">x</p>'
    const root = document.getElementById('root')!
    const button = root.querySelector('button')!
    const seen: boolean[] = []
    button.addEventListener('click', () => seen.push(engaged(root).pressed, engaged(button).pressed))
    document.getElementById('other')!.addEventListener('click', () => seen.push(engaged(root).pressed))
    button.click()
    document.getElementById('other')!.click()
    expect(seen).toEqual([true, true, false])
    // Outside any event: nothing is pressed.
    expect(engaged(root).pressed).toBe(false)
  })
})
