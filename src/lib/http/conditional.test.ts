import { describe, expect, it } from 'vitest'
import { answerJson, answerText, conditionalReply, etagOf, ifNoneMatchMatches } from './conditional'

const request = (ifNoneMatch?: string) =>
  new Request(
    'http://localhost/api/v1/x',
    ifNoneMatch === undefined ? {} : { headers: { 'If-None-Match': ifNoneMatch } },
  )

describe('etagOf', () => {
  it('is a strong quoted validator that names the bytes', () => {
    const tag = etagOf('{"a":1}')
    expect(tag).toMatch(/^"[\w-]{27}"$/)
    expect(etagOf('{"a":1}')).toBe(tag)
    expect(etagOf('{"a":2}')).not.toBe(tag)
    expect(etagOf(new TextEncoder().encode('{"a":1}'))).toBe(tag)
  })
})

describe('ifNoneMatchMatches', () => {
  const tag = '"abc"'
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ['*', true],
    ['"abc-br"', true],
    ['W/"abc-gz"', true],
    ['"abcd"', false],
    ['"x"', false],
    ['', false],
    ['abc', false],
    ['"a,bc"', false],
  ])('%s → %s', (header, expected) => {
    expect(ifNoneMatchMatches(header, [tag])).toBe(expected)
  })
  it('reads several headers as one list, and nothing as no match', () => {
    expect(ifNoneMatchMatches(['"x"', '"abc"'], [tag])).toBe(true)
    expect(ifNoneMatchMatches(undefined, [tag])).toBe(false)
    expect(ifNoneMatchMatches(null, [tag])).toBe(false)
  })
  it('matches a weak validator of ours, weakly compared', () => {
    expect(ifNoneMatchMatches('"abc"', ['W/"abc"'])).toBe(true)
  })
  it('ignores an oversized header', () => {
    expect(ifNoneMatchMatches(`${'"x", '.repeat(3000)}"abc"`, [tag])).toBe(false)
  })
})

describe('answerJson / answerText', () => {
  const headers = { 'Cache-Control': 'public, max-age=0', Vary: 'Accept-Language', 'Content-Language': 'ru' }

  it('answers 200 with the body, its ETag and the headers', async () => {
    const res = answerJson(request(), { a: 1 }, headers)
    expect(res.status).toBe(200)
    expect(res.headers.get('etag')).toBe(etagOf('{"a":1}'))
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('vary')).toBe('Accept-Language')
    expect(await res.json()).toEqual({ a: 1 })
  })

  it('answers 304 without a body to its own ETag, with the validators a cache needs', async () => {
    const first = answerJson(request(), { a: 1 }, headers)
    const etag = first.headers.get('etag')!
    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = answerJson(request(sent), { a: 1 }, headers)
      expect(res.status).toBe(304)
      expect(res.headers.get('etag')).toBe(etag)
      expect(res.headers.get('cache-control')).toBe('public, max-age=0')
      expect(res.headers.get('vary')).toBe('Accept-Language')
      expect(res.headers.get('content-language')).toBe('ru')
      expect(res.headers.get('content-type')).toBeNull()
      expect(await res.text()).toBe('')
    }
  })

  it('answers 200 when the body changed since', async () => {
    const etag = answerJson(request(), { a: 1 }).headers.get('etag')!
    const res = answerJson(request(etag), { a: 2 })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ a: 2 })
  })

  it('keeps a text answer’s own type and drops its disposition from a 304', () => {
    const type = { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="a.ics"' }
    const etag = answerText(request(), 'BEGIN:VCALENDAR', type).headers.get('etag')!
    const res = answerText(request(etag), 'BEGIN:VCALENDAR', type)
    expect(res.status).toBe(304)
    expect(res.headers.get('content-disposition')).toBeNull()
  })
})

describe('conditionalReply', () => {
  it('gives the fast path a 200 with the ETag, or a 304 without a body', () => {
    const ok = conditionalReply(undefined, '[]', { 'Cache-Control': 'private', 'Content-Type': 'application/json' })
    expect(ok).toMatchObject({ status: 200, body: '[]' })
    const again = conditionalReply(ok.headers.ETag, '[]', {
      'Cache-Control': 'private',
      'Content-Type': 'application/json',
    })
    expect(again).toEqual({ status: 304, body: null, headers: { 'Cache-Control': 'private', ETag: ok.headers.ETag } })
  })
})
