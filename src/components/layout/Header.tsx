import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { SiteSetting } from '@/payload-types'
import { getHeaderMenu } from '@/lib/content/headerMenu'
import Link from 'next/link'
import { Logo } from './Logo'
import { StoredFragment } from './StoredFragment'
import { LanguageSwitcher } from './LanguageSwitcher'
import { HeaderBar } from './HeaderBar'
import { SelfServiceLink } from './SelfServiceLink'
import styles from './Header.module.css'

type Props = {
  locale: Locale
  /** The query of the address the page is rendered for (src/lib/http/pageUrl.ts), for the language links. */
  pageQuery: string
  settings: Pick<SiteSetting, 'companyName' | 'selfServiceUrl'>
}

/** Site header: server-rendered, with small islands for the menus, the search toggle and the language switcher. */
export async function Header({ locale, pageQuery, settings }: Props) {
  const [t, tm, menu] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'menu' }),
    getHeaderMenu(locale),
  ])
  return (
    <header className={styles.header}>
      <div className={styles.utility}>
        <div className={`container ${styles.utilityBar}`}>
          <p id="self-service-intro" className={styles.intro}>
            {tm('selfServiceIntro')}
          </p>
          <SelfServiceLink
            href={settings.selfServiceUrl}
            describedBy="self-service-intro"
            label={tm('selfServiceButton')}
            newTab={t('opensInNewTab')}
          />
          <LanguageSwitcher locale={locale} label={t('chooseLanguage')} search={pageQuery} />
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        {/* Next's link: on the one page where Next's router runs (the contact form's, decision 051) the logo
            navigates on the client. Not prefetched: the logo is in view on every page, and its prefetch (two
            requests and their decoding) would run during every page load. */}
        <Link href={localizedPath(locale, '/')} className={styles.logo} aria-label={t('logoAlt')} prefetch={false}>
          <Logo name={settings.companyName} />
        </Link>
        {/* The menus and the search: the same on every page of a language, so rendered once per language and
            content and reused (decision 052); a render that finds them stored never calls HeaderBar. The
            language links above carry the page's own address and are rendered each time. */}
        <StoredFragment
          name="header-bar"
          inputs={{ locale, menu, selfServiceUrl: settings.selfServiceUrl }}
          className={styles.stored}
        >
          <HeaderBar locale={locale} menu={menu} selfServiceUrl={settings.selfServiceUrl} />
        </StoredFragment>
      </div>
    </header>
  )
}
