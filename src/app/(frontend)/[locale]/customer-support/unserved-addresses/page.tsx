import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { localizedPath } from '@/i18n/paths'
import { getPageByPath } from '@/lib/content/pages'
import { PageIntro } from '@/components/content/PageIntro'
import { counties } from '@/lib/data/regions'
import { getUnservedAddresses } from '@/lib/content/datapages'
import { formatDay, todayInTallinn } from '@/lib/dates'
import { unservedWindow } from '@/lib/data/unserved'
import { parseTableQuery } from '@/lib/table/query'
import { DataTable } from '@/components/table/DataTable'
import { tableLabels } from '@/components/table/labels'
import { firstParam } from '@/lib/pagination'
import type { DataColumn, DataRow } from '@/components/table/types'
import { CountyMap } from '@/components/maps/CountyMap'
import styles from './unserved.module.css'
import { dedicatedMetadata, startPage, type LocalePageProps } from '../../pageSetup'

const PATH = '/customer-support/unserved-addresses'
const regionParam = z.preprocess(firstParam, z.enum(counties).nullable().catch(null))
const cityParam = z.preprocess(firstParam, z.string().trim().max(80).nullable().catch(null))
type Props = LocalePageProps

export const generateMetadata = dedicatedMetadata(PATH, 'dataPages.unserved')

export default async function UnservedAddressesPage({ params, searchParams }: Props) {
  const { locale } = await startPage(params, 'shared')
  const sp = await searchParams
  const region = regionParam.parse(sp.region ?? null)
  const today = todayInTallinn()
  const [t, tc, tm, labels, all, cmsPage] = await Promise.all([
    getTranslations({ locale, namespace: 'dataPages.unserved' }),
    getTranslations({ locale, namespace: 'dataPages.counties' }),
    getTranslations({ locale, namespace: 'map' }),
    tableLabels(locale),
    getUnservedAddresses(locale, today),
    getPageByPath(locale, PATH),
  ])
  const path = localizedPath(locale, PATH)
  const inRegion = region ? all.filter((a) => a.county === region) : []
  const cities = [...new Set(inRegion.map((a) => a.city))].sort((a, b) => a.localeCompare(b, 'et'))
  const cityRaw = cityParam.parse(sp.city ?? null)
  const city = cityRaw && cities.includes(cityRaw) ? cityRaw : null
  const shown = city ? inRegion.filter((a) => a.city === city) : inRegion
  const withData = new Set(all.map((a) => a.county))
  const regionHref = (c: string) => `${path}?region=${encodeURIComponent(c)}#addresses`

  const columns: DataColumn[] = [
    { id: 'address', header: t('columns.address'), sortable: true },
    { id: 'city', header: t('columns.city'), sortable: true, hideBelow: 'md' },
    { id: 'reason', header: t('columns.reason'), hideBelow: 'sm' },
    { id: 'plannedDate', header: t('columns.plannedDate'), sortable: true, hideBelow: 'md' },
    { id: 'newDate', header: t('columns.newDate'), sortable: true },
  ]
  const rows: DataRow[] = shown.map((a) => ({
    id: String(a.id),
    cells: {
      address: { text: a.address },
      city: { text: a.city },
      reason: { text: a.reason },
      plannedDate: { text: formatDay(a.plannedDate), sort: a.plannedDate },
      newDate: { text: formatDay(a.newDate), sort: a.newDate },
    },
  }))
  const initial = parseTableQuery(sp, ['address', 'city', 'plannedDate', 'newDate'], {
    sort: 'plannedDate',
    dir: 'desc',
  })
  const place = region ? [tc(region), city].filter(Boolean).join(', ') : ''

  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} fallbackIntro={t('intro')} />
      <div className={styles.pick}>
        <CountyMap
          label={tm('countiesLabel')}
          credit={tm('credit')}
          selected={region}
          counties={Object.fromEntries(
            counties.map((c) => [c, { name: tc(c), href: regionHref(c), hasData: withData.has(c) }]),
          )}
        />
        <form method="get" action={`${path}#addresses`} className={styles.selectForm}>
          <label htmlFor="region-select">{t('chooseRegion')}</label>
          <div className={styles.row}>
            <select id="region-select" name="region" defaultValue={region ?? ''} key={region ?? ''}>
              <option value="" disabled>
                {t('chooseRegion')}
              </option>
              {[...counties]
                .sort((a, b) => tc(a).localeCompare(tc(b), locale))
                .map((c) => (
                  <option key={c} value={c}>
                    {tc(c)}
                  </option>
                ))}
            </select>
            <button type="submit" className={styles.button}>
              {t('show')}
            </button>
          </div>
        </form>
      </div>

      <section id="addresses" aria-labelledby="addresses-heading" className={styles.results}>
        <h2 id="addresses-heading">
          {t('results', { from: formatDay(unservedWindow(today).from), to: formatDay(unservedWindow(today).to) })}
        </h2>
        {region ? (
          <>
            {cities.length ? (
              <nav aria-label={t('cities', { county: tc(region) })}>
                <p className={styles.chipsLabel}>{t('cities', { county: tc(region) })}</p>
                <ul className={styles.chips}>
                  <li>
                    <a href={regionHref(region)} aria-current={city ? undefined : 'page'}>
                      {t('allCities')}
                    </a>
                  </li>
                  {cities.map((c) => (
                    <li key={c}>
                      <a
                        href={`${path}?region=${encodeURIComponent(region)}&city=${encodeURIComponent(c)}#addresses`}
                        aria-current={c === city ? 'page' : undefined}
                      >
                        {c}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <DataTable
              key={`${region}-${city ?? ''}`}
              caption={t('caption', { place })}
              columns={columns}
              rows={rows}
              locale={locale}
              path={path}
              initial={initial}
              labels={{ ...labels, noData: t('empty') }}
              extraParams={{ region, city: city ?? undefined }}
              id="unserved"
            />
          </>
        ) : (
          <p>{t('pickFirst')}</p>
        )}
      </section>
    </div>
  )
}
