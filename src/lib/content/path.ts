/**
 * A locale-free page path in one spelling: leading slash, no trailing slash, lower case, Unicode NFC (an old
 * Estonian or Russian address may arrive with "õ" as o + combining tilde, as macOS writes it).
 */
export function normalizePath(value: string): string {
  const trimmed = value.trim().normalize('NFC').toLowerCase().replace(/\/+/g, '/')
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  return withSlash.length > 1 ? withSlash.replace(/\/$/, '') : withSlash
}

/** "/about/company" -> "/about"; top-level pages have parent "/". */
export function parentPath(path: string): string {
  const i = path.lastIndexOf('/')
  return i <= 0 ? '/' : path.slice(0, i)
}

/**
 * Strips the old CMS's language suffix (-et, -en, -ru, optionally followed by -N) from a post slug.
 * "cleanup-day-ru-2" -> "cleanup-day"; a slug without a suffix is returned unchanged.
 */
export function stripLanguageSuffix(slug: string): string {
  return slug.replace(/-(et|en|ru)(-\d+)?$/i, '')
}
