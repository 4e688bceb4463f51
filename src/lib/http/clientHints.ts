// Payload's admin reads the colour-scheme client hint; the public site does not. withPayload
// (node_modules/@payloadcms/next/dist/withPayload/withPayload.js) asks for it on every route with
// `Accept-CH`, `Vary` and `Critical-CH: Sec-CH-Prefers-Color-Scheme`, and `Critical-CH` makes Chromium
// drop the first answer of a cold navigation and send the request again with the hint: a wasted round
// trip for every new visitor (payloadcms/payload#17906). Free of path aliases: next.config.ts
// imports this file.
import type { NextConfig } from 'next'

export type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number]

/** Where the hints still go: the admin and everything under it (`/admin/:path*` matches `/admin` too). */
export const ADMIN_SOURCE = '/admin/:path*'

/** Accept-CH, Critical-CH, and a Vary on a client hint. */
export function isClientHintHeader({ key, value }: { key: string; value: string }): boolean {
  const name = key.toLowerCase()
  return name === 'accept-ch' || name === 'critical-ch' || (name === 'vary' && /\bsec-ch-/i.test(value))
}

/** The rules with every client-hint header moved to the admin's paths; other headers stay where they were. */
export function adminOnlyClientHints(rules: readonly HeaderRule[]): HeaderRule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter(isClientHintHeader)
    if (!hints.length) return [rule]
    const rest = rule.headers.filter((header) => !isClientHintHeader(header))
    return [...(rest.length ? [{ ...rule, headers: rest }] : []), { ...rule, source: ADMIN_SOURCE, headers: hints }]
  })
}

/** A Next config whose `headers()` (withPayload's included) sends the client hints to the admin only. */
export function withAdminOnlyClientHints(config: NextConfig): NextConfig {
  const { headers } = config
  if (!headers) return config
  return { ...config, headers: async () => adminOnlyClientHints(await headers()) }
}
