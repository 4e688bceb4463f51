import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { alternatesFor } from '@/lib/seo/alternates'
import { getPriceList } from '@/lib/content/datapages'
import { formatDay, todayInTallinn } from '@/lib/dates'
import { formatPrice } from '@/lib/format/number'
import { grossFromNet, validityMessage, VAT_RATE } from '@/lib/data/prices'
import { parseTableQuery, type SearchParams } from '@/lib/table/query'
import { DataTable } from '@/components/table/DataTable'
import { tableLabels } from '@/components/table/labels'
import type { DataColumn, DataRow } from '@/components/table/types'
import { PrintButton } from './PrintButton'
import styles from '../priceLists.module.css'
import './print.css'
import { startPage } from '../../../pageSetup'

const PATH = '/customer-support/price-lists'
const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31)
type Props = { params: Promise<{ locale: Locale; priceId: string }>; searchParams: Promise<SearchParams> }

async function load(locale: Locale, priceId: string) {
  const id = idParam.safeParse(priceId)
  if (!id.success) return null
  return getPriceList(locale, id.data)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, priceId } = await params
  const list = await load(locale, priceId)
  const t = await getTranslations({ locale, namespace: 'dataPages.priceLists' })
  if (!list) return { title: t('title') }
  return { title: list.title, description: t('description'), alternates: alternatesFor(locale, `${PATH}/${list.id}`) }
}

export default async function PriceListPage({ params, searchParams }: Props) {
  const { locale, priceId } = await startPage(params, 'shared')
  const list = await load(locale, priceId)
  if (!list) notFound()
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'dataPages.priceLists' }),
    tableLabels(locale),
  ])
  const money = (n: number) => formatPrice(locale, n)
  const columns: DataColumn[] = [
    { id: 'wasteType', header: t('columns.wasteType'), sortable: true },
    // On a phone the unit moves into the row's details, so name and price fit the screen.
    { id: 'unit', header: t('columns.unit'), sortable: true, hideBelow: 'sm' },
    { id: 'priceNet', header: t('columns.priceNet'), sortable: true, numeric: true, hideBelow: 'sm' },
    { id: 'priceGross', header: t('columns.priceGross'), sortable: true, numeric: true },
  ]
  const rows: DataRow[] = (list.rows ?? []).map((r, i) => {
    const gross = r.priceGross ?? grossFromNet(r.priceNet)
    return {
      id: r.id ?? String(i),
      cells: {
        wasteType: { text: r.wasteType },
        unit: { text: r.unit },
        priceNet: { text: money(r.priceNet), sort: r.priceNet },
        priceGross: { text: money(gross), sort: gross },
      },
    }
  })
  const sp = await searchParams
  const parsed = parseTableQuery(sp, ['wasteType', 'unit', 'priceNet', 'priceGross'])
  // A price list is short and printed whole, so it opens with the largest page size.
  const initial = { ...parsed, size: sp.size ? parsed.size : 50 }
  const validity = t(validityMessage(list.validFrom, list.validTo, todayInTallinn()), {
    from: formatDay(list.validFrom),
    to: formatDay(list.validTo),
  })
  return (
    <div className={`container ${styles.sheet}`} data-print-sheet="">
      <h1>{list.title}</h1>
      <p className={styles.meta}>{validity}</p>
      <p>{t('vatNote', { rate: Math.round(VAT_RATE * 100) })}</p>
      <div className={styles.actions}>
        <a href={localizedPath(locale, PATH)}>{t('back')}</a>
        <PrintButton label={t('print')} className={styles.printButton} />
      </div>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rows}
        locale={locale}
        path={localizedPath(locale, `${PATH}/${list.id}`)}
        initial={initial}
        labels={labels}
        id="price-rows"
      />
    </div>
  )
}
