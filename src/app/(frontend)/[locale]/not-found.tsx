import { getLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { StatusMessage } from '@/components/errors/StatusMessage'
import { statusTexts } from '@/components/errors/statusTexts'

// Shown by the browser after a client-side navigation to an unknown path. A page load is answered by the
// custom server with the server-rendered /[locale]/error-page/404 (src/server/error-pages.ts), same content.
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : 'et'
  return <StatusMessage locale={locale} texts={await statusTexts(locale, '404')} />
}
