import { locales, type Locale } from '@/i18n/locales'
import { kindUrl, pageUrl, postUrl } from './urls'
import type { SearchRecord } from './types'

/*
 * Demo corpus for the engine's unit tests and the benchmark, independent of the CMS. Nothing in
 * the application imports it: the running site indexes only what the CMS holds. Clearly demo data: invented stations and notices; the
 * place names are real Estonian towns so that diacritics and inflection behave as in production.
 */

type L = Record<Locale, string>

const stations: { id: number; town: L; municipality: string; county: string; address: string }[] = [
  {
    id: 1,
    town: { et: 'Tõrva', ru: 'Тырва', en: 'Tõrva' },
    municipality: 'Tõrva vald',
    county: 'Valgamaa',
    address: 'Tööstuse 5, Tõrva',
  },
  {
    id: 2,
    town: { et: 'Võru', ru: 'Выру', en: 'Võru' },
    municipality: 'Võru linn',
    county: 'Võrumaa',
    address: 'Jaama 40, Võru',
  },
  {
    id: 3,
    town: { et: 'Viljandi', ru: 'Вильянди', en: 'Viljandi' },
    municipality: 'Viljandi linn',
    county: 'Viljandimaa',
    address: 'Tehnika 8, Viljandi',
  },
  {
    id: 4,
    town: { et: 'Pärnu', ru: 'Пярну', en: 'Pärnu' },
    municipality: 'Pärnu linn',
    county: 'Pärnumaa',
    address: 'Raba 37, Pärnu',
  },
  {
    id: 5,
    town: { et: 'Kuressaare', ru: 'Курессааре', en: 'Kuressaare' },
    municipality: 'Saaremaa vald',
    county: 'Saaremaa',
    address: 'Kaarma tee 12, Kuressaare',
  },
  {
    id: 6,
    town: { et: 'Valga', ru: 'Валга', en: 'Valga' },
    municipality: 'Valga vald',
    county: 'Valgamaa',
    address: 'Puiestee 2, Valga',
  },
  {
    id: 7,
    town: { et: 'Rakvere', ru: 'Раквере', en: 'Rakvere' },
    municipality: 'Rakvere linn',
    county: 'Lääne-Virumaa',
    address: 'Kunderi 18, Rakvere',
  },
  {
    id: 8,
    town: { et: 'Tartu', ru: 'Тарту', en: 'Tartu' },
    municipality: 'Tartu linn',
    county: 'Tartumaa',
    address: 'Turu 47, Tartu',
  },
  {
    id: 9,
    town: { et: 'Paide', ru: 'Пайде', en: 'Paide' },
    municipality: 'Paide linn',
    county: 'Järvamaa',
    address: 'Tallinna 56, Paide',
  },
  {
    id: 10,
    town: { et: 'Haapsalu', ru: 'Хаапсалу', en: 'Haapsalu' },
    municipality: 'Haapsalu linn',
    county: 'Läänemaa',
    address: 'Kiltsi tee 3, Haapsalu',
  },
  {
    id: 11,
    town: { et: 'Kärdla', ru: 'Кярдла', en: 'Kärdla' },
    municipality: 'Hiiumaa vald',
    county: 'Hiiumaa',
    address: 'Rehemäe 1, Kärdla',
  },
  {
    id: 12,
    town: { et: 'Jõgeva', ru: 'Йыгева', en: 'Jõgeva' },
    municipality: 'Jõgeva vald',
    county: 'Jõgevamaa',
    address: 'Piiri 9, Jõgeva',
  },
]

const stationName: Record<Locale, (town: string) => string> = {
  et: (t) => `${t} jäätmejaam`,
  ru: (t) => `Станция приёма отходов ${t}`,
  en: (t) => `${t} waste station`,
}
const stationText: L = {
  et: 'Jäätmejaam võtab vastu sorteeritud pakendeid, paberit ja kartongi, ohtlikke jäätmeid ning elektroonikaromu.',
  ru: 'Станция принимает сортированную упаковку, бумагу и картон, опасные отходы и электронный лом. Приём ёмкостей по прейскуранту.',
  en: 'The station accepts sorted packaging, paper and cardboard, hazardous waste and electronic scrap.',
}

