import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { esc } from '@/lib/embed/page'
import { Code } from './Code'
import { widgetIframeSnippet, widgetScriptSnippet, widgetThemeSnippet } from './snippets'
import styles from './developers.module.css'

/**
 * The widget on the developers' page: what it is, the snippets to copy (script tag, theme, plain iframe) and
 * the widget itself, placed by /embed.js exactly as on a host's page.
 */
export async function WidgetSection({
  locale,
  origin,
  company,
  demoAddress,
}: {
  locale: Locale
  origin: string
  company: string
  demoAddress: string
}) {
  const t = await getTranslations({ locale, namespace: 'widget.developers' })
  const tw = await getTranslations({ locale, namespace: 'widget' })
  const embedPath = `${localizedPath(locale, '/embed/collections')}?${new URLSearchParams({ lookup: demoAddress })}`
  // Without JavaScript the host element shows this link; /embed.js replaces it with the widget. React leaves
  // the element's inside alone (it is set as HTML), so the script's changes survive hydration.
  const fallback = `<a href="${esc(embedPath)}">${esc(t('fallback'))}</a>`
  return (
    <section aria-labelledby="widget" className={styles.section}>
      <h2 id="widget">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <ul>
        <li>{t('pointLanguages')}</li>
        <li>{t('pointPrivacy')}</li>
        <li>{t('pointAccessible')}</li>
      </ul>
      <h3>{t('scriptHeading')}</h3>
      <p>{t('scriptText')}</p>
      <Code>{widgetScriptSnippet(origin, demoAddress, locale)}</Code>
      <h3>{t('themeHeading')}</h3>
      <p>{t('themeText')}</p>
      <Code>{widgetThemeSnippet()}</Code>
      <h3>{t('iframeHeading')}</h3>
      <p>{t('iframeText')}</p>
      <Code>{widgetIframeSnippet(origin, demoAddress, locale, tw('frameTitle', { company }))}</Code>
      <h3>{t('demoHeading')}</h3>
      <p>{t('demoText', { address: demoAddress })}</p>
      <div
        className={styles.demo}
        data-jaatmeveo-widget=""
        data-lookup={demoAddress}
        data-lang={locale}
        dangerouslySetInnerHTML={{ __html: fallback }}
      />
      <script src="/embed.js" async />
    </section>
  )
}
