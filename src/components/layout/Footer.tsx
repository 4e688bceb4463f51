import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'
import { StoredFragment } from './StoredFragment'
import { FooterColumns } from './FooterColumns'
import styles from './Footer.module.css'

type Props = { locale: Locale; settings: SiteSetting }

export async function Footer({ locale, settings }: Props) {
  const t = await getTranslations({ locale, namespace: 'common.footer' })
  return (
    <footer className={styles.footer}>
      <h2 className="visually-hidden">{t('heading')}</h2>
      {/* The same on every page of a language: rendered once per language and settings and reused (decision
          052); a render that finds them stored never calls FooterColumns. The year below is rendered each time. */}
      <StoredFragment name="footer" inputs={{ locale, settings }} className={`container ${styles.grid}`}>
        <FooterColumns locale={locale} settings={settings} />
      </StoredFragment>
      <div className={`container ${styles.bottom}`}>
        <p>{t('rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
