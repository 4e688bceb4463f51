import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  experimental: { cssChunking: true },
  // Loads its WebAssembly from a file beside it at require time, which bundling would break.
  serverExternalPackages: ['multilingual-stemmer'],
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
