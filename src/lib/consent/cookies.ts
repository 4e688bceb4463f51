/** The consent banner's own cookie (in the form vanilla-cookieconsent wrote it): URL-encoded JSON whose `categories` lists the accepted ones. */
export const CONSENT_COOKIE = 'cc_cookie'

/** Cookies analytics tools set: Matomo (_pk_id, _pk_ses, …) and Google Analytics (_ga, _ga_XXXX, _gid). */
export const ANALYTICS_COOKIE = /^(_pk_|_ga|_gid$|_gat)/

/** Names of analytics cookies present in a `document.cookie` string. */
export function analyticsCookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name && ANALYTICS_COOKIE.test(name))
}

/**
 * `document.cookie` assignments that delete a cookie wherever an analytics tool may have set it:
 * host-only, on the host's domain and on its parent domain (GA sets cookies on the registrable domain).
 */
export function deletionStrings(name: string, hostname: string): string[] {
  const expired = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0`
  const out = [expired]
  if (!/^[\d.]+$/.test(hostname) && hostname.includes('.')) {
    const parts = hostname.split('.')
    for (let i = 0; i < parts.length - 1; i++) out.push(`${expired}; domain=.${parts.slice(i).join('.')}`)
  }
  return out
}
