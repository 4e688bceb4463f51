import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { withAdminOnlyClientHints } from './src/lib/http/clientHints'
import { nextHeaderRules } from './src/lib/http/securityHeaders'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

// CONTACT_MAX_TOTAL_MB as src/lib/env validates it (default 25), read here because the config loads first.
const contactTotalMb = Number(process.env.CONTACT_MAX_TOTAL_MB || 25)
const contactBodyLimit =
  `${Math.ceil(Number.isFinite(contactTotalMb) && contactTotalMb > 0 ? contactTotalMb : 25) + 1}mb` as const

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Version of the menu icon sprite (components/navigation/MenuIcon.tsx), from the icon definitions.
  env: {
    MENU_ICONS_VERSION: createHash('sha256')
      .update(readFileSync('./src/lib/navigation/iconPaths.ts'))
      .digest('hex')
      .slice(0, 10),
  },
  reactStrictMode: true,
  // Security headers (decision 016) for `next dev`. The production server sets them on every answer itself
  // (src/server/headers.ts), from the settings it starts with: rules here would be fixed at build time.
  async headers() {
    if (process.env.NODE_ENV !== 'development') return []
    const { SITE_URL, MAP_TILE_URL, MATOMO_URL, MATOMO_SITE_ID, GA_MEASUREMENT_ID } = process.env
    const settings = { SITE_URL, MAP_TILE_URL, MATOMO_URL, MATOMO_SITE_ID, GA_MEASUREMENT_ID }
    return nextHeaderRules(settings, { development: true })
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next's optimizer (/_next/image) for the site's own images only: the uploads and the static assets.
    // Any other address is a 400, not a fetch of whatever page it names (`/\evil.example` was a 500).
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/assets/**' }],
  },
  experimental: {
    // Turbopack keeps a build cache in .next/cache (some 350 MB) so that the next build on this machine is
    // quicker. CI builds once on a clean clone and never reads it: writing it cost 26 s of the build's
    // 135 s of CPU there (109 s without).
    turbopackFileSystemCacheForBuild: !process.env.CI,
    cssChunking: true,
    // Stylesheets as <link> elements, not inlined (decision 047, replacing part 1 of decision 010): this
    // Next writes an inlined stylesheet into the inline flight data once per segment that lists it (three
    // copies of a 25 KB chunk on a CMS page): 132 KB of the 212 KB of /about were CSS, and every render
    // escaped, compressed and sent it. The linked files are immutable and cached.
    inlineCss: false,
    // Contact form attachments travel in the server action body, which Next reads into memory: it stops
    // reading (413) once the body passes this limit, the attachments' total plus room for the text fields.
    // The browser checks each file before upload (contact-us/fileCheck.ts).
    serverActions: { bodySizeLimit: contactBodyLimit },
    proxyClientMaxBodySize: contactBodyLimit,
  },
  // `npm test` type-checks the whole project (tsc) before it builds, and says so with this variable;
  // any other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // Loads its WebAssembly from a file beside it at require time, which bundling would break.
  serverExternalPackages: ['multilingual-stemmer'],
}

// withPayload asks for a client hint on every route; only the admin reads it (src/lib/http/clientHints.ts).
export default withAdminOnlyClientHints(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }))
