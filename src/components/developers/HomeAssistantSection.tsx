import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { Code } from './Code'
import { HA_SOURCE_NAME, icsSourceYaml, moduleSourceYaml } from './snippets'
import styles from './developers.module.css'

/** Home Assistant's waste-collection integration: the generic calendar source and this site's own source module. */
export async function HomeAssistantSection({
  locale,
  origin,
  demoAddress,
  demoContract,
}: {
  locale: Locale
  origin: string
  demoAddress: string
  demoContract: string
}) {
  const t = await getTranslations({ locale, namespace: 'widget.homeAssistant' })
  return (
    <section aria-labelledby="home-assistant" className={styles.section}>
      <h2 id="home-assistant">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <h3>{t('icsHeading')}</h3>
      <p>{t('icsText', { contract: demoContract })}</p>
      <Code>{icsSourceYaml(origin, demoContract, locale)}</Code>
      <h3>{t('moduleHeading')}</h3>
      <p>{t('moduleText', { name: HA_SOURCE_NAME })}</p>
      <Code>{moduleSourceYaml(origin, demoAddress, demoContract, locale)}</Code>
      <p>{t('moduleInstall', { file: `${HA_SOURCE_NAME}.py` })}</p>
    </section>
  )
}
