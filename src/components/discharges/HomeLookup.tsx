import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { contactHref } from '@/lib/helpdesk/contactLink'
import { contractFormText } from './contractFormText'
import { waitForms } from '@/lib/dates/wait'
import { reminderFormText } from '@/components/reminders/reminderFormText'
import { ReminderForm } from '@/components/reminders/ReminderForm'
import { ContractForm } from './ContractForm'
import styles from './discharges.module.css'

/**
 * The next-collection-day lookup on the home page. Without JavaScript its GET form opens the full
 * next-shipping-day page; with it the lookup island (src/islands/lookup.ts) asks our API and shows the next
 * date of each waste type in the live region below, with the reminder form, which the server renders
 * hidden here once and the island moves into each answer.
 */
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
      <ContractForm
        action={localizedPath(locale, '/customer-support/next-shipping-day')}
        locale={locale}
        text={formText}
        idPrefix="home-lookup"
        rememberedHeadingLevel={3}
        home={{
          text: {
            loading: t('loading'),
            nextHeading: t('nextHeading'),
            empty: t('empty'),
            fullList: t.raw('fullList') as string,
            error: tc.raw('error') as string,
            rateLimited: t.raw('rateLimited') as string,
            waitForms: waitForms(locale),
            notEmptied: t('notEmptied'),
          },
          notEmptiedHref: contactHref(locale, { topic: 'serviceComplaint' }),
        }}
      />
      <div aria-live="polite" data-lookup-answer="home-lookup" dangerouslySetInnerHTML={{ __html: '' }} />
      <div hidden data-lookup-reminder="home-lookup">
        <ReminderForm idPrefix="home" contractNumber="" locale={locale} text={reminderText} />
      </div>
    </section>
  )
}
