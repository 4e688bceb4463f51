import { getTranslations } from 'next-intl/server'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import type { Locale } from '@/i18n/locales'
import styles from './reminders.module.css'

/**
 * A new manage link by e-mail: the subscription form again. For an address that is subscribed the mail
 * holds a manage link; the answer is the same for any address (src/lib/reminders/subscriptions.ts).
 */
export async function ManageLinkRequest({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'reminders.manage' })
  const tf = await getTranslations({ locale, namespace: 'reminders.form' })
  return (
    <section className={styles.box} aria-labelledby="manage-link-heading">
      <h2 id="manage-link-heading">{t('newLinkHeading')}</h2>
      <p>{t('newLinkIntro')}</p>
      <form action="/api/v1/reminders/subscribe" method="post">
        <input type="hidden" name="locale" value={locale} />
        <TextField
          id="manage-link-contract"
          name="contractNumber"
          label={t('newLinkContract')}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={20}
        />
        <TextField
          id="manage-link-email"
          name="email"
          type="email"
          label={tf('email')}
          autoComplete="email"
          required
          maxLength={254}
        />
        <Button type="submit">{t('newLinkSubmit')}</Button>
      </form>
    </section>
  )
}
