// Demo content: the /construction-waste section. Container sizes come from SPEC section 3; the 5 m³ weight figure
// is uncertain in the source, so the table marks it and the note asks customers to confirm it.
// Invented for the demo (flagged in the writer's report): the street-placement permit advice, sorted-waste categories
// and the rule that asbestos is accepted only at some stations.
import type { L, SeedPage } from '../types'

/** A decimal number with each locale's separator. */
const num = (v: string): L => ({ et: v.replace('.', ','), ru: v.replace('.', ','), en: v })
const m3 = (v: string): L => ({ et: `${v} m³`, ru: `${v} м³`, en: `${v} m³` })

const containers: [volume: string, length: string, width: string, height: string, maxTonnes: string][] = [
  ['5', '2.55', '1.55', '1.55', '8'],
  ['8', '3.60', '1.80', '1.50', '8'],
  ['10', '4.20', '1.80', '1.70', '10'],
  ['12', '5.50', '2.55', '1.25', '13'],
  ['15', '5.50', '2.55', '1.35', '13'],
  ['20', '5.75', '2.55', '1.75', '13'],
  ['30', '6.10', '2.55', '2.40', '13'],
]

export const pages: SeedPage[] = [
  {
    path: '/construction-waste',
    order: 3,
    title: { et: 'Ehitusjäätmed', ru: 'Строительные отходы', en: 'Construction waste' },
    description: {
      et: 'Ehitus-, lammutus- ja koristusjäätmete konteinerid mahuga 5–30 m³ või jäätmete ise toomine jäätmejaama.',
      ru: 'Контейнеры объёмом от 5 до 30 м³ для строительных, демонтажных и уборочных отходов или самостоятельная доставка отходов в пункт приёма.',
      en: 'Containers from 5 to 30 m³ for construction, demolition and clear-out waste, or bring the waste to a waste station yourself.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Remont, ehitus, lammutus või suurpuhastus – ehitusjäätmete jaoks on kolm võimalust:

- **Konteiner objektile.** Toome 5–30 m³ konteineri, teie täidate selle ja meie veame ära. Sobib suuremateks töödeks.
- **Big-Bag kott.** Kuni 1 m³ väiksema remondi jäätmete jaoks – vaadake [Big-Bag kotid](/home-customer/big-bag-collecting).
- **Tooge ise.** Väikese koguse saate ise tuua jäätmejaama.

Hinnad erinevad piirkonniti – vaadake [ehitusjäätmete hinnakirju](/customer-support/price-lists). Tellimiseks helistage lühinumbril **1919** või kirjutage [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Ehitusjäätmete tellimused“.`,
          ru: `Ремонт, строительство, демонтаж или генеральная уборка — для строительных отходов есть три варианта:

- **Контейнер на объект.** Мы привезём контейнер объёмом от 5 до 30 м³, вы его заполните, а мы вывезем. Подходит для крупных работ.
- **Мешок Big-Bag.** До 1 м³ отходов небольшого ремонта — см. [Мешки Big-Bag](/home-customer/big-bag-collecting).
- **Привезите сами.** Небольшое количество можно самостоятельно привезти в пункт приёма отходов.

Цены различаются по регионам — смотрите [прайс-листы на строительные отходы](/customer-support/price-lists). Для заказа позвоните по короткому номеру **1919** или напишите через [форму обращения](/customer-support/contact-us) с темой «Заказы на вывоз строительных отходов».`,
          en: `Renovating, building, demolishing or having a big clear-out? There are three ways to deal with construction waste:

- **A container on site.** We bring a container from 5 to 30 m³, you fill it and we take it away. Best for bigger jobs.
- **A Big-Bag.** Up to 1 m³ of waste from smaller renovations; see [Big-Bag collection](/home-customer/big-bag-collecting).
- **Bring it yourself.** Small amounts can be taken to a waste station.

Prices differ by region: see the [construction waste price lists](/customer-support/price-lists). To order, call the short number **1919** or write through the [contact form](/customer-support/contact-us) with the topic "Construction waste orders".`,
        },
      },
      {
        blockType: 'cards',
        heading: { et: 'Valige sobiv viis', ru: 'Выберите подходящий способ', en: 'Choose how' },
        children: true,
      },
    ],
  },
  {
    path: '/construction-waste/collect-transport-waste',
    order: 1,
    title: { et: 'Ehitusjäätmete vedu', ru: 'Вывоз строительных отходов', en: 'Construction waste collection' },
    description: {
      et: 'Rentige ehitus- ja koristusjäätmete jaoks konteiner mahuga 5–30 m³. Toome konteineri objektile ja veame täis konteineri ära.',
      ru: 'Арендуйте контейнер объёмом от 5 до 30 м³ для строительных и уборочных отходов. Мы привезём его на объект и вывезем заполненным.',
      en: 'Hire a container from 5 to 30 m³ for construction and clear-out waste. We deliver it to your site and take it away when it is full.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Toome ehitus-, lammutus- ja koristusjäätmete konteineri teie objektile, eramu hoovi või ettevõtte territooriumile ning veame selle täituna ära. Kogutud jäätmed sorteerime ja suuname võimalikult suures osas ringlusse.

Valige konteiner jäätmete koguse ja kaalu järgi. Rasked jäätmed, nagu betoon, tellised ja pinnas, täidavad konteineri lubatud kaalu enne, kui konteiner on täis – nende jaoks valige väiksem konteiner.`,
          ru: `Мы привозим контейнер для строительных, демонтажных и уборочных отходов на ваш объект, во двор частного дома или на территорию предприятия и вывозим его заполненным. Собранные отходы мы сортируем и по возможности передаём на переработку.

Выбирайте контейнер по объёму и весу отходов. Тяжёлые отходы — бетон, кирпич, грунт — достигают допустимого веса раньше, чем контейнер заполнится, поэтому для них выбирайте контейнер поменьше.`,
          en: `We deliver a container for construction, demolition and clear-out waste to your building site, your garden or your business premises, and take it away when it is full. We sort the waste and send as much of it as possible for recycling.

Choose a container by the amount and weight of your waste. Heavy waste such as concrete, bricks and soil reaches the weight limit before the container is full, so choose a smaller container for it.`,
        },
      },
      {
        blockType: 'table',
        caption: {
          et: 'Ehitusjäätmete konteinerid',
          ru: 'Контейнеры для строительных отходов',
          en: 'Construction waste containers',
        },
        columns: [
          { et: 'Maht', ru: 'Объём', en: 'Volume' },
          { et: 'Pikkus (m)', ru: 'Длина (м)', en: 'Length (m)' },
          { et: 'Laius (m)', ru: 'Ширина (м)', en: 'Width (m)' },
          { et: 'Kõrgus (m)', ru: 'Высота (м)', en: 'Height (m)' },
          { et: 'Suurim lubatud kaal (t)', ru: 'Макс. вес (т)', en: 'Max weight (t)' },
        ],
        rows: containers.map(([volume, length, width, height, maxTonnes]) => [
          m3(volume),
          num(length),
          num(width),
          num(height),
          volume === '5' ? `${maxTonnes}*` : maxTonnes,
        ]),
        note: {
          et: '* 5 m³ konteineri suurim lubatud kaal on täpsustamisel – palun täpsustage seda enne tellimist klienditeeninduses (lühinumber 1919).',
          ru: '* Максимальный вес для контейнера 5 м³ уточняется — пожалуйста, проверьте его в службе обслуживания клиентов перед заказом (короткий номер 1919).',
          en: '* The maximum weight for the 5 m³ container is being confirmed: please check it with customer service (short number 1919) before ordering.',
        },
      },
      {
        blockType: 'richText',
        body: {
          et: `## Sorteerige objektil

Sorteeritud ehitusjäätmete käitlemine on odavam kui segaehitusjäätmete oma. Suuremal objektil tasub tellida eraldi konteinerid näiteks:

- puidule
- metallile
- mineraalsetele jäätmetele: betoon, tellised, plaadid
- segaehitusjäätmetele

Vaadake ka [segaehitusjäätmete sorteerimisjuhendit](/customer-support/instructions).

**Konteinerisse ei tohi panna** ohtlikke jäätmeid: eterniiti ja muid asbesti sisaldavaid jäätmeid, värve, lahusteid, õlisid, akusid ega elektroonikat. Asbesti sisaldavate jäätmete äraveoks küsige eraldi pakkumist. Lugege lähemalt lehelt [Ohtlikud jäätmed](/home-customer/hazardous-waste).

## Kuidas tellida

1. Saatke tellimus [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Ehitusjäätmete tellimused“ või helistage lühinumbril **1919**.
2. Märkige objekti aadress, konteineri suurus, jäätmeliik, soovitud toomise kuupäev ja kui kauaks konteinerit vajate.
3. Tellige hiljemalt toomisele või äraveole eelneva tööpäeva kell 15:00.

## Konteineri asukoht

- Konteiner vajab kõva ja tasast alust ning ruumi, kuhu konteinerauto pääseb tagurdama ja tõstma.
- Konteineri kohal ei tohi olla elektriliine ega madalaid puuoksi.
- Kui konteiner peab seisma tänaval või kõnniteel, küsige selleks eelnevalt luba omavalitsuselt.
- Ärge täitke konteinerit üle servade: üle ääre ulatuvaid jäätmeid ei tohi vedada.

## Hinnad

Hind koosneb konteineri toomisest ja äraveost, rendist ning jäätmete käitlemisest ja erineb piirkonniti. Vaadake [ehitusjäätmete hinnakirju](/customer-support/price-lists).`,
          ru: `## Сортируйте на объекте

Обработка отсортированных строительных отходов обходится дешевле, чем смешанных. На крупном объекте стоит заказать отдельные контейнеры, например:

- для древесины
- для металла
- для минеральных отходов: бетона, кирпича, плитки
- для смешанных строительных отходов

Смотрите также [инструкцию по сортировке смешанных строительных отходов](/customer-support/instructions).

**В контейнер нельзя класть** опасные отходы: шифер и другие асбестосодержащие отходы, краски, растворители, масла, аккумуляторы и электронику. Для вывоза асбестосодержащих отходов запросите отдельное предложение. Подробнее — на странице [Опасные отходы](/home-customer/hazardous-waste).

## Как заказать

1. Отправьте заказ через [форму обращения](/customer-support/contact-us) с темой «Заказы на вывоз строительных отходов» или позвоните по короткому номеру **1919**.
2. Укажите адрес объекта, размер контейнера, вид отходов, желаемую дату доставки и на какой срок нужен контейнер.
3. Заказ принимается не позднее 15:00 рабочего дня, предшествующего дню доставки или вывоза.

## Место для контейнера

- Контейнеру нужно твёрдое ровное основание и место, куда контейнеровоз может подъехать задним ходом и поднять контейнер.
- Над контейнером не должно быть проводов и низких веток деревьев.
- Если контейнер должен стоять на улице или тротуаре, заранее получите на это разрешение самоуправления.
- Не загружайте контейнер выше краёв: отходы, выступающие за борта, перевозить нельзя.

## Цены

Цена складывается из доставки и вывоза контейнера, аренды и обработки отходов и различается по регионам. Смотрите [прайс-листы на строительные отходы](/customer-support/price-lists).`,
          en: `## Sort on site

Sorted construction waste costs less to treat than mixed construction waste. On a larger site it pays to order separate containers, for example for:

- wood
- metal
- mineral waste: concrete, bricks, tiles
- mixed construction waste

See also the [mixed construction waste sorting guide](/customer-support/instructions).

**Do not put hazardous waste in the container:** asbestos cement sheets and other asbestos-containing waste, paint, solvents, oil, batteries or electronics. Ask for a separate quotation to have asbestos-containing waste removed. Read more on the [Hazardous waste](/home-customer/hazardous-waste) page.

## How to order

1. Send your order through the [contact form](/customer-support/contact-us) with the topic "Construction waste orders" or call the short number **1919**.
2. Give the site address, container size, type of waste, the date you want it delivered and how long you need it.
3. Order by 15:00 on the working day before delivery or collection.

## Where to put the container

- The container needs firm, level ground and room for the container truck to reverse and lift.
- There must be no power lines or low tree branches above it.
- If the container has to stand on a street or pavement, get permission from the municipality first.
- Do not fill the container above its sides: waste sticking out over the edge cannot be transported.

## Prices

The price is made up of delivery and collection, rental and waste treatment, and differs by region. See the [construction waste price lists](/customer-support/price-lists).`,
        },
      },
    ],
  },
  {
    path: '/construction-waste/take-it-yourself',
    order: 2,
    title: { et: 'Tooge ise jäätmejaama', ru: 'Привезите сами', en: 'Bring it yourself' },
    description: {
      et: 'Väikese koguse ehitus- ja remondijäätmeid saate ise tuua lähimasse jäätmejaama.',
      ru: 'Небольшое количество строительных отходов и отходов от ремонта можно самостоятельно привезти в ближайший пункт приёма.',
      en: 'Small amounts of construction and renovation waste can be brought to your nearest waste station.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Kui remondist jäi üle paar kotti või järelkärutäis jäätmeid, on kõige lihtsam need ise [jäätmejaama](/home-customer/waste-stations) tuua. Meil on umbes 50 jäätmejaama üheksas maakonnas.

## Enne teeleasumist

- Leidke lähim jaam ja kontrollige selle lahtiolekuaega [jäätmejaamade lehelt](/home-customer/waste-stations).
- Sorteerige jäätmed juba laadimisel: puit, metall, kivi ja betoon, kipsplaat ning segaehitusjäätmed eraldi. Sorteeritud jäätmete vastuvõtt on odavam.
- Ohtlikud jäätmed (värvid, lahustid, õlid) pange eraldi ja tooge originaalpakendis. Eterniiti ja muid asbesti sisaldavaid jäätmeid võtavad vastu ainult mõned jaamad ja need peavad olema kilesse pakitud.

## Jaamas

Jaama töötaja hindab koguse ja juhatab teid õigete konteinerite juurde. Tasu sõltub jäätmeliigist ja kogusest; iga jaama hinnad on jäätmejaamade tabelis ning piirkondlikud ehitusjäätmete hinnad lehel [Hinnakirjad](/customer-support/price-lists).

Kui jäätmeid on rohkem, kui autoga mõistlik vedada, tellige [ehitusjäätmete konteiner](/construction-waste/collect-transport-waste) või [Big-Bag kott](/home-customer/big-bag-collecting). Küsimuste korral helistage lühinumbril **1919** või kirjutage [kontaktivormi kaudu](/customer-support/contact-us).`,
          ru: `Если после ремонта осталось несколько мешков или прицеп отходов, проще всего самостоятельно отвезти их в [пункт приёма отходов](/home-customer/waste-stations). У нас около 50 пунктов приёма в девяти уездах.

## Перед поездкой

- Найдите ближайший пункт и проверьте часы его работы на [странице пунктов приёма](/home-customer/waste-stations).
- Сортируйте отходы уже при погрузке: древесину, металл, камень и бетон, гипсокартон и смешанные строительные отходы — отдельно. Приём отсортированных отходов обходится дешевле.
- Опасные отходы (краски, растворители, масла) держите отдельно и привозите в оригинальной упаковке. Шифер и другие асбестосодержащие отходы принимают только некоторые пункты, и они должны быть упакованы в плёнку.

## В пункте приёма

Сотрудник пункта оценит количество и подскажет, в какие контейнеры что выгружать. Плата зависит от вида и количества отходов; цены каждого пункта указаны в таблице пунктов, а региональные цены на строительные отходы — на странице [Прайс-листы](/customer-support/price-lists).

Если отходов больше, чем разумно везти на машине, закажите [контейнер для строительных отходов](/construction-waste/collect-transport-waste) или [мешок Big-Bag](/home-customer/big-bag-collecting). С вопросами звоните по короткому номеру **1919** или пишите через [форму обращения](/customer-support/contact-us).`,
          en: `If your renovation has left you with a few bags or a trailer-load of waste, the simplest thing is to take it to a [waste station](/home-customer/waste-stations) yourself. We have about 50 waste stations in nine counties.

## Before you set off

- Find your nearest station and check its opening hours on the [waste stations page](/home-customer/waste-stations).
- Sort the waste as you load it: keep wood, metal, stone and concrete, plasterboard and mixed construction waste apart. Sorted waste costs less to drop off.
- Keep hazardous waste (paint, solvents, oil) separate and bring it in its original container. Asbestos cement and other asbestos-containing waste is accepted only at some stations and must be wrapped in plastic.

## At the station

The station attendant will estimate the amount and show you which containers to use. The fee depends on the type and amount of waste; each station's prices are in the waste stations table, and regional construction waste prices are on the [Price lists](/customer-support/price-lists) page.

If you have more waste than it makes sense to carry in a car, order a [construction waste container](/construction-waste/collect-transport-waste) or a [Big-Bag](/home-customer/big-bag-collecting). If you have questions, call the short number **1919** or write through the [contact form](/customer-support/contact-us).`,
        },
      },
    ],
  },
]
