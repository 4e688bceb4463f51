import type { Locale } from '@/i18n/locales'

// The sorting assistant's fixed vocabularies: where an item goes, and which of the stations'
// accepted waste types takes it. Shared by the collection (select options), the CSV import (zod enums),
// the seed and the pages, so a value the admin offers is exactly a value the pages can show.

type L = Record<Locale, string>

export const DESTINATIONS = [
  'mixed',
  'packaging',
  'paper',
  'bio',
  'glass',
  'deposit',
  'textiles',
  'hazardous',
  'electronics',
  'batteries',
  'bulky',
  'construction',
  'garden',
  'medicines',
  'tyres',
  'not-accepted',
] as const
export type Destination = (typeof DESTINATIONS)[number]

/** The destination's name as a visitor reads it (also the admin's option label). */
export const DESTINATION_LABELS: Record<Destination, L> = {
  mixed: { et: 'Segaolmejäätmete konteiner', ru: 'Контейнер смешанных бытовых отходов', en: 'Mixed municipal waste' },
  packaging: { et: 'Pakendikonteiner', ru: 'Контейнер для упаковки', en: 'Packaging container' },
  paper: { et: 'Paber ja kartong', ru: 'Бумага и картон', en: 'Paper and cardboard' },
  bio: { et: 'Biojäätmed', ru: 'Биоотходы', en: 'Biowaste' },
  glass: { et: 'Klaaspakend', ru: 'Стеклянная упаковка', en: 'Glass packaging' },
  deposit: { et: 'Pandipakend (taara)', ru: 'Залоговая тара (пандипакенд)', en: 'Deposit return (pandipakend)' },
  textiles: { et: 'Tekstiil', ru: 'Текстиль', en: 'Textiles' },
  hazardous: { et: 'Ohtlikud jäätmed', ru: 'Опасные отходы', en: 'Hazardous waste' },
  electronics: {
    et: 'Elektri- ja elektroonikaseadmed',
    ru: 'Электрика и электроника',
    en: 'Electrical and electronic equipment',
  },
  batteries: { et: 'Patareid ja akud', ru: 'Батарейки и аккумуляторы', en: 'Batteries' },
  bulky: { et: 'Suurjäätmed', ru: 'Крупногабаритные отходы', en: 'Bulky waste' },
  construction: {
    et: 'Ehitus- ja lammutusjäätmed',
    ru: 'Строительные отходы и отходы от сноса',
    en: 'Construction and demolition waste',
  },
  garden: { et: 'Aia- ja haljastusjäätmed', ru: 'Садовые отходы', en: 'Garden waste' },
  medicines: { et: 'Ravimid apteeki', ru: 'Лекарства в аптеку', en: 'Medicines to a pharmacy' },
  tyres: { et: 'Rehvid', ru: 'Шины', en: 'Tyres' },
  'not-accepted': { et: 'Ei võeta vastu', ru: 'Не принимается', en: 'Not accepted' },
}

