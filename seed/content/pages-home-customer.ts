// Demo content: the /home-customer section. Figures (Big-Bag 1.0 m³ / 1 250 kg, container sizes, ten-year life,
// incineration capacity, about 50 waste stations in nine counties, ordering cutoff, retail take-back rules) come from SPEC.
// Invented for the demo (flagged in the writer's report): the fecal-transport mailbox fekaalivedu@jaatmeveo.example,
// the truck access figures (3 m wide, 4 m high, 30 m hose), the driver job requirements and the typical-use column.
import type { L, SeedPage } from '../types'

const JOBS_URL = 'https://karjaar.jaatmeveo.example/'

/** A volume in m³ written with each locale's decimal separator and unit spelling. */
const m3 = (v: string): L => ({ et: `${v.replace('.', ',')} m³`, ru: `${v.replace('.', ',')} м³`, en: `${v} m³` })

export const pages: SeedPage[] = [
  {
    path: '/home-customer',
    order: 2,
    title: { et: 'Eraklient', ru: 'Частным клиентам', en: 'Home customers' },
    description: {
      et: 'Teenused eramutele ja korteriühistutele: korraldatud jäätmevedu, jäätmejaamad, Big-Bag kotid, pakendid, konteinerid, ohtlikud jäätmed ja fekaalivedu.',
      ru: 'Услуги для частных домов и квартирных товариществ: организованный вывоз отходов, пункты приёма, мешки Big-Bag, упаковка, контейнеры, опасные отходы и вывоз фекальных вод.',
      en: 'Services for private homes and housing associations: organised waste collection, waste stations, Big-Bags, packaging, containers, hazardous waste and septic tank emptying.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Kas elate eramus, ridaelamus või korteriühistus – siit leiate kõik, mida kodus tekkivate jäätmetega toimetulekuks vaja: regulaarse tühjenduse, konteineri, koha, kuhu viia suuremad ja ohtlikud jäätmed, ning nõuanded sorteerimiseks.

Tühjendusgraafikut saate muuta, lepingut vaadata ja lisatühjenduse tellida [iseteeninduses](https://iseteenindus.jaatmeveo.example/). Küsimuste korral helistage lühinumbril **1919** (E–R 09:00–17:00) või kirjutage [kontaktivormi kaudu](/customer-support/contact-us). Hinnad leiate lehelt [Hinnakirjad](/customer-support/price-lists).`,
          ru: `Живёте ли вы в частном доме, таунхаусе или квартирном товариществе — здесь есть всё, что нужно для бытовых отходов: регулярный вывоз, контейнер, место, куда отвезти крупные и опасные отходы, и советы по сортировке.

Изменить график вывоза, посмотреть договор и заказать дополнительный вывоз можно на [портале самообслуживания](https://iseteenindus.jaatmeveo.example/). С вопросами звоните по короткому номеру **1919** (Пн–Пт 09:00–17:00) или пишите через [форму обращения](/customer-support/contact-us). Цены — на странице [Прайс-листы](/customer-support/price-lists).`,
          en: `Whether you live in a detached house, a terraced house or a block of flats, here is everything your household waste needs: regular collection, a container, a place to take bulky and hazardous waste, and sorting advice.

You can change your collection schedule, view your contract and order an extra collection in the [self-service portal](https://iseteenindus.jaatmeveo.example/). If you have questions, call the short number **1919** (Mon–Fri 09:00–17:00) or write to us through the [contact form](/customer-support/contact-us). Prices are on the [Price lists](/customer-support/price-lists) page.`,
        },
      },
      {
        blockType: 'cards',
        heading: { et: 'Teenused kodule', ru: 'Услуги для дома', en: 'Services for your home' },
        children: true,
      },
    ],
  },
  {
    path: '/home-customer/organized-waste',
    order: 1,
    title: { et: 'Korraldatud jäätmevedu', ru: 'Организованный вывоз отходов', en: 'Organised waste collection' },
    description: {
      et: 'Omavalitsused, kus Jäätmeveo AS on korraldatud jäätmeveo vedaja, lepinguperioodid ning hinnad ja tingimused.',
      ru: 'Самоуправления, в которых Jäätmeveo AS осуществляет организованный вывоз отходов, сроки договоров, цены и условия.',
      en: 'The municipalities where Jäätmeveo AS is the organised waste collection carrier, with contract periods, prices and terms.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Korraldatud jäätmeveo puhul valib omavalitsus hankega oma piirkonnale jäätmevedaja kindlaks perioodiks. Piirkonna kõik kinnistud on jäätmeveoga liitunud ning olmejäätmeid tohib vedada ainult hanke võitnud vedaja. Hinnad on kehtestatud hankes ja on kogu piirkonnas ühesugused.

Kui teie omavalitsus on allolevas tabelis, olete meie klient. Saadame teile lepingu ja arve ning tühjendame konteinerit graafiku järgi. Tabelist leiate lepinguperioodi ning lingi piirkonna hindadele ja tingimustele.

**Tühjendusgraafiku muutmine.** Tühjenduspäeva ja -graafikut saate muuta [iseteeninduses](https://iseteenindus.jaatmeveo.example/), seal saate vaadata ka lepingu andmeid ja tellida lisatühjenduse. Lisatühjenduse saab tellida hiljemalt tühjendusele eelneva tööpäeva kell 15:00. Kui konteiner asub prügiauto peatumiskohast kaugel, võib lisanduda tasu. Abi saate lühinumbrilt **1919** või [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Graafiku muutmine“.`,
          ru: `При организованном вывозе отходов самоуправление выбирает перевозчика для своего района путём конкурса на определённый срок. Все объекты недвижимости района считаются присоединёнными к организованному вывозу, и вывозить бытовые отходы может только победивший в конкурсе перевозчик. Цены установлены по итогам конкурса и одинаковы для всего района.

Если ваше самоуправление есть в таблице ниже, вы наш клиент. Мы пришлём вам договор и счёт и будем опорожнять контейнер по графику. В таблице указан срок договора и ссылка на цены и условия для района.

**Изменение графика вывоза.** День и график вывоза можно изменить на [портале самообслуживания](https://iseteenindus.jaatmeveo.example/); там же можно посмотреть данные договора и заказать дополнительный вывоз. Дополнительный вывоз заказывается не позднее 15:00 рабочего дня, предшествующего дню вывоза. Если контейнер стоит далеко от места остановки мусоровоза, может взиматься доплата. Помощь — по короткому номеру **1919** или через [форму обращения](/customer-support/contact-us) с темой «Изменение графика».`,
          en: `Under organised waste collection, the municipality chooses a waste carrier for its area by public tender for a fixed period. Every property in the area is covered by the scheme, and only the carrier that won the tender may collect municipal waste there. Prices are set in the tender and are the same throughout the area.

If your municipality is in the table below, you are our customer. We will send you a contract and invoices and empty your container according to the schedule. The table shows the contract period and a link to the prices and terms for each area.

**Changing your collection schedule.** You can change your collection day and schedule in the [self-service portal](https://iseteenindus.jaatmeveo.example/), where you can also view your contract details and order an extra collection. An extra collection must be ordered by 15:00 on the working day before. A fee may be added if the container is far from where the truck stops. For help, call the short number **1919** or use the [contact form](/customer-support/contact-us) with the topic "Schedule change".`,
        },
      },
    ],
  },
  {
    path: '/home-customer/waste-stations',
    order: 2,
    title: { et: 'Jäätmejaamad', ru: 'Пункты приёма отходов', en: 'Waste stations' },
    description: {
      et: 'Umbes 50 jäätmejaama üheksas maakonnas: kaart, aadressid, lahtiolekuajad ja hinnad.',
      ru: 'Около 50 пунктов приёма отходов в девяти уездах: карта, адреса, часы работы и цены.',
      en: 'About 50 waste stations in nine counties: map, addresses, opening hours and prices.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Jäätmejaama saate ise tuua jäätmed, mis prügikasti ei mahu või sinna ei sobi: suuremõõtmelised jäätmed, remondijäätmed, aia- ja haljastusjäätmed, elektroonika, ohtlikud jäätmed, pakendid ja vanapaberi. Meil on **umbes 50 jäätmejaama üheksas maakonnas**.

Paljusid sorteeritud jäätmeid, näiteks pakendeid, paberit, elektroonikat ja kodumajapidamise ohtlikke jäätmeid, võtame vastu tasuta. Segaolmejäätmete, suuremõõtmeliste ja ehitusjäätmete eest tuleb maksta – iga jaama hinnad on tabelis lingi taga. Tooge jäätmed sorteeritult, siis läheb vastuvõtt kiiresti ja odavamalt. Leidke lähim jaam kaardilt või tabelist ning kontrollige enne tulekut lahtiolekuaega.

Küsimuste korral helistage lühinumbril **1919** või kirjutage [kontaktivormi kaudu](/customer-support/contact-us).`,
          ru: `В пункт приёма отходов можно самостоятельно привезти то, что не помещается в мусорный контейнер или не подходит для него: крупногабаритные отходы, отходы от ремонта, садовые отходы, электронику, опасные отходы, упаковку и макулатуру. У нас **около 50 пунктов приёма в девяти уездах**.

Многие отсортированные отходы — например, упаковку, бумагу, электронику и бытовые опасные отходы — мы принимаем бесплатно. За смешанные бытовые, крупногабаритные и строительные отходы взимается плата: цены каждого пункта доступны по ссылке в таблице. Привозите отходы рассортированными — так приём пройдёт быстрее и обойдётся дешевле. Найдите ближайший пункт на карте или в таблице и перед поездкой проверьте часы работы.

С вопросами звоните по короткому номеру **1919** или пишите через [форму обращения](/customer-support/contact-us).`,
          en: `At a waste station you can drop off waste that does not fit or does not belong in your bin: bulky items, renovation waste, garden waste, electronics, hazardous waste, packaging and waste paper. We run **about 50 waste stations in nine counties**.

Many sorted wastes, such as packaging, paper, electronics and household hazardous waste, are accepted free of charge. Mixed municipal, bulky and construction waste are charged for; each station's prices are linked in the table. Bring your waste sorted and drop-off will be quicker and cheaper. Find your nearest station on the map or in the table, and check its opening hours before you set off.

If you have questions, call the short number **1919** or write to us through the [contact form](/customer-support/contact-us).`,
        },
      },
    ],
  },
  {
    path: '/home-customer/big-bag-collecting',
    order: 3,
    title: { et: 'Big-Bag kotiga jäätmevedu', ru: 'Вывоз отходов в мешках Big-Bag', en: 'Big-Bag waste collection' },
    description: {
      et: 'Tugev 1 m³ kott väiksema remondi, koristuse ja aiatööde jäätmetele. Teie täidate koti, meie viime selle kraanaautoga ära.',
      ru: 'Прочный мешок объёмом 1 м³ для отходов небольшого ремонта, уборки и садовых работ. Вы наполняете мешок, мы вывозим его машиной с краном.',
      en: 'A sturdy 1 m³ bag for waste from small renovations, clear-outs and garden work. You fill the bag and we lift it away with a crane truck.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Big-Bag on tugevast kangast kott, mis sobib siis, kui jäätmeid on prügikasti jaoks liiga palju, aga konteinerit pole mõtet tellida. Kott mahutab **1,0 m³** ning kraanaauto suudab tõsta kuni **1 250 kg** kaaluva koti.

## Mida võib kotti panna

- väiksema remondi jäätmed: puit, kipsplaat, plaadid, tapeet, isolatsioon
- koristus- ja suuremõõtmelised jäätmed, näiteks vana mööbel tükkidena
- aia- ja haljastusjäätmed: oksad, lehed, muru
- betoon, tellised ja pinnas väikeses koguses

Raske materjali, nagu betooni, telliste või pinnase, puhul täitke kott ainult osaliselt: täis kott võib kaaluda rohkem kui 1 250 kg ja siis ei saa seda tõsta.

## Mida kotti panna ei tohi

Ohtlikud jäätmed (värvid, lahustid, õlid, akud, eterniit ja muud asbesti sisaldavad jäätmed), elektroonika, rehvid ja toidujäätmed. Need viige [jäätmejaama](/home-customer/waste-stations) – lugege lähemalt lehelt [Ohtlikud jäätmed](/home-customer/hazardous-waste).

## Kuidas tellida

1. Tellige kott lühinumbrilt **1919**, [kontaktivormi kaudu](/customer-support/contact-us) või [iseteeninduses](https://iseteenindus.jaatmeveo.example/).
2. Asetage kott kohta, kuhu kraanaauto pääseb lähedale: tugevale ja tasasele pinnale, kus koti kohal pole elektriliine ega puuoksi.
3. Täitke kott nii, et sisu ei ulatuks servadest üle ja kõik neli tõstesanga jäävad vabaks.
4. Tellige äravedu hiljemalt äraveole eelneva tööpäeva kell 15:00.

Koti ja äraveo hinna leiate lehelt [Hinnakirjad](/customer-support/price-lists). Suurema koguse jaoks sobib paremini [ehitusjäätmete konteiner](/construction-waste/collect-transport-waste).`,
          ru: `Big-Bag — это мешок из прочной ткани. Он пригодится, когда отходов слишком много для мусорного контейнера, но заказывать контейнер для стройотходов нет смысла. Объём мешка — **1,0 м³**, машина с краном поднимает его при весе до **1 250 кг**.

## Что можно класть в мешок

- отходы небольшого ремонта: древесину, гипсокартон, плитку, обои, утеплитель
- мусор от уборки и крупногабаритные отходы, например старую мебель в разобранном виде
- садовые отходы: ветки, листья, скошенную траву
- бетон, кирпич и грунт в небольшом количестве

Тяжёлыми материалами — бетоном, кирпичом или грунтом — заполняйте мешок лишь частично: полный мешок может весить больше 1 250 кг, и тогда его невозможно поднять.

## Что класть в мешок нельзя

Опасные отходы (краски, растворители, масла, аккумуляторы, шифер и другие асбестосодержащие отходы), электронику, шины и пищевые отходы. Их нужно отвезти в [пункт приёма отходов](/home-customer/waste-stations) — подробнее на странице [Опасные отходы](/home-customer/hazardous-waste).

## Как заказать

1. Закажите мешок по короткому номеру **1919**, через [форму обращения](/customer-support/contact-us) или на [портале самообслуживания](https://iseteenindus.jaatmeveo.example/).
2. Поставьте мешок туда, куда машина с краном может подъехать близко: на твёрдую ровную поверхность, где над мешком нет проводов и веток деревьев.
3. Заполните мешок так, чтобы содержимое не выступало за края, а все четыре подъёмные петли оставались свободными.
4. Закажите вывоз не позднее 15:00 рабочего дня, предшествующего дню вывоза.

Цену мешка и вывоза смотрите на странице [Прайс-листы](/customer-support/price-lists). Для большего объёма лучше подойдёт [контейнер для строительных отходов](/construction-waste/collect-transport-waste).`,
          en: `A Big-Bag is a heavy-duty fabric bag for when you have too much waste for your bin but not enough to make a skip worthwhile. The bag holds **1.0 m³**, and our crane truck can lift it with up to **1,250 kg** inside.

## What can go in the bag

- waste from small renovations: wood, plasterboard, tiles, wallpaper, insulation
- clear-out and bulky waste, such as old furniture taken apart
- garden waste: branches, leaves, grass cuttings
- small amounts of concrete, bricks and soil

With heavy materials such as concrete, bricks or soil, fill the bag only partly: a full bag can weigh more than 1,250 kg, and then it cannot be lifted.

## What must not go in the bag

Hazardous waste (paint, solvents, oil, batteries, asbestos cement sheets and other asbestos-containing waste), electronics, tyres and food waste. Take these to a [waste station](/home-customer/waste-stations); read more on the [Hazardous waste](/home-customer/hazardous-waste) page.

## How to order

1. Order a bag on the short number **1919**, through the [contact form](/customer-support/contact-us) or in the [self-service portal](https://iseteenindus.jaatmeveo.example/).
2. Put the bag where the crane truck can get close: on firm, level ground with no power lines or tree branches above it.
3. Fill the bag so that nothing sticks out over the edges and all four lifting loops stay free.
4. Order the collection by 15:00 on the working day before.

The price of the bag and its collection is on the [Price lists](/customer-support/price-lists) page. For larger amounts, a [construction waste container](/construction-waste/collect-transport-waste) is a better fit.`,
        },
      },
      {
        blockType: 'facts',
        items: [
          { value: '1 m³', label: { et: 'koti maht', ru: 'объём мешка', en: 'bag volume' } },
          {
            value: '1\u00a0250 kg',
            label: { et: 'suurim tõstetav kaal', ru: 'максимальный поднимаемый вес', en: 'maximum lifting weight' },
          },
        ],
      },
    ],
  },
  {
    path: '/home-customer/packaging-transportation',
    order: 4,
    title: { et: 'Pakendijäätmete vedu', ru: 'Вывоз упаковочных отходов', en: 'Packaging waste collection' },
    description: {
      et: 'Segapakendi ning paber- ja kartongpakendi konteinerid eramutele ja korteriühistutele ning nõuanded pakendite sorteerimiseks.',
      ru: 'Контейнеры для смешанной упаковки и для бумажной и картонной упаковки для частных домов и квартирных товариществ, советы по сортировке.',
      en: 'Containers for mixed packaging and for paper and cardboard packaging at private homes and housing associations, plus sorting tips.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Pakendid on prügikasti kõige mahukam osa. Kui kogute need eraldi, jääb segaolmejäätmeid vähemaks ja segaolmejäätmete konteinerit saab tühjendada harvemini. Toome teie koju või korteriühistu jäätmemajja eraldi konteinerid:

- **segapakend** – plast-, metall- ja joogikartongpakendid
- **paber- ja kartongpakend** – karbid, pappkastid, paberkotid

Paljudes omavalitsustes on pakendivedu osa [korraldatud jäätmeveost](/home-customer/organized-waste); mujal saate pakendikonteineri tellida eraldi lepinguga.

## Nõuanded sorteerimiseks

- Tühjendage pakend toidujääkidest. Pesta pole vaja, piisab loputamisest või kaapimisest.
- Litsuge pudelid, karbid ja pappkastid lapikuks, et konteinerisse mahuks rohkem.
- Segapakendisse sobivad plastpudelid ja -karbid, kilekotid ja kile, konservi- ja joogipurgid, metallkaaned ning piima- ja mahlapakid.
- Paber- ja kartongpakendisse sobivad pappkastid, paberkotid, munakarbid ja kartongist karbid. Rasvaga määrdunud pitsakarp kuulub aga segaolmejäätmetesse.
- Pakendiks ei ole mänguasjad, mähkmed, nõud ega plastist tarbeesemed – need käivad segaolmejäätmetesse.
- Klaaspurgid ja -pudelid viige avalikku klaasipakendi konteinerisse, pandimärgiga pakendid poe taaraautomaati.

Põhjalikumad juhendid saate alla laadida lehelt [Juhendid](/customer-support/instructions).

## Kuidas tellida

Pakendikonteineri tellimiseks või tühjenduste muutmiseks kasutage [iseteenindust](https://iseteenindus.jaatmeveo.example/), helistage lühinumbril **1919** või kirjutage [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Uue lepingu soov“. Hinnad leiate lehelt [Hinnakirjad](/customer-support/price-lists).`,
          ru: `Упаковка занимает больше всего места в мусорном контейнере. Если собирать её отдельно, смешанных бытовых отходов станет меньше, и контейнер для них можно будет опорожнять реже. Мы поставим отдельные контейнеры у вашего дома или в мусорном домике квартирного товарищества:

- **смешанная упаковка** — пластиковая, металлическая упаковка и упаковка от напитков из комбинированного картона
- **бумажная и картонная упаковка** — коробки, картонные ящики, бумажные пакеты

Во многих самоуправлениях вывоз упаковки входит в [организованный вывоз отходов](/home-customer/organized-waste); в остальных местах контейнер для упаковки можно заказать по отдельному договору.

## Советы по сортировке

- Освободите упаковку от остатков еды. Мыть её не нужно — достаточно ополоснуть или выскрести.
- Сплющивайте бутылки, коробки и картонные ящики, чтобы в контейнер поместилось больше.
- В смешанную упаковку кладите пластиковые бутылки и коробки, пакеты и плёнку, консервные банки и банки от напитков, металлические крышки, пакеты из-под молока и сока.
- В бумажную и картонную упаковку — картонные ящики, бумажные пакеты, коробки от яиц и картонные коробки. Жирная коробка от пиццы относится к смешанным бытовым отходам.
- Игрушки, подгузники, посуда и пластиковые предметы обихода — не упаковка, их выбрасывают в смешанные бытовые отходы.
- Стеклянные банки и бутылки относите в общественный контейнер для стеклянной упаковки, а тару с залоговой маркировкой — в автомат приёма тары в магазине.

Подробные инструкции можно скачать на странице [Инструкции](/customer-support/instructions).

## Как заказать

Чтобы заказать контейнер для упаковки или изменить график, воспользуйтесь [порталом самообслуживания](https://iseteenindus.jaatmeveo.example/), позвоните по короткому номеру **1919** или напишите через [форму обращения](/customer-support/contact-us) с темой «Заявка на новый договор». Цены — на странице [Прайс-листы](/customer-support/price-lists).`,
          en: `Packaging takes up more room in your bin than anything else. If you collect it separately, you will have less mixed waste and your mixed waste container can be emptied less often. We can put separate containers at your home or in your housing association's bin store:

- **mixed packaging**: plastic and metal packaging and drink cartons
- **paper and cardboard packaging**: boxes, cardboard cartons and paper bags

In many municipalities packaging collection is part of [organised waste collection](/home-customer/organized-waste); elsewhere you can order a packaging container under a separate contract.

## Sorting tips

- Empty packaging of food. There is no need to wash it: a rinse or a scrape is enough.
- Flatten bottles, boxes and cartons so that more fits in the container.
- Mixed packaging takes plastic bottles and tubs, bags and film, food and drink cans, metal lids, and milk and juice cartons.
- Paper and cardboard packaging takes cardboard boxes, paper bags, egg boxes and card packaging. A greasy pizza box, however, belongs in mixed waste.
- Toys, nappies, crockery and plastic household items are not packaging: put them in mixed waste.
- Take glass jars and bottles to a public glass packaging container, and deposit-marked bottles and cans to a shop's return machine.

Detailed guides can be downloaded on the [Sorting guides](/customer-support/instructions) page.

## How to order

To order a packaging container or change its collections, use the [self-service portal](https://iseteenindus.jaatmeveo.example/), call the short number **1919** or write through the [contact form](/customer-support/contact-us) with the topic "New contract request". Prices are on the [Price lists](/customer-support/price-lists) page.`,
        },
      },
    ],
  },
  {
    path: '/home-customer/rental-garbage-containers',
    order: 5,
    title: { et: 'Konteinerite rent ja müük', ru: 'Аренда и продажа контейнеров', en: 'Container rental and sale' },
    description: {
      et: 'Rentige või ostke jäätmekonteiner mahuga 0,14–4,5 m³ või süvakogumismahuti mahuga 0,8–5 m³. Meie konteinerid peavad vastu vähemalt kümme aastat.',
      ru: 'Возьмите в аренду или купите контейнер объёмом от 0,14 до 4,5 м³ или заглублённый контейнер объёмом от 0,8 до 5 м³. Наши контейнеры служат не менее десяти лет.',
      en: 'Rent or buy a waste container from 0.14 to 4.5 m³, or a deep collection container from 0.8 to 5 m³. Our containers last at least ten years.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Rendime ja müüme jäätmekonteinereid eramutele, korteriühistutele ja ettevõtetele. Meie konteinerid on valmistatud vastupidavast plastist või metallist ning peavad vastu **vähemalt kümme aastat**.

- **Rent** sobib, kui te ei soovi korraga suuremat kulu teha. Rendikonteineri toome kohale ja kui see läheb tavakasutuses katki, parandame või vahetame selle välja.
- **Ostes** jääb konteiner teie omaks. Kümne aasta ja pikema kasutusaja juures tuleb ostmine sageli soodsam kui rent.

Konteineri suuruse valige selle järgi, kui palju jäätmeid tekib ja kui tihti soovite tühjendust. Kahe tühjenduse vahel peab konteiner sulguma – kui kaas ei lähe kinni, valige suurem konteiner või tihedam graafik.`,
          ru: `Мы сдаём в аренду и продаём контейнеры для отходов частным домам, квартирным товариществам и предприятиям. Наши контейнеры изготовлены из прочного пластика или металла и служат **не менее десяти лет**.

- **Аренда** подходит, если вы не хотите крупных единовременных расходов. Мы доставим арендованный контейнер, а если он сломается при обычном использовании, отремонтируем или заменим его.
- **Купленный** контейнер остаётся вашим. При сроке службы десять лет и больше покупка часто обходится дешевле аренды.

Размер контейнера выбирайте по количеству отходов и желаемой частоте вывоза. Между вывозами крышка контейнера должна закрываться — если она не закрывается, выберите контейнер побольше или более частый график.`,
          en: `We rent out and sell waste containers to private homes, housing associations and businesses. Our containers are made of durable plastic or metal and last **at least ten years**.

- **Renting** suits you if you would rather avoid a larger one-off cost. We deliver the rented container, and if it breaks in normal use we repair or replace it.
- **Buying** means the container is yours. Over a service life of ten years or more, buying often works out cheaper than renting.

Choose the size by how much waste you produce and how often you want it emptied. The lid must close between collections: if it does not, choose a larger container or more frequent collection.`,
        },
      },
      {
        blockType: 'table',
        caption: { et: 'Konteinerite suurused', ru: 'Размеры контейнеров', en: 'Container sizes' },
        columns: [
          { et: 'Maht', ru: 'Объём', en: 'Volume' },
          { et: 'Tüüp', ru: 'Тип', en: 'Type' },
          { et: 'Sobib näiteks', ru: 'Подходит, например', en: 'Typical use' },
        ],
        rows: [
          [
            m3('0.14'),
            { et: 'Kaherattaline', ru: 'Двухколёсный', en: 'Two-wheeled bin' },
            {
              et: 'Väikese jäätmekogusega eramu, biojäätmed',
              ru: 'Частный дом с небольшим количеством отходов, биоотходы',
              en: 'A home with little waste; biowaste',
            },
          ],
          [
            m3('0.24'),
            { et: 'Kaherattaline', ru: 'Двухколёсный', en: 'Two-wheeled bin' },
            {
              et: 'Pere eramu, paber ja pakend',
              ru: 'Семейный дом, бумага и упаковка',
              en: 'A family home; paper and packaging',
            },
          ],
          [
            m3('0.37'),
            { et: 'Kaherattaline', ru: 'Двухколёсный', en: 'Two-wheeled bin' },
            {
              et: 'Suurem pere või kaks majapidamist',
              ru: 'Большая семья или два домохозяйства',
              en: 'A larger family or two households',
            },
          ],
          [
            m3('0.66'),
            { et: 'Neljarattaline', ru: 'Четырёхколёсный', en: 'Four-wheeled container' },
            {
              et: 'Väike korterelamu, väike ettevõte',
              ru: 'Небольшой многоквартирный дом, небольшое предприятие',
              en: 'A small block of flats or small business',
            },
          ],
          [
            m3('0.8'),
            { et: 'Neljarattaline', ru: 'Четырёхколёсный', en: 'Four-wheeled container' },
            { et: 'Korterelamu, kauplus', ru: 'Многоквартирный дом, магазин', en: 'A block of flats or shop' },
          ],
          [
            m3('1.1'),
            { et: 'Neljarattaline', ru: 'Четырёхколёсный', en: 'Four-wheeled container' },
            {
              et: 'Korterelamu, kontor, toitlustuskoht',
              ru: 'Многоквартирный дом, офис, предприятие общепита',
              en: 'A block of flats, office or restaurant',
            },
          ],
          [
            m3('1.5'),
            { et: 'Metallkonteiner', ru: 'Металлический контейнер', en: 'Metal container' },
            {
              et: 'Suurem korterelamu, pakendid',
              ru: 'Крупный многоквартирный дом, упаковка',
              en: 'A larger block of flats; packaging',
            },
          ],
          [
            m3('2.5'),
            { et: 'Metallkonteiner', ru: 'Металлический контейнер', en: 'Metal container' },
            {
              et: 'Suur korterelamu, ettevõte, papp',
              ru: 'Большой многоквартирный дом, предприятие, картон',
              en: 'A large block of flats or business; cardboard',
            },
          ],
          [
            m3('4.5'),
            { et: 'Metallkonteiner', ru: 'Металлический контейнер', en: 'Metal container' },
            {
              et: 'Suur ettevõte, mahukad pakendid',
              ru: 'Крупное предприятие, объёмная упаковка',
              en: 'A large business; bulky packaging',
            },
          ],
          [
            m3('0.8'),
            { et: 'Süvakogumismahuti', ru: 'Заглублённый контейнер', en: 'Deep collection container' },
            {
              et: 'Biojäätmed korteriühistus',
              ru: 'Биоотходы в квартирном товариществе',
              en: 'Biowaste at a housing association',
            },
          ],
          [
            m3('1.3'),
            { et: 'Süvakogumismahuti', ru: 'Заглублённый контейнер', en: 'Deep collection container' },
            {
              et: 'Biojäätmed või paber suuremas korteriühistus',
              ru: 'Биоотходы или бумага в крупном товариществе',
              en: 'Biowaste or paper at a larger housing association',
            },
          ],
          [
            m3('3'),
            { et: 'Süvakogumismahuti', ru: 'Заглублённый контейнер', en: 'Deep collection container' },
            {
              et: 'Segaolmejäätmed või pakend korteriühistus',
              ru: 'Смешанные бытовые отходы или упаковка в квартирном товариществе',
              en: 'Mixed waste or packaging at a housing association',
            },
          ],
          [
            m3('5'),
            { et: 'Süvakogumismahuti', ru: 'Заглублённый контейнер', en: 'Deep collection container' },
            {
              et: 'Segaolmejäätmed mitmele korterelamule',
              ru: 'Смешанные бытовые отходы для нескольких домов',
              en: 'Mixed waste shared by several blocks of flats',
            },
          ],
        ],
        note: {
          et: 'Süvakogumismahuti paigaldatakse osaliselt maa alla ja seda tühjendatakse kraanaautoga. Paigaldamiseks on vaja pinnasetöid ja vaba ligipääsu kraanaautole.',
          ru: 'Заглублённый контейнер частично устанавливается под землю и опорожняется машиной с краном. Для установки нужны земляные работы и свободный подъезд для машины с краном.',
          en: 'A deep collection container is set partly into the ground and is emptied by a crane truck. Installing one needs groundwork and clear access for the crane truck.',
        },
      },
      {
        blockType: 'richText',
        body: {
          et: `## Kuidas tellida

Konteineri rentimiseks või ostmiseks helistage lühinumbril **1919**, kirjutage [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Hinnapakkumise soov“ või tehke muudatus [iseteeninduses](https://iseteenindus.jaatmeveo.example/). Rendi- ja müügihinnad leiate lehelt [Hinnakirjad](/customer-support/price-lists); süvakogumismahutite paigalduse kohta teeme eraldi hinnapakkumise.`,
          ru: `## Как заказать

Чтобы арендовать или купить контейнер, позвоните по короткому номеру **1919**, напишите через [форму обращения](/customer-support/contact-us) с темой «Запрос ценового предложения» или оформите изменение на [портале самообслуживания](https://iseteenindus.jaatmeveo.example/). Цены аренды и продажи — на странице [Прайс-листы](/customer-support/price-lists); на установку заглублённых контейнеров мы делаем отдельное предложение.`,
          en: `## How to order

To rent or buy a container, call the short number **1919**, write through the [contact form](/customer-support/contact-us) with the topic "Quotation request" or make the change in the [self-service portal](https://iseteenindus.jaatmeveo.example/). Rental and sale prices are on the [Price lists](/customer-support/price-lists) page; for installing deep collection containers we prepare a separate quotation.`,
        },
      },
    ],
  },
  {
    path: '/home-customer/hazardous-waste',
    order: 6,
    title: { et: 'Ohtlikud jäätmed', ru: 'Опасные отходы', en: 'Hazardous waste' },
    description: {
      et: 'Mis on ohtlikud jäätmed, kuhu neid viia ja kuidas kauplused võtavad vastu vana elektroonikat ja patareisid.',
      ru: 'Что такое опасные отходы, куда их сдавать и как магазины принимают старую электронику и батарейки.',
      en: 'What counts as hazardous waste, where to take it, and how shops take back old electronics and batteries.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Ohtlikud jäätmed sisaldavad aineid, mis võivad kahjustada inimeste tervist või loodust. Neid ei tohi panna prügikasti ega valada kanalisatsiooni.

## Mis on ohtlikud jäätmed

- värvid, lakid, liimid, lahustid ja nende tühjad pakendid
- mootoriõli, õlifiltrid ja õliga määrdunud kaltsud
- akud ja patareid
- päevavalguslambid ja säästupirnid, elavhõbedatermomeetrid
- taimekaitsevahendid, kodukeemia ja happed
- eterniit ja muud asbesti sisaldavad jäätmed
- aegunud ravimid (neid võtavad vastu ka apteegid)

## Kuhu viia

Kodumajapidamises tekkinud ohtlikke jäätmeid saate tasuta tuua [jäätmejaama](/home-customer/waste-stations). Eterniidi ja muude asbesti sisaldavate jäätmete vastuvõtt on tasuline ja ainult mõnes jaamas – vaadake jaama andmeid tabelist ning pakkige eterniit enne toomist kilesse. Paljud omavalitsused korraldavad ka ohtlike jäätmete kogumisringe – teatame neist [uudistes](/about/news).

Ettevõtetelt kogume ohtlikke jäätmeid lepingu alusel ja vormistame vajalikud saatedokumendid. Hinnapakkumise saamiseks kirjutage [kontaktivormi kaudu](/customer-support/contact-us) või helistage lühinumbril **1919**. Hinnad leiate lehelt [Hinnakirjad](/customer-support/price-lists).

Ohtlikke jäätmeid, mida ei saa ringlusse võtta, käitleme oma põletustehases, mille võimsus on **umbes 2 000 tonni aastas**.

## Kauplused võtavad vastu

- **Elektroonika:** müüja peab vana seadme tasuta vastu võtma, kui ostate temalt samalaadse uue seadme.
- **Väikesed seadmed:** vähemalt 400 m² müügipinnaga kauplustes saab kuni 25 cm suurused seadmed tasuta ära anda ka ilma uut ostmata.
- **Patareid ja akud:** neid võetakse vastu igas kohas, kus neid müüakse.

Lugege lähemalt lehelt [Elektroonikaromu](/services/electronic-waste).

## Nõuanded

Hoidke ohtlikud jäätmed originaalpakendis ja suletuna, ärge segage eri aineid omavahel ning tooge vedelikud lekkekindlas nõus. Nii on neid ohutu vedada ja käidelda.`,
          ru: `Опасные отходы содержат вещества, которые могут навредить здоровью людей или природе. Их нельзя выбрасывать в мусорный контейнер или сливать в канализацию.

## Что относится к опасным отходам

- краски, лаки, клеи, растворители и пустая тара из-под них
- моторное масло, масляные фильтры и промасленная ветошь
- аккумуляторы и батарейки
- люминесцентные и энергосберегающие лампы, ртутные термометры
- средства защиты растений, бытовая химия и кислоты
- шифер и другие асбестосодержащие отходы
- просроченные лекарства (их также принимают аптеки)

## Куда сдавать

Опасные отходы из домохозяйств можно бесплатно привезти в [пункт приёма отходов](/home-customer/waste-stations). Приём шифера и других асбестосодержащих отходов платный и возможен только в некоторых пунктах — смотрите данные пункта в таблице и перед доставкой упакуйте шифер в плёнку. Многие самоуправления также организуют выездной сбор опасных отходов — о нём мы сообщаем в [новостях](/about/news).

У предприятий мы собираем опасные отходы по договору и оформляем необходимые сопроводительные документы. Чтобы получить ценовое предложение, напишите через [форму обращения](/customer-support/contact-us) или позвоните по короткому номеру **1919**. Цены — на странице [Прайс-листы](/customer-support/price-lists).

Опасные отходы, которые нельзя переработать, мы обезвреживаем на собственном мусоросжигательном заводе мощностью **около 2 000 тонн в год**.

## Приём в магазинах

- **Электроника:** продавец обязан бесплатно принять старое устройство, если вы покупаете у него аналогичное новое.
- **Небольшие устройства:** в магазинах с торговой площадью от 400 м² устройства размером до 25 см можно бесплатно сдать и без покупки нового.
- **Батарейки и аккумуляторы:** их принимают везде, где они продаются.

Подробнее — на странице [Электронные отходы](/services/electronic-waste).

## Советы

Храните опасные отходы в оригинальной закрытой упаковке, не смешивайте разные вещества и привозите жидкости в герметичной таре. Так их безопасно перевозить и обрабатывать.`,
          en: `Hazardous waste contains substances that can harm people's health or nature. It must not go in your bin or down the drain.

## What counts as hazardous waste

- paint, varnish, glue, solvents and their empty containers
- engine oil, oil filters and oily rags
- car batteries and household batteries
- fluorescent tubes and energy-saving bulbs, mercury thermometers
- pesticides, household chemicals and acids
- asbestos cement sheets and other asbestos-containing waste
- out-of-date medicines (pharmacies also take these back)

## Where to take it

You can bring hazardous waste from your household to a [waste station](/home-customer/waste-stations) free of charge. Asbestos cement and other asbestos-containing waste is accepted for a fee and only at some stations: check the station's details in the table, and wrap the sheets in plastic before you bring them. Many municipalities also run hazardous waste collection rounds, which we announce in our [news](/about/news).

From businesses we collect hazardous waste under contract and prepare the required waste transfer documents. For a quotation, write through the [contact form](/customer-support/contact-us) or call the short number **1919**. Prices are on the [Price lists](/customer-support/price-lists) page.

Hazardous waste that cannot be recycled is treated at our own incineration plant, which has a capacity of **about 2,000 tonnes a year**.

## Take-back in shops

- **Electronics:** the seller must take back your old appliance free of charge when you buy a similar new one from them.
- **Small devices:** shops with a sales area of 400 m² or more take back devices up to 25 cm in size free of charge, even if you buy nothing.
- **Batteries:** they are accepted wherever batteries are sold.

Read more on the [Electronic waste](/services/electronic-waste) page.

## Tips

Keep hazardous waste in its original closed container, do not mix different substances, and bring liquids in a leak-proof container. That way it can be transported and treated safely.`,
        },
      },
    ],
  },
  {
    path: '/home-customer/fecal-transport',
    order: 7,
    title: { et: 'Fekaalivedu', ru: 'Вывоз фекальных вод', en: 'Septic tank emptying' },
    description: {
      et: 'Tühjendame kogumismahuteid, septikuid ja omapuhasteid. Fekaaliveo tellimusi võtame vastu ainult e-posti teel.',
      ru: 'Откачиваем накопительные ёмкости, септики и локальные очистные сооружения. Заказы на вывоз фекальных вод принимаются только по электронной почте.',
      en: 'We empty cesspits, septic tanks and small treatment plants. Orders for septic tank emptying are accepted by e-mail only.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Tühjendame eramute, suvilate, korteriühistute ja ettevõtete reoveekogumismahuteid, septikuid ja omapuhastite settemahuteid ning veame reovee puhastusseadmesse.

## Tellimine ainult e-posti teel

**Fekaaliveo tellimusi telefoni teel vastu ei võeta.** Saatke tellimus e-posti aadressil [fekaalivedu@jaatmeveo.example](mailto:fekaalivedu@jaatmeveo.example). Nii jõuavad kõik andmed täpselt autojuhini ja saame veo õigesti planeerida. Kinnitame tellimuse ja tühjenduse aja vastuskirjas hiljemalt 3 päeva jooksul. Lühinumbril **1919** vastame küsimustele, kuid tellimust telefoni teel vormistada ei saa.

### Tellimisvorm – kopeerige e-kirja ja täitke

- tellija nimi ja telefoninumber
- lepingu- või kliendinumber (kui olete juba meie klient)
- objekti aadress koos omavalitsuse nimega
- mahuti tüüp (kogumismahuti, septik või omapuhasti) ja maht kuupmeetrites
- soovitud tühjenduse kuupäev või ajavahemik
- kaugus auto peatumiskohast mahuti luugini meetrites
- juurdepääsu info: värava kood, kett või tõkkepuu, koer krundil
- arve saaja: eraisik või ettevõte (ettevõtte puhul nimi ja registrikood)

## Juurdepääs autole

- Tee mahuti juurde peab kandma rasket paakautot. Sõidutee laius peab olema vähemalt 3 m ja vaba kõrgus vähemalt 4 m.
- Auto voolik ulatub kuni 30 m kaugusele. Kui luuk on kaugemal, märkige see tellimusse.
- Luuk peab olema nähtav ja avatav: mitte lume, mulla ega esemetega kaetud.
- Talvel peab tee olema lumest puhastatud ja libeduse vastu töödeldud.

Kui auto ei pääse mahutini, ei saa me tühjendust teha ja võime arveldada tühisõidu eest.

## Hinnad

Hind sõltub mahuti mahust ja vooliku pikkusest. Vaadake lehte [Hinnakirjad](/customer-support/price-lists) või küsige hinnapakkumist e-posti teel.`,
          ru: `Мы откачиваем накопительные ёмкости для сточных вод, септики и отстойники локальных очистных сооружений частных домов, дач, квартирных товариществ и предприятий и отвозим стоки на очистные сооружения.

## Заказ только по электронной почте

**Заказы на вывоз фекальных вод по телефону не принимаются.** Отправьте заказ на адрес [fekaalivedu@jaatmeveo.example](mailto:fekaalivedu@jaatmeveo.example). Так все данные точно дойдут до водителя, и мы сможем правильно спланировать выезд. Мы подтвердим заказ и время откачки ответным письмом не позднее чем через 3 дня. По короткому номеру **1919** мы ответим на вопросы, но оформить заказ по телефону нельзя.

### Форма заказа — скопируйте в письмо и заполните

- имя заказчика и номер телефона
- номер договора или клиента (если вы уже наш клиент)
- адрес объекта и название самоуправления
- тип ёмкости (накопительная ёмкость, септик или локальное очистное сооружение) и её объём в кубометрах
- желаемая дата или период откачки
- расстояние от места остановки машины до люка в метрах
- сведения о подъезде: код ворот, цепь или шлагбаум, собака на участке
- плательщик: частное лицо или предприятие (для предприятия — название и регистрационный код)

## Подъезд для машины

- Дорога к ёмкости должна выдерживать тяжёлую автоцистерну. Ширина проезда — не менее 3 м, свободная высота — не менее 4 м.
- Шланг машины достаёт на расстояние до 30 м. Если люк находится дальше, укажите это в заказе.
- Люк должен быть на виду и открываться: его не должны закрывать снег, земля или предметы.
- Зимой дорога должна быть очищена от снега и посыпана от гололёда.

Если машина не может подъехать к ёмкости, откачать её невозможно, и мы можем выставить счёт за холостой выезд.

## Цены

Цена зависит от объёма ёмкости и длины шланга. Смотрите страницу [Прайс-листы](/customer-support/price-lists) или запросите ценовое предложение по электронной почте.`,
          en: `We empty cesspits, septic tanks and the sludge tanks of small treatment plants for homes, summer houses, housing associations and businesses, and take the wastewater to a treatment plant.

## Ordering by e-mail only

**We do not take septic tank emptying orders by phone.** Send your order by e-mail to [fekaalivedu@jaatmeveo.example](mailto:fekaalivedu@jaatmeveo.example). That way every detail reaches the driver exactly and we can plan the job properly. We will confirm the order and the emptying time by reply within 3 days. The short number **1919** can answer questions, but it cannot take orders.

### Order form: copy into your e-mail and fill in

- your name and phone number
- contract or customer number (if you are already our customer)
- address of the property, including the municipality
- type of tank (cesspit, septic tank or small treatment plant) and its volume in cubic metres
- preferred emptying date or date range
- distance in metres from where the truck can stop to the tank's hatch
- access details: gate code, chain or barrier, dog on the property
- who pays: a private person or a company (for a company, its name and registry code)

## Access for the truck

- The road to the tank must carry a heavy tanker. The driveway must be at least 3 m wide with at least 4 m of headroom.
- The truck's hose reaches up to 30 m. If the hatch is further away, say so in your order.
- The hatch must be visible and easy to open, not covered by snow, soil or other objects.
- In winter the road must be cleared of snow and gritted.

If the truck cannot reach the tank, we cannot empty it and may charge for a wasted trip.

## Prices

The price depends on the volume of the tank and the length of hose needed. See the [Price lists](/customer-support/price-lists) page or ask for a quotation by e-mail.`,
        },
      },
    ],
  },
  {
    path: '/home-customer/ordering-fecal-transport',
    order: 8,
    title: { et: 'Fekaaliveo tellimine', ru: 'Заказ вывоза фекальных вод', en: 'Ordering septic tank emptying' },
    description: {
      et: 'Fekaaliveo tellimusi võtame vastu e-posti teel. Vaadake, milliseid andmeid tellimusse lisada.',
      ru: 'Заказы на вывоз фекальных вод мы принимаем по электронной почте. Узнайте, какие данные указать в заказе.',
      en: 'We take septic tank emptying orders by e-mail. See which details to include in your order.',
    },
    layout: [
      {
        blockType: 'callToAction',
        heading: {
          et: 'Tellige fekaalivedu e-posti teel',
          ru: 'Закажите вывоз фекальных вод по электронной почте',
          en: 'Order septic tank emptying by e-mail',
        },
        text: {
          et: 'Tellimusi telefoni teel vastu ei võeta. Fekaaliveo lehelt leiate e-posti aadressi, tellimisvormi ja nõuded auto juurdepääsule.',
          ru: 'Заказы по телефону не принимаются. На странице о вывозе фекальных вод вы найдёте адрес электронной почты, форму заказа и требования к подъезду машины.',
          en: 'We do not take orders by phone. The septic tank emptying page has the e-mail address, the order form and the access requirements for the truck.',
        },
        label: { et: 'Vaadake, kuidas tellida', ru: 'Как заказать', en: 'See how to order' },
        href: '/home-customer/fecal-transport',
      },
    ],
  },
  {
    path: '/home-customer/fecal-transport-2',
    order: 9,
    title: {
      et: 'Otsime fekaaliauto juhti',
      ru: 'Водитель ассенизационной машины',
      en: 'Drive a sewage truck with us',
    },
    description: {
      et: 'Otsime fekaaliautodele juhte. Pakume stabiilset tööd, väljaõpet ja kaasaegseid autosid.',
      ru: 'Мы ищем водителей ассенизационных машин. Предлагаем стабильную работу, обучение и современные машины.',
      en: 'We are hiring drivers for our sewage trucks. We offer steady work, training and modern vehicles.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Fekaaliauto juht on meie kliendi jaoks see inimene, kes tuleb kokkulepitud ajal kohale ja teeb töö korralikult ära. Kui teile meeldib iseseisev töö, roolis olemine ja inimestega suhtlemine, tulge meie meeskonda.

## Ootame teilt

- C-kategooria juhtimisõigust ja kehtivat ametikoolitust (kood 95)
- hoolikust ja valmisolekut töötada väljas igas ilmas
- suhtlemisoskust eesti keeles; vene keele oskus tuleb kasuks

## Pakume

- stabiilset tööd ja tööaega, mis on planeeritud ette
- väljaõpet paakauto ja pumpamisseadmete kasutamiseks
- kaasaegseid ja hästi hooldatud autosid
- tööriideid ja isikukaitsevahendeid

Vaadake vabu töökohti ja kandideerige meie karjäärilehel. Kui soovite hoopis mahutit tühjendada lasta, lugege lehte [Fekaalivedu](/home-customer/fecal-transport).`,
          ru: `Для наших клиентов водитель ассенизационной машины — это человек, который приезжает в условленное время и аккуратно выполняет работу. Если вам нравится самостоятельная работа, езда за рулём и общение с людьми, присоединяйтесь к нашей команде.

## Мы ждём от вас

- водительские права категории C и действующую профессиональную подготовку (код 95)
- аккуратность и готовность работать на улице в любую погоду
- умение общаться на эстонском языке; знание русского будет плюсом

## Мы предлагаем

- стабильную работу и заранее спланированный график
- обучение работе с автоцистерной и насосным оборудованием
- современные, хорошо обслуживаемые машины
- рабочую одежду и средства индивидуальной защиты

Открытые вакансии — на нашем сайте карьеры. Если же вам нужно откачать ёмкость, прочитайте страницу [Вывоз фекальных вод](/home-customer/fecal-transport).`,
          en: `For our customers, the sewage truck driver is the person who turns up at the agreed time and does the job properly. If you enjoy working independently, being behind the wheel and dealing with people, join our team.

## What we are looking for

- a category C driving licence and valid Driver CPC training (code 95)
- care in your work and readiness to work outdoors in all weathers
- the ability to communicate in Estonian; Russian is an advantage

## What we offer

- steady work with hours planned in advance
- training in operating the tanker and pumping equipment
- modern, well-maintained vehicles
- workwear and personal protective equipment

See our open positions and apply on the careers site. If you would rather have a tank emptied, read the [Septic tank emptying](/home-customer/fecal-transport) page.`,
        },
      },
      {
        blockType: 'callToAction',
        heading: {
          et: 'Kandideerige fekaaliauto juhiks',
          ru: 'Откликнитесь на вакансию водителя',
          en: 'Apply as a sewage truck driver',
        },
        text: {
          et: 'Vabad töökohad ja kandideerimise info on meie karjäärilehel.',
          ru: 'Открытые вакансии и информация о том, как откликнуться, — на нашем сайте карьеры.',
          en: 'Open positions and how to apply are on our careers site.',
        },
        label: { et: 'Vaadake töökohti', ru: 'Смотреть вакансии', en: 'See open positions' },
        href: JOBS_URL,
        external: true,
      },
    ],
  },
]
