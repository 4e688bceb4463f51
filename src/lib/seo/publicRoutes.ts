/**
 * Routes with their own folder (not CMS pages), public and indexable. The sitemap lists them even when
 * no CMS page exists for the path. Tool pages (/odoo-test, /plasmic-host) are deliberately absent.
 */
export const DEDICATED_PUBLIC_ROUTES = [
  '/',
  '/search',
  '/about/news',
  '/about/emergency-detailed',
  '/customer-support/emergency-notice',
  '/customer-support/next-shipping-day',
  '/home-customer/waste-stations',
  '/home-customer/organized-waste',
  '/customer-support/price-lists',
  '/customer-support/unserved-addresses',
  '/customer-support/contact-us',
  '/customer-support/what-goes-where',
  '/developers',
] as const

/** Never in the sitemap, whatever the CMS says. */
export const EXCLUDED_FROM_SITEMAP = new Set(['/odoo-test', '/plasmic-host'])

/** The accessibility statement: a CMS page, linked from every page's footer. */
export const ACCESSIBILITY_STATEMENT = '/accessibility'

/**
 * Top-level CMS pages reached from the footer, not main sections of the site: the home page's section
 * cards leave them out (they stay in the sitemap and in search).
 */
export const FOOTER_ONLY_PAGES: ReadonlySet<string> = new Set([ACCESSIBILITY_STATEMENT])