/** Where the destination is, in one or two sentences: the item page shows it under the destination. */
export const DESTINATION_WHERE: Record<Destination, L> = {
  mixed: {
    et: 'Pange see kodu segaolmejäätmete konteinerisse. See ei sobi ühtegi liigiti kogumise konteinerisse.',
    ru: 'Выбрасывайте в контейнер смешанных бытовых отходов у дома. Ни в один контейнер для раздельного сбора это не подходит.',
    en: 'Put it in the mixed municipal waste container at home. It belongs in none of the separate collection containers.',
  },
  packaging: {
    et: 'Pange see pakendikonteinerisse (kollane) või kodu pakendikotti. Pakendikonteinerid on ka jäätmejaamades.',
    ru: 'Кладите в контейнер для упаковки (жёлтый) или в домашний мешок для упаковки. Такие контейнеры есть и на станциях приёма отходов.',
    en: 'Put it in the packaging container (yellow) or your home packaging bag. Waste stations have packaging containers too.',
  },
  paper: {
    et: 'Pange see paberi ja kartongi konteinerisse (sinine). Suurem kogus kartongi võtab vastu jäätmejaam.',
    ru: 'Кладите в контейнер для бумаги и картона (синий). Большое количество картона принимает станция приёма отходов.',
    en: 'Put it in the paper and cardboard container (blue). Waste stations take larger amounts of cardboard.',
  },
  bio: {
    et: 'Pange see biojäätmete konteinerisse (pruun) või kompostige oma aias.',
    ru: 'Кладите в контейнер для биоотходов (коричневый) или компостируйте на своём участке.',
    en: 'Put it in the biowaste container (brown) or compost it in your garden.',
  },
  glass: {
    et: 'Pange see klaaspakendi konteinerisse (roheline). Aknaklaas ja peeglid sinna ei sobi.',
    ru: 'Кладите в контейнер для стеклянной упаковки (зелёный). Оконное стекло и зеркала туда не подходят.',
    en: 'Put it in the glass packaging container (green). Window glass and mirrors do not belong there.',
  },
  deposit: {
    et: 'Viige see poe taaraautomaati ja saate pandiraha tagasi. Pandimärgiga pakend ei kuulu pakendikonteinerisse.',
    ru: 'Сдайте в автомат приёма тары в магазине и получите залог обратно. Упаковка со знаком залога не кладётся в контейнер для упаковки.',
    en: 'Take it to a shop’s deposit return machine and get the deposit back. Packaging with the deposit mark does not go in the packaging container.',
  },
  textiles: {
    et: 'Viige puhas ja kuiv tekstiil tekstiilikonteinerisse, taaskasutuskeskusesse või jäätmejaama.',
    ru: 'Чистый и сухой текстиль сдавайте в контейнер для текстиля, в центр повторного использования или на станцию приёма отходов.',
    en: 'Take clean, dry textiles to a textile container, a reuse centre or a waste station.',
  },
  hazardous: {
    et: 'Viige see jäätmejaama või ohtlike jäätmete kogumisringile. Ärge pange seda olmeprügi hulka ega valage kanalisatsiooni.',
    ru: 'Сдайте на станцию приёма отходов или в передвижной пункт сбора опасных отходов. Не выбрасывайте с бытовым мусором и не сливайте в канализацию.',
    en: 'Take it to a waste station or a hazardous waste collection round. Never put it in household waste or pour it down the drain.',
  },
  electronics: {
    et: 'Viige see jäätmejaama või elektroonikapoodi: uue seadme ostmisel võtab pood vana samaliigilise tasuta tagasi.',
    ru: 'Сдайте на станцию приёма отходов или в магазин электроники: при покупке нового прибора магазин бесплатно принимает старый того же типа.',
    en: 'Take it to a waste station or an electronics shop: when you buy a new appliance, the shop takes back an old one of the same kind free of charge.',
  },
  batteries: {
    et: 'Viige patareid poodide patareikasti või jäätmejaama. Teipige liitiumpatareide klemmid kinni.',
    ru: 'Сдавайте батарейки в ящики для батареек в магазинах или на станцию приёма отходов. Заклейте клеммы литиевых батареек скотчем.',
    en: 'Take batteries to a battery box in a shop or to a waste station. Tape over the terminals of lithium batteries.',
  },
  bulky: {
    et: 'Viige see jäätmejaama või tellige Big-Bag kott või suurjäätmete äravedu.',
    ru: 'Отвезите на станцию приёма отходов или закажите мешок Big-Bag либо вывоз крупногабаритных отходов.',
    en: 'Take it to a waste station or order a Big-Bag or a bulky waste pickup.',
  },
  construction: {
    et: 'Tellige ehitusjäätmete konteiner või Big-Bag kott või viige väiksem kogus jäätmejaama (tasuline).',
    ru: 'Закажите контейнер для строительных отходов или мешок Big-Bag либо отвезите небольшое количество на станцию приёма отходов (платно).',
    en: 'Order a construction waste container or a Big-Bag, or take a small amount to a waste station (charged).',
  },
  garden: {
    et: 'Kompostige aias, pange biojäätmete konteinerisse või viige jäätmejaama.',
    ru: 'Компостируйте на участке, кладите в контейнер для биоотходов или отвезите на станцию приёма отходов.',
    en: 'Compost it in the garden, put it in the biowaste container or take it to a waste station.',
  },
  medicines: {
    et: 'Viige aegunud ja kasutamata ravimid apteeki. Apteek võtab need vastu tasuta.',
    ru: 'Сдавайте просроченные и неиспользованные лекарства в аптеку. Аптека принимает их бесплатно.',
    en: 'Take expired and unused medicines to a pharmacy. Pharmacies accept them free of charge.',
  },
  tyres: {
    et: 'Viige rehvid rehvitöökotta või jäätmejaama.',
    ru: 'Сдайте шины в шиномонтаж или на станцию приёма отходов.',
    en: 'Take tyres to a tyre shop or a waste station.',
  },
  'not-accepted': {
    et: 'Meie konteineritesse ja jäätmejaamadesse seda vastu ei võeta. Vaadake allpool, kuhu see viia.',
    ru: 'Наши контейнеры и станции приёма отходов это не принимают. Куда это сдать, смотрите ниже.',
    en: 'Our containers and waste stations do not take it. See below where to take it instead.',
  },
}

