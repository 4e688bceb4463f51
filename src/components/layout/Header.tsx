import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { Logo } from './Logo'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import styles from './Header.module.css'

type Props = { locale: Locale; companyName: string; selfServiceUrl: string; menu?: ReactNode; search?: ReactNode }

/** Site header. `menu` and `search` are slots the navigation and search features fill. */
export async function Header({ locale, companyName, selfServiceUrl, menu, search }: Props) {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" locale={locale} className={styles.logo} aria-label={t('logoAlt')}>
          <Logo name={companyName} />
        </Link>
        <div className={styles.menu}>{menu}</div>
        <div className={styles.tools}>
          {search}
          <LanguageSwitcher locale={locale} label={t('chooseLanguage')} />
          <a className={styles.selfService} href={selfServiceUrl} target="_blank" rel="noopener noreferrer" title={t('selfServiceHint')}>
            {t('selfService')}
            <span className="visually-hidden"> {t('opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </header>
  )
}
