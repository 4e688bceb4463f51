import { describe, expect, it } from 'vitest'
import { analyticsCookieNames, deletionStrings } from './cookies'

describe('analyticsCookieNames', () => {
  it('finds Matomo and GA cookies only', () => {
    const jar =
      '_pk_id.1.1fff=abc; NEXT_LOCALE=ru; cc_cookie=%7B%7D; _pk_ses.1.1fff=1; _ga=GA1.1.2; _ga_ABC123=GS1; _gid=x; pk_other=1'
    expect(analyticsCookieNames(jar)).toEqual(['_pk_id.1.1fff', '_pk_ses.1.1fff', '_ga', '_ga_ABC123', '_gid'])
  })
  it('copes with an empty jar', () => {
    expect(analyticsCookieNames('')).toEqual([])
  })
})

describe('deletionStrings', () => {
  it('expires host-only cookies for an IP host', () => {
    const out = deletionStrings('_ga', '127.0.0.1')
    expect(out).toHaveLength(1)
    expect(out[0]).toMatch(/^_ga=; path=\/; expires=Thu, 01 Jan 1970/)
  })
  it('also expires them on every parent domain', () => {
    const out = deletionStrings('_pk_id.1.a', 'www.jaatmeveo.example')
    expect(out.slice(1).map((s) => s.split('domain=')[1])).toEqual(['.www.jaatmeveo.example', '.jaatmeveo.example'])
  })
})
