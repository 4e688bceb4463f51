// Demo data for the data pages: waste stations, municipal contracts, price lists, unserved addresses,
// sales contacts. Addresses, phones and links are clearly demo; coordinates are near real towns.
import type { Payload } from 'payload'
import { addDays, todayInTallinn, OPEN_END } from '@/lib/dates'
import { grossFromNet } from '@/lib/data/prices'
import type { County, PriceRegion } from '@/lib/data/regions'
import { resolveMunicipality } from '@/lib/data/municipalities'
import type { L } from './types'
import type { MunicipalContract } from '@/payload-types'

type Report = { created: string[]; skipped: string[] }
const ctx = { disableRevalidate: true, seeding: true }

// One transaction for the whole step: SQLite then syncs to disk once instead of once per document.
let req: { transactionID?: string | number } = {}

async function isEmptyCollection(
  payload: Payload,
  collection: 'waste-stations' | 'municipal-contracts' | 'price-lists' | 'unserved-addresses' | 'sales-contacts',
) {
  const { totalDocs } = await payload.count({ collection, req: req as never })
  return totalDocs === 0
}

/** Creates a document in Estonian, then fills the Russian and English texts. */
async function createLocalized(
  payload: Payload,
  collection: 'waste-stations' | 'price-lists' | 'unserved-addresses' | 'sales-contacts',
  shared: Record<string, unknown>,
  texts: Record<string, L>,
  localizedRows?: (locale: 'ru' | 'en', ids: string[]) => Record<string, unknown>,
  etRows?: Record<string, unknown>,
) {
  const pick = (locale: keyof L) => Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v[locale]]))
  const doc = (await payload.create({
    collection,
    locale: 'et',
    context: ctx,
    req: req as never,
    data: { ...shared, ...pick('et'), ...(etRows ?? {}) } as never,
  })) as unknown as {
    id: number
    rows?: { id: string }[]
  }
  for (const locale of ['ru', 'en'] as const) {
    const extra = localizedRows
      ? localizedRows(
          locale,
          (doc.rows ?? []).map((r) => r.id),
        )
      : {}
    await payload.update({
      collection,
      id: doc.id,
      locale,
      context: ctx,
      req: req as never,
      data: { ...pick(locale), ...extra } as never,
    })
  }
}

