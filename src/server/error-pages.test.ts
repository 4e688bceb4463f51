import { describe, expect, it } from 'vitest'
import { FakeResponse } from '../../tests/support/fakeResponse'
import {
  endsInPage,
  fallbackErrorPage,
  handleWithErrorPages,
  localeOfUrl,
  replacedStatus,
  type RenderErrorPage,
} from './error-pages'

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'

/** One request through the wrapper, with Next played by `next` and the error page by `render`. */
function serve(
  url: string,
  next: (res: FakeResponse) => void,
  render: RenderErrorPage,
  headers: Record<string, string> = { accept: 'text/html' },
) {
  const res = new FakeResponse()
  const asked: string[] = []
  return new Promise<{ res: FakeResponse; asked: string[] }>((resolve) => {
    res.on('finish', () => resolve({ res, asked }))
    handleWithErrorPages(
      { url, method: 'GET', headers },
      res,
      () => next(res),
      (locale, status) => {
        asked.push(`${locale} ${status}`)
        return render(locale, status)
      },
    )
  })
}

const page: RenderErrorPage = async (path, status) => `<html><h1>page ${status} at ${path}</h1></html>`

describe('replacedStatus', () => {
  it('replaces HTML answers with 404 and 5xx only', () => {
    expect(replacedStatus(404, 'text/html; charset=utf-8')).toBe('404')
    expect(replacedStatus(500, 'text/html')).toBe('500')
    expect(replacedStatus(503, 'text/html')).toBe('500')
    expect(replacedStatus(200, 'text/html')).toBeNull()
    expect(replacedStatus(307, 'text/html')).toBeNull()
    expect(replacedStatus(404, 'application/json')).toBeNull()
  })
})

describe('endsInPage', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers })
  it('is true for a GET or HEAD of a page address, whatever the Accept header says', () => {
    expect(endsInPage(req('/no-such-page', { accept: 'text/html' }))).toBe(true)
    expect(endsInPage(req('/no-such-page', { accept: '*/*' }))).toBe(true)
    expect(endsInPage(req('/en/about/x'))).toBe(true)
    expect(endsInPage(req('/en/about/x', {}, 'HEAD'))).toBe(true)
  })
  it('is false for client navigations, form actions, APIs, assets and the loopback request for the page', () => {
    expect(endsInPage(req('/about', { rsc: '1' }))).toBe(false)
    expect(endsInPage(req('/about', { 'next-router-prefetch': '1' }))).toBe(false)
    expect(endsInPage(req('/about', { 'next-action': 'x' }, 'POST'))).toBe(false)
    expect(endsInPage(req('/api/v1/search'))).toBe(false)
    expect(endsInPage(req('/_next/static/x.js'))).toBe(false)
    expect(endsInPage(req('/admin'))).toBe(false)
    expect(endsInPage(req('/about', { 'x-error-page-token': 'own' }), 'own')).toBe(false)
    // A visitor's made-up token does not switch the page off.
    expect(endsInPage(req('/about', { 'x-error-page-token': 'guess' }), 'own')).toBe(true)
  })
})

describe('localeOfUrl', () => {
  it('is the address prefix, else Estonian', () => {
    expect(localeOfUrl('/ru/no-such-page')).toBe('ru')
    expect(localeOfUrl('/en?x=1')).toBe('en')
    expect(localeOfUrl('/no-such-page')).toBe('et')
    expect(localeOfUrl('/xx/y/z')).toBe('et')
    expect(localeOfUrl('//')).toBe('et')
    expect(localeOfUrl(undefined)).toBe('et')
  })
})

describe('handleWithErrorPages', () => {
  it("answers Next's empty 404 shell with the locale's error page and the same status", async () => {
    const { res, asked } = await serve(
      '/ru/no-such-page?q=1',
      (r) => {
        r.statusCode = 404
        r.setHeader('Content-Type', 'text/html; charset=utf-8')
        r.setHeader('Content-Length', String(SHELL.length))
        r.write(SHELL.slice(0, 10))
        r.end(SHELL.slice(10))
      },
      page,
    )
    expect(asked).toEqual(['/ru/no-such-page?q=1 404'])
    expect(res.status).toBe(404)
    expect(res.text()).toBe('<html><h1>page 404 at /ru/no-such-page?q=1</h1></html>')
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.headers['cache-control']).toContain('no-store')
  })

  it('keeps the status of a server error and the headers Next gave with its head', async () => {
    const { res, asked } = await serve(
      '/test-error',
      (r) => {
        r.writeHead(500, { 'content-type': 'text/html', 'x-kept': 'yes', 'content-length': '70' })
        r.end(SHELL)
      },
      page,
    )
    expect(asked).toEqual(['/test-error 500'])
    expect(res.status).toBe(500)
    expect(res.headers['x-kept']).toBe('yes')
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.text()).toContain('page 500')
  })

  it('sends the plain localized page when the error page cannot be rendered', async () => {
    const { res } = await serve(
      '/en/x',
      (r) => {
        r.statusCode = 503
        r.setHeader('content-type', 'text/html')
        r.end(SHELL)
      },
      async () => null,
    )
    expect(res.status).toBe(503)
    expect(res.text()).toBe(fallbackErrorPage('en', '500'))
    expect(res.text()).toContain('<html lang="en">')
    expect(res.text()).toContain('<h1>Something went wrong</h1>')
  })

  it('passes every other answer through untouched', async () => {
    const ok = await serve(
      '/ru',
      (r) => {
        r.setHeader('content-type', 'text/html')
        r.write('<p>a</p>')
        r.end('<p>b</p>')
      },
      page,
    )
    expect(ok.asked).toEqual([])
    expect(ok.res.status).toBe(200)
    expect(ok.res.text()).toBe('<p>a</p><p>b</p>')
    const json = await serve(
      '/ru/x',
      (r) => {
        r.writeHead(404, { 'content-type': 'application/json' })
        r.end('{}')
      },
      page,
    )
    expect(json.asked).toEqual([])
    expect(json.res.text()).toBe('{}')
    // A client-side navigation (Flight data) shows the not-found boundary in the browser.
    const rsc = await serve(
      '/ru/x',
      (r) => {
        r.statusCode = 404
        r.setHeader('content-type', 'text/html')
        r.end(SHELL)
      },
      page,
      { accept: 'text/html', rsc: '1' },
    )
    expect(rsc.asked).toEqual([])
    expect(rsc.res.text()).toBe(SHELL)
  })
})

describe('fallbackErrorPage', () => {
  it('is the localized not-found text with a link home, escaped', () => {
    const html = fallbackErrorPage('ru', '404')
    expect(html).toContain('<html lang="ru">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<h1>Страница не найдена</h1>')
    expect(html).toContain('<a href="/ru">На главную</a>')
    expect(fallbackErrorPage('et', '404')).toContain('<a href="/">')
  })
})
