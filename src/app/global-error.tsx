'use client'
import { usePathname } from 'next/navigation'
import { localizedPath, splitLocale } from '@/i18n/paths'
import { defaultLocale, type Locale } from '@/i18n/locales'
import et from '../../messages/et.json'
import ru from '../../messages/ru.json'
import en from '../../messages/en.json'

type Props = { error: Error & { digest?: string }; reset: () => void }

const common: Record<Locale, (typeof et)['common']> = { et: et.common, ru: ru.common, en: en.common }

/**
 * The last resort: the site's own layout failed in the browser, so this replaces the whole document and has
 * none of the layout's styles or header. A page load never ends here: the server answers a failed page with
 * its own rendered 500 page (src/server/error-pages.ts). The locale comes from the address.
 */
export default function GlobalError({ reset }: Props) {
  const locale = splitLocale(usePathname() ?? '/').locale ?? defaultLocale
  const t = common[locale]
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '2rem 1rem', lineHeight: 1.5 }}>
        <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
          <h1>{t.errorTitle}</h1>
          <p>{t.errorText}</p>
          <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
            <button type="button" onClick={() => reset()} style={{ font: 'inherit', minHeight: 44, padding: '0 1rem' }}>
              {t.errorRetry}
            </button>
            {/* A full page load, not a client navigation: the router that failed is not trusted. */}
            <a href={localizedPath(locale, '/')}>{t.notFoundHome}</a>
          </p>
        </main>
      </body>
    </html>
  )
}