// --- Waste stations: 52 sites in nine counties --------------------------------------------------
type StationSeed = [town: string, municipality: string, county: County, lat: number, lon: number]
const stationSeeds: StationSeed[] = [
  ['Pääsküla', 'Tallinn', 'Harju', 59.3575, 24.6352],
  ['Lasnamäe', 'Tallinn', 'Harju', 59.4391, 24.8562],
  ['Mustamäe', 'Tallinn', 'Harju', 59.4011, 24.6725],
  ['Maardu', 'Maardu linn', 'Harju', 59.4765, 25.0251],
  ['Keila', 'Keila linn', 'Harju', 59.3036, 24.4131],
  ['Saue', 'Saue vald', 'Harju', 59.3202, 24.5516],
  ['Kose', 'Kose vald', 'Harju', 59.1853, 25.1652],
  ['Kuusalu', 'Kuusalu vald', 'Harju', 59.4489, 25.4413],
  ['Paldiski', 'Lääne-Harju vald', 'Harju', 59.3514, 24.0623],
  ['Kiili', 'Kiili vald', 'Harju', 59.3032, 24.8411],
  ['Harku', 'Harku vald', 'Harju', 59.3921, 24.5802],
  ['Tartu Turu', 'Tartu linn', 'Tartu', 58.3702, 26.7352],
  ['Tartu Ropka', 'Tartu linn', 'Tartu', 58.3511, 26.7442],
  ['Elva', 'Elva vald', 'Tartu', 58.2226, 26.4212],
  ['Kallaste', 'Peipsiääre vald', 'Tartu', 58.6601, 27.1612],
  ['Nõo', 'Nõo vald', 'Tartu', 58.2782, 26.5333],
  ['Kambja', 'Kambja vald', 'Tartu', 58.2351, 26.7011],
  ['Luunja', 'Luunja vald', 'Tartu', 58.3555, 26.8801],
  ['Pärnu', 'Pärnu linn', 'Pärnu', 58.3852, 24.5012],
  ['Sindi', 'Pärnu linn', 'Pärnu', 58.4003, 24.6702],
  ['Kilingi-Nõmme', 'Saarde vald', 'Pärnu', 58.1501, 24.9623],
  ['Tori', 'Tori vald', 'Pärnu', 58.4822, 24.8201],
  ['Häädemeeste', 'Häädemeeste vald', 'Pärnu', 58.0753, 24.4982],
  ['Vändra', 'Põhja-Pärnumaa vald', 'Pärnu', 58.6482, 25.0315],
  ['Viljandi', 'Viljandi linn', 'Viljandi', 58.3637, 25.5951],
  ['Suure-Jaani', 'Põhja-Sakala vald', 'Viljandi', 58.5365, 25.4712],
  ['Karksi-Nuia', 'Mulgi vald', 'Viljandi', 58.1012, 25.5621],
  ['Mustla', 'Viljandi vald', 'Viljandi', 58.2315, 25.8622],
  ['Võhma', 'Põhja-Sakala vald', 'Viljandi', 58.6291, 25.5481],
  ['Valga', 'Valga vald', 'Valga', 57.7781, 26.0473],
  ['Tõrva', 'Tõrva vald', 'Valga', 58.0016, 25.9343],
  ['Otepää', 'Otepää vald', 'Valga', 58.0582, 26.4961],
  ['Hummuli', 'Tõrva vald', 'Valga', 57.9041, 25.9632],
  ['Kuressaare', 'Saaremaa vald', 'Saare', 58.2528, 22.4853],
  ['Orissaare', 'Saaremaa vald', 'Saare', 58.5601, 23.0832],
  ['Kärla', 'Saaremaa vald', 'Saare', 58.3302, 22.2631],
  ['Salme', 'Saaremaa vald', 'Saare', 58.1603, 22.2512],
  ['Rakvere', 'Rakvere linn', 'Lääne-Viru', 59.3465, 26.3552],
  ['Tapa', 'Tapa vald', 'Lääne-Viru', 59.2612, 25.9582],
  ['Kunda', 'Viru-Nigula vald', 'Lääne-Viru', 59.4982, 26.5301],
  ['Väike-Maarja', 'Väike-Maarja vald', 'Lääne-Viru', 59.1271, 26.2492],
  ['Haljala', 'Haljala vald', 'Lääne-Viru', 59.4332, 26.2611],
  ['Tamsalu', 'Tapa vald', 'Lääne-Viru', 59.1591, 26.1153],
  ['Narva', 'Narva linn', 'Ida-Viru', 59.3792, 28.1805],
  ['Jõhvi', 'Jõhvi vald', 'Ida-Viru', 59.3592, 27.4121],
  ['Kohtla-Järve', 'Kohtla-Järve linn', 'Ida-Viru', 59.3981, 27.2731],
  ['Sillamäe', 'Sillamäe linn', 'Ida-Viru', 59.3971, 27.7632],
  ['Kiviõli', 'Lüganuse vald', 'Ida-Viru', 59.3552, 26.9711],
  ['Võru', 'Võru linn', 'Võru', 57.8339, 27.0192],
  ['Antsla', 'Antsla vald', 'Võru', 57.8291, 26.5402],
  ['Rõuge', 'Rõuge vald', 'Võru', 57.7291, 26.9201],
  ['Vastseliina', 'Võru vald', 'Võru', 57.7302, 27.2811],
]

/** Stations whose name carries a date of change (SPEC: "sometimes a date of change in the name"). */
const changedStations: Record<string, string> = { Tõrva: '2026-03-01', Orissaare: '2026-04-15', Kiviõli: '2026-02-01' }

