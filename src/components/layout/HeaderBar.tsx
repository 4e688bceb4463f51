// The header's bar but the logo, stored as HTML once per language and content (decision 052): everything in this
// file's imports must be a pure function of the part's inputs (StoredFragment), which storedParts.test.ts checks.
import { cache } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { MenuEntry } from '@/lib/navigation/menu'
import { DesktopMenu } from '@/components/navigation/DesktopMenu'
import { MobileMenu } from '@/components/navigation/MobileMenu'
import { HeaderSearch } from '@/components/navigation/HeaderSearch'
import { HamburgerIcon } from '@/components/navigation/MenuIcon'
import { SearchFields } from '@/components/navigation/SearchFields'
import { AttachedLiveSearch } from '@/components/search/LiveSearch'
import { liveSearchLabels } from '@/components/search/labels'
import { SelfServiceLink } from './SelfServiceLink'
import styles from './Header.module.css'

// Exactly the stored part's inputs.
type Props = {
  locale: Locale
  menu: MenuEntry[]
  selfServiceUrl: string
}

// Both search inputs' live results read the same labels: once per render.
const liveLabelsOf = cache(liveSearchLabels)

/** The live results under one of the header's search inputs. */
async function HeaderLiveSearch({ inputId, locale }: { inputId: string; locale: Locale }) {
  return (
    <AttachedLiveSearch
      inputId={inputId}
      locale={locale}
      searchPath={localizedPath(locale, '/search')}
      labels={await liveLabelsOf(locale)}
      maxResults={5}
      variant="inline"
    />
  )
}

/** The header's bar but the logo: the main menu, the search and the phone menu. */
export async function HeaderBar({ locale, menu, selfServiceUrl }: Props) {
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
          results={<HeaderLiveSearch inputId="site-search-input" locale={locale} />}
        />
        <MobileMenu
          searchAction={searchAction}
          searchResults={<HeaderLiveSearch inputId="mobile-search-input" locale={locale} />}
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
