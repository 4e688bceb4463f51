import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { CallToActionBlock as Data } from '@/payload-types'
import { localizedPath } from '@/i18n/paths'
import { ButtonLink } from '@/components/ui/Button'
import styles from '../blocks.module.css'

export async function CallToActionBlock({ block, locale }: { block: Data; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const internal = block.href.startsWith('/') && !block.href.startsWith('//')
  const external = Boolean(block.external) || !internal
  const href = internal ? localizedPath(locale, block.href) : block.href
  const headingId = block.id ? `cta-${block.id}` : undefined
  return (
    <section className={`${styles.block} ${styles.cta}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <ButtonLink href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {block.label}
        {external ? <span className="visually-hidden"> {t('opensInNewTab')}</span> : null}
      </ButtonLink>
    </section>
  )
}