const hours: L[] = [
  {
    et: 'E–R 10:00–18:00, L 10:00–15:00',
    ru: 'Пн–Пт 10:00–18:00, Сб 10:00–15:00',
    en: 'Mon–Fri 10:00–18:00, Sat 10:00–15:00',
  },
  {
    et: 'T–R 12:00–19:00, L 10:00–14:00',
    ru: 'Вт–Пт 12:00–19:00, Сб 10:00–14:00',
    en: 'Tue–Fri 12:00–19:00, Sat 10:00–14:00',
  },
  { et: 'K 14:00–19:00, L 10:00–16:00', ru: 'Ср 14:00–19:00, Сб 10:00–16:00', en: 'Wed 14:00–19:00, Sat 10:00–16:00' },
]
const accepted: L[] = [
  {
    et: 'Paber ja kartong, pakendid, klaas, elektroonika, suurjäätmed, ohtlikud jäätmed, aia- ja haljastusjäätmed',
    ru: 'Бумага и картон, упаковка, стекло, электроника, крупногабаритные и опасные отходы, садовые отходы',
    en: 'Paper and cardboard, packaging, glass, electronics, bulky waste, hazardous waste, garden waste',
  },
  {
    et: 'Pakendid, elektroonika, rehvid, suurjäätmed, ehitus- ja lammutusjäätmed (tasuline)',
    ru: 'Упаковка, электроника, шины, крупногабаритные отходы, строительные отходы (платно)',
    en: 'Packaging, electronics, tyres, bulky waste, construction and demolition waste (charged)',
  },
]

export function stationData() {
  return stationSeeds.map(([town, municipality, county, latitude, longitude], i) => {
    const change = changedStations[town]
    return {
      shared: {
        municipality,
        county,
        address: `Demo tee ${i + 1}, ${town.replace(/ (Turu|Ropka)$/, '')}`,
        latitude,
        longitude,
        pricesUrl: '/customer-support/price-lists',
        // "(from 01.02.2026)" is added where the name is shown, only before the day (src/lib/data/stationName.ts).
        changeDate: change,
      },
      texts: {
        name: {
          et: `${town} jäätmejaam`,
          ru: `Пункт приёма отходов ${town}`,
          en: `${town} waste station`,
        },
        openingHours: hours[i % hours.length],
        acceptedWaste: accepted[i % accepted.length],
      },
    }
  })
}

