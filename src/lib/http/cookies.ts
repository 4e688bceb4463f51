/**
 * One cookie's value from a request's Cookie header, percent-decoded when it decodes (a malformed escape
 * such as `%E0%A4%A` is returned as sent, never a URIError), or undefined when the cookie is not there.
 * The first of several cookies of that name wins, as browsers send the most specific path first.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at <= 0 || part.slice(0, at).trim() !== name) continue
    let value = part.slice(at + 1).trim()
    // RFC 6265 lets a value be quoted.
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}
