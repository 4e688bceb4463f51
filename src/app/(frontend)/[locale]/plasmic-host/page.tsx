import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/i18n/paths'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import { ButtonLink } from '@/components/ui/Button'
import { startPage, type LocaleParams } from '../pageSetup'

const PATH = '/plasmic-host'

type Props = LocaleParams

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'content.plasmic' })
  // A tool endpoint, not content: kept out of search engines and the sitemap.
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('metaDescription'), noindex: true })
}

/** The design tool's host page (SPEC section 2): it explains itself to anyone who lands here. */
export default async function PlasmicHostPage({ params }: Props) {
  const { locale } = await startPage(params, 'shared')
  const t = await getTranslations({ locale, namespace: 'content.plasmic' })
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <p>{t('visitor')}</p>
      <p>
        <ButtonLink href={localizedPath(locale, '/')}>{t('home')}</ButtonLink>
      </p>
    </div>
  )
}