// --- Municipal contracts: 66 of Estonia's 79 municipalities -------------------------------------
export const municipalities: [string, County][] = [
  ...(
    [
      'Anija vald',
      'Harku vald',
      'Jõelähtme vald',
      'Keila linn',
      'Kiili vald',
      'Kose vald',
      'Kuusalu vald',
      'Loksa linn',
      'Lääne-Harju vald',
      'Maardu linn',
      'Raasiku vald',
      'Rae vald',
      'Saku vald',
      'Saue vald',
      'Tallinn',
      'Viimsi vald',
    ] as const
  ).map((m) => [m, 'Harju'] as [string, County]),
  ['Hiiumaa vald', 'Hiiu'],
  ...(
    [
      'Alutaguse vald',
      'Jõhvi vald',
      'Kohtla-Järve linn',
      'Lüganuse vald',
      'Narva linn',
      'Narva-Jõesuu linn',
      'Sillamäe linn',
      'Toila vald',
    ] as const
  ).map((m) => [m, 'Ida-Viru'] as [string, County]),
  ...(['Jõgeva vald', 'Mustvee vald', 'Põltsamaa vald'] as const).map((m) => [m, 'Jõgeva'] as [string, County]),
  ...(['Järva vald', 'Paide linn', 'Türi vald'] as const).map((m) => [m, 'Järva'] as [string, County]),
  ...(['Haapsalu linn', 'Lääne-Nigula vald', 'Vormsi vald'] as const).map((m) => [m, 'Lääne'] as [string, County]),
  ...(
    [
      'Haljala vald',
      'Kadrina vald',
      'Rakvere linn',
      'Rakvere vald',
      'Tapa vald',
      'Vinni vald',
      'Viru-Nigula vald',
      'Väike-Maarja vald',
    ] as const
  ).map((m) => [m, 'Lääne-Viru'] as [string, County]),
  ...(['Kanepi vald', 'Põlva vald', 'Räpina vald'] as const).map((m) => [m, 'Põlva'] as [string, County]),
  ...(
    [
      'Häädemeeste vald',
      'Kihnu vald',
      'Lääneranna vald',
      'Põhja-Pärnumaa vald',
      'Pärnu linn',
      'Saarde vald',
      'Tori vald',
    ] as const
  ).map((m) => [m, 'Pärnu'] as [string, County]),
  ...(['Kehtna vald', 'Kohila vald', 'Märjamaa vald', 'Rapla vald'] as const).map(
    (m) => [m, 'Rapla'] as [string, County],
  ),
  ...(['Muhu vald', 'Ruhnu vald', 'Saaremaa vald'] as const).map((m) => [m, 'Saare'] as [string, County]),
  ...(
    [
      'Elva vald',
      'Kambja vald',
      'Kastre vald',
      'Luunja vald',
      'Nõo vald',
      'Peipsiääre vald',
      'Tartu linn',
      'Tartu vald',
    ] as const
  ).map((m) => [m, 'Tartu'] as [string, County]),
  ...(['Otepää vald', 'Tõrva vald', 'Valga vald'] as const).map((m) => [m, 'Valga'] as [string, County]),
  ...(['Mulgi vald', 'Põhja-Sakala vald', 'Viljandi linn', 'Viljandi vald'] as const).map(
    (m) => [m, 'Viljandi'] as [string, County],
  ),
  ...(['Antsla vald', 'Rõuge vald', 'Setomaa vald', 'Võru linn', 'Võru vald'] as const).map(
    (m) => [m, 'Võru'] as [string, County],
  ),
]
/** Municipalities where the demo company holds no organised-collection contract. */
const notServed = new Set([
  'Ruhnu vald',
  'Kihnu vald',
  'Vormsi vald',
  'Muhu vald',
  'Setomaa vald',
  'Alutaguse vald',
  'Narva-Jõesuu linn',
  'Toila vald',
  'Mustvee vald',
  'Lääne-Nigula vald',
  'Haapsalu linn',
  'Hiiumaa vald',
  'Kanepi vald',
])

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')

export function contractData(today: string) {
  const year = Number(today.slice(0, 4))
  return municipalities
    .filter(([m]) => !notServed.has(m))
    .map(([localGovernment, county], i) => {
      const startYear = year - 1 - (i % 4)
      const month = String((i % 12) + 1).padStart(2, '0')
      return {
        localGovernment,
        municipality: resolveMunicipality(localGovernment)?.code as MunicipalContract['municipality'],
        county,
        periodStart: `${startYear}-${month}-01`,
        periodEnd: addDays(`${startYear + 5}-${month}-01`, -1),
        conditionsUrl: `https://korraldatud.jaatmeveo.example/${slug(localGovernment)}`,
      }
    })
}

