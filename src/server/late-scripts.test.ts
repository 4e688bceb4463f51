import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { FakeResponse } from '../../tests/support/fakeResponse'
import {
  createStartupScriptRewriter,
  handleWithLateScripts,
  isPublicPageNavigation,
  loaderScript,
} from './late-scripts'

const page = [
  '<!DOCTYPE html><html lang="et"><head><meta charSet="utf-8"/><style>.a{}</style>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>',
  '<body><main><h1>Jäätmejaamad</h1><p>Õun, šokolaad ja Ёлка</p></main>',
  '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script><script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('')

/** The page rewritten from parts of `size` bytes, split anywhere, inside a character too (as the network may). */
function rewriteInPieces(html: string, size: number) {
  const rewriter = createStartupScriptRewriter()
  const bytes = Buffer.from(html)
  const out: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) out.push(rewriter.push(bytes.subarray(i, i + size)))
  out.push(rewriter.end())
  return Buffer.concat(out).toString()
}

describe('start-up scripts after the first paint (decision 013)', () => {
  it('moves Next’s start-up scripts into one loader at the end of <body>, in their order', () => {
    const out = rewriteInPieces(page, Buffer.byteLength(page))
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|boot)\.js"/)
    expect(out).not.toContain('rel="preload"')
    expect(out).toContain(
      `${loaderScript(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/boot.js'])}</body></html>`,
    )
    // Everything else is left as it was: content, inline scripts, the nomodule polyfill.
    expect(out).toContain('<main><h1>Jäätmejaamad</h1><p>Õun, šokolaad ja Ёлка</p></main>')
    expect(out).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>')
    expect(out).toContain('<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>')
    expect(out.match(/<script>\(function\(I,R,w\)/g)).toHaveLength(1)
  })

  it('gives the same page whatever the chunk boundaries', () => {
    const whole = rewriteInPieces(page, Buffer.byteLength(page))
    for (const size of [1, 2, 7, 13, 64, 100]) expect(rewriteInPieces(page, size), `chunks of ${size}`).toBe(whole)
  })

  // Next's flight data, where it writes it: after the header, before the content.
  const flight = [
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"x\\"]"])</script>',
  ]
  const withFlight = (main: string) =>
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><header>Menu</header>' +
    flight.join('') +
    `${main}<script>self.__next_f.push([1,"late"])</script></body></html>`

  it('drops the flight data of a page with no part that needs React, which never starts React', () => {
    const html = withFlight('<main><h1>Meist</h1></main>')
    for (const size of [Buffer.byteLength(html), 1, 5, 31]) {
      const out = rewriteInPieces(html, size)
      expect(out, `chunks of ${size}`).not.toContain('__next_f')
      expect(out).toBe(
        `<html><head></head><body><header>Menu</header><main><h1>Meist</h1></main>${loaderScript(['/_next/static/chunks/a.js'])}</body></html>`,
      )
    }
  })

  it('moves the flight data of a page with a part that needs React to the end of <body>, before the loader', () => {
    const html = withFlight('<main><form data-react-island="">…</form></main>')
    for (const size of [Buffer.byteLength(html), 1, 5, 31]) {
      expect(rewriteInPieces(html, size), `chunks of ${size}`).toBe(
        '<html><head></head><body><header>Menu</header><main><form data-react-island="">…</form></main>' +
          flight.join('') +
          '<script>self.__next_f.push([1,"late"])</script>' +
          `${loaderScript(['/_next/static/chunks/a.js'])}</body></html>`,
      )
    }
  })

  it('leaves the flight data where it is for the draft preview, whose live refresh is React', () => {
    const rewriter = createStartupScriptRewriter('paint')
    const html = withFlight('<main><h1>Meist</h1></main>')
    const out = Buffer.concat([rewriter.push(html), rewriter.end()]).toString()
    expect(out).toContain(`<header>Menu</header>${flight.join('')}<main>`)
  })

  it('leaves a page without start-up scripts unchanged', () => {
    const plain = '<html><head></head><body><p>a > b < c</p></body></html>'
    expect(rewriteInPieces(plain, 5)).toBe(plain)
  })

  it('still loads the scripts when the document has no </body>', () => {
    const cut = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>x'
    expect(rewriteInPieces(cut, 9)).toBe(`<html><head></head><body><p>x${loaderScript(['/_next/static/chunks/a.js'])}`)
  })

  function fakeWindow(
    paintedAlready: boolean,
    start: 'paint' | 'interaction' = 'paint',
    cookie = '',
    sources = ['/x.js', '/y.js'],
    hasReactIsland = false,
  ) {
    const appended: string[] = []
    const listeners = new Map<string, (event?: { target: unknown }) => void>()
    const timers = new Map<number, () => void>()
    const frames: Array<() => void> = []
    const observers: Array<() => void> = []
    let next = 0
    const w = {
      document: {
        head: { appendChild: (e: { src: string; async: boolean }) => appended.push(`${e.src}:${e.async}`) },
        createElement: () => ({}),
        cookie,
        addEventListener: (type: string, f: () => void) => listeners.set(type, f),
        removeEventListener: (type: string) => listeners.delete(type),
        querySelector: (selector: string) => (selector === '[data-react-island]' && hasReactIsland ? {} : null),
      },
      setTimeout: (f: () => void) => (timers.set(++next, f), next),
      clearTimeout: (i: number) => timers.delete(i),
      requestAnimationFrame: (f: () => void) => frames.push(f),
      performance: {
        getEntriesByName: (name: string) => (paintedAlready && name === 'first-contentful-paint' ? [{}] : []),
      },
      PerformanceObserver: class {
        constructor(private callback: () => void) {}
        observe(options: { type: string }) {
          if (options.type === 'paint') observers.push(() => this.callback())
        }
        disconnect() {}
      },
    }
    const runTimers = () => {
      const due = [...timers.entries()]
      timers.clear()
      due.forEach(([, f]) => f())
    }
    const code = loaderScript(sources, start)
      .replace(/^<script>|<\/script>$/g, '')
      .replace(/,window\)$/, ',w)')
    new Function('w', code)(w)
    return { appended, timers, frames, observers, runTimers, listeners }
  }

  it('a visitor who consented to analytics gets the scripts after the paint, so a visit only read is counted', () => {
    const consent = (categories: string[]) =>
      `NEXT_LOCALE=ru; cc_cookie=${encodeURIComponent(JSON.stringify({ categories, services: { analytics: [] } }))}`
    const agreed = fakeWindow(true, 'interaction', consent(['necessary', 'analytics']))
    expect(agreed.listeners.size).toBe(0)
    agreed.frames.forEach((f) => f())
    const [[, zero]] = [...agreed.timers.entries()].slice(-1)
    zero()
    expect(agreed.appended).toEqual(['/x.js:true', '/y.js:true'])
    // Refused (the category is only named among the services), or a cookie that is not JSON: wait as usual.
    for (const cookie of [consent(['necessary']), 'cc_cookie=%7Bnot json']) {
      const page = fakeWindow(true, 'interaction', cookie)
      expect(page.frames.length + page.timers.size, cookie).toBe(0)
      expect(page.listeners.size, cookie).toBe(5)
    }
  })

  it('by default the loader waits for the first interaction: a pointer, a key or focus, and adds the scripts once', () => {
    for (const first of ['pointerover', 'pointerdown', 'keydown', 'focusin', 'wheel']) {
      const page = fakeWindow(false, 'interaction')
      // Nothing on a timer or a frame: a reader who never touches the page loads no script.
      expect(page.timers.size + page.frames.length + page.appended.length, first).toBe(0)
      expect([...page.listeners.keys()].sort()).toEqual(['focusin', 'keydown', 'pointerdown', 'pointerover', 'wheel'])
      page.listeners.get(first)!()
      expect(page.appended, first).toEqual(['/x.js:true', '/y.js:true'])
      // The triggers are gone: a second event adds nothing.
      expect(page.listeners.size, first).toBe(0)
    }
  })

  it('with islands, the first interaction adds them, and an interaction with a part that needs React adds the rest', () => {
    const island = '/_next/static/islands/header-A1.js'
    const sources = ['/_next/static/chunks/a.js', island, '/_next/static/chunks/b.js']
    // What an event's target answers to `closest`: inside a part marked data-react-island, or not.
    const target = (inReactIsland: boolean) => ({
      closest: (selector: string) => (selector === '[data-react-island]' && inReactIsland ? {} : null),
    })
    const page = fakeWindow(false, 'interaction', '', sources)
    page.listeners.get('pointerover')!({ target: target(false) })
    expect(page.appended).toEqual([`${island}:true`])
    // Still listening: a second interaction outside adds nothing more.
    page.listeners.get('focusin')!({ target: target(false) })
    expect(page.appended).toEqual([`${island}:true`])
    expect(page.listeners.size).toBe(5)
    page.listeners.get('pointerdown')!({ target: target(true) })
    expect(page.appended).toEqual([
      `${island}:true`,
      '/_next/static/chunks/a.js:true',
      '/_next/static/chunks/b.js:true',
    ])
    expect(page.listeners.size).toBe(0)

    // Straight to an island that needs React: the islands and React together, once.
    const direct = fakeWindow(false, 'interaction', '', sources)
    direct.listeners.get('keydown')!({ target: target(true) })
    expect(direct.appended).toHaveLength(3)
    expect(direct.appended[0]).toBe(`${island}:true`)

    // A visitor who consented to analytics: the islands after the paint, React only with a part that needs it.
    const consented = `cc_cookie=${encodeURIComponent(JSON.stringify({ categories: ['analytics'] }))}`
    for (const hasReactIsland of [false, true]) {
      const read = fakeWindow(true, 'interaction', consented, sources, hasReactIsland)
      read.frames.forEach((f) => f())
      const [[, zero]] = [...read.timers.entries()].slice(-1)
      zero()
      expect(read.appended, `with a React part: ${hasReactIsland}`).toEqual(
        hasReactIsland
          ? [`${island}:true`, '/_next/static/chunks/a.js:true', '/_next/static/chunks/b.js:true']
          : [`${island}:true`],
      )
    }

    // The draft preview's paint start adds everything.
    const preview = fakeWindow(true, 'paint', '', sources)
    preview.frames.forEach((f) => f())
    const [[, zero]] = [...preview.timers.entries()].slice(-1)
    zero()
    expect(preview.appended).toHaveLength(3)
  })

  it('the loader adds the scripts after the next frame, once the first paint is recorded, once', () => {
    const page = fakeWindow(false)
    expect(page.appended).toEqual([])
    page.frames.forEach((f) => f())
    // The zero timer after the frame: no paint recorded yet, so it waits for one (the 1 s timer stays).
    const [[id, zero]] = [...page.timers.entries()].slice(-1)
    page.timers.delete(id)
    zero()
    expect(page.appended).toEqual([])
    page.observers.forEach((f) => f())
    expect(page.appended).toEqual(['/x.js:true', '/y.js:true'])
    expect(page.timers.size).toBe(0) // the background-tab timer was cleared
    page.observers.forEach((f) => f())
    expect(page.appended).toHaveLength(2)
  })

  it('starts right after the frame when the paint is already recorded, and after 1 s in a tab that never paints', () => {
    const painted = fakeWindow(true)
    painted.frames.forEach((f) => f())
    const [[, zero]] = [...painted.timers.entries()].slice(-1)
    zero()
    expect(painted.appended).toEqual(['/x.js:true', '/y.js:true'])

    const hidden = fakeWindow(false)
    hidden.runTimers() // only the 1 s timer exists: no frame has come
    expect(hidden.appended).toEqual(['/x.js:true', '/y.js:true'])
  })

  it('applies to browser navigations to public pages only', () => {
    const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
      url,
      method,
      headers: { accept: 'text/html,application/xhtml+xml', ...headers },
    })
    expect(isPublicPageNavigation(req('/ru/home-customer/waste-stations?page=2'))).toBe(true)
    expect(isPublicPageNavigation(req('/'))).toBe(true)
    for (const url of [
      '/admin',
      '/admin/collections/pages',
      '/api/pages',
      '/_next/static/chunks/a.js',
      '/wp-json/wp/v2/posts',
      '/locales/et.json',
      '/assets/menu-icons.svg',
    ])
      expect(isPublicPageNavigation(req(url)), url).toBe(false)
    expect(isPublicPageNavigation(req('/about', { rsc: '1' }))).toBe(false)
    expect(isPublicPageNavigation(req('/about', { accept: 'application/json' }))).toBe(false)
    expect(isPublicPageNavigation(req('/about', {}, 'POST'))).toBe(false)
  })
})

