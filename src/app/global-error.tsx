'use client'
import { usePathname } from 'next/navigation'
import { localizedPath, splitLocale } from '@/i18n/paths'
import { defaultLocale, type Locale } from '@/i18n/locales'
// The small errors bundle only: this component's chunk loads with every page.
import et from '../../messages/features/errors.et.json'
import ru from '../../messages/features/errors.ru.json'
import en from '../../messages/features/errors.en.json'

type Props = { error: Error & { digest?: string }; reset: () => void }

const texts: Record<Locale, (typeof et)['errors']> = { et: et.errors, ru: ru.errors, en: en.errors }

/**
 * The last resort: the site's own layout failed in the browser, so this replaces the whole document and has
 * none of the layout's styles or header. A page load never ends here: the server answers a failed page with
 * its own rendered 500 page (src/server/error-pages.ts). The locale comes from the address.
 */
export default function GlobalError({ reset }: Props) {
  const locale = splitLocale(usePathname() ?? '/').locale ?? defaultLocale
  const t = texts[locale]
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '2rem 1rem', lineHeight: 1.5 }}>
        <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
          <h1>{t.title}</h1>
          <p>{t.text}</p>
          <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', alignItems: 'center' }}>
            <button type="button" onClick={() => reset()} style={{ font: 'inherit', minHeight: 44, padding: '0 1rem' }}>
              {t.retry}
            </button>
            {/* A full page load, not a client navigation: the router that failed is not trusted. */}
            <a href={localizedPath(locale, '/')}>{t.home}</a>
          </p>
        </main>
      </body>
    </html>
  )
}
