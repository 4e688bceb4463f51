import { describe, expect, it } from 'vitest'
import { decideLocale, localeFromParam } from './localeRedirect'

const u = (pathname: string, search = '') => ({ pathname, search })
/** The permanent redirect to the language's URL, remembering the language in the cookie. */
const redirectTo = (location: string, setCookie: string) => ({ kind: 'redirect', status: 308, location, setCookie })

describe('decideLocale', () => {
  it('redirects ?lang to the canonical URL, keeping the rest of the query', () => {
    expect(decideLocale(u('/about/company', '?lang=ru&page=2'), undefined)).toEqual(
      redirectTo('/ru/about/company?page=2', 'ru'),
    )
    expect(decideLocale(u('/ru/about', '?lang=et'), 'ru')).toEqual(redirectTo('/about', 'et'))
    expect(decideLocale(u('/', '?lang=en'), undefined)).toMatchObject({ location: '/en' })
  })
  it('reads lang in any case and with a region', () => {
    expect(decideLocale(u('/about', '?lang=EN'), undefined)).toEqual(redirectTo('/en/about', 'en'))
    expect(decideLocale(u('/about', '?lang=ru_RU&x=1'), undefined)).toEqual(redirectTo('/ru/about?x=1', 'ru'))
    expect(decideLocale(u('/en/about', '?lang=et-EE'), 'en')).toEqual(redirectTo('/about', 'et'))
    expect(localeFromParam(' en_US ')).toBe('en')
    expect(localeFromParam('Ru')).toBe('ru')
  })
  it('ignores unknown lang values', () => {
    expect(localeFromParam('de_DE')).toBeNull()
    expect(localeFromParam('english')).toBeNull()
    expect(localeFromParam('en_')).toBeNull()
    expect(localeFromParam('e'.repeat(100))).toBeNull()
    expect(decideLocale(u('/about', '?lang=de'), undefined)).toEqual({ kind: 'pass' })
    expect(decideLocale(u('/about', '?lang='), undefined)).toEqual({ kind: 'pass' })
  })
  it('sends an unprefixed URL to the stored language', () => {
    expect(decideLocale(u('/about', '?x=1'), 'en')).toEqual({
      kind: 'redirect',
      status: 307,
      location: '/en/about?x=1',
    })
  })
  it('keeps explicit prefixes and Estonian choices where they are', () => {
    expect(decideLocale(u('/ru/about'), 'en')).toEqual({ kind: 'pass' })
    expect(decideLocale(u('/about'), 'et')).toEqual({ kind: 'pass' })
    expect(decideLocale(u('/about'), 'xx')).toEqual({ kind: 'pass' })
  })
  it('neither stores nor follows a choice on the widget pages, which other sites frame', () => {
    expect(decideLocale(u('/embed/collections', '?lang=ru&lookup=x'), undefined)).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/ru/embed/collections?lookup=x',
    })
    expect(decideLocale(u('/embed/collections'), 'ru')).toEqual({ kind: 'pass' })
    expect(decideLocale(u('/embedded'), 'ru')).toMatchObject({ kind: 'redirect' })
  })
})
