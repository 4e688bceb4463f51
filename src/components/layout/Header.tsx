import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { SiteSetting } from '@/payload-types'
import { getHeaderMenu } from '@/lib/content/headerMenu'
import type { MenuEntry } from '@/lib/navigation/menu'
import { DesktopMenu } from '@/components/navigation/DesktopMenu'
import { MobileMenu } from '@/components/navigation/MobileMenu'
import { HeaderSearch } from '@/components/navigation/HeaderSearch'
import { HamburgerIcon, MenuIcon } from '@/components/navigation/MenuIcon'
import { SearchFields } from '@/components/navigation/SearchFields'
import Link from 'next/link'
import { Logo } from './Logo'
import { StoredFragment } from './StoredFragment'
import { LanguageSwitcher } from './LanguageSwitcher'
import styles from './Header.module.css'

type Props = {
  locale: Locale
  /** The query of the address the page is rendered for (src/lib/http/pageUrl.ts), for the language links. */
  pageQuery: string
  settings: Pick<SiteSetting, 'companyName' | 'selfServiceUrl'>
  /** Live results under the desktop search input (#site-search-input); filled by the search feature. */
  searchResults?: ReactNode
  /** Live results under the mobile menu's search input (#mobile-search-input). */
  mobileSearchResults?: ReactNode
}

/** The self-service link; `describedBy` names the explanation beside it. */
function SelfServiceLink({
  href,
  describedBy,
  label,
  newTab,
}: {
  href: string
  describedBy: string
  label: string
  newTab: string
}) {
  return (
    <a
      className={styles.selfService}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
    >
      <MenuIcon name="user" size={20} />
      {label}
      <MenuIcon name="external" size={16} />
      <span className="visually-hidden"> {newTab}</span>
    </a>
  )
}

/** Site header: server-rendered, with small islands for the menus, the search toggle and the language switcher. */
export async function Header({ locale, pageQuery, settings, searchResults, mobileSearchResults }: Props) {
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
          <HeaderBar
            locale={locale}
            menu={menu}
            selfServiceUrl={settings.selfServiceUrl}
            searchResults={searchResults}
            mobileSearchResults={mobileSearchResults}
          />
        </StoredFragment>
      </div>
    </header>
  )
}

// Exactly the stored part's inputs (and the live search, rendered from the language alone).
type BarProps = Pick<Props, 'locale' | 'searchResults' | 'mobileSearchResults'> & {
  menu: MenuEntry[]
  selfServiceUrl: string
}

/** The header's bar but the logo: the main menu, the search and the phone menu. */
async function HeaderBar({ locale, menu, selfServiceUrl, searchResults, mobileSearchResults }: BarProps) {
  const [t, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'menu' }),
  ])
  const overviewLabels = menu.map((group) => tm('overview', { group: group.label }))
  const searchAction = localizedPath(locale, '/search')
  return (
    <>
      {/* Without JavaScript a phone's menu is this disclosure: opening it shows the one main menu below
          (styled by Header.module.css), so the menu's 40-odd links are in the page once, not twice. */}
      <noscript>
        <details className={styles.staticMenu} id="mobile-menu-static">
          <summary className={styles.staticToggle}>
            <HamburgerIcon />
            <span>{tm('openMenu')}</span>
          </summary>
        </details>
      </noscript>
      <div className={styles.menu}>
        <noscript>
          <form role="search" action={searchAction} method="get" className={styles.staticSearch}>
            <SearchFields
              inputId="mobile-search-input-static"
              labels={{ input: t('searchLabel'), submit: t('searchSubmit') }}
            />
          </form>
        </noscript>
        <DesktopMenu
          groups={menu}
          overviewLabels={overviewLabels}
          label={tm('mainNav')}
          newTabText={t('opensInNewTab')}
        />
      </div>
      <div className={styles.tools}>
        <HeaderSearch
          action={searchAction}
          labels={{ toggle: tm('searchToggle'), input: t('searchLabel'), submit: t('searchSubmit') }}
          results={searchResults}
        />
        <MobileMenu
          searchAction={searchAction}
          searchResults={mobileSearchResults}
          labels={{
            open: tm('openMenu'),
            close: tm('closeMenu'),
            nav: tm('mainNav'),
            newTab: t('opensInNewTab'),
            search: t('searchLabel'),
            searchSubmit: t('searchSubmit'),
          }}
          footer={
            <div className={styles.mobileSelfService}>
              <SelfServiceLink
                href={selfServiceUrl}
                describedBy="self-service-intro-mobile"
                label={tm('selfServiceButton')}
                newTab={t('opensInNewTab')}
              />
              <p id="self-service-intro-mobile">{tm('selfServiceIntro')}</p>
            </div>
          }
        />
      </div>
    </>
  )
}
