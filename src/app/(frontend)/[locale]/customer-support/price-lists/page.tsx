import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { localizedPath } from '@/i18n/paths'
import { getPageByPath } from '@/lib/content/pages'
import { PageIntro } from '@/components/content/PageIntro'
import { getPriceLists } from '@/lib/content/datapages'
import { formatDay, todayInTallinn } from '@/lib/dates'
import { validityMessage, validityOf } from '@/lib/data/prices'
import { parseTableQuery } from '@/lib/table/query'
import { DataTable } from '@/components/table/DataTable'
import { tableLabels } from '@/components/table/labels'
import type { DataColumn, DataRow } from '@/components/table/types'
import { SalesContacts } from '@/components/contacts/SalesContacts'
import styles from './priceLists.module.css'
import { dedicatedMetadata, startPage, type LocalePageProps } from '../../pageSetup'

const PATH = '/customer-support/price-lists'
const validityParam = z.enum(['current', 'past', 'future']).catch('current')
type Props = LocalePageProps

export const generateMetadata = dedicatedMetadata(PATH, 'dataPages.priceLists')

export default async function PriceListsPage({ params, searchParams }: Props) {
  const { locale } = await startPage(params, 'shared')
  const sp = await searchParams
  const show = validityParam.parse(Array.isArray(sp.validity) ? sp.validity[0] : sp.validity)
  const [t, tr, labels, lists, cmsPage] = await Promise.all([
    getTranslations({ locale, namespace: 'dataPages.priceLists' }),
    getTranslations({ locale, namespace: 'dataPages.regions' }),
    tableLabels(locale),
    getPriceLists(locale),
    getPageByPath(locale, PATH),
  ])
  const today = todayInTallinn()
  const path = localizedPath(locale, PATH)
  const shown = lists.filter((l) => validityOf(l.validFrom, l.validTo, today) === show)
  const columns: DataColumn[] = [
    { id: 'region', header: t('columns.region'), sortable: true },
    { id: 'title', header: t('columns.title'), sortable: true, hideBelow: 'sm' },
    { id: 'validity', header: t('columns.validity'), sortable: true },
    // On a phone the region links to the list and this column goes into the row's details, so region and
    // validity fit a 320 px screen.
    { id: 'view', header: t('columns.link'), hideBelow: 'sm' },
  ]
  const rows: DataRow[] = shown.map((l) => ({
    id: String(l.id),
    cells: {
      region: { text: tr(l.region), href: localizedPath(locale, `${PATH}/${l.id}`), hint: l.title },
      title: { text: l.title },
      validity: {
        text: t(validityMessage(l.validFrom, l.validTo, today), {
          from: formatDay(l.validFrom),
          to: formatDay(l.validTo),
        }),
        sort: l.validFrom,
      },
      view: { text: t('view'), href: localizedPath(locale, `${PATH}/${l.id}`), hint: l.title },
    },
  }))
  const initial = parseTableQuery(sp, ['region', 'title', 'validity'], { sort: 'region' })
  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} fallbackIntro={t('intro')} />
      <nav aria-label={t('filterLabel')}>
        <ul className={styles.tabs}>
          {(['current', 'past', 'future'] as const).map((v) => (
            <li key={v}>
              <a href={v === 'current' ? path : `${path}?validity=${v}`} aria-current={v === show ? 'page' : undefined}>
                {t(v)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <DataTable
        caption={t(show)}
        columns={columns}
        rows={rows}
        locale={locale}
        path={path}
        initial={initial}
        labels={labels}
        extraParams={{ validity: show === 'current' ? undefined : show }}
        id="price-lists"
      />
      <SalesContacts locale={locale} />
    </div>
  )
}