const municipalities: { id: number; name: string; county: string; period: string }[] = [
  { id: 1, name: 'Tõrva vald', county: 'Valgamaa', period: '01.05.2024 – 30.04.2029' },
  { id: 2, name: 'Võru vald', county: 'Võrumaa', period: '01.02.2023 – 31.01.2028' },
  { id: 3, name: 'Viljandi vald', county: 'Viljandimaa', period: '01.04.2024 – 31.03.2029' },
  { id: 4, name: 'Põltsamaa vald', county: 'Jõgevamaa', period: '01.09.2022 – 31.08.2027' },
  { id: 5, name: 'Saaremaa vald', county: 'Saaremaa', period: '01.06.2023 – 31.05.2028' },
  { id: 6, name: 'Rae vald', county: 'Harjumaa', period: '01.01.2025 – 31.12.2029' },
]

const regions: { id: number; region: L }[] = [
  { id: 1, region: { et: 'Tallinn', ru: 'Таллинн', en: 'Tallinn' } },
  { id: 2, region: { et: 'Viljandi', ru: 'Вильянди', en: 'Viljandi' } },
  { id: 3, region: { et: 'Pärnu', ru: 'Пярну', en: 'Pärnu' } },
  { id: 4, region: { et: 'Saaremaa', ru: 'Сааремаа', en: 'Saaremaa' } },
  { id: 5, region: { et: 'Hiiumaa', ru: 'Хийумаа', en: 'Hiiumaa' } },
  { id: 6, region: { et: 'Rakvere', ru: 'Раквере', en: 'Rakvere' } },
  { id: 7, region: { et: 'Tartu', ru: 'Тарту', en: 'Tartu' } },
]
const priceTitle: Record<Locale, (r: string) => string> = {
  et: (r) => `Ehitusjäätmete hinnakiri – ${r}`,
  ru: (r) => `Прейскурант на строительные отходы – ${r}`,
  en: (r) => `Construction waste price list – ${r}`,
}

const unserved: { id: number; address: string; city: string; county: string; reason: L }[] = [
  {
    id: 1,
    address: 'Männi tn 4',
    city: 'Tõrva',
    county: 'Valgamaa',
    reason: { et: 'Tee oli suletud', ru: 'Дорога была закрыта', en: 'The road was closed' },
  },
  {
    id: 2,
    address: 'Kase tn 12',
    city: 'Võru',
    county: 'Võrumaa',
    reason: { et: 'Konteiner oli lukus', ru: 'Контейнер был заперт', en: 'The container was locked' },
  },
  {
    id: 3,
    address: 'Pikk tn 7',
    city: 'Viljandi',
    county: 'Viljandimaa',
    reason: { et: 'Auto ei pääsenud ligi', ru: 'Машина не смогла подъехать', en: 'The truck could not get through' },
  },
  {
    id: 4,
    address: 'Jõe tn 3',
    city: 'Pärnu',
    county: 'Pärnumaa',
    reason: { et: 'Tee oli suletud', ru: 'Дорога была закрыта', en: 'The road was closed' },
  },
]

