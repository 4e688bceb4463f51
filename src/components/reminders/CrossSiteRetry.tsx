import { headers } from 'next/headers'

/**
 * A page opened from a mail's link arrives through a redirect chain that began on another site (the
 * webmail). Browsers then withhold SameSite=Strict cookies from it, including the one set on the way.
 * This page, when reached that way without its cookie, reloads itself once: a navigation the site
 * starts itself, which carries the cookie. Works without JavaScript.
 */
export async function CrossSiteRetry() {
  const site = (await headers()).get('sec-fetch-site')
  return site === 'cross-site' ? <meta httpEquiv="refresh" content="0" /> : null
}
