import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Version of the menu icon sprite (components/navigation/MenuIcon.tsx), from the icon definitions.
  env: { MENU_ICONS_VERSION: createHash('sha256').update(readFileSync('./src/lib/navigation/iconPaths.ts')).digest('hex').slice(0, 10) },
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: {
    cssChunking: true,
    // CSS in a <style> element instead of render-blocking stylesheet requests (decision 010).
    inlineCss: true,
    // Contact form attachments (up to 25 MB by default, CONTACT_MAX_TOTAL_MB) travel in the server action body.
    serverActions: { bodySizeLimit: '60mb' },
    proxyClientMaxBodySize: '60mb',
  },
  // `npm test` type-checks the whole project (tsc) before it builds, and says so with this variable;
  // any other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // Loads its WebAssembly from a file beside it at require time, which bundling would break.
  serverExternalPackages: ['multilingual-stemmer'],
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