const pages: { path: string; title: L; text: L }[] = [
  {
    path: '/home-customer/waste-stations',
    title: { et: 'Jäätmejaamad', ru: 'Станции приёма отходов', en: 'Waste stations' },
    text: {
      et: 'Meie jäätmejaamades saab üle anda sorteeritud jäätmeid üheksas maakonnas, kokku umbes 50 jäätmejaamas. Vaata kaardilt lähimat jäätmejaama ja selle lahtiolekuaegu.',
      ru: 'На наших станциях приёма отходов в девяти уездах можно сдать сортированные отходы. Ближайшую станцию и её часы работы смотрите на карте. Ещё можно сдать ёлки после праздников.',
      en: 'Our waste stations in nine counties, about 50 sites, accept sorted waste. Find the nearest station and its opening hours on the map.',
    },
  },
  {
    path: '/home-customer/organized-waste',
    title: { et: 'Korraldatud jäätmevedu', ru: 'Организованный вывоз отходов', en: 'Organised waste collection' },
    text: {
      et: 'Korraldatud jäätmeveo piirkondades veame olmejäätmeid kohaliku omavalitsuse lepingu alusel. Tabelis on omavalitsused, lepingute perioodid ja hinnad.',
      ru: 'В районах организованного вывоза мы вывозим бытовые отходы по договору с местным самоуправлением. В таблице указаны самоуправления, сроки договоров и цены.',
      en: 'In organised collection areas we collect household waste under a contract with the local government. The table lists local governments, contract periods and prices.',
    },
  },
  {
    path: '/home-customer/big-bag-collecting',
    title: { et: 'Big-Bag koti vedu', ru: 'Вывоз мешков Big-Bag', en: 'Big-Bag collection' },
    text: {
      et: 'Big-Bag kott mahutab 1,0 m³ ja tõstab kuni 1250 kg ehitus- ja aiajäätmeid. Telli koti tühjendamine iseteeninduses.',
      ru: 'Мешок Big-Bag вмещает 1,0 м³ и выдерживает до 1250 кг строительных и садовых отходов. Закажите вывоз мешка в самообслуживании.',
      en: 'A Big-Bag holds 1.0 m³ and lifts up to 1,250 kg of construction and garden waste. Order its collection in self-service.',
    },
  },
  {
    path: '/home-customer/hazardous-waste',
    title: { et: 'Ohtlikud jäätmed', ru: 'Опасные отходы', en: 'Hazardous waste' },
    text: {
      et: 'Ohtlikud jäätmed nagu patareid, värvid ja ravimid vii jäätmejaama või ohtlike jäätmete kogumispunkti.',
      ru: 'Опасные отходы, например батарейки, краски и лекарства, сдавайте на станцию приёма отходов.',
      en: 'Take hazardous waste such as batteries, paints and medicines to a waste station or collection point.',
    },
  },
  {
    path: '/home-customer/rental-garbage-containers',
    title: {
      et: 'Prügikonteinerite rent ja müük',
      ru: 'Аренда и продажа мусорных контейнеров',
      en: 'Garbage container rental and sale',
    },
    text: {
      et: 'Rendime ja müüme prügikonteinereid mahuga 0,14 kuni 4,5 m³. Konteinerid peavad vastu vähemalt kümme aastat.',
      ru: 'Сдаём в аренду и продаём мусорные контейнеры объёмом от 0,14 до 4,5 м³. Контейнеры служат не меньше десяти лет.',
      en: 'We rent out and sell garbage containers from 0.14 to 4.5 m³. Containers last at least ten years.',
    },
  },
  {
    path: '/construction-waste/collect-transport-waste',
    title: { et: 'Ehitusjäätmete vedu', ru: 'Вывоз строительных отходов', en: 'Construction waste transport' },
    text: {
      et: 'Ehitusjäätmete konteinerid mahuga 5 kuni 30 m³. Telli konteiner ehitusplatsile ja me veame jäätmed ära.',
      ru: 'Контейнеры для строительных отходов объёмом от 5 до 30 м³. Закажите контейнер на стройку, и мы вывезем отходы.',
      en: 'Construction waste containers from 5 to 30 m³. Order a container to your site and we take the waste away.',
    },
  },
  {
    path: '/services/compost',
    title: { et: 'Kompost ja vedelväetis', ru: 'Компост и жидкое удобрение', en: 'Compost and liquid fertiliser' },
    text: {
      et: 'Müüme kvaliteetset komposti ja vedelväetist aiale ja põllule.',
      ru: 'Продаём качественный компост и жидкое удобрение для сада и поля.',
      en: 'We sell quality compost and liquid fertiliser for gardens and fields.',
    },
  },
  {
    path: '/customer-support/faq',
    title: { et: 'Korduma kippuvad küsimused', ru: 'Часто задаваемые вопросы', en: 'Frequently asked questions' },
    text: {
      et: 'Kuidas muuta tühjendamise päeva? Tühjenduse saab tellida hiljemalt tühjendusele eelneva tööpäeva kella 15:00-ks.',
      ru: 'Как изменить день вывоза? Вывоз можно заказать не позднее 15:00 рабочего дня, предшествующего вывозу.',
      en: 'How do I change the collection day? An emptying can be ordered no later than 15:00 on the working day before.',
    },
  },
]