// --- Price lists ---------------------------------------------------------------------------------
const units: Record<'t' | 'm3' | 'pcs', L> = {
  t: { et: 't', ru: 'т', en: 't' },
  m3: { et: 'm³', ru: 'м³', en: 'm³' },
  pcs: { et: 'tk', ru: 'шт', en: 'pcs' },
}
const wasteTypes: [L, keyof typeof units, number][] = [
  [{ et: 'Segaehitusjäätmed', ru: 'Смешанные строительные отходы', en: 'Mixed construction waste' }, 't', 128],
  [{ et: 'Puit (värvimata)', ru: 'Древесина (неокрашенная)', en: 'Wood (unpainted)' }, 't', 62],
  [{ et: 'Betoon ja tellised', ru: 'Бетон и кирпич', en: 'Concrete and bricks' }, 't', 18],
  [{ et: 'Asfalt', ru: 'Асфальт', en: 'Asphalt' }, 't', 22],
  [{ et: 'Kipsplaadid', ru: 'Гипсокартон', en: 'Plasterboard' }, 't', 145],
  [{ et: 'Pinnas ja kivid', ru: 'Грунт и камни', en: 'Soil and stones' }, 't', 12],
  [{ et: 'Lehtklaas', ru: 'Листовое стекло', en: 'Flat glass' }, 't', 55],
  [
    {
      et: 'Asbesti sisaldavad jäätmed (eterniit)',
      ru: 'Асбестсодержащие отходы (шифер)',
      en: 'Asbestos-containing waste (asbestos cement sheets)',
    },
    't',
    210,
  ],
  [{ et: 'Isolatsioonimaterjalid', ru: 'Изоляционные материалы', en: 'Insulation materials' }, 'm3', 38],
  [{ et: 'Suurjäätmed (mööbel)', ru: 'Крупногабаритные отходы (мебель)', en: 'Bulky waste (furniture)' }, 'm3', 32],
  [
    { et: 'Aia- ja haljastusjäätmed', ru: 'Садовые отходы и отходы озеленения', en: 'Garden and landscaping waste' },
    'm3',
    9.5,
  ],
  [{ et: 'Sõiduauto rehv', ru: 'Шина легкового автомобиля', en: 'Car tyre' }, 'pcs', 3.2],
  [{ et: 'Aknaraam klaasiga', ru: 'Оконная рама со стеклом', en: 'Window frame with glass' }, 'pcs', 8],
  [{ et: 'Bituumenkatus', ru: 'Битумная кровля', en: 'Bitumen roofing' }, 't', 165],
  [{ et: 'Metallijäätmed', ru: 'Металлолом', en: 'Scrap metal' }, 't', 0],
]

const regionNames: Record<PriceRegion, L> = {
  tallinn: { et: 'Tallinn', ru: 'Таллинн', en: 'Tallinn' },
  viljandi: { et: 'Viljandi', ru: 'Вильянди', en: 'Viljandi' },
  parnu: { et: 'Pärnu', ru: 'Пярну', en: 'Pärnu' },
  saaremaa: { et: 'Saaremaa', ru: 'Сааремаа', en: 'Saaremaa' },
  hiiumaa: { et: 'Hiiumaa', ru: 'Хийумаа', en: 'Hiiumaa' },
  rakvere: { et: 'Rakvere', ru: 'Раквере', en: 'Rakvere' },
  tartu: { et: 'Tartu', ru: 'Тарту', en: 'Tartu' },
}
/** Region price level relative to the base prices and how many waste types the station takes (8–15). */
const regionTerms: Record<PriceRegion, [factor: number, rows: number]> = {
  tallinn: [1.1, 15],
  viljandi: [0.95, 12],
  parnu: [1, 13],
  saaremaa: [1.15, 9],
  hiiumaa: [1.2, 8],
  rakvere: [0.97, 11],
  tartu: [1.02, 14],
}

export function priceListData(today: string) {
  const year = Number(today.slice(0, 4))
  const lists: { region: PriceRegion; validFrom: string; validTo: string; factor: number; kind: L }[] = []
  for (const region of Object.keys(regionTerms) as PriceRegion[]) {
    // Some current lists are open-ended, some end with the year after next.
    const openEnded = ['tallinn', 'parnu', 'saaremaa', 'rakvere'].includes(region)
    lists.push({
      region,
      validFrom: `${year}-01-01`,
      validTo: openEnded ? OPEN_END : `${year + 1}-12-31`,
      factor: regionTerms[region][0],
      kind: { et: '', ru: '', en: '' },
    })
  }
  lists.push({
    region: 'tallinn',
    validFrom: `${year - 1}-01-01`,
    validTo: `${year - 1}-12-31`,
    factor: 1.05,
    kind: { et: ' (eelmine)', ru: ' (прежний)', en: ' (previous)' },
  })
  lists.push({
    region: 'tartu',
    validFrom: `${year + 2}-01-01`,
    validTo: OPEN_END,
    factor: 1.08,
    kind: { et: ' (tulevane)', ru: ' (будущий)', en: ' (upcoming)' },
  })
  return lists.map((list) => {
    const count = regionTerms[list.region][1]
    const rows = wasteTypes.slice(0, count).map(([name, unit, base]) => {
      const priceNet = Math.round(base * list.factor * 100) / 100
      return { name, unit: units[unit], priceNet, priceGross: grossFromNet(priceNet) }
    })
    const r = regionNames[list.region]
    return {
      region: list.region,
      validFrom: list.validFrom,
      validTo: list.validTo,
      title: {
        et: `Ehitusjäätmete hinnakiri, ${r.et}${list.kind.et}`,
        ru: `Прайс-лист на строительные отходы, ${r.ru}${list.kind.ru}`,
        en: `Construction waste price list, ${r.en}${list.kind.en}`,
      } as L,
      rows,
    }
  })
}

