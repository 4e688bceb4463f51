import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/i18n/paths'
import { getPageByPath } from '@/lib/content/pages'
import { PageIntro } from '@/components/content/PageIntro'
import { getMunicipalContracts } from '@/lib/content/datapages'
import { formatDay } from '@/lib/dates'
import { parseTableQuery } from '@/lib/table/query'
import { DataTable } from '@/components/table/DataTable'
import { tableLabels } from '@/components/table/labels'
import type { DataColumn, DataRow } from '@/components/table/types'
import { dedicatedMetadata, startPage, type LocalePageProps } from '../../pageSetup'

const PATH = '/home-customer/organized-waste'
type Props = LocalePageProps

export const generateMetadata = dedicatedMetadata(PATH, 'dataPages.contracts')

export default async function OrganizedWastePage({ params, searchParams }: Props) {
  const { locale } = await startPage(params, 'shared')
  const [t, tc, labels, contracts, cmsPage] = await Promise.all([
    getTranslations({ locale, namespace: 'dataPages.contracts' }),
    getTranslations({ locale, namespace: 'dataPages.counties' }),
    tableLabels(locale),
    getMunicipalContracts(),
    getPageByPath(locale, PATH),
  ])
  const columns: DataColumn[] = [
    { id: 'localGovernment', header: t('columns.localGovernment'), sortable: true },
    { id: 'county', header: t('columns.county'), sortable: true, hideBelow: 'md' },
    { id: 'periodStart', header: t('columns.periodStart'), sortable: true, hideBelow: 'sm' },
    { id: 'periodEnd', header: t('columns.periodEnd'), sortable: true, hideBelow: 'sm' },
    { id: 'conditions', header: t('columns.conditions') },
  ]
  const rows: DataRow[] = contracts.map((c) => ({
    id: String(c.id),
    cells: {
      localGovernment: { text: c.localGovernment },
      county: { text: tc(c.county) },
      periodStart: { text: formatDay(c.periodStart), sort: c.periodStart },
      periodEnd: { text: formatDay(c.periodEnd), sort: c.periodEnd },
      conditions: { text: t('conditionsLink'), href: c.conditionsUrl, hint: c.localGovernment },
    },
  }))
  const initial = parseTableQuery(
    await searchParams,
    columns.filter((c) => c.sortable).map((c) => c.id),
    { sort: 'localGovernment' },
  )
  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} fallbackIntro={t('intro')} />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rows}
        locale={locale}
        path={localizedPath(locale, PATH)}
        initial={initial}
        labels={labels}
        filterable
        id="contracts"
      />
    </div>
  )
}
