import type { AnalyticsConfig } from '@/lib/env'
import type { ConsentConfig } from '@/islands/consent'
import { islandScript } from '@/lib/islands'
import { Button } from '@/components/ui/Button'
import styles from './CookieConsent.module.css'

export type ConsentTexts = {
  label: string
  title: string
  text: string
  acceptAll: string
  rejectAll: string
  settings: string
  preferencesTitle: string
  save: string
  close: string
  necessaryTitle: string
  necessaryText: string
  analyticsTitle: string
  analyticsText: string
  moreTitle: string
  /** HTML: the only markup is our own link to the privacy page. */
  moreText: string
}

type Props = { texts: ConsentTexts; analytics: AnalyticsConfig }

/**
 * Cookie consent: the banner and the settings, rendered here hidden, and the analytics they allow,
 * started by the consent island (src/islands/consent.ts, decision 051) at the visitor's first interaction. It
 * opens the banner while no choice is stored, and the settings from the banner or the footer's "Cookie
 * settings" link. Nothing is rendered when no analytics is configured (MATOMO_URL/MATOMO_SITE_ID or
 * GA_MEASUREMENT_ID): the site then sets only strictly necessary cookies, which need no consent, and the
 * footer's link simply opens the cookie section of the privacy page, as it does without JavaScript.
 */
export function CookieConsent({ texts, analytics }: Props) {
  const script = islandScript('consent')
  if (!analytics || !script) return null
  const config: ConsentConfig = { analytics }
  const actions = (settings: boolean) => (
    <div className={styles.actions}>
      <Button type="button" data-consent-choice="all">
        {texts.acceptAll}
      </Button>
      <Button type="button" data-consent-choice="necessary">
        {texts.rejectAll}
      </Button>
      {settings ? (
        <Button type="button" variant="secondary" data-consent-open="">
          {texts.settings}
        </Button>
      ) : (
        <Button type="button" variant="secondary" data-consent-choice="chosen">
          {texts.save}
        </Button>
      )}
    </div>
  )
  return (
    <>
      {/* Not a <dialog>: opening one moves focus into it, and the banner opens at the visitor's first
          interaction, which may be typing into a field. */}
      <div
        role="dialog"
        hidden
        className={styles.banner}
        aria-label={texts.label}
        aria-describedby="cc-text"
        data-consent={JSON.stringify(config)}
      >
        <h2>{texts.title}</h2>
        <p id="cc-text">{texts.text}</p>
        {actions(true)}
      </div>
      <dialog className={styles.preferences} aria-labelledby="cc-settings-title" data-consent-settings="">
        <div className={styles.head}>
          <h2 id="cc-settings-title">{texts.preferencesTitle}</h2>
          <Button type="button" variant="ghost" className={styles.close} aria-label={texts.close} data-consent-close="">
            ×
          </Button>
        </div>
        <section className={styles.category} aria-labelledby="cc-necessary">
          <div className={styles.switch}>
            <h3 id="cc-necessary">{texts.necessaryTitle}</h3>
            <input type="checkbox" role="switch" defaultChecked disabled aria-labelledby="cc-necessary" />
          </div>
          <p>{texts.necessaryText}</p>
        </section>
        <section className={styles.category} aria-labelledby="cc-analytics">
          <div className={styles.switch}>
            <h3 id="cc-analytics">{texts.analyticsTitle}</h3>
            <input type="checkbox" role="switch" name="analytics" aria-labelledby="cc-analytics" />
          </div>
          <p>{texts.analyticsText}</p>
        </section>
        <section className={styles.category} aria-labelledby="cc-more">
          <h3 id="cc-more">{texts.moreTitle}</h3>
          <p dangerouslySetInnerHTML={{ __html: texts.moreText }} />
        </section>
        {actions(false)}
      </dialog>
      {/* React puts an async script in the <head>; the edge's loader starts it at the first interaction. */}
      <script src={script} async />
    </>
  )
}