// --- Unserved addresses: the three days before today (the page's window, src/lib/data/unserved.ts) ---
const reasons: L[] = [
  {
    et: 'Juurdepääs oli blokeeritud (pargitud auto)',
    ru: 'Проезд был заблокирован (припаркованный автомобиль)',
    en: 'Access was blocked (parked car)',
  },
  { et: 'Konteiner oli lukus', ru: 'Контейнер был заперт', en: 'The container was locked' },
  { et: 'Konteiner oli üle koormatud', ru: 'Контейнер был переполнен', en: 'The container was overfilled' },
  { et: 'Tee oli libe ja lumine', ru: 'Дорога была скользкой и заснеженной', en: 'The road was icy and snowy' },
  {
    et: 'Prügiauto tehniline rike',
    ru: 'Техническая неисправность мусоровоза',
    en: 'Collection truck breakdown',
  },
]
const unservedPlaces: [County, string, string][] = [
  ['Saare', 'Kuressaare', 'Demo tn 3'],
  ['Saare', 'Kuressaare', 'Näidise tn 14'],
  ['Saare', 'Kuressaare', 'Proovi põik 2'],
  ['Saare', 'Orissaare', 'Demo tee 7'],
  ['Saare', 'Kärla', 'Näidise küla 1'],
  ['Harju', 'Tallinn', 'Demo pst 21'],
  ['Harju', 'Tallinn', 'Näidise tn 5'],
  ['Harju', 'Tallinn', 'Proovi tee 40'],
  ['Harju', 'Maardu', 'Demo tn 9'],
  ['Harju', 'Keila', 'Näidise tn 11'],
  ['Tartu', 'Tartu', 'Demo tn 8'],
  ['Tartu', 'Tartu', 'Näidise pst 30'],
  ['Tartu', 'Elva', 'Proovi tn 4'],
  ['Viljandi', 'Viljandi', 'Demo tn 12'],
  ['Viljandi', 'Viljandi', 'Näidise tn 6'],
  ['Viljandi', 'Suure-Jaani', 'Proovi tee 1'],
  ['Pärnu', 'Pärnu', 'Demo mnt 15'],
  ['Pärnu', 'Pärnu', 'Näidise tn 2'],
  ['Pärnu', 'Sindi', 'Proovi tn 19'],
  ['Lääne-Viru', 'Rakvere', 'Demo tn 27'],
  ['Lääne-Viru', 'Tapa', 'Näidise tn 3'],
]

export function unservedData(today: string) {
  return unservedPlaces.map(([county, city, address], i) => {
    const plannedDate = addDays(today, -1 - (i % 3))
    return {
      shared: { county, city, address, plannedDate, newDate: addDays(plannedDate, 1 + (i % 3)) },
      texts: { reason: reasons[i % reasons.length] },
    }
  })
}

