import { getRequestConfig } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { log } from '@/lib/log'
import { TIME_ZONE } from '@/lib/dates'
import { routing } from './routing'
import { messagesByLocale } from './messages'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    messages: messagesByLocale[locale],
    timeZone: TIME_ZONE,
    onError(error) {
      // SPEC section 8: a translation failure is logged only, never shown as a crash.
      log.warn('translation failed', { code: error.code, message: error.message })
    },
    getMessageFallback({ namespace, key }) {
      return [namespace, key].filter(Boolean).join('.')
    },
  }
})
