/**
 * The site's own files and pages are linked root-relative, so a link works on whatever host and port
 * serves the page. Payload makes upload URLs absolute from `serverURL` (SITE_URL), which it
 * needs for the admin, CSRF and e-mails; this turns such a URL back into a path. URLs on other origins
 * and paths that already are root-relative are returned unchanged.
 */
export function toRootRelative(url: string, siteUrl: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return url
  let parsed: URL
  let site: URL
  try {
    parsed = new URL(url)
    site = new URL(siteUrl)
  } catch {
    return url
  }
  if (parsed.origin !== site.origin) return url
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}