// --- Sales contacts ------------------------------------------------------------------------------
export const salesContactData: { role: L; regions: L; phone: string; email: string }[] = [
  {
    role: { et: 'Eraklientide müük', ru: 'Продажи частным клиентам', en: 'Home customer sales' },
    regions: { et: 'Tallinn ja Harjumaa', ru: 'Таллинн и Харьюмаа', en: 'Tallinn and Harju County' },
    phone: '555 0101 (demo)',
    email: 'erakliendid@jaatmeveo.example',
  },
  {
    role: {
      et: 'Ärikliendid ja ehitusjäätmed',
      ru: 'Бизнес-клиенты и строительные отходы',
      en: 'Business customers and construction waste',
    },
    regions: { et: 'Põhja-Eesti', ru: 'Северная Эстония', en: 'Northern Estonia' },
    phone: '555 0102 (demo)',
    email: 'ariklient.pohi@jaatmeveo.example',
  },
  {
    role: {
      et: 'Ärikliendid ja ehitusjäätmed',
      ru: 'Бизнес-клиенты и строительные отходы',
      en: 'Business customers and construction waste',
    },
    regions: {
      et: 'Tartu-, Põlva-, Võru- ja Valgamaa',
      ru: 'Тартумаа, Пылвамаа, Вырумаа и Валгамаа',
      en: 'Tartu, Põlva, Võru and Valga counties',
    },
    phone: '555 0103 (demo)',
    email: 'ariklient.louna@jaatmeveo.example',
  },
  {
    role: {
      et: 'Müügijuht, Lääne-Eesti',
      ru: 'Руководитель продаж, Западная Эстония',
      en: 'Sales manager, Western Estonia',
    },
    regions: {
      et: 'Viljandi-, Pärnu-, Saare- ja Hiiumaa',
      ru: 'Вильяндимаа, Пярнумаа, Сааремаа и Хийумаа',
      en: 'Viljandi, Pärnu, Saare and Hiiu counties',
    },
    phone: '555 0104 (demo)',
    email: 'myyk.laas@jaatmeveo.example',
  },
  {
    role: { et: 'Konteinerite rent ja müük', ru: 'Аренда и продажа контейнеров', en: 'Container rental and sale' },
    regions: { et: 'Kogu Eesti', ru: 'Вся Эстония', en: 'All of Estonia' },
    phone: '555 0105 (demo)',
    email: 'konteinerid@jaatmeveo.example',
  },
]

export async function seedDataPages(payload: Payload, report: Report, now: Date = new Date()) {
  const transactionID = (await payload.db.beginTransaction?.()) ?? undefined
  req = transactionID ? { transactionID } : {}
  try {
    await seedAll(payload, report, todayInTallinn(now))
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  } finally {
    req = {}
  }
}

async function seedAll(payload: Payload, report: Report, today: string) {
  if (await isEmptyCollection(payload, 'waste-stations')) {
    for (const s of stationData()) await createLocalized(payload, 'waste-stations', s.shared, s.texts)
    report.created.push('waste-stations')
  } else report.skipped.push('waste-stations')

  if (await isEmptyCollection(payload, 'municipal-contracts')) {
    for (const c of contractData(today))
      await payload.create({ collection: 'municipal-contracts', context: ctx, req: req as never, data: c })
    report.created.push('municipal-contracts')
  } else report.skipped.push('municipal-contracts')

  if (await isEmptyCollection(payload, 'price-lists')) {
    for (const list of priceListData(today)) {
      const rowsIn = (locale: 'et' | 'ru' | 'en', ids?: string[]) =>
        list.rows.map((r, i) => ({
          ...(ids ? { id: ids[i] } : {}),
          wasteType: r.name[locale],
          unit: r.unit[locale],
          priceNet: r.priceNet,
          priceGross: r.priceGross,
        }))
      await createLocalized(
        payload,
        'price-lists',
        { region: list.region, validFrom: list.validFrom, validTo: list.validTo },
        { title: list.title },
        (locale, ids) => ({ rows: rowsIn(locale, ids) }),
        { rows: rowsIn('et') },
      )
    }
    report.created.push('price-lists')
  } else report.skipped.push('price-lists')

  if (await isEmptyCollection(payload, 'unserved-addresses')) {
    for (const u of unservedData(today)) await createLocalized(payload, 'unserved-addresses', u.shared, u.texts)
    report.created.push('unserved-addresses')
  } else report.skipped.push('unserved-addresses')

  if (await isEmptyCollection(payload, 'sales-contacts')) {
    let order = 0
    for (const c of salesContactData)
      await createLocalized(
        payload,
        'sales-contacts',
        { phone: c.phone, email: c.email, order: (order += 10) },
        { role: c.role, regions: c.regions },
      )
    report.created.push('sales-contacts')
  } else report.skipped.push('sales-contacts')
}
