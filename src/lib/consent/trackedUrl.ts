// The address analytics is told about: never one carrying a secret. Links from reminder mails are
// exchanged for a cookie before any page shows (src/app/(frontend)/api/v1/reminders/session), but an
// old link, a hand-typed one or a future page must still not hand a token to GA4 or Matomo.

const SECRET_PARAMS = /^(token|.*_token|access_token|code|key)$/i

/** `href` without query parameters that may carry a secret (and without its fragment). */
export function trackedUrl(href: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return ''
  }
  for (const name of [...url.searchParams.keys()]) if (SECRET_PARAMS.test(name)) url.searchParams.delete(name)
  url.hash = ''
  return url.toString()
}
