import { getTranslations } from 'next-intl/server'
import { PageIntro } from '@/components/content/PageIntro'
import { openApiDocument } from '@/lib/openapi/openapi'
import { addressExamples, contractExamples, describeSchema, operationsOf } from '@/lib/openapi/developersPage'
import { getPageByPath } from '@/lib/content/pages'
import { getSiteSettings } from '@/lib/content/siteSettings'
import { DISCHARGES_CACHE_CONTROL } from '@/lib/discharges/schema'
import { env } from '@/lib/env'
import { ERROR_TITLES, errorBody, errorCodes, problemType } from '@/lib/http/errors'
import styles from './developers.module.css'
import { WidgetSection } from '@/components/developers/WidgetSection'
import { HomeAssistantSection } from '@/components/developers/HomeAssistantSection'
import { dedicatedMetadata, startPage, type LocaleParams } from '../pageSetup'

// The developers' page: the API's terms, copy-paste examples and one section per endpoint, all rendered on
// the server from the OpenAPI document itself (src/lib/openapi/openapi.ts), so the page shows what the API does.

const PATH = '/developers'
const DEMO_CONTRACT = '900000001'
const DEMO_ADDRESS = 'Sõpruse pst 151'
/** The address as the widget and Home Assistant take it: one served address, shown at once. */
const DEMO_WIDGET_ADDRESS = 'Sõpruse pst 151, Tallinn'
type Props = LocaleParams
const PROBLEM_EXAMPLE = errorBody(429, 'rate_limited', 'Too many lookups; try again in 42 s.')

export const generateMetadata = dedicatedMetadata(PATH, 'developers')

/**
 * Source text in a block that scrolls instead of widening the page; focusable, so that keyboard users can
 * scroll it too. Its heading names it.
 */
function Code({ children }: { children: string }) {
  return (
    <pre className={styles.code} tabIndex={0}>
      <code>{children}</code>
    </pre>
  )
}

