import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { localizedPath } from '@/i18n/paths'
import { getPageByPath } from '@/lib/content/pages'
import { PageIntro } from '@/components/content/PageIntro'
import { env } from '@/lib/env'
import { getWasteStations } from '@/lib/content/datapages'
import { firstParam } from '@/lib/pagination'
import { parseTableQuery } from '@/lib/table/query'
import { tableLabels } from '@/components/table/labels'
import type { DataColumn, DataRow } from '@/components/table/types'
import { StationsExplorer } from '@/components/maps/StationsExplorer'
import { pageContaining } from '@/components/table/view'
import { stationName } from '@/lib/data/stationName'
import { todayInTallinn } from '@/lib/dates'
import { dedicatedMetadata, startPage, type LocalePageProps } from '../../pageSetup'

const PATH = '/home-customer/waste-stations'
/** The selected object id; 0 (the default) selects nothing. */
const selectedParam = z.preprocess(firstParam, z.coerce.number().int().min(0).catch(0))
type Props = LocalePageProps

export const generateMetadata = dedicatedMetadata(PATH, 'dataPages.stations')

export default async function WasteStationsPage({ params, searchParams }: Props) {
  const { locale } = await startPage(params, 'shared')
  const sp = await searchParams
  const [t, tc, tm, labels, stations, cmsPage] = await Promise.all([
    getTranslations({ locale, namespace: 'dataPages.stations' }),
    getTranslations({ locale, namespace: 'dataPages.counties' }),
    getTranslations({ locale, namespace: 'map' }),
    tableLabels(locale),
    getWasteStations(locale),
    getPageByPath(locale, PATH),
  ])
  const columns: DataColumn[] = [
    { id: 'name', header: t('columns.name'), sortable: true },
    { id: 'municipality', header: t('columns.municipality'), sortable: true, hideBelow: 'sm' },
    { id: 'county', header: t('columns.county'), sortable: true, hideBelow: 'md' },
    { id: 'address', header: t('columns.address'), sortable: true, hideBelow: 'md' },
    { id: 'hours', header: t('columns.hours'), hideBelow: 'md' },
    { id: 'accepted', header: t('columns.accepted'), hideBelow: 'md' },
    { id: 'prices', header: t('columns.prices'), hideBelow: 'sm' },
  ]
  const today = todayInTallinn()
  const named = stations.map((s) => ({ ...s, name: stationName(s, locale, today) }))
  const rows: DataRow[] = named.map((s) => ({
    id: String(s.id),
    cells: {
      name: { text: s.name },
      municipality: { text: s.municipality },
      county: { text: tc(s.county) },
      address: { text: s.address },
      hours: { text: s.openingHours ?? '' },
      accepted: { text: s.acceptedWaste ?? '' },
      prices: s.pricesUrl
        ? {
            text: t('pricesLink'),
            href: s.pricesUrl.startsWith('/') ? localizedPath(locale, s.pricesUrl) : s.pricesUrl,
            hint: s.name,
          }
        : { text: '' },
    },
  }))
  const selected = selectedParam.parse(sp.selected)
  const initialSelected = selected && stations.some((s) => s.id === selected) ? String(selected) : null
  const query = parseTableQuery(sp, ['name', 'municipality', 'county', 'address'], { sort: 'name' })
  // A link that names a station but no page (shared from the map, say) opens the table where the station is.
  const initial =
    initialSelected && firstParam(sp.page) === undefined
      ? { ...query, page: pageContaining(columns, rows, query, locale, initialSelected) }
      : query
  return (
    <div className="container">
      <PageIntro locale={locale} page={cmsPage} fallbackTitle={t('title')} fallbackIntro={t('intro')} />
      <StationsExplorer
        stations={named.map((s) => ({ id: String(s.id), name: s.name, lon: s.longitude, lat: s.latitude }))}
        columns={columns}
        rows={rows}
        locale={locale}
        path={localizedPath(locale, PATH)}
        initial={initial}
        initialSelected={initialSelected}
        labels={labels}
        mapLabels={{
          region: tm('stationsLabel'),
          activate: tm('activate'),
          loading: tm('loading'),
          textAlternative: tm('textAlternative'),
          credit: tm('credit'),
          zoomIn: tm('zoomIn'),
          zoomOut: tm('zoomOut'),
          close: tm('close'),
        }}
        tableLabels={{
          caption: t('caption'),
          heading: t('tableHeading'),
          mapHeading: t('mapHeading'),
          showOnMap: t('showOnMap'),
          mapColumn: t('columns.map'),
        }}
        tileUrl={env().MAP_TILE_URL}
      />
    </div>
  )
}