const posts: { id: number; slug: string; title: L; text: L }[] = [
  {
    id: 1,
    slug: 'torva-jaatmejaam-uuendatud',
    title: {
      et: 'Tõrva jäätmejaam on uuendatud',
      ru: 'Станция в Тырва обновлена',
      en: 'Tõrva waste station renovated',
    },
    text: {
      et: 'Tõrva jäätmejaamas on nüüd uus katusealune ja pikemad lahtiolekuajad laupäeviti.',
      ru: 'На станции в Тырва появился новый навес, а по субботам она открыта дольше.',
      en: 'The Tõrva waste station has a new shelter and longer opening hours on Saturdays.',
    },
  },
  {
    id: 2,
    slug: 'puhade-graafik',
    title: { et: 'Pühade tühjendusgraafik', ru: 'График вывоза в праздники', en: 'Holiday collection schedule' },
    text: {
      et: 'Riigipühadel tühjendusi ei toimu, vahele jäänud tühjendused tehakse järgmisel tööpäeval.',
      ru: 'В государственные праздники вывоза нет; пропущенный вывоз проводится в следующий рабочий день. Ёлки забираем в январе.',
      en: 'There are no collections on public holidays; missed collections are made on the next working day.',
    },
  },
  {
    id: 3,
    slug: 'voru-klienditeenindus-suletud',
    title: {
      et: 'Võru klienditeenindus on suletud',
      ru: 'Обслуживание клиентов в Выру закрыто',
      en: 'Võru customer service closed',
    },
    text: {
      et: 'Võru klienditeeninduspunkt on remondi tõttu suletud. Võrus teenindame kliente telefoni teel.',
      ru: 'Пункт обслуживания клиентов в Выру закрыт на ремонт. Звоните по телефону.',
      en: 'The Võru customer service point is closed for repairs. Please call us instead.',
    },
  },
]

const guides: { id: number; title: L }[] = [
  {
    id: 1,
    title: {
      et: 'Sorteerimisjuhend: paber- ja kartongpakend',
      ru: 'Инструкция по сортировке: бумажная и картонная упаковка',
      en: 'Sorting guide: paper and cardboard packaging',
    },
  },
  {
    id: 2,
    title: {
      et: 'Sorteerimisjuhend: biolagunevad jäätmed',
      ru: 'Инструкция по сортировке: биоразлагаемые отходы',
      en: 'Sorting guide: biodegradable waste',
    },
  },
  {
    id: 3,
    title: {
      et: 'Sorteerimisjuhend: segapakend',
      ru: 'Инструкция по сортировке: смешанная упаковка',
      en: 'Sorting guide: mixed packaging',
    },
  },
]

function recordsFor(locale: Locale): SearchRecord[] {
  const out: SearchRecord[] = []
  for (const p of pages) {
    out.push({
      id: `page:${p.path}`,
      docId: p.path,
      kind: 'page',
      locale,
      title: p.title[locale],
      text: p.text[locale],
      url: pageUrl(p.path, locale),
    })
  }
  for (const p of posts) {
    out.push({
      id: `post:${p.id}`,
      docId: p.id,
      kind: 'post',
      locale,
      title: p.title[locale],
      text: p.text[locale],
      url: postUrl(p.slug, locale),
    })
  }
  for (const s of stations) {
    out.push({
      id: `station:${s.id}`,
      docId: s.id,
      kind: 'station',
      locale,
      title: stationName[locale](s.town[locale]),
      text: `${s.municipality}, ${s.county}. ${stationText[locale]}`,
      address: s.address,
      url: kindUrl('station', locale),
    })
  }
  for (const m of municipalities) {
    out.push({
      id: `municipal:${m.id}`,
      docId: m.id,
      kind: 'municipal',
      locale,
      title: m.name,
      text: `${m.county}, ${m.period}`,
      address: m.county,
      url: kindUrl('municipal', locale),
    })
  }
  for (const r of regions) {
    out.push({
      id: `construction:${r.id}`,
      docId: r.id,
      kind: 'construction',
      locale,
      title: priceTitle[locale](r.region[locale]),
      text: r.region[locale],
      address: r.region[locale],
      url: kindUrl('construction', locale),
    })
  }
  for (const u of unserved) {
    out.push({
      id: `failed:${u.id}`,
      docId: u.id,
      kind: 'failed',
      locale,
      title: `${u.address}, ${u.city}`,
      text: `${u.county}. ${u.reason[locale]}`,
      address: `${u.address}, ${u.city}`,
      url: kindUrl('failed', locale),
    })
  }
  for (const g of guides) {
    out.push({
      id: `guide:${g.id}`,
      docId: g.id,
      kind: 'guide',
      locale,
      title: g.title[locale],
      text: '',
      url: `/media/sorting-guide-${g.id}.pdf`,
    })
  }
  return out
}

export function fixtureRecords(): SearchRecord[] {
  return locales.flatMap(recordsFor)
}