/**
 * The stations' accepted waste types an item can map to. `match` is the word that type has in the
 * stations' "accepted waste" text of each locale: the item page lists the stations whose text holds it,
 * and links to the stations table filtered by it (its `?q=` filter searches the same text).
 */
export const STATION_WASTE = [
  'paper',
  'packaging',
  'glass',
  'electronics',
  'bulky',
  'hazardous',
  'garden',
  'tyres',
  'construction',
] as const
export type StationWaste = (typeof STATION_WASTE)[number]

export const STATION_WASTE_MATCH: Record<StationWaste, L> = {
  paper: { et: 'paber', ru: 'бумага', en: 'paper' },
  packaging: { et: 'pakendid', ru: 'упаковка', en: 'packaging' },
  glass: { et: 'klaas', ru: 'стекло', en: 'glass' },
  electronics: { et: 'elektroonika', ru: 'электроника', en: 'electronics' },
  bulky: { et: 'suurjäätmed', ru: 'крупногабаритные', en: 'bulky waste' },
  hazardous: { et: 'ohtlikud jäätmed', ru: 'опасные', en: 'hazardous waste' },
  garden: { et: 'aia- ja haljastusjäätmed', ru: 'садовые', en: 'garden waste' },
  tyres: { et: 'rehvid', ru: 'шины', en: 'tyres' },
  construction: { et: 'ehitus- ja lammutusjäätmed', ru: 'строительные', en: 'construction' },
}

/** The station type a destination usually maps to (the seed's and the CSV import's default). */
export const DEFAULT_STATION_WASTE: Partial<Record<Destination, StationWaste>> = {
  packaging: 'packaging',
  paper: 'paper',
  glass: 'glass',
  hazardous: 'hazardous',
  electronics: 'electronics',
  batteries: 'hazardous',
  bulky: 'bulky',
  construction: 'construction',
  garden: 'garden',
  tyres: 'tyres',
}

/** Locale-free paths of the service page, price list and order form a destination links to by default. */
export const DEFAULT_LINKS: Partial<Record<Destination, { service?: string; prices?: string; order?: string }>> = {
  mixed: { service: '/home-customer/organized-waste', order: '/customer-support/contact-us?topic=5' },
  packaging: { service: '/home-customer/packaging-transportation' },
  paper: { service: '/home-customer/organized-waste' },
  bio: { service: '/services/compost' },
  hazardous: { service: '/home-customer/hazardous-waste' },
  electronics: { service: '/services/electronic-waste' },
  batteries: { service: '/home-customer/hazardous-waste' },
  bulky: {
    service: '/home-customer/big-bag-collecting',
    prices: '/customer-support/price-lists',
    order: '/customer-support/contact-us?topic=5',
  },
  construction: {
    service: '/construction-waste/collect-transport-waste',
    prices: '/customer-support/price-lists',
    order: '/customer-support/contact-us?topic=6',
  },
  garden: { service: '/services/compost', prices: '/customer-support/price-lists' },
  tyres: { prices: '/customer-support/price-lists' },
}

/** Whether a station takes the destination free of charge by default (the item may say otherwise). */
export const DEFAULT_FREE: Record<Destination, boolean> = {
  mixed: false,
  packaging: true,
  paper: true,
  bio: false,
  glass: true,
  deposit: true,
  textiles: true,
  hazardous: true,
  electronics: true,
  batteries: true,
  bulky: false,
  construction: false,
  garden: false,
  medicines: true,
  tyres: false,
  'not-accepted': false,
}

/** The page's base path, locale-free. */
export const SORTING_PATH = '/customer-support/what-goes-where'
