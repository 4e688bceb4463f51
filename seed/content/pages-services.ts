// Demo content: the /services section, one page per service in SPEC section 1 that is not a home-customer page.
// Facts from SPEC: de-icing material in 25 kg bags or loose, retail take-back rules, the partner packaging organisation.
// Invented for the demo (flagged in the writer's report): product ranges and delivery options, the rules for buying
// recyclables (quality conditions, ID and bank transfer for metal), the destruction process details and the
// container-washing procedure.
import type { SeedPage } from '../types'

const PACKAGING_PARTNER_URL = 'https://pakend.jaatmeveo.example/'

export const pages: SeedPage[] = [
  {
    path: '/services',
    order: 4,
    title: { et: 'Teenused', ru: 'Услуги', en: 'Services' },
    description: {
      et: 'Elektroonika ja taaskasutatavate materjalide vastuvõtt, pakendiorganisatsioon, dokumentide hävitamine, kraanaauto, konteinerite pesu, teede hooldus, puistematerjalid ja kompost.',
      ru: 'Приём электроники и вторсырья, организация по утилизации упаковки, уничтожение документов, машина с краном, мойка контейнеров, содержание дорог, сыпучие материалы и компост.',
      en: 'Electronics and recyclables take-back, a packaging recovery organisation, document destruction, crane truck, container washing, road maintenance, bulk materials and compost.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Lisaks jäätmeveole pakume ettevõtetele, asutustele, korteriühistutele ja eraisikutele teenuseid, mis aitavad jäätmeid vähendada, materjale ringlusse suunata ning hoida teed ja territooriumid korras.

Teenuse tellimiseks või hinnapakkumise saamiseks helistage lühinumbril **1919** (E–R 09:00–17:00) või kirjutage [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Hinnapakkumise soov“. Hinnad leiate lehelt [Hinnakirjad](/customer-support/price-lists).`,
          ru: `Помимо вывоза отходов мы предлагаем предприятиям, учреждениям, квартирным товариществам и частным лицам услуги, которые помогают сократить количество отходов, передать материалы на переработку и содержать в порядке дороги и территории.

Чтобы заказать услугу или получить ценовое предложение, позвоните по короткому номеру **1919** (Пн–Пт 09:00–17:00) или напишите через [форму обращения](/customer-support/contact-us) с темой «Запрос ценового предложения». Цены — на странице [Прайс-листы](/customer-support/price-lists).`,
          en: `Besides waste collection, we offer businesses, public bodies, housing associations and private customers services that help reduce waste, send materials for recycling and keep roads and premises in good order.

To order a service or get a quotation, call the short number **1919** (Mon–Fri 09:00–17:00) or write through the [contact form](/customer-support/contact-us) with the topic "Quotation request". Prices are on the [Price lists](/customer-support/price-lists) page.`,
        },
      },
      { blockType: 'cards', heading: { et: 'Meie teenused', ru: 'Наши услуги', en: 'Our services' }, children: true },
    ],
  },
  {
    path: '/services/electronic-waste',
    order: 1,
    title: { et: 'Elektroonikajäätmed', ru: 'Электронные отходы', en: 'Electronic waste' },
    description: {
      et: 'Kuhu viia vana elektroonika: jäätmejaamad, kauplused ja ettevõtetele mõeldud kogumine.',
      ru: 'Куда сдавать старую электронику: пункты приёма отходов, магазины и сбор для предприятий.',
      en: 'Where to take old electronics: waste stations, shops, and collection for businesses.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Elektroonikaromu on kõik, mis töötab voolu või patareiga: külmikud, pesumasinad, telerid, arvutid, telefonid, elektritööriistad, mänguasjad, lambid ja kaablid. Elektroonika sisaldab väärtuslikke metalle, aga ka ohtlikke aineid, seepärast ei tohi seda panna olmejäätmete hulka.

## Eraisikule

- Tooge vana elektroonika tasuta [jäätmejaama](/home-customer/waste-stations). Tooge seade tervikuna – lahtivõetud seadmest võivad lekkida ohtlikud ained.
- Suuremate koguste või raskete seadmete äraveoks tellige [Big-Bag kott](/home-customer/big-bag-collecting) või kraanaauto lühinumbrilt **1919**.

## Kauplused võtavad vastu

- Müüja peab vana seadme tasuta vastu võtma, kui ostate temalt samalaadse uue seadme.
- Vähemalt 400 m² müügipinnaga kauplustes saab kuni 25 cm suurused seadmed tasuta ära anda ka ilma uut ostmata.
- Patareisid ja akusid võetakse vastu igas kohas, kus neid müüakse.

## Ettevõttele

Toome ettevõttesse elektroonika kogumiseks konteineri või puuri ja viime romu regulaarselt või tellimise peale ära. Andmekandjatega seadmete puhul saame andmekandjad hävitada ja väljastada hävitamisakti – vaadake [Dokumentide ja kaupade hävitamine](/services/document-destruction).

Tellimiseks helistage lühinumbril **1919** või kirjutage [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Hinnapakkumise soov“. Hinnad leiate lehelt [Hinnakirjad](/customer-support/price-lists).`,
          ru: `Электронные отходы — это всё, что работает от сети или батарейки: холодильники, стиральные машины, телевизоры, компьютеры, телефоны, электроинструменты, игрушки, лампы и кабели. В электронике есть ценные металлы, но и опасные вещества, поэтому её нельзя выбрасывать вместе с бытовыми отходами.

## Частным лицам

- Старую электронику можно бесплатно сдать в [пункт приёма отходов](/home-customer/waste-stations). Привозите устройство целиком: из разобранного могут вытечь опасные вещества.
- Для вывоза большого количества или тяжёлых устройств закажите [мешок Big-Bag](/home-customer/big-bag-collecting) или машину с краном по короткому номеру **1919**.

## Приём в магазинах

- Продавец обязан бесплатно принять старое устройство, если вы покупаете у него аналогичное новое.
- В магазинах с торговой площадью от 400 м² устройства размером до 25 см можно бесплатно сдать и без покупки нового.
- Батарейки и аккумуляторы принимают везде, где они продаются.

## Предприятиям

Мы привезём на предприятие контейнер или сетчатую клетку для сбора электроники и будем вывозить лом регулярно или по заказу. Носители данных из устройств мы можем уничтожить и выдать акт уничтожения — см. [Уничтожение документов и товаров](/services/document-destruction).

Для заказа позвоните по короткому номеру **1919** или напишите через [форму обращения](/customer-support/contact-us) с темой «Запрос ценового предложения». Цены — на странице [Прайс-листы](/customer-support/price-lists).`,
          en: `Electronic waste is anything that runs on mains power or batteries: fridges, washing machines, TVs, computers, phones, power tools, toys, lamps and cables. Electronics contain valuable metals but also hazardous substances, so they must not go in with household waste.

## For households

- Bring old electronics to a [waste station](/home-customer/waste-stations) free of charge. Bring appliances whole: hazardous substances can leak from one that has been taken apart.
- To have larger amounts or heavy appliances taken away, order a [Big-Bag](/home-customer/big-bag-collecting) or a crane truck on the short number **1919**.

## Take-back in shops

- The seller must take back your old appliance free of charge when you buy a similar new one from them.
- Shops with a sales area of 400 m² or more take back devices up to 25 cm in size free of charge, even if you buy nothing.
- Batteries are accepted wherever batteries are sold.

## For businesses

We bring a container or cage for collecting electronics to your premises and empty it regularly or on request. We can also destroy data carriers from the devices and issue a certificate of destruction; see [Document and goods destruction](/services/document-destruction).

To order, call the short number **1919** or write through the [contact form](/customer-support/contact-us) with the topic "Quotation request". Prices are on the [Price lists](/customer-support/price-lists) page.`,
        },
      },
    ],
  },
  {
    path: '/services/recyclable-waste-purchase',
    order: 2,
    title: { et: 'Taaskasutatavate materjalide kokkuost', ru: 'Закупка вторсырья', en: 'Buying recyclables' },
    description: {
      et: 'Ostame ettevõtetelt kokku pappi, kilet ja metalli. Puhas ja sorteeritud materjal on raha väärt.',
      ru: 'Мы покупаем у предприятий картон, плёнку и металл. Чистое и отсортированное сырьё стоит денег.',
      en: 'We buy cardboard, plastic film and metal from businesses. Clean, sorted material is worth money.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Kui teie ettevõttes tekib palju pappi, kilet või metalli, ei pea selle äravedu olema kulu – ostame puhta ja sorteeritud materjali kokku ning suuname selle ringlusse.

## Mida ostame

- **Papp ja kartong:** pappkastid ja kartongpakendid, soovitavalt pressitud pallidena.
- **Kile:** puhas läbipaistev või värviline pakendikile (venituskile, kahanemiskile, kilekotid).
- **Metall:** must- ja värviline metall, näiteks teras, alumiinium, vask ja messing.

## Tingimused

- Materjal peab olema sorteeritud, puhas ja kuiv. Toidujäägid, teip, puit või muu prügi vähendavad hinda või muudavad materjali müügikõlbmatuks.
- Hind sõltub materjali liigist, kvaliteedist, kogusest ja turuhinnast. Lepime hinna kokku enne äravedu.
- Suurema koguse viime ise ära; väiksema koguse saate tuua meie jäätmejaama.
- Metalli müümisel tuleb esitada isikut tõendav dokument ning tasume ainult pangaülekandega.

Pressitud pallid on veol kompaktsemad ja nende eest maksame rohkem. Vajadusel aitame leida sobiva pressi ja konteineri – vaadake [Konteinerite rent ja müük](/home-customer/rental-garbage-containers).

## Kuidas müüa

Kirjutage [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Hinnapakkumise soov“ või helistage lühinumbril **1919**. Lisage materjali liik, ligikaudne kogus, kas see on pressitud ning asukoht. Teeme hinnapakkumise ja lepime kokku äraveo aja.`,
          ru: `Если на вашем предприятии образуется много картона, плёнки или металла, их вывоз не обязательно должен быть расходом: мы покупаем чистое и отсортированное сырьё и передаём его на переработку.

## Что мы покупаем

- **Картон:** картонные ящики и картонная упаковка, желательно спрессованные в кипы.
- **Плёнка:** чистая прозрачная или цветная упаковочная плёнка (стрейч-плёнка, термоусадочная плёнка, пакеты).
- **Металл:** чёрные и цветные металлы, например сталь, алюминий, медь и латунь.

## Условия

- Сырьё должно быть отсортированным, чистым и сухим. Остатки еды, скотч, древесина или другой мусор снижают цену или делают сырьё непригодным для продажи.
- Цена зависит от вида материала, качества, количества и рыночной цены. Мы согласуем цену до вывоза.
- Большие партии мы вывозим сами; небольшое количество можно привезти в наш пункт приёма отходов.
- При продаже металла нужно предъявить документ, удостоверяющий личность; оплата производится только банковским переводом.

Спрессованные кипы компактнее при перевозке, и за них мы платим больше. При необходимости поможем подобрать пресс и контейнер — см. [Аренда и продажа контейнеров](/home-customer/rental-garbage-containers).

## Как продать

Напишите через [форму обращения](/customer-support/contact-us) с темой «Запрос ценового предложения» или позвоните по короткому номеру **1919**. Укажите вид материала, примерное количество, спрессован ли он и где находится. Мы сделаем ценовое предложение и согласуем время вывоза.`,
          en: `If your business produces a lot of cardboard, film or metal, getting rid of it does not have to be a cost: we buy clean, sorted material and send it for recycling.

## What we buy

- **Cardboard:** cardboard boxes and card packaging, preferably baled.
- **Plastic film:** clean clear or coloured packaging film (stretch film, shrink film, plastic bags).
- **Metal:** ferrous and non-ferrous metals such as steel, aluminium, copper and brass.

## Conditions

- The material must be sorted, clean and dry. Food residue, tape, wood or other rubbish lowers the price or makes the material unsaleable.
- The price depends on the type, quality and quantity of the material and on market prices. We agree the price before collection.
- We collect larger quantities ourselves; smaller amounts can be brought to one of our waste stations.
- When selling metal you must show an identity document, and we pay by bank transfer only.

Baled material is more compact to transport and earns a better price. If needed, we can help you choose a baler and a container; see [Container rental and sale](/home-customer/rental-garbage-containers).

## How to sell

Write through the [contact form](/customer-support/contact-us) with the topic "Quotation request" or call the short number **1919**. Tell us the type of material, the approximate quantity, whether it is baled and where it is. We will send an offer and agree a collection time.`,
        },
      },
    ],
  },
  {
    path: '/services/packaging-sale',
    order: 3,
    title: { et: 'Müügipakendite taaskasutus', ru: 'Переработка торговой упаковки', en: 'Sales packaging recycling' },
    description: {
      et: 'Pakendiettevõtja saab oma pakendikohustuse üle anda meie partnerist taaskasutusorganisatsioonile.',
      ru: 'Предприятие, выпускающее упаковку на рынок, может передать свои обязательства по упаковке нашей партнёрской организации по утилизации.',
      en: 'Businesses that place packaged goods on the market can hand over their packaging obligations to our partner recovery organisation.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Kui teie ettevõte toob Eesti turule pakendatud kaupu, on see pakendiettevõtja. Pakendiettevõtja peab tagama, et tema turule lastud pakendid kogutakse kokku ja võetakse ringlusse, ning esitama pakendiaruandeid.

Kõige lihtsam on see kohustus üle anda **taaskasutusorganisatsioonile**. Meie partnerorganisatsioon korraldab pakendijäätmete kogumise üle Eesti, arvestab ringlussevõtu sihtarvude täitmist ja aitab aruandlusega. Jäätmeveo AS veab pakendijäätmeid kogumiskonteineritest sorteerimisse ja ringlussevõttu.

## Kuidas liituda

1. Avage partnerorganisatsiooni veebileht (avaneb uues aknas).
2. Täitke liitumistaotlus ja lisage eelmise aasta pakendikogused materjalide kaupa.
3. Partnerorganisatsioon sõlmib teiega lepingu ja esitab tasu vastavalt pakendikogustele.

Kui teie tegevuses tekib pakendijäätmeid ja soovite nende äravedu, vaadake [Pakendijäätmete vedu](/home-customer/packaging-transportation) või helistage lühinumbril **1919**. Küsimused saate saata ka [kontaktivormi kaudu](/customer-support/contact-us).`,
          ru: `Если ваше предприятие выпускает на рынок Эстонии упакованные товары, по закону оно считается упаковочным предприятием (pakendiettevõtja). Такое предприятие обязано обеспечить сбор и переработку выпущенной им упаковки и отчитываться о её количестве.

Проще всего передать эту обязанность **организации по утилизации упаковки**. Наша партнёрская организация организует сбор упаковочных отходов по всей Эстонии, следит за выполнением целевых показателей переработки и помогает с отчётностью. Jäätmeveo AS вывозит упаковочные отходы из контейнеров на сортировку и переработку.

## Как присоединиться

1. Откройте сайт партнёрской организации (откроется в новом окне).
2. Заполните заявление о присоединении и укажите объёмы упаковки за прошлый год по материалам.
3. Партнёрская организация заключит с вами договор и выставит плату в соответствии с объёмами упаковки.

Если в вашей деятельности образуются упаковочные отходы и вам нужен их вывоз, смотрите страницу [Вывоз упаковочных отходов](/home-customer/packaging-transportation) или позвоните по короткому номеру **1919**. Вопросы можно отправить и через [форму обращения](/customer-support/contact-us).`,
          en: `If your business places packaged goods on the Estonian market, you are a packaging undertaking. A packaging undertaking must make sure the packaging it puts on the market is collected and recycled, and must report its packaging quantities.

The easiest way to meet this obligation is to hand it over to a **packaging recovery organisation**. Our partner organisation arranges packaging waste collection throughout Estonia, tracks progress towards the recycling targets and helps with reporting. Jäätmeveo AS transports packaging waste from the collection containers to sorting and recycling.

## How to join

1. Open the partner organisation's website (it opens in a new window).
2. Fill in the application and give last year's packaging quantities by material.
3. The partner organisation signs a contract with you and invoices a fee based on your packaging quantities.

If your own business produces packaging waste and you need it collected, see [Packaging waste collection](/home-customer/packaging-transportation) or call the short number **1919**. You can also send questions through the [contact form](/customer-support/contact-us).`,
        },
      },
      {
        blockType: 'callToAction',
        heading: {
          et: 'Liituge taaskasutusorganisatsiooniga',
          ru: 'Присоединитесь к организации по утилизации упаковки',
          en: 'Join the packaging recovery organisation',
        },
        text: {
          et: 'Liitumine, hinnad ja aruandlus on partnerorganisatsiooni veebilehel.',
          ru: 'Присоединение, цены и отчётность — на сайте партнёрской организации.',
          en: "Membership, fees and reporting are on the partner organisation's website.",
        },
        label: { et: 'Avage partneri veebileht', ru: 'Открыть сайт партнёра', en: "Open the partner's website" },
        href: PACKAGING_PARTNER_URL,
        external: true,
      },
    ],
  },
  {
    path: '/services/document-destruction',
    order: 4,
    title: {
      et: 'Dokumentide ja kaupade hävitamine',
      ru: 'Уничтожение документов и товаров',
      en: 'Document and goods destruction',
    },
    description: {
      et: 'Hävitame konfidentsiaalsed dokumendid, andmekandjad ja müügikõlbmatud kaubad turvaliselt ning väljastame hävitamisakti.',
      ru: 'Надёжно уничтожаем конфиденциальные документы, носители данных и непригодные к продаже товары и выдаём акт уничтожения.',
      en: 'We securely destroy confidential documents, data carriers and unsaleable goods, and issue a certificate of destruction.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Mõned jäätmed ei tohi sattuda võõrastesse kätesse ega tagasi müüki. Hävitame need turvaliselt ja kinnitame hävitamise kirjalikult.

## Mida hävitame

- konfidentsiaalsed paberdokumendid ja arhiivid
- andmekandjad: kõvakettad, mälupulgad, mälukaardid, CD- ja DVD-plaadid
- aegunud, praaki läinud või tagasi kutsutud kaubad
- kaubamärgiga tooted, mis ei tohi jõuda turule

## Kuidas see käib

1. Toome lukustatava konteineri või kogumiskastid või tuleme kokkulepitud ajal materjalile järele.
2. Veame materjali suletuna otse hävitamisse – vahepeal seda ei ladustata ega sorteerita.
3. Paber purustatakse ja suunatakse ringlusse; andmekandjad purustatakse mehaaniliselt; kaubad hävitatakse nii, et neid ei saa enam kasutada, ja võimalusel võetakse materjal ringlusse.
4. Väljastame **hävitamisakti**, millel on hävitamise kuupäev, kogus ja viis.

Soovi korral võib kliendi esindaja hävitamise juures viibida.

## Kuidas tellida

Küsige hinnapakkumist [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Hinnapakkumise soov“ või helistage lühinumbril **1919**. Lisage materjali liik, ligikaudne kogus ja asukoht. Hinnad leiate ka lehelt [Hinnakirjad](/customer-support/price-lists).`,
          ru: `Некоторые отходы не должны попасть в чужие руки или обратно в продажу. Мы надёжно уничтожаем их и письменно подтверждаем уничтожение.

## Что мы уничтожаем

- конфиденциальные бумажные документы и архивы
- носители данных: жёсткие диски, флешки, карты памяти, CD и DVD
- просроченные, бракованные или отозванные товары
- брендированную продукцию, которая не должна попасть на рынок

## Как это происходит

1. Мы привозим запираемый контейнер или коробки для сбора либо забираем материал в согласованное время.
2. Материал в закрытом виде везём прямо на уничтожение — по пути он не хранится и не сортируется.
3. Бумага измельчается и передаётся на переработку; носители данных механически разрушаются; товары уничтожаются так, чтобы их нельзя было использовать, а материал по возможности перерабатывается.
4. Мы выдаём **акт уничтожения** с датой, количеством и способом уничтожения.

По желанию представитель клиента может присутствовать при уничтожении.

## Как заказать

Запросите ценовое предложение через [форму обращения](/customer-support/contact-us) с темой «Запрос ценового предложения» или позвоните по короткому номеру **1919**. Укажите вид материала, примерное количество и местонахождение. Цены также на странице [Прайс-листы](/customer-support/price-lists).`,
          en: `Some waste must never end up in the wrong hands or back on sale. We destroy it securely and confirm the destruction in writing.

## What we destroy

- confidential paper documents and archives
- data carriers: hard drives, USB sticks, memory cards, CDs and DVDs
- expired, defective or recalled goods
- branded products that must not reach the market

## How it works

1. We bring a lockable container or collection boxes, or pick the material up at an agreed time.
2. The material is transported sealed straight to destruction; it is not stored or sorted on the way.
3. Paper is shredded and recycled, data carriers are mechanically destroyed, and goods are destroyed so that they cannot be used, with the material recycled where possible.
4. We issue a **certificate of destruction** stating the date, quantity and method.

If you wish, your representative can witness the destruction.

## How to order

Ask for a quotation through the [contact form](/customer-support/contact-us) with the topic "Quotation request" or call the short number **1919**. Tell us the type of material, the approximate quantity and its location. Prices are also on the [Price lists](/customer-support/price-lists) page.`,
        },
      },
    ],
  },
  {
    path: '/services/crane-truck',
    order: 5,
    title: { et: 'Kraanaautoga vedu', ru: 'Вывоз машиной с краном', en: 'Crane truck collection' },
    description: {
      et: 'Kraanaauto tõstab ja veab ära Big-Bag kotid, süvakogumismahutid ning rasked ja mahukad esemed, kuhu tavaline prügiauto ei ulatu.',
      ru: 'Машина с краном поднимает и вывозит мешки Big-Bag, заглублённые контейнеры, а также тяжёлые и громоздкие предметы там, куда не дотянется обычный мусоровоз.',
      en: 'Our crane truck lifts and removes Big-Bags, deep collection containers and heavy or bulky items that an ordinary refuse truck cannot reach.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Kraanaautoga saab jäätmed kätte ka siis, kui tavaline prügiauto konteinerini ei pääse või koorem on liiga raske käsitsi tõstmiseks. Kraan tõstab üle aia, kõnnitee või haljasala.

## Milleks sobib

- [Big-Bag kottide](/home-customer/big-bag-collecting) äravedu
- süvakogumismahutite tühjendamine
- rasked ja mahukad esemed: vana tehnika, metallijäätmed, ehitusmaterjalide jäägid alustel
- konteinerite paigaldamine ja ümbertõstmine

## Mida arvestada

- Auto vajab tugijalgade jaoks kõva ja tasast pinda.
- Tõstekoha kohal ei tohi olla elektriliine ega madalaid puuoksi.
- Kraan ulatub mõne meetri kaugusele – kirjeldage tellimisel, kui kaugel on koorem auto peatumiskohast.

## Kuidas tellida

Helistage lühinumbril **1919**, kirjutage [kontaktivormi kaudu](/customer-support/contact-us) või tellige [iseteeninduses](https://iseteenindus.jaatmeveo.example/). Tellige hiljemalt veole eelneva tööpäeva kell 15:00. Hinnad leiate lehelt [Hinnakirjad](/customer-support/price-lists).`,
          ru: `Машина с краном заберёт отходы и там, куда обычный мусоровоз не может подъехать, или если груз слишком тяжёл, чтобы поднять его вручную. Кран поднимает груз через забор, тротуар или газон.

## Для чего подходит

- вывоз [мешков Big-Bag](/home-customer/big-bag-collecting)
- опорожнение заглублённых контейнеров
- тяжёлые и громоздкие предметы: старая техника, металлолом, остатки стройматериалов на поддонах
- установка и перестановка контейнеров

## Что нужно учесть

- Машине нужна твёрдая ровная поверхность для опорных лап.
- Над местом подъёма не должно быть проводов и низких веток деревьев.
- Вылет крана — несколько метров; при заказе укажите, как далеко груз находится от места остановки машины.

## Как заказать

Позвоните по короткому номеру **1919**, напишите через [форму обращения](/customer-support/contact-us) или закажите на [портале самообслуживания](https://iseteenindus.jaatmeveo.example/). Заказ принимается не позднее 15:00 рабочего дня, предшествующего дню вывоза. Цены — на странице [Прайс-листы](/customer-support/price-lists).`,
          en: `A crane truck can collect waste even where an ordinary refuse truck cannot reach the container, or where the load is too heavy to lift by hand. The crane lifts over fences, pavements and lawns.

## What it is for

- collecting [Big-Bags](/home-customer/big-bag-collecting)
- emptying deep collection containers
- heavy and bulky items: old machinery, scrap metal, leftover building materials on pallets
- placing and moving containers

## What to keep in mind

- The truck needs firm, level ground for its stabiliser legs.
- There must be no power lines or low tree branches above the lifting point.
- The crane reaches a few metres; when ordering, tell us how far the load is from where the truck can stop.

## How to order

Call the short number **1919**, write through the [contact form](/customer-support/contact-us) or order in the [self-service portal](https://iseteenindus.jaatmeveo.example/). Order by 15:00 on the working day before. Prices are on the [Price lists](/customer-support/price-lists) page.`,
        },
      },
    ],
  },
  {
    path: '/services/container-washing',
    order: 6,
    title: { et: 'Konteinerite pesu', ru: 'Мойка контейнеров', en: 'Container washing' },
    description: {
      et: 'Peseme jäätmekonteinerid kuuma veega kohapeal kohe pärast tühjendamist. Puhas konteiner ei haise ega meelita ligi kärbseid.',
      ru: 'Моем контейнеры для отходов горячей водой на месте сразу после опорожнения. Чистый контейнер не пахнет и не привлекает мух.',
      en: 'We wash waste containers with hot water on site straight after emptying. A clean container does not smell or attract flies.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Eriti soojal ajal hakkavad biojäätmete ja segaolmejäätmete konteinerid kiiresti haisema. Pesuauto peseb konteineri kohapeal kuuma veega kõrgsurve all, seest ja väljast. Pesuvesi kogutakse autosse ega jää maapinnale.

## Kuidas see käib

1. Prügiauto tühjendab konteineri tavapärasel tühjenduspäeval.
2. Pesuauto peseb konteineri kohe pärast tühjendamist – teil ei ole vaja midagi teha.
3. Konteiner jääb oma kohale puhtana ja valmis kasutamiseks.

## Soovitus

Biojäätmete konteinerit tasub suvel pesta kord kuus, segaolmejäätmete konteinerit paar korda hooajal. Korteriühistutele pakume pesu graafiku alusel kogu hooajaks.

## Kuidas tellida

Tellige pesu [iseteeninduses](https://iseteenindus.jaatmeveo.example/), lühinumbrilt **1919** või [kontaktivormi kaudu](/customer-support/contact-us). Pesu hind konteineri suuruse järgi on lehel [Hinnakirjad](/customer-support/price-lists).`,
          ru: `Особенно в тёплую погоду контейнеры для биоотходов и смешанных бытовых отходов быстро начинают пахнуть. Моечная машина моет контейнер на месте горячей водой под высоким давлением изнутри и снаружи. Грязная вода собирается в машину и не попадает на землю.

## Как это происходит

1. Мусоровоз опорожняет контейнер в обычный день вывоза.
2. Моечная машина моет контейнер сразу после опорожнения — вам ничего делать не нужно.
3. Контейнер остаётся на месте чистым и готовым к использованию.

## Рекомендация

Контейнер для биоотходов летом стоит мыть раз в месяц, контейнер для смешанных отходов — пару раз за сезон. Квартирным товариществам мы предлагаем мойку по графику на весь сезон.

## Как заказать

Закажите мойку на [портале самообслуживания](https://iseteenindus.jaatmeveo.example/), по короткому номеру **1919** или через [форму обращения](/customer-support/contact-us). Цена мойки в зависимости от размера контейнера — на странице [Прайс-листы](/customer-support/price-lists).`,
          en: `Biowaste and mixed waste containers soon start to smell, especially in warm weather. Our washing truck cleans the container on site, inside and out, with hot high-pressure water. The waste water is collected in the truck and does not end up on the ground.

## How it works

1. The refuse truck empties the container on its usual collection day.
2. The washing truck washes the container straight after emptying; you do not need to do anything.
3. The container is left in its place, clean and ready to use.

## Our advice

In summer, a biowaste container is worth washing once a month, and a mixed waste container a couple of times a season. For housing associations we offer scheduled washing for the whole season.

## How to order

Order washing in the [self-service portal](https://iseteenindus.jaatmeveo.example/), on the short number **1919** or through the [contact form](/customer-support/contact-us). Washing prices by container size are on the [Price lists](/customer-support/price-lists) page.`,
        },
      },
    ],
  },
  {
    path: '/services/maintenance-of-roads',
    order: 7,
    title: { et: 'Teede ja tänavate hooldus', ru: 'Содержание дорог и улиц', en: 'Road and street maintenance' },
    description: {
      et: 'Talihooldus ja lumetõrje, libedustõrje ning tänavate ja parklate pühkimine omavalitsustele, korteriühistutele ja ettevõtetele.',
      ru: 'Зимнее содержание и уборка снега, борьба с гололёдом, подметание улиц и парковок для самоуправлений, квартирных товариществ и предприятий.',
      en: 'Winter maintenance and snow clearing, gritting, and sweeping of streets and car parks for municipalities, housing associations and businesses.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Hoiame teed, tänavad, parklad ja õuealad aasta ringi korras. Teenindame omavalitsusi, korteriühistuid, kaubanduskeskusi ja ettevõtteid.

## Talihooldus

- lumelükkamine ja lumevallide äravedu
- libedustõrje liiva, graniitsõelmete või soolaga
- valmisolek kogu talveks: tuleme välja lumesaju ajal ja vajadusel öösiti

## Pühkimine ja suvehooldus

- kevadine talvise liiva koristus
- tänavate, parklate ja õuealade masinpühkimine
- äärekivide ja rentslite puhastamine, kogutud pühkmete äravedu

## Kuidas tellida

Talihoolduse lepingud sõlmime tavaliselt terveks hooajaks, pühkimist saab tellida ka ühekordselt. Küsige hinnapakkumist [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Hinnapakkumise soov“ või helistage lühinumbril **1919**. Lisage hooldatava ala aadress ja ligikaudne pindala. Libedustõrjematerjali saate osta ka ise – vaadake [Puistematerjalide müük](/services/bulk-material-sale).`,
          ru: `Мы круглый год поддерживаем в порядке дороги, улицы, парковки и дворы. Среди наших клиентов — самоуправления, квартирные товарищества, торговые центры и предприятия.

## Зимнее содержание

- расчистка снега и вывоз снежных валов
- борьба с гололёдом: посыпка песком, гранитным отсевом или солью
- готовность на всю зиму: выезжаем во время снегопада и при необходимости ночью

## Подметание и летнее содержание

- весенняя уборка зимнего песка
- механизированное подметание улиц, парковок и дворов
- очистка бордюров и водостоков, вывоз собранного смёта

## Как заказать

Договоры на зимнее содержание мы обычно заключаем на весь сезон, подметание можно заказать и разово. Запросите ценовое предложение через [форму обращения](/customer-support/contact-us) с темой «Запрос ценового предложения» или позвоните по короткому номеру **1919**. Укажите адрес территории и её примерную площадь. Противогололёдный материал можно купить и самостоятельно — см. [Продажа сыпучих материалов](/services/bulk-material-sale).`,
          en: `We keep roads, streets, car parks and yards in good order all year round, for municipalities, housing associations, shopping centres and businesses.

## Winter maintenance

- snow ploughing and removal of snow banks
- gritting with sand, crushed granite or salt
- on call all winter: we come out while it is snowing and at night if needed

## Sweeping and summer maintenance

- clearing away the winter's grit in spring
- machine sweeping of streets, car parks and yards
- cleaning kerbs and gutters and taking away the sweepings

## How to order

Winter maintenance contracts usually cover the whole season; sweeping can also be ordered as a one-off. Ask for a quotation through the [contact form](/customer-support/contact-us) with the topic "Quotation request" or call the short number **1919**, giving the address of the area and its approximate size. You can also buy de-icing material yourself; see [Bulk materials](/services/bulk-material-sale).`,
        },
      },
    ],
  },
  {
    path: '/services/bulk-material-sale',
    order: 8,
    title: { et: 'Puistematerjalide müük', ru: 'Продажа сыпучих материалов', en: 'Bulk materials' },
    description: {
      et: 'Müüme kruusa, liiva ja libedustõrjematerjali. Libedustõrjematerjali saab 25 kg kottides või lahtiselt.',
      ru: 'Продаём гравий, песок и противогололёдный материал. Противогололёдный материал — в мешках по 25 кг или насыпью.',
      en: 'We sell gravel, sand and de-icing material. De-icing material comes in 25 kg bags or loose.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Müüme puistematerjale eraisikutele, korteriühistutele ja ettevõtetele – nii kodusteks töödeks kui ka suurematele objektidele.

## Mida müüme

- **Kruus** eri fraktsioonides: teede ja platside aluseks, drenaažiks ja täiteks.
- **Liiv:** täiteliiv, ehitusliiv ja liivakastiliiv.
- **Libedustõrjematerjal:** liiva ja soola segu või graniitsõelmed kõnniteedele, treppidele ja hoovidesse. Saadaval **25 kg kottides** või **lahtiselt**.

## Kohaletoimetamine

Lahtise materjali toome kohale kallurautoga; väiksema koguse ja kotid saate ise järele tulla. Tellimisel teatage materjal, kogus tonnides või kottides, tarneaadress ning kas kallurauto pääseb mahalaadimiskohta.

## Kuidas tellida

Helistage lühinumbril **1919** või kirjutage [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Hinnapakkumise soov“. Hinnad leiate lehelt [Hinnakirjad](/customer-support/price-lists). Libedustõrje tervel hooajal on mugavam tellida teenusena – vaadake [Teede ja tänavate hooldus](/services/maintenance-of-roads).`,
          ru: `Мы продаём сыпучие материалы частным лицам, квартирным товариществам и предприятиям — как для работ по дому, так и для крупных объектов.

## Что мы продаём

- **Гравий** разных фракций: для основания дорог и площадок, дренажа и засыпки.
- **Песок:** засыпной, строительный и песок для песочниц.
- **Противогололёдный материал:** смесь песка и соли или гранитный отсев для тротуаров, лестниц и дворов. Продаётся **в мешках по 25 кг** или **насыпью**.

## Доставка

Материал насыпью мы доставляем самосвалом; небольшое количество и мешки можно забрать самостоятельно. При заказе укажите материал, количество в тоннах или мешках, адрес доставки и может ли самосвал подъехать к месту выгрузки.

## Как заказать

Позвоните по короткому номеру **1919** или напишите через [форму обращения](/customer-support/contact-us) с темой «Запрос ценового предложения». Цены — на странице [Прайс-листы](/customer-support/price-lists). Борьбу с гололёдом на весь сезон удобнее заказать как услугу — см. [Содержание дорог и улиц](/services/maintenance-of-roads).`,
          en: `We sell bulk materials to private customers, housing associations and businesses, for jobs around the house as well as larger sites.

## What we sell

- **Gravel** in different grades: for road and yard foundations, drainage and fill.
- **Sand:** fill sand, building sand and sandpit sand.
- **De-icing material:** a sand and salt mix or crushed granite for pavements, steps and yards. Available in **25 kg bags** or **loose**.

## Delivery

We deliver loose material by tipper truck; smaller amounts and bags can be collected. When ordering, tell us the material, the quantity in tonnes or bags, the delivery address and whether a tipper truck can reach the unloading spot.

## How to order

Call the short number **1919** or write through the [contact form](/customer-support/contact-us) with the topic "Quotation request". Prices are on the [Price lists](/customer-support/price-lists) page. For gritting all season long, it is easier to order it as a service; see [Road and street maintenance](/services/maintenance-of-roads).`,
        },
      },
    ],
  },
  {
    path: '/services/compost',
    order: 9,
    title: { et: 'Kompost ja vedelväetis', ru: 'Компост и жидкое удобрение', en: 'Compost and liquid fertiliser' },
    description: {
      et: 'Müüme liigiti kogutud bio- ja aiajäätmetest valminud komposti ning vedelväetist aedadele, haljastusele ja põldudele.',
      ru: 'Продаём компост из раздельно собранных био- и садовых отходов, а также жидкое удобрение для садов, озеленения и полей.',
      en: 'We sell compost made from separately collected bio- and garden waste, and liquid fertiliser for gardens, landscaping and fields.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Liigiti kogutud biojäätmed ja aiajäätmed ei ole prügi, vaid tooraine. Kompostime need ning müüme valminud komposti ja vedelväetise tagasi aedadesse ja põldudele – nii jõuavad toitained uuesti mulda.

## Kompost

Valminud ja sõelutud kompost parandab mulla struktuuri ja lisab toitaineid. Sobib peenardele, lillepeenardele, muru rajamiseks ja haljastustöödeks. Müüme komposti lahtiselt; väiksema koguse saate ise järele tulla, suurema toome kohale kallurautoga.

## Vedelväetis

Vedelväetis sobib põllumaadele ja suurematele haljasaladele. Toome selle kohale paakautoga ning lepime laotamise aja kokku vastavalt väetamise nõuetele.

## Kuidas tellida

Helistage lühinumbril **1919** või kirjutage [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Hinnapakkumise soov“. Lisage toode, kogus ja tarneaadress. Hinnad leiate lehelt [Hinnakirjad](/customer-support/price-lists).`,
          ru: `Раздельно собранные биоотходы и садовые отходы — это не мусор, а сырьё. Мы компостируем их и продаём готовый компост и жидкое удобрение обратно в сады и на поля — так питательные вещества снова возвращаются в почву.

## Компост

Зрелый просеянный компост улучшает структуру почвы и обогащает её питательными веществами. Подходит для грядок, клумб, устройства газонов и озеленения. Компост продаётся насыпью; небольшое количество можно забрать самостоятельно, большое мы доставим самосвалом.

## Жидкое удобрение

Жидкое удобрение подходит для сельскохозяйственных угодий и больших зелёных зон. Мы доставляем его автоцистерной и согласуем время внесения с учётом требований к удобрению.

## Как заказать

Позвоните по короткому номеру **1919** или напишите через [форму обращения](/customer-support/contact-us) с темой «Запрос ценового предложения». Укажите продукт, количество и адрес доставки. Цены — на странице [Прайс-листы](/customer-support/price-lists).`,
          en: `Separately collected biowaste and garden waste are not rubbish but raw material. We compost them and sell the finished compost and liquid fertiliser back to gardens and farms, so the nutrients return to the soil.

## Compost

Mature, screened compost improves soil structure and adds nutrients. It is good for vegetable beds, flower beds, new lawns and landscaping. We sell compost loose: collect a small amount yourself, or we deliver larger amounts by tipper truck.

## Liquid fertiliser

Liquid fertiliser is suited to farmland and larger green areas. We deliver it by tanker and agree the timing of spreading in line with the fertilising rules.

## How to order

Call the short number **1919** or write through the [contact form](/customer-support/contact-us) with the topic "Quotation request", stating the product, the quantity and the delivery address. Prices are on the [Price lists](/customer-support/price-lists) page.`,
        },
      },
    ],
  },
]
