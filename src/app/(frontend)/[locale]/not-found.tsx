import { getLocale, getTranslations } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { ButtonLink } from '@/components/ui/Button'

export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : 'et'
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <div className="container">
      <h1>{t('notFoundTitle')}</h1>
      <p className="lead">{t('notFoundText')}</p>
      <p style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        <ButtonLink href={localizedPath(locale, '/')}>{t('notFoundHome')}</ButtonLink>
        <ButtonLink variant="secondary" href={localizedPath(locale, '/search')}>
          {t('notFoundSearch')}
        </ButtonLink>
      </p>
    </div>
  )
}
