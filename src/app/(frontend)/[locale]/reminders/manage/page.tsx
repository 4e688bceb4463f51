import { getTranslations } from 'next-intl/server'
import { Alert } from '@/components/ui/Alert'
import { Button } from '@/components/ui/Button'
import { SelectField } from '@/components/ui/Field'
import styles from '@/components/reminders/reminders.module.css'
import { localeLabels, locales } from '@/i18n/locales'
import { cms } from '@/lib/cms'
import { firstParam } from '@/lib/pagination'
import { subscriptionOfToken, subscriptionsOfAddress } from '@/lib/reminders/subscriptions'
import { CrossSiteRetry } from '@/components/reminders/CrossSiteRetry'
import { ManageLinkRequest } from '@/components/reminders/ManageLinkRequest'
import type { LocalePageProps } from '../../pageSetup'
import { linkPageMetadata, startLinkPage } from '../linkPage'

// The manage page, reached by the signed link in every reminder mail: the address's subscriptions, each
// with its time and language, and an unsubscribe button that deletes it. Plain form posts, no JavaScript.
// The link's token is first exchanged for a cookie (a 303 back here without it). Links expire: an
// expired one gets a form that mails a new link.

export const generateMetadata = linkPageMetadata('reminders.manage')

export default async function ManageRemindersPage({ params, searchParams }: LocalePageProps) {
  const { locale, query: sp, token } = await startLinkPage(params, searchParams, 'manage')
  const done = firstParam(sp.done)
  const [t, tf] = await Promise.all([
    getTranslations({ locale, namespace: 'reminders.manage' }),
    getTranslations({ locale, namespace: 'reminders.form' }),
  ])
  const payload = await cms()
  const owner = token ? await subscriptionOfToken(payload, token) : null
  const list = owner ? await subscriptionsOfAddress(payload, owner.email) : []
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      {done === 'confirmed' && owner ? (
        <Alert tone="success">
          <p>{t('confirmed')}</p>
        </Alert>
      ) : null}
      {done === 'saved' && owner ? (
        <Alert tone="success">
          <p>{t('saved')}</p>
        </Alert>
      ) : null}
      {done === 'removed' ? (
        <Alert tone="success">
          <p>{t('removed')}</p>
        </Alert>
      ) : null}
      {!owner && done !== 'removed' ? (
        <>
          {token ? null : <CrossSiteRetry />}
          <Alert tone="error">
            <p>{t('invalid')}</p>
          </Alert>
          <ManageLinkRequest locale={locale} />
        </>
      ) : null}
      {owner ? (
        <>
          <p>{t('intro', { email: owner.email })}</p>
          {list.length === 0 ? <p>{t('none')}</p> : null}
          {list.map((sub) => (
            <section key={sub.id} className={styles.subscription} aria-labelledby={`sub-${sub.id}`}>
              <h2 id={`sub-${sub.id}`}>{t('contract', { number: sub.contractNumber })}</h2>
              <form action="/api/v1/reminders/manage" method="post">
                <input type="hidden" name="subscription" value={sub.id} />
                <input type="hidden" name="pageLocale" value={locale} />
                <SelectField id={`sub-${sub.id}-time`} name="time" label={t('time')} defaultValue={sub.time}>
                  <option value="evening">{tf('evening')}</option>
                  <option value="morning">{tf('morning')}</option>
                </SelectField>
                <SelectField id={`sub-${sub.id}-locale`} name="locale" label={t('language')} defaultValue={sub.locale}>
                  {locales.map((code) => (
                    <option key={code} value={code} lang={code}>
                      {localeLabels[code]}
                    </option>
                  ))}
                </SelectField>
                <div className={styles.actions}>
                  <Button type="submit" name="action" value="save">
                    {t('save')}
                  </Button>
                  <Button type="submit" name="action" value="delete" variant="secondary">
                    {t('unsubscribe')}
                  </Button>
                </div>
              </form>
            </section>
          ))}
        </>
      ) : null}
    </div>
  )
}