export default async function DevelopersPage({ params }: Props) {
  const { locale } = await startPage(params, 'shared')
  const config = env()
  const [t, settings, cmsPage] = await Promise.all([
    getTranslations({ locale, namespace: 'developers' }),
    getSiteSettings(locale),
    getPageByPath(locale, PATH),
  ])
  const contactEmail = settings.email?.trim() || undefined
  const document = openApiDocument({
    siteUrl: config.SITE_URL,
    lookupsPerMinute: config.DISCHARGES_RATE_LIMIT_PER_MINUTE,
    suggestionsPerMinute: config.ADDRESS_SUGGESTIONS_PER_MINUTE,
    contactEmail,
  })
  const origin = document.servers[0]!.url
  const documentUrl = `${origin}/api/v1/openapi.json`
  const privateMinutes = Math.round(Number(/max-age=(\d+)/.exec(DISCHARGES_CACHE_CONTROL)?.[1] ?? 0) / 60)
  const byContract = contractExamples(origin, DEMO_CONTRACT, locale)
  const byAddress = addressExamples(origin, DEMO_ADDRESS, locale)
  const te = (key: string, values?: Record<string, string | number>) => t(`endpoints.${key}`, values)

  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} fallbackIntro={t('intro')} />

      <section aria-labelledby="terms" className={styles.section}>
        <h2 id="terms">{t('terms.heading')}</h2>
        <ul>
          <li>{t('terms.noKey')}</li>
          <li>
            {config.DISCHARGES_RATE_LIMIT_PER_MINUTE > 0
              ? t('terms.lookups', { count: config.DISCHARGES_RATE_LIMIT_PER_MINUTE })
              : t('terms.lookupsOff')}
          </li>
          <li>
            {config.ADDRESS_SUGGESTIONS_PER_MINUTE > 0
              ? t('terms.suggestions', { count: config.ADDRESS_SUGGESTIONS_PER_MINUTE })
              : t('terms.suggestionsOff')}
          </li>
          <li>{t('terms.refused')}</li>
          <li>{t('terms.caching', { minutes: privateMinutes })}</li>
          <li>{t('terms.dates')}</li>
          <li>{t('terms.language')}</li>
          <li>{t('terms.cors')}</li>
          <li>{t('terms.conditional')}</li>
          <li>
            {t('terms.errors')}
            <Code>{JSON.stringify(PROBLEM_EXAMPLE, null, 2)}</Code>
          </li>
        </ul>
        {contactEmail ? (
          <p>
            {t('terms.contact')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="document" className={styles.section}>
        <h2 id="document">{t('document.heading')}</h2>
        <p>
          {t('document.text')}{' '}
          <a href="/api/v1/openapi.json" className={styles.url}>
            {documentUrl}
          </a>
        </p>
        <p>{t('document.version', { version: document.info.version, openapi: document.openapi })}</p>
      </section>

      <section aria-labelledby="examples" className={styles.section}>
        <h2 id="examples">{t('examples.heading')}</h2>
        <p>{t('examples.copyHint')}</p>
        <h3>{t('examples.byContract')}</h3>
        <p>{t('examples.byContractText', { contract: DEMO_CONTRACT })}</p>
        {byContract.map((sample) => (
          <div key={sample.name}>
            <h4>{sample.name}</h4>
            <Code>{sample.code}</Code>
          </div>
        ))}
        <h3>{t('examples.byAddress')}</h3>
        <p>{t('examples.byAddressText')}</p>
        {byAddress.map((sample) => (
          <div key={sample.name}>
            <h4>{sample.name}</h4>
            <Code>{sample.code}</Code>
          </div>
        ))}
      </section>

      <WidgetSection locale={locale} origin={origin} company={settings.companyName} demoAddress={DEMO_WIDGET_ADDRESS} />
      <HomeAssistantSection
        locale={locale}
        origin={origin}
        demoAddress={DEMO_WIDGET_ADDRESS}
        demoContract={DEMO_CONTRACT}
      />

      <section aria-labelledby="endpoints" className={styles.section}>
        <h2 id="endpoints">{te('heading')}</h2>
        {operationsOf(document).map((op) => {
          const id = `op-${op.operationId}`
          const title = `${op.method} ${op.path}`
          const paramText = (name: string) => {
            const key = `params.${op.operationId}.${name}`
            return t.has(key) ? t(key) : ''
          }
          return (
            <section key={op.operationId} aria-labelledby={id} className={styles.endpoint}>
              <h3 id={id}>
                <code>{title}</code>
              </h3>
              <p className={styles.summary}>{t(`operations.${op.operationId}.summary`)}</p>
              <p>{t(`operations.${op.operationId}.description`)}</p>
              <h4>{te('parameters')}</h4>
              {op.parameters.length ? (
                // Focusable, so that keyboard users can scroll a table wider than a phone's screen.
                <div className={styles.tableWrap} tabIndex={0} role="group" aria-labelledby={`${id}-caption`}>
                  <table className={styles.table}>
                    <caption id={`${id}-caption`} className="visually-hidden">
                      {te('parametersCaption', { path: op.path })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{te('name')}</th>
                        <th scope="col">{te('in')}</th>
                        <th scope="col">{te('required')}</th>
                        <th scope="col">{te('schema')}</th>
                        <th scope="col">{te('meaning')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {op.parameters.map((p) => (
                        <tr key={`${p.in}:${p.name}`}>
                          <th scope="row">
                            <code>{p.name}</code>
                          </th>
                          <td>{te(p.in)}</td>
                          <td>{p.required ? te('yes') : te('no')}</td>
                          <td>
                            {describeSchema(p.schema, {
                              default: (value) => te('default', { value }),
                              maxLength: (count) => te('maxLength', { count }),
                              range: (min, max) => te('range', { min, max }),
                            })}
                          </td>
                          <td>{paramText(p.name)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p>{te('noParameters')}</p>
              )}
              <h4>{te('responses')}</h4>
              <ul className={styles.statuses}>
                {op.statuses.map(({ status, type }) => (
                  <li key={status}>
                    <strong>{status}</strong>
                    {type ? (
                      <>
                        {' '}
                        <code>{type}</code>
                      </>
                    ) : null}{' '}
                    {t.has(`status.${status}`) ? t(`status.${status}`) : ''}
                  </li>
                ))}
              </ul>
              {op.example !== undefined ? (
                <>
                  <h4>{te('example')}</h4>
                  <Code>{op.example}</Code>
                </>
              ) : null}
            </section>
          )
        })}
      </section>

      <section aria-labelledby="errors" className={styles.section}>
        <h2 id="errors">{t('errors.heading')}</h2>
        <div className={styles.tableWrap} tabIndex={0} role="group" aria-labelledby="errors-caption">
          <table className={styles.table}>
            <caption id="errors-caption" className="visually-hidden">
              {t('errors.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('errors.code')}</th>
                <th scope="col">{t('errors.title')}</th>
              </tr>
            </thead>
            <tbody>
              {/* Each row is the target of its code's problem type, /developers#error-<code>. */}
              {errorCodes.map((code) => (
                <tr key={code} id={problemType(code).split('#')[1]}>
                  <th scope="row">
                    <code>{code}</code>
                  </th>
                  <td>{ERROR_TITLES[code]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}
