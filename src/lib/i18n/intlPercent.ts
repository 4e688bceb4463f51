import { NextRequest } from 'next/server'

// next-intl's middleware decodes the path once more (decodeURI) and rewrites to the decoded path, so an
// escaped percent sign (%25, which the edge also writes for a % that starts no escape) reaches Next as a
// bare % and Next answers 500 on it. Handing next-intl the percent escaped twice makes its extra decode
// come out at the path as sent: the page then gets a literal % and answers its localized 404.

/** The request as next-intl should see it: each `%25` in the path escaped once more. */
export function forIntl(request: NextRequest): NextRequest {
  const { pathname } = request.nextUrl
  if (!pathname.includes('%25')) return request
  const url = request.nextUrl.clone()
  url.pathname = pathname.replaceAll('%25', '%2525')
  return new NextRequest(url, request)
}
