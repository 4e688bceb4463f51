import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { routing } from '@/i18n/routing'
import { LOCALE_COOKIE } from '@/i18n/locales'
import { decideLocale } from '@/lib/i18n/localeRedirect'
import { errorPageRewrite } from '@/lib/http/errorPage'
import { env } from '@/lib/env'
import { isHttpsSite } from '@/lib/http/securityHeaders'
import { forIntl } from '@/lib/i18n/intlPercent'
import { apiLinkHeader } from '@/lib/wordpress/apiLink'

const intl = createMiddleware(routing)

const ONE_YEAR = 60 * 60 * 24 * 365

export default function proxy(request: NextRequest) {
  // The server's own request for the error page of a failed page load (src/server/error-pages.ts).
  const errorPage = errorPageRewrite(request.nextUrl.pathname, request.headers)
  if (errorPage) return NextResponse.rewrite(new URL(errorPage, request.url))
  const decision = decideLocale(request.nextUrl, request.cookies.get(LOCALE_COOKIE)?.value)
  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status)
    // A permanent redirect that also stores a choice must not be cached, or the cookie is never updated.
    response.headers.set('Cache-Control', 'no-store')
    response.headers.set('Vary', 'Cookie')
    if (decision.setCookie) {
      // Secure under https: behind a TLS proxy the request itself arrives as http.
      response.cookies.set(LOCALE_COOKIE, decision.setCookie, {
        path: '/',
        maxAge: ONE_YEAR,
        sameSite: 'lax',
        secure: isHttpsSite(env().SITE_URL),
      })
    }
    return response
  }
  const response = intl(forIntl(request))
  // WordPress's API discovery: a client given the site's address finds the old CMS API from any page.
  response.headers.append('Link', apiLinkHeader(env().SITE_URL))
  return response
}

export const config = {
  // Everything but Payload (admin, REST), the old CMS API, bundles, build output and static files.
  // Form posts too: Estonian pages have no prefix, and the proxy's rewrite is what routes a post to
  // /customer-support/contact-us to the [locale] page (Next then holds a copy of the body for it, which
  // the edge's limits bound: src/server/formPosts.ts).
  matcher: [
    '/((?!api|admin|wp-json|healthz|readyz|locales|_next|_vercel|assets|media|favicon.ico|robots.txt|sitemap.xml|EstoniaMap.svg|embed.js).*)',
  ],
}
