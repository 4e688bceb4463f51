import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { contractFormText } from './contractFormText'
import { waitForms } from '@/lib/dates/wait'
import { reminderFormText } from '@/components/reminders/reminderFormText'
import { HomeLookupIsland } from './HomeLookup.client'
import styles from './discharges.module.css'

/** The next-collection-day lookup on the home page (server part: strings and the target page). */
export async function HomeLookup({ locale }: { locale: Locale }) {
  const [t, tc, formText, reminderText] = await Promise.all([
    getTranslations({ locale, namespace: 'discharges' }),
    getTranslations({ locale, namespace: 'common' }),
    contractFormText(locale),
    reminderFormText(locale),
  ])
  return (
    <section className={styles.lookup} aria-labelledby="home-lookup-title">
      <h2 id="home-lookup-title">{t('homeHeading')}</h2>
      <p>{t('homeIntro')}</p>
      <HomeLookupIsland
        action={localizedPath(locale, '/customer-support/next-shipping-day')}
        locale={locale}
        reminderText={reminderText}
        text={{
          ...formText,
          loading: t('loading'),
          nextHeading: t('nextHeading'),
          empty: t('empty'),
          fullList: t.raw('fullList') as string,
          error: tc.raw('error') as string,
          rateLimited: t.raw('rateLimited') as string,
          waitForms: waitForms(locale),
          invalid: t('invalid'),
          notEmptied: t('notEmptied'),
        }}
      />
    </section>
  )
}