function serve(acceptEncoding: string, type: string, parts: Array<string | Buffer>, etag?: string) {
  const req = {
    url: '/',
    method: 'GET',
    headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } as Record<string, string>,
  }
  const res = new FakeResponse()
  let seenEncoding = ''
  return new Promise<{ res: FakeResponse; seenEncoding: string }>((resolve) => {
    res.on('finish', () => resolve({ res, seenEncoding }))
    handleWithLateScripts(req, res, () => {
      seenEncoding = req.headers['accept-encoding']
      res.setHeader('Content-Type', type)
      res.setHeader('Content-Length', '999')
      if (etag) res.setHeader('ETag', etag)
      for (const part of parts.slice(0, -1)) res.write(part)
      res.end(parts[parts.length - 1])
    })
  })
}

describe('handleWithLateScripts', () => {
  const bytes = Buffer.from(page)
  // Split inside a multi-byte letter (Ё) and inside a tag, as a network stream may.
  const cut = bytes.indexOf(Buffer.from('Ёлка')) + 1
  const parts = [bytes.subarray(0, 200), bytes.subarray(200, cut), bytes.subarray(cut)]
  const expected = rewriteInPieces(page, page.length)

  it('asks Next for an uncompressed page and answers it rewritten, in Brotli when accepted', async () => {
    const { res, seenEncoding } = await serve('gzip, deflate, br, zstd', 'text/html; charset=utf-8', parts)
    expect(seenEncoding).toBe('identity')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.headers['vary']).toContain('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.concat(res.body)).toString('utf8')).toBe(expected)
  })

  it('in gzip, or plain, by Accept-Encoding', async () => {
    const gz = await serve('gzip', 'text/html; charset=utf-8', parts)
    expect(gz.res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(Buffer.concat(gz.res.body)).toString('utf8')).toBe(expected)
    const plain = await serve('', 'text/html; charset=utf-8', parts)
    expect(plain.res.headers['content-encoding']).toBeUndefined()
    expect(Buffer.concat(plain.res.body).toString('utf8')).toBe(expected)
  })

  it('passes any other answer through untouched', async () => {
    const json = '{"error":"<script src=\\"/_next/static/chunks/a.js\\" async=\\"\\"></script>"}'
    const { res } = await serve('br', 'application/json', [json])
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-length']).toBe('999')
    expect(Buffer.concat(res.body).toString('utf8')).toBe(json)
  })

  it('weakens a strong ETag of a rewritten page (other bytes, the same page), and only there', async () => {
    const page = await serve('br', 'text/html; charset=utf-8', parts, '"v1-abc"')
    expect(page.res.headers['etag']).toBe('W/"v1-abc"')
    const weak = await serve('', 'text/html; charset=utf-8', parts, 'W/"v1-abc"')
    expect(weak.res.headers['etag']).toBe('W/"v1-abc"')
    const json = await serve('br', 'application/json', ['{}'], '"v1-abc"')
    expect(json.res.headers['etag']).toBe('"v1-abc"')
  })

  it('names the page in a 304 as the rewritten 200 did, since the browser stores the 304’s headers', async () => {
    const req = { url: '/', method: 'GET', headers: { accept: 'text/html', 'if-none-match': 'W/"v1-abc"' } }
    const res = new FakeResponse()
    const finished = new Promise((resolve) => res.on('finish', resolve))
    handleWithLateScripts(req, res, () => {
      res.statusCode = 304
      res.setHeader('ETag', '"v1-abc"')
      res.end()
    })
    await finished
    expect(res.status).toBe(304)
    expect(res.headers['etag']).toBe('W/"v1-abc"')
  })
})

describe('the loader script', () => {
  it('escapes < in its sources, so none can close the script element', () => {
    const source = '/_next/static/chunks/a</script><script>alert(1)//.js'
    const script = loaderScript([source])
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script.endsWith('</script>')).toBe(true)
    // The islands' list (empty here), then Next's scripts.
    const json = /\}\)\(\[\],(\[.*\]),window\)<\/script>$/.exec(script)?.[1]
    expect(JSON.parse(json ?? 'null')).toEqual([source])
  })
})
