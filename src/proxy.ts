import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { routing } from '@/i18n/routing'
import { LOCALE_COOKIE } from '@/i18n/locales'
import { decideLocale } from '@/lib/i18n/localeRedirect'
import { forIntl } from '@/lib/i18n/intlPercent'

const intl = createMiddleware(routing)

const ONE_YEAR = 60 * 60 * 24 * 365

export default function proxy(request: NextRequest) {
  const decision = decideLocale(request.nextUrl, request.cookies.get(LOCALE_COOKIE)?.value)
  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status)
    // A permanent redirect that also stores a choice must not be cached, or the cookie is never updated.
    response.headers.set('Cache-Control', 'no-store')
    response.headers.set('Vary', 'Cookie')
    if (decision.setCookie) {
      response.cookies.set(LOCALE_COOKIE, decision.setCookie, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' })
    }
    return response
  }
  const response = intl(forIntl(request))
  return response
}

export const config = {
  // Everything but Payload (admin, REST), the old CMS API, bundles, build output and static files.
  matcher: [
    '/((?!api|admin|wp-json|locales|_next|_vercel|assets|media|favicon.ico|robots.txt|sitemap.xml|EstoniaMap.svg).*)',
  ],
}
