// Demo content: news, emergency notices and waste-school articles. Company facts from SPEC sections 1 and 9;
// areas, truck numbers, percentages, the new waste station and all events are invented for the demo.
// Emergency notices use negative day offsets so they stay current whenever the demo is seeded.
import type { SeedPost } from '../types'

/** Joins Markdown blocks (paragraphs, headings, lists) with blank lines. */
const md = (...blocks: string[]) => blocks.join('\n\n')

export const posts: SeedPost[] = [
  // ---------------------------------------------------------------- news
  {
    slug: 'christmas-and-new-year-collection-schedule',
    date: '2026-11-16',
    categories: ['news'],
    sticky: true,
    title: {
      et: 'Jõulude ja aastavahetuse tühjendusgraafik',
      ru: 'График вывоза отходов на Рождество и Новый год',
      en: 'Christmas and New Year collection schedule',
    },
    excerpt: {
      et: 'Riigipühadele jäävad tühjendused tehakse teistel päevadel. Vaadake, millal tuleme teie konteinerit tühjendama ja millal on klienditeenindus avatud.',
      ru: 'Вывоз, выпадающий на государственные праздники, переносится на другие дни. Узнайте, когда мы опорожним ваш контейнер и когда работает служба обслуживания.',
      en: 'Collections that fall on public holidays move to other days. See when we will empty your container and when customer service is open.',
    },
    content: {
      et: md(
        'Jõulude ja aastavahetuse ajal töötavad meie prügiautod tavapärasest erineva graafiku järgi. Riigipühadele jäävad tühjendused teeme teistel päevadel, et ükski konteiner ei jääks tühjendamata.',
        '## Tühjenduste nihked',
        '- **Neljapäev, 24. detsember** → tühjendame **kolmapäeval, 23. detsembril**\n- **Reede, 25. detsember** → tühjendame **esmaspäeval, 28. detsembril**\n- **Reede, 1. jaanuar** → tühjendame **laupäeval, 2. jaanuaril**',
        'Teistel päevadel tühjendame tavapärase graafiku järgi. Oma tühjenduskuupäevad leiate lehelt [Järgmine tühjenduspäev](/customer-support/next-shipping-day) – nihked on seal juba arvesse võetud.',
        '## Klienditeenindus',
        'Klienditeenindus ja kontorid on suletud 24.–26. detsembril ja 1. jaanuaril. 23. ja 31. detsembril oleme avatud kella 09:00–14:00. Pühade ajal saate päringu jätta [kontaktivormiga](/customer-support/contact-us) – vastame esimesel tööpäeval.',
        'Pühade ajal tekib tavalisest rohkem pakendeid. Palun voltige karbid kokku ja viige suuremad kogused pakendikonteinerisse või [jäätmejaama](/home-customer/waste-stations), et olmejäätmete konteiner ei läheks üle.',
      ),
      ru: md(
        'На Рождество и Новый год наши мусоровозы работают по особому графику. Вывоз, выпадающий на государственные праздники, мы переносим на другие дни, чтобы ни один контейнер не остался неопорожнённым.',
        '## Перенос дней вывоза',
        '- **Четверг, 24 декабря** → вывоз **в среду, 23 декабря**\n- **Пятница, 25 декабря** → вывоз **в понедельник, 28 декабря**\n- **Пятница, 1 января** → вывоз **в субботу, 2 января**',
        'В остальные дни вывоз идёт по обычному графику. Свои даты вывоза можно посмотреть на странице [«Следующий день вывоза»](/customer-support/next-shipping-day) — переносы там уже учтены.',
        '## Служба обслуживания клиентов',
        'Служба обслуживания и офисы закрыты 24–26 декабря и 1 января. 23 и 31 декабря мы работаем с 09:00 до 14:00. В праздники обращение можно оставить через [форму](/customer-support/contact-us) — мы ответим в первый рабочий день.',
        'В праздники упаковки становится больше обычного. Пожалуйста, складывайте коробки и отвозите крупные объёмы в контейнер для упаковки или в [пункт приёма отходов](/home-customer/waste-stations), чтобы контейнер для бытовых отходов не переполнялся.',
      ),
      en: md(
        'Over Christmas and New Year our collection trucks run on a different schedule. Collections that fall on public holidays are moved to other days so that no container is left unemptied.',
        '## Moved collection days',
        '- **Thursday 24 December** → emptied on **Wednesday 23 December**\n- **Friday 25 December** → emptied on **Monday 28 December**\n- **Friday 1 January** → emptied on **Saturday 2 January**',
        'On all other days we collect as usual. You can check your dates on the [next collection day](/customer-support/next-shipping-day) page – the changes are already included there.',
        '## Customer service',
        'Customer service and our offices are closed on 24–26 December and 1 January. On 23 and 31 December we are open 09:00–14:00. During the holidays you can leave a request with the [contact form](/customer-support/contact-us) and we will answer on the first working day.',
        'The holidays bring far more packaging than usual. Please flatten boxes and take large amounts to a packaging container or a [waste station](/home-customer/waste-stations), so that your household waste bin does not overflow.',
      ),
    },
  },
  {
    slug: 'biowaste-collection-extended-to-harku',
    date: '2026-09-14',
    categories: ['news'],
    title: {
      et: 'Biojäätmete kogumine laieneb Harku valla eramutele',
      ru: 'Сбор биоотходов расширяется на частные дома волости Харку',
      en: 'Biowaste collection extended to private houses in Harku',
    },
    excerpt: {
      et: '1. oktoobrist saavad Harku valla eramud tellida eraldi biojäätmete konteineri. Esimesed kaks kuud on konteineri rent tasuta.',
      ru: 'С 1 октября частные дома волости Харку могут заказать отдельный контейнер для биоотходов. Первые два месяца аренда контейнера бесплатна.',
      en: 'From 1 October, private houses in Harku rural municipality can order a separate biowaste bin. Container rental is free for the first two months.',
    },
    content: {
      et: md(
        'Alates 1. oktoobrist kogume biolagunevaid köögi- ja toidujäätmeid eraldi ka Harku valla eramutest. Seni oli eraldi biojäätmete vedu saadaval vaid korterelamutele ja ettevõtetele.',
        'Biojäätmed viime kompostimisväljakule, kus neist valmib kompost haljastuse ja põllumajanduse jaoks. Mida vähem toidujäätmeid satub olmejäätmete hulka, seda väiksem on ka olmejäätmete konteineri täituvus – paljud pered saavad seejärel olmejäätmete tühjendusi harvemaks muuta.',
        'Biojäätmete konteineri maht on 140 liitrit ja seda tühjendatakse suvel iga kahe nädala järel, talvel kord kuus. Uue lepingu või konteineri saate tellida iseteeninduses või [kontaktivormiga](/customer-support/contact-us), teemaga „Uue lepingu soov“. Esimesed kaks kuud on konteineri rent tasuta.',
        'Kui kompostite biojäätmeid oma aias, ei pea te eraldi konteinerit tellima – andke sellest vallale teada. Nõuanded leiate artiklist [Kompostimine koduaias](/about/news/composting-at-home) ja [biolagunevate jäätmete juhendist](/customer-support/instructions).',
      ),
      ru: md(
        'С 1 октября мы начинаем отдельно собирать биоразлагаемые кухонные и пищевые отходы и у частных домов волости Харку. До сих пор отдельный вывоз биоотходов был доступен только многоквартирным домам и предприятиям.',
        'Биоотходы мы доставляем на компостную площадку, где из них получается компост для озеленения и сельского хозяйства. Чем меньше пищевых отходов попадает в бытовые, тем медленнее заполняется контейнер для бытовых отходов, — многим семьям после этого достаточно более редкого вывоза.',
        'Объём контейнера для биоотходов — 140 литров; летом его опорожняют раз в две недели, зимой — раз в месяц. Новый договор или контейнер можно заказать на портале самообслуживания или через [форму обращения](/customer-support/contact-us) с темой «Заявка на новый договор». Первые два месяца аренда контейнера бесплатна.',
        'Если вы компостируете биоотходы у себя в саду, отдельный контейнер заказывать не нужно — сообщите об этом в волостную управу. Советы — в статье [«Компостирование в своём саду»](/about/news/composting-at-home) и в [инструкции по биоразлагаемым отходам](/customer-support/instructions).',
      ),
      en: md(
        'From 1 October we will also collect biodegradable kitchen and food waste separately from private houses in Harku rural municipality. Until now, separate biowaste collection was only available to blocks of flats and businesses.',
        'We take biowaste to a composting site, where it becomes compost for landscaping and farming. The less food waste ends up in household waste, the more slowly the household bin fills up – many families can then have it emptied less often.',
        'The biowaste bin holds 140 litres and is emptied every two weeks in summer and once a month in winter. Order a new contract or bin in the self-service portal or with the [contact form](/customer-support/contact-us), topic "New contract request". Container rental is free for the first two months.',
        'If you compost biowaste in your own garden, you do not need a separate bin – just let the municipality know. For tips, see [Composting at home](/about/news/composting-at-home) and the [biodegradable waste guide](/customer-support/instructions).',
      ),
    },
  },
  {
    slug: 'new-collection-trucks',
    date: '2026-06-02',
    categories: ['news'],
    title: {
      et: 'Teedele jõudis kaheksa uut prügiautot',
      ru: 'На дороги вышли восемь новых мусоровозов',
      en: 'Eight new collection trucks on the road',
    },
    excerpt: {
      et: 'Uued biometaaniga sõitvad prügiautod on vaiksemad ja keskkonnasõbralikumad ning nende kaalusüsteem aitab arveldada täpsemalt.',
      ru: 'Новые мусоровозы на биометане тише и экологичнее, а система взвешивания позволяет точнее выставлять счета.',
      en: 'The new biomethane-powered trucks are quieter and cleaner, and their weighing system makes billing more accurate.',
    },
    content: {
      et: md(
        'Meie autopark sai täiendust kaheksa uue tagalaaduriga prügiautoga. Autod sõidavad biometaanil, mis on toodetud muu hulgas biojäätmetest – nii sulgub ring: teie toidujäätmetest saab kütus, millega jäätmeid veame.',
        'Uued autod on varasematest märgatavalt vaiksemad, mis on oluline eriti varahommikustel tühjendustel elamupiirkondades. Autode tõstukitel on kaalusüsteem, mis registreerib iga tühjendatud konteineri kaalu ning aitab meil marsruute paremini planeerida.',
        'Kõigil uutel autodel on ümberringi kaamerad ja pimenurgahoiatus, mis muudavad tagurdamise ja kitsastel tänavatel liikumise jalakäijatele ja jalgratturitele ohutumaks.',
        'Viis autot alustasid tööd Tallinnas ja Harjumaal, kolm Tartus ja Lõuna-Eestis. Aasta lõpuks plaanime välja vahetada veel kuus vanemat autot.',
      ),
      ru: md(
        'Наш автопарк пополнился восемью новыми мусоровозами с задней загрузкой. Машины работают на биометане, который получают в том числе из биоотходов, — так круг замыкается: ваши пищевые отходы становятся топливом, на котором мы их же и вывозим.',
        'Новые машины заметно тише прежних, что особенно важно при раннем утреннем вывозе в жилых районах. На подъёмниках установлена система взвешивания: она фиксирует вес каждого опорожнённого контейнера и помогает нам лучше планировать маршруты.',
        'Все новые машины оборудованы камерами кругового обзора и предупреждением о слепых зонах — это делает движение задним ходом и проезд по узким улицам безопаснее для пешеходов и велосипедистов.',
        'Пять машин начали работать в Таллинне и Харьюмаа, три — в Тарту и Южной Эстонии. До конца года мы планируем заменить ещё шесть старых машин.',
      ),
      en: md(
        'Our fleet has grown by eight new rear-loader collection trucks. They run on biomethane, made partly from biowaste – which closes the loop: your food waste becomes the fuel we use to collect waste.',
        'The new trucks are noticeably quieter than the old ones, which matters most on early-morning rounds in residential areas. Their lifts have a weighing system that records the weight of every container emptied and helps us plan routes better.',
        'All the new trucks have all-round cameras and blind-spot warnings, making reversing and driving on narrow streets safer for pedestrians and cyclists.',
        'Five trucks have started work in Tallinn and Harju County and three in Tartu and South Estonia. We plan to replace another six older trucks by the end of the year.',
      ),
    },
  },
  {
    slug: 'recycling-figures-2025',
    date: '2026-03-18',
    categories: ['news'],
    title: {
      et: '2025. aasta kokkuvõte: rohkem jäätmeid jõuab ringlusse',
      ru: 'Итоги 2025 года: больше отходов идёт на переработку',
      en: '2025 in figures: more waste goes to recycling',
    },
    excerpt: {
      et: 'Käitlesime möödunud aastal üle 500 000 tonni jäätmeid. Liigiti kogutud pakendi ja biojäätmete osakaal kasvas jälle.',
      ru: 'В прошлом году мы обработали более 500 000 тонн отходов. Доля раздельно собранной упаковки и биоотходов снова выросла.',
      en: 'Last year we handled over 500,000 tonnes of waste. The share of separately collected packaging and biowaste grew again.',
    },
    content: {
      et: md(
        'Möödunud aastal vedasime ja käitlesime üle **500 000 tonni** jäätmeid ning teenindasime üle **250 000 kliendi**. Tööd tegi ligikaudu **600** inimest üle Eesti.',
        'Kõige rõõmustavam on liigiti kogutud jäätmete kasv: pakendijäätmeid kogusime eraldi ligi kümnendiku võrra rohkem kui aasta varem ning biojäätmete kogus kasvas veelgi kiiremini. Iga õigesti sorteeritud tonn tähendab vähem põletamist ja rohkem taaskasutatavat toorainet.',
        'Ehitusjäätmetest suunasime suure osa taaskasutusse: betoon ja tellis purustatakse täitematerjaliks, puit ja metall lähevad ümbertöötlemisse. Sorteeritud ehitusjäätmete käitlemine on ka kliendile soodsam kui segaehitusjäätmete oma.',
        'Meie eesmärk on saada **2027. aastaks Eesti juhtivaks materjalide ringlussevõtjaks**. Selleks laiendame biojäätmete kogumist, uuendame sorteerimisliine ja räägime sorteerimisest koolides. Aitäh kõigile, kes sorteerivad – see on meie ühine tulemus.',
      ),
      ru: md(
        'В прошлом году мы вывезли и обработали более **500 000 тонн** отходов и обслужили более **250 000 клиентов**. Эту работу выполняли около **600** сотрудников по всей Эстонии.',
        'Больше всего радует рост раздельного сбора: упаковочных отходов мы собрали отдельно почти на десятую часть больше, чем годом ранее, а объём биоотходов вырос ещё быстрее. Каждая правильно отсортированная тонна — это меньше сжигания и больше сырья для повторного использования.',
        'Значительную часть строительных отходов мы направили на повторное использование: бетон и кирпич дробят в заполнитель, древесина и металл идут на переработку. Обработка отсортированных строительных отходов обходится клиенту дешевле, чем смешанных.',
        'Наша цель — **к 2027 году стать ведущей компанией по переработке материалов в Эстонии**. Для этого мы расширяем сбор биоотходов, обновляем сортировочные линии и рассказываем о сортировке в школах. Спасибо всем, кто сортирует отходы, — это наш общий результат.',
      ),
      en: md(
        'Last year we collected and handled over **500,000 tonnes** of waste and served more than **250,000 customers**. The work was done by about **600** people all over Estonia.',
        'The best news is the growth in separate collection: we collected almost a tenth more packaging waste separately than the year before, and the amount of biowaste grew even faster. Every correctly sorted tonne means less incineration and more raw material for reuse.',
        'A large share of construction waste went to recovery: concrete and brick are crushed into aggregate, and wood and metal are recycled. Sorted construction waste is also cheaper for the customer to have treated than mixed construction waste.',
        'Our goal is to become **the leading materials recycler in Estonia by 2027**. To get there we are expanding biowaste collection, upgrading our sorting lines and talking about sorting in schools. Thank you to everyone who sorts – this result belongs to all of us.',
      ),
    },
  },
  {
    // Says nothing the price-list seed (seed/datapages.ts, dated from the day it runs) could contradict.
    slug: 'construction-waste-price-lists-by-region',
    date: '2026-11-02',
    categories: ['news'],
    title: {
      et: 'Ehitusjäätmete hinnakirjad on nüüd piirkonniti veebis',
      ru: 'Прайс-листы на строительные отходы теперь на сайте по регионам',
      en: 'Construction waste price lists by region now on our website',
    },
    excerpt: {
      et: 'Igal piirkonnal on oma hinnakiri ja selle juures kehtivusaeg. Tellimuse täidame hinnaga, mis kehtis selle kinnitamise päeval.',
      ru: 'У каждого региона свой прайс-лист со сроком действия. Заказ выполняется по ценам, действовавшим в день его подтверждения.',
      en: 'Each region has its own price list with its period of validity. An order is charged at the prices valid on the day it was confirmed.',
    },
    content: {
      et: md(
        'Ehitus- ja lammutusjäätmete veo ja käitlemise hinnad leiab nüüd lehelt [Hinnakirjad](/customer-support/price-lists). Oma hinnakiri on igal piirkonnal: Tallinnal, Tartul, Viljandil, Pärnul, Saaremaal, Hiiumaal ja Rakverel.',
        'Iga hinnakirja juures on kirjas, mis päevast see kehtib ja kui kaua. Kui hinnad muutuvad, avaldame uue hinnakirja samal lehel enne selle jõustumist; varasemad hinnakirjad jäävad sinna samuti alles.',
        'Liigiti sorteeritud ehitusjäätmete – puidu, betooni, kivi ja metalli – käitlemine on oluliselt soodsam kui segaehitusjäätmete oma.',
        'Konteineritellimuse täidame hinnakirja järgi, mis kehtis tellimuse kinnitamise päeval, ka siis, kui konteiner viiakse ära hiljem. Hinnapakkumise suurema objekti jaoks saate küsida [kontaktivormiga](/customer-support/contact-us), teemaga „Hinnapakkumise soov“.',
      ),
      ru: md(
        'Цены на вывоз и обработку строительных отходов и отходов от сноса теперь собраны на странице [«Прайс-листы»](/customer-support/price-lists). У каждого региона свой прайс-лист: у Таллинна, Тарту, Вильянди, Пярну, Сааремаа, Хийумаа и Раквере.',
        'У каждого прайс-листа указано, с какого дня и до какого он действует. Если цены меняются, новый прайс-лист появляется на той же странице заранее, до вступления в силу; прежние прайс-листы тоже остаются там.',
        'Обработка отсортированных строительных отходов — древесины, бетона, камня и металла — обходится значительно дешевле, чем смешанных.',
        'Заказ на контейнер выполняется по прайс-листу, действовавшему в день подтверждения заказа, даже если контейнер вывозится позже. Ценовое предложение для крупного объекта можно запросить через [форму обращения](/customer-support/contact-us) с темой «Запрос ценового предложения».',
      ),
      en: md(
        'Our prices for transporting and handling construction and demolition waste are now on the [price lists](/customer-support/price-lists) page. Each region has its own price list: Tallinn, Tartu, Viljandi, Pärnu, Saaremaa, Hiiumaa and Rakvere.',
        'Every price list shows the day it applies from and how long it is valid. When prices change, the new price list appears on the same page before it takes effect, and earlier price lists stay there too.',
        'Treating sorted construction waste – wood, concrete, stone and metal – is considerably cheaper than treating mixed construction waste.',
        'A container order is charged at the price list that was valid on the day the order was confirmed, even if the container is collected later. For a quotation for a larger site, use the [contact form](/customer-support/contact-us) with the topic "Quotation request".',
      ),
    },
  },
  {
    slug: 'new-waste-station-opens-in-viljandi-county',
    date: '2026-05-08',
    categories: ['news'],
    title: {
      et: 'Viljandimaal avati uus jäätmejaam',
      ru: 'В Вильяндимаа открылся новый пункт приёма отходов',
      en: 'New waste station opens in Viljandi County',
    },
    excerpt: {
      et: 'Uude jäätmejaama saab tuua sorteeritud jäätmed, suurjäätmed, vana elektroonika ja kodused ohtlikud jäätmed.',
      ru: 'В новый пункт приёма можно привезти отсортированные отходы, крупногабаритные отходы, старую электронику и опасные бытовые отходы.',
      en: 'The new station accepts sorted waste, bulky waste, old electronics and household hazardous waste.',
    },
    content: {
      et: md(
        'Viljandimaa elanikel on nüüd lähemal koht, kuhu viia jäätmed, mis tavalisse konteinerisse ei mahu või sinna ei sobi. Uus jäätmejaam on avatud **kolmapäevast reedeni kell 12:00–19:00 ja laupäeval kell 10:00–16:00**.',
        '## Mida vastu võetakse',
        '- tasuta: paber ja kartong, pakendid, klaas, metall, vana elektroonika ning kodumajapidamise ohtlikud jäätmed;\n- tasu eest: suurjäätmed (mööbel, madratsid), aia- ja haljastusjäätmed, väikesed kogused ehitusjäätmeid ja rehvid.',
        'Palun sorteerige jäätmed juba kodus, siis läheb vastuvõtt kiiremini. Jäätmejaama töötaja aitab leida õige konteineri ja kaalub tasulised jäätmed.',
        'Kõigi jäätmejaamade asukohad, lahtiolekuajad ja hinnad leiate [jäätmejaamade](/home-customer/waste-stations) lehelt.',
      ),
      ru: md(
        'У жителей Вильяндимаа появилось более близкое место, куда можно отвезти отходы, которые не помещаются в обычный контейнер или не подходят для него. Новый пункт приёма отходов работает **со среды по пятницу с 12:00 до 19:00 и в субботу с 10:00 до 16:00**.',
        '## Что принимается',
        '- бесплатно: бумага и картон, упаковка, стекло, металл, старая электроника и опасные бытовые отходы;\n- за плату: крупногабаритные отходы (мебель, матрасы), садовые отходы, небольшие объёмы строительных отходов и шины.',
        'Пожалуйста, сортируйте отходы ещё дома — так приём пройдёт быстрее. Сотрудник пункта поможет найти нужный контейнер и взвесит платные отходы.',
        'Адреса, часы работы и цены всех пунктов приёма отходов — на странице [пунктов приёма отходов](/home-customer/waste-stations).',
      ),
      en: md(
        'People in Viljandi County now have a closer place to take waste that does not fit in, or does not belong in, an ordinary bin. The new waste station is open **Wednesday to Friday 12:00–19:00 and Saturday 10:00–16:00**.',
        '## What it accepts',
        '- free of charge: paper and cardboard, packaging, glass, metal, old electronics and household hazardous waste;\n- for a fee: bulky waste (furniture, mattresses), garden waste, small amounts of construction waste and tyres.',
        'Please sort your waste at home – it makes drop-off quicker. The station attendant will show you the right container and weigh any waste that is charged for.',
        'Locations, opening hours and prices of all our waste stations are on the [waste stations](/home-customer/waste-stations) page.',
      ),
    },
  },
  {
    slug: 'waste-school-visits-new-season',
    date: '2026-10-05',
    categories: ['news'],
    title: {
      et: 'Jäätmekool alustab uut hooaega koolides',
      ru: 'Школа отходов начинает новый сезон в школах',
      en: 'Waste school starts a new season in schools',
    },
    excerpt: {
      et: 'Meie keskkonnaspetsialistid külastavad sel õppeaastal kooli- ja lasteaiarühmi üle Eesti. Tunnid on koolidele tasuta.',
      ru: 'В этом учебном году наши специалисты по охране окружающей среды посещают школы и детские сады по всей Эстонии. Занятия для школ бесплатны.',
      en: 'This school year our environmental specialists are visiting schools and kindergartens all over Estonia. The lessons are free for schools.',
    },
    content: {
      et: md(
        'Jäätmekool on meie õppeprogramm, kus keskkonnaspetsialistid räägivad lastele, kuhu jäätmed pärast konteinerit lähevad ja miks sorteerimine loeb. Möödunud õppeaastal külastasime üle 40 kooli ja lasteaia.',
        'Tund kestab 45 minutit ja on kohandatud vanuserühmale. Lasteaialapsed sorteerivad mänguliselt pildikaarte, põhikooliõpilased uurivad pakendimärgiseid ja gümnaasiumis arutame ringmajanduse ja jäätmetasude üle.',
        'Soovi korral toome kooli õue ka prügiauto, et lapsed näeksid, kuidas konteiner tühjendatakse. Vanemad õpilased saavad kokkuleppel külastada ka sorteerimisjaama.',
        'Tunni broneerimiseks saatke pöördumine [kontaktivormiga](/customer-support/contact-us) teemaga „Muu“ ning märkige kooli nimi, klass või rühm ja sobivad kuupäevad. Sorteerimise teemalisi artikleid leiate rubriigist [Jäätmekool](/about/news).',
      ),
      ru: md(
        'Школа отходов — наша образовательная программа, в которой специалисты по охране окружающей среды рассказывают детям, куда попадают отходы после контейнера и почему сортировка важна. В прошлом учебном году мы побывали более чем в 40 школах и детских садах.',
        'Урок длится 45 минут и адаптирован к возрасту. Дошкольники в игровой форме сортируют карточки с картинками, ученики основной школы изучают маркировку упаковки, а со старшеклассниками мы обсуждаем экономику замкнутого цикла и плату за отходы.',
        'По желанию мы привозим к школе мусоровоз, чтобы дети увидели, как опорожняется контейнер. Старшеклассники по договорённости могут посетить и сортировочную станцию.',
        'Чтобы заказать урок, отправьте [форму обращения](/customer-support/contact-us) с темой «Другое» и укажите название школы, класс или группу и удобные даты. Статьи о сортировке — в рубрике [«Школа отходов»](/about/news).',
      ),
      en: md(
        'Waste school is our education programme in which environmental specialists tell children where waste goes after the bin and why sorting matters. Last school year we visited more than 40 schools and kindergartens.',
        'A lesson lasts 45 minutes and is adapted to the age group. Kindergarten children sort picture cards as a game, primary and lower-secondary pupils study packaging labels, and with upper-secondary students we discuss the circular economy and waste charges.',
        'On request we bring a collection truck to the schoolyard so the children can see how a container is emptied. Older students can also visit a sorting plant by arrangement.',
        'To book a lesson, send the [contact form](/customer-support/contact-us) with the topic "Other", giving the school name, class or group and suitable dates. Articles about sorting are in the [Waste school](/about/news) section.',
      ),
    },
  },

  // ---------------------------------------------------------------- emergency notices
  {
    slug: 'storm-delays-in-collection',
    date: -1,
    categories: ['emergency-notices'],
    long: true,
    title: {
      et: 'Torm põhjustab viivitusi jäätmeveos Lääne-Eestis ja saartel',
      ru: 'Шторм вызвал задержки вывоза отходов в Западной Эстонии и на островах',
      en: 'Storm delays waste collection in West Estonia and on the islands',
    },
    excerpt: {
      et: 'Murdunud puude, suletud teede ja praamiliikluse katkestuste tõttu jääb osa tühjendusi hiljemaks. Jätke konteiner välja – tuleme järele.',
      ru: 'Из-за поваленных деревьев, перекрытых дорог и перебоев в паромном сообщении часть вывоза задерживается. Оставьте контейнер на месте — мы приедем.',
      en: 'Fallen trees, closed roads and disrupted ferry services mean some collections will be late. Leave your bin out – we will come.',
    },
    content: {
      et: md(
        'Öine torm murdis Lääne-Eestis ja saartel palju puid ning mitmed kõrvalteed on suletud. Praamiliiklus Saaremaa ja Hiiumaaga oli osa päeva katkenud. Seetõttu ei jõua meie autod kõikidele aadressidele graafikujärgselt.',
        '## Kus esineb viivitusi',
        '- Saaremaa ja Hiiumaa: tühjendused võivad hilineda kuni kaks tööpäeva.\n- Pärnumaa rannikualad ja Läänemaa: hilinemine kuni üks tööpäev.\n- Viljandimaa: üksikud kõrvalteed on suletud; tühjendame need aadressid esimesel võimalusel.\n- Tallinnas, Harjumaal ja Lõuna-Eestis töötame graafiku järgi.',
        '## Mida teil teha tuleb',
        'Jätke konteiner tühjendamiseks välja ka siis, kui auto ei tulnud graafikujärgsel päeval – tuleme järele niipea, kui teed on läbitavad. Kui konteiner on hilinemise tõttu üle täitunud, võite jätta selle kõrvale kuni kaks suletud jäätmekotti: need viime ära lisatasuta.',
        'Tormi tõttu tegemata jäänud tühjendusi ei pea meile eraldi teatama. Aadressid koos uue kuupäevaga ilmuvad [tühjendamata aadresside](/customer-support/unserved-addresses) nimekirja. Oma järgmise tühjenduse kuupäeva näete lehelt [Järgmine tühjenduspäev](/customer-support/next-shipping-day).',
        '## Ohutus',
        'Palun ärge asetage konteinerit murdunud puude ega elektriliinide lähedusse ning puhastage võimalusel juurdepääs okstest. Kui teie tänaval on ohtlik olukord (näiteks rippuv liin), teatage sellest päästeteenistusele, mitte meile.',
        'Klienditeeninduse lühinumber **1919** on praegu tavapärasest koormatum. Kui teie küsimus ei ole kiire, kasutage [kontaktivormi](/customer-support/contact-us) – vastame 3 tööpäeva jooksul. Täname kannatlikkuse eest!',
      ),
      ru: md(
        'Ночной шторм повалил много деревьев в Западной Эстонии и на островах, ряд второстепенных дорог перекрыт. Паромное сообщение с Сааремаа и Хийумаа часть дня было прервано. Поэтому наши машины не успевают объехать все адреса по графику.',
        '## Где возможны задержки',
        '- Сааремаа и Хийумаа: вывоз может задержаться до двух рабочих дней.\n- Прибрежные районы Пярнумаа и Ляэнемаа: задержка до одного рабочего дня.\n- Вильяндимаа: отдельные второстепенные дороги перекрыты, эти адреса мы обслужим при первой возможности.\n- В Таллинне, Харьюмаа и Южной Эстонии вывоз идёт по графику.',
        '## Что нужно сделать вам',
        'Оставьте контейнер выставленным, даже если машина не приехала в день по графику, — мы приедем, как только дороги станут проезжими. Если контейнер из-за задержки переполнен, рядом можно оставить до двух завязанных мешков с отходами: их мы вывезем без доплаты.',
        'Сообщать нам отдельно о пропущенном из-за шторма вывозе не нужно. Адреса с новой датой появятся в [списке адресов без вывоза](/customer-support/unserved-addresses). Дату следующего вывоза можно проверить на странице [«Следующий день вывоза»](/customer-support/next-shipping-day).',
        '## Безопасность',
        'Пожалуйста, не ставьте контейнер рядом с поваленными деревьями или линиями электропередачи и по возможности расчистите подъезд от веток. Об опасной ситуации на улице (например, оборванном проводе) сообщайте спасательной службе, а не нам.',
        'Короткий номер службы обслуживания **1919** сейчас загружен сильнее обычного. Если ваш вопрос не срочный, воспользуйтесь [формой обращения](/customer-support/contact-us) — мы ответим в течение 3 рабочих дней. Спасибо за терпение!',
      ),
      en: md(
        "Last night's storm brought down many trees in West Estonia and on the islands, and several minor roads are closed. Ferry services to Saaremaa and Hiiumaa were suspended for part of the day. As a result our trucks cannot reach every address on schedule.",
        '## Where to expect delays',
        '- Saaremaa and Hiiumaa: collections may be up to two working days late.\n- Coastal Pärnu County and Lääne County: up to one working day late.\n- Viljandi County: a few minor roads are closed; we will empty those addresses as soon as we can.\n- Tallinn, Harju County and South Estonia: collection is running to schedule.',
        '## What you need to do',
        'Leave your container out even if the truck did not come on the scheduled day – we will come as soon as the roads are passable. If the delay has made your container overflow, you may put up to two tied waste bags next to it: we will take them at no extra charge.',
        'There is no need to report a collection missed because of the storm. Addresses and their new dates will appear on the [unserved addresses](/customer-support/unserved-addresses) list. You can check your next collection on the [next collection day](/customer-support/next-shipping-day) page.',
        '## Safety',
        'Please do not place your container near fallen trees or power lines, and clear branches from the access route if you can. Report dangerous situations in your street (such as a hanging power line) to the rescue services, not to us.',
        'Our short number **1919** is busier than usual right now. If your question is not urgent, please use the [contact form](/customer-support/contact-us) – we answer within 3 working days. Thank you for your patience!',
      ),
    },
  },
  {
    slug: 'parnu-service-point-temporarily-closed',
    date: -2,
    categories: ['emergency-notices'],
    title: {
      et: 'Pärnu klienditeeninduspunkt on ajutiselt suletud',
      ru: 'Пункт обслуживания клиентов в Пярну временно закрыт',
      en: 'Pärnu customer service point temporarily closed',
    },
    excerpt: {
      et: 'Remonditööde tõttu on Pärnu teeninduspunkt kahe nädala jooksul suletud. Teenindame teid telefonil 1919, kontaktivormi kaudu ja Viljandi kontoris.',
      ru: 'Из-за ремонта пункт обслуживания в Пярну закрыт на две недели. Мы обслуживаем вас по телефону 1919, через форму обращения и в офисе в Вильянди.',
      en: 'The Pärnu service point is closed for two weeks for renovation. We can help you on 1919, through the contact form and at the Viljandi office.',
    },
    content: {
      et: md(
        'Pärnu klienditeeninduspunkt on ruumide remondi tõttu **kahe nädala jooksul suletud**. Jäätmevedu Pärnumaal jätkub tavapäraselt – muudatus puudutab ainult kontorikülastusi.',
        'Sel ajal saate abi lühinumbrilt **1919** (E–R 09:00–17:00), [kontaktivormiga](/customer-support/contact-us) või lähimast kontorist Viljandis. Viljandi kontoris saab maksta nii sularahas kui ka pangakaardiga.',
        'Arveid saate tasuda ka pangaülekandega. Kui teil oli Pärnu punkti plaanitud kohtumine, võtame teiega ise ühendust, et leppida kokku uus aeg.',
        'Kõigi kontorite aadressid ja lahtiolekuajad leiate [kontaktide](/customer-support/contact) lehelt.',
      ),
      ru: md(
        'Пункт обслуживания клиентов в Пярну из-за ремонта помещений **закрыт на две недели**. Вывоз отходов в Пярнумаа продолжается как обычно — изменение касается только посещения офиса.',
        'В это время вы можете получить помощь по короткому номеру **1919** (Пн–Пт 09:00–17:00), через [форму обращения](/customer-support/contact-us) или в ближайшем офисе в Вильянди. В офисе в Вильянди можно расплатиться как наличными, так и банковской картой.',
        'Счета можно оплатить и банковским переводом. Если у вас была назначена встреча в пункте в Пярну, мы сами свяжемся с вами и договоримся о новом времени.',
        'Адреса и часы работы всех офисов — на странице [«Контакты»](/customer-support/contact).',
      ),
      en: md(
        'The Pärnu customer service point is **closed for two weeks** while the premises are renovated. Waste collection in Pärnu County continues as normal – only office visits are affected.',
        'Meanwhile you can get help on the short number **1919** (Mon–Fri 09:00–17:00), through the [contact form](/customer-support/contact-us) or at our nearest office in Viljandi, where you can pay by cash or card.',
        'You can also pay invoices by bank transfer. If you had an appointment at the Pärnu service point, we will contact you to arrange a new time.',
        'Addresses and opening hours of all offices are on the [contact](/customer-support/contact) page.',
      ),
    },
  },
  {
    slug: 'bridge-repair-road-closure-viljandi-county',
    date: -4,
    categories: ['emergency-notices'],
    title: {
      et: 'Sillaremont Viljandimaal: tühjendusaeg võib muutuda',
      ru: 'Ремонт моста в Вильяндимаа: время вывоза может измениться',
      en: 'Bridge repair in Viljandi County: collection times may change',
    },
    excerpt: {
      et: 'Kohaliku maantee sild on remondi ajaks suletud ja prügiautod kasutavad ümbersõitu. Tühjendused toimuvad samal päeval, kuid tavapärasest erineval kellaajal.',
      ru: 'Мост на местной дороге закрыт на время ремонта, и мусоровозы едут в объезд. Вывоз проходит в тот же день, но в другое время.',
      en: 'A bridge on a local road is closed for repairs and our trucks are taking a detour. Collections take place on the same day, but at a different time.',
    },
    content: {
      et: md(
        'Viljandimaal on kohaliku maantee sild remondi tõttu liiklusele suletud umbes kolmeks nädalaks. Ümbersõit on pikk ja raskeveokitele kohati kitsas, mistõttu muutsime selle piirkonna tühjendusringide järjekorda.',
        'Tühjenduspäev **ei muutu**, kuid auto võib tulla kuni kaks tundi varem või hiljem kui tavaliselt. Palun asetage konteiner välja tühjenduspäeva hommikuks kell 7 ja jätke see sinna, kuni see on tühjendatud.',
        'Kui mõni aadress jääb ümbersõidu tõttu tühjendamata, ilmub see koos uue kuupäevaga [tühjendamata aadresside](/customer-support/unserved-addresses) nimekirja.',
        'Anname teada, kui sild on taas avatud. Küsimuste korral helistage lühinumbril 1919.',
      ),
      ru: md(
        'В Вильяндимаа мост на местной дороге закрыт для движения на время ремонта — примерно на три недели. Объезд длинный и местами узкий для грузовиков, поэтому мы изменили порядок маршрутов вывоза в этом районе.',
        'День вывоза **не меняется**, но машина может приехать на два часа раньше или позже обычного. Пожалуйста, выставьте контейнер к 7 утра в день вывоза и оставьте его на месте, пока он не будет опорожнён.',
        'Если какой-то адрес из-за объезда останется без вывоза, он появится с новой датой в [списке адресов без вывоза](/customer-support/unserved-addresses).',
        'Мы сообщим, когда мост снова откроют. С вопросами звоните по короткому номеру 1919.',
      ),
      en: md(
        'In Viljandi County a bridge on a local road is closed to traffic for about three weeks of repairs. The detour is long and narrow in places for heavy vehicles, so we have changed the order of our collection rounds in the area.',
        'Your collection day **does not change**, but the truck may come up to two hours earlier or later than usual. Please put your container out by 7 a.m. on collection day and leave it there until it has been emptied.',
        'If an address is missed because of the detour, it will appear with a new date on the [unserved addresses](/customer-support/unserved-addresses) list.',
        'We will let you know when the bridge reopens. If you have questions, call 1919.',
      ),
    },
  },
  {
    slug: 'viljandi-office-changed-opening-hours',
    date: -6,
    categories: ['emergency-notices'],
    title: {
      et: 'Viljandi kontori lahtiolekuaeg reedel on muutunud',
      ru: 'Изменились часы работы офиса в Вильянди в пятницу',
      en: 'Changed Friday opening hours at the Viljandi office',
    },
    excerpt: {
      et: 'Töötajate koolituse tõttu on Viljandi kontor eelseisval reedel avatud kell 10:00–14:00. Telefoni teel töötab klienditeenindus tavapäraselt.',
      ru: 'Из-за обучения сотрудников офис в Вильянди в ближайшую пятницу работает с 10:00 до 14:00. По телефону служба обслуживания работает как обычно.',
      en: 'Because of staff training, the Viljandi office is open 10:00–14:00 this coming Friday. Customer service by phone works as usual.',
    },
    content: {
      et: md(
        'Viljandi kontor on eelseisval reedel avatud lühendatud ajaga **kell 10:00–14:00**, sest meie töötajad osalevad koolitusel. Järgmisest nädalast oleme taas avatud tavapäraselt E–R 09:00–17:00.',
        'Lühinumber **1919** ja [kontaktivorm](/customer-support/contact-us) töötavad sel päeval tavapäraselt. Jäätmevedu toimub graafiku järgi.',
        'Kui soovite tasuda arve kaardiga, saate seda teha ka Tallinna ja Tartu kontoris. Vabandame ebamugavuste pärast!',
      ),
      ru: md(
        'В ближайшую пятницу офис в Вильянди работает по сокращённому графику **с 10:00 до 14:00**, так как наши сотрудники проходят обучение. Со следующей недели мы снова работаем как обычно: Пн–Пт 09:00–17:00.',
        'Короткий номер **1919** и [форма обращения](/customer-support/contact-us) в этот день работают в обычном режиме. Вывоз отходов идёт по графику.',
        'Если вы хотите оплатить счёт картой, это можно сделать и в офисах в Таллинне и Тарту. Приносим извинения за неудобства!',
      ),
      en: md(
        'This coming Friday the Viljandi office is open for shorter hours, **10:00–14:00**, because our staff are attending training. From next week we are back to our usual hours, Mon–Fri 09:00–17:00.',
        'The short number **1919** and the [contact form](/customer-support/contact-us) work as usual that day, and waste collection runs to schedule.',
        'If you want to pay an invoice by card, you can also do so at the Tallinn and Tartu offices. We apologise for the inconvenience!',
      ),
    },
  },
  {
    slug: 'public-holiday-emptying-days-shift',
    date: -9,
    categories: ['emergency-notices'],
    long: true,
    title: {
      et: 'Riigipühad nihutavad tühjenduspäevi',
      ru: 'Государственные праздники сдвигают дни вывоза',
      en: 'Public holidays move collection days',
    },
    excerpt: {
      et: 'Kui tühjenduspäev langeb riigipühale, teeme tühjenduse teisel päeval. Selgitame, kuidas nihked toimivad ja kust oma uue kuupäeva leiate.',
      ru: 'Если день вывоза выпадает на государственный праздник, мы опорожняем контейнер в другой день. Рассказываем, как работают переносы и где узнать новую дату.',
      en: 'When your collection day falls on a public holiday, we empty your bin on another day. Here is how the changes work and where to find your new date.',
    },
    content: {
      et: md(
        'Riigipühadel meie prügiautod tavaliselt ei sõida. Et ükski konteiner ei jääks tühjendamata, teeme pühale langevad tühjendused teisel päeval. Allpool selgitame, kuidas see käib.',
        '## Kuidas tühjenduspäev nihkub',
        '- Kui püha langeb tööpäevale, teeme selle päeva tühjendused enamasti **järgmisel tööpäeval** või **pühale järgneval laupäeval**.\n- Kui pühale eelneb lühendatud tööpäev, töötavad prügiautod sel päeval tavapäraselt.\n- Mitme järjestikuse püha korral (näiteks jõulud) jagame tühjendused pühadele eelnevate ja järgnevate päevade vahel.\n- Kord nädalas või harvemini tühjendatavatel konteineritel ei jää ükski tühjendus vahele, kuupäev lihtsalt muutub.',
        '## Kust näete oma uut kuupäeva',
        'Sisestage oma lepingu number lehel [Järgmine tühjenduspäev](/customer-support/next-shipping-day): nihked on seal arvesse võetud kohe, kui graafik on kinnitatud. Konkreetsete pühade kuupäevad avaldame ka [uudistes](/about/news).',
        '## Mida teil teha tuleb',
        'Asetage konteiner välja uueks tühjenduspäevaks hommikul kella 7-ks. Kui teie konteiner jääb nihke tõttu liiga täis, saate tellida lisatühjenduse iseteeninduses või [kontaktivormiga](/customer-support/contact-us) hiljemalt eelneval tööpäeval kell 15:00.',
        '## Klienditeenindus ja jäätmejaamad',
        'Riigipühadel on klienditeenindus ja kontorid suletud ning jäätmejaamad enamasti samuti. Pühadele eelnevatel lühendatud tööpäevadel on klienditeenindus avatud kella 14:00-ni. Päringu saate alati jätta kontaktivormi kaudu – vastame 3 tööpäeva jooksul.',
        'Kui graafikujärgne tühjendus jäi siiski tegemata, vaadake [tühjendamata aadresside](/customer-support/unserved-addresses) nimekirja. Sealt leiate põhjuse ja uue kuupäeva.',
      ),
      ru: md(
        'В государственные праздники наши мусоровозы обычно не работают. Чтобы ни один контейнер не остался неопорожнённым, вывоз, выпадающий на праздник, мы переносим на другой день. Ниже объясняем, как это устроено.',
        '## Как сдвигается день вывоза',
        '- Если праздник приходится на рабочий день, вывоз этого дня обычно переносится **на следующий рабочий день** или **на субботу после праздника**.\n- Если перед праздником сокращённый рабочий день, мусоровозы в этот день работают как обычно.\n- Если праздники идут несколько дней подряд (например, Рождество), вывоз распределяется между днями до и после праздников.\n- Для контейнеров, которые опорожняются раз в неделю или реже, ни один вывоз не пропадает — меняется только дата.',
        '## Где узнать новую дату',
        'Введите номер договора на странице [«Следующий день вывоза»](/customer-support/next-shipping-day): переносы отражаются там сразу после утверждения графика. Даты для конкретных праздников мы также публикуем в [новостях](/about/news).',
        '## Что нужно сделать вам',
        'Выставьте контейнер к 7 утра в новый день вывоза. Если из-за переноса контейнер переполняется, закажите дополнительный вывоз на портале самообслуживания или через [форму обращения](/customer-support/contact-us) не позднее 15:00 предыдущего рабочего дня.',
        '## Служба обслуживания и пункты приёма отходов',
        'В государственные праздники служба обслуживания и офисы закрыты, пункты приёма отходов, как правило, тоже. В сокращённые предпраздничные дни служба обслуживания работает до 14:00. Обращение всегда можно оставить через форму — мы ответим в течение 3 рабочих дней.',
        'Если вывоз по графику всё же не состоялся, проверьте [список адресов без вывоза](/customer-support/unserved-addresses): там указаны причина и новая дата.',
      ),
      en: md(
        'Our collection trucks usually do not run on public holidays. So that no container is left unemptied, collections that fall on a holiday are made on another day. Here is how it works.',
        '## How your collection day moves',
        "- If a holiday falls on a weekday, that day's collections are usually made on **the next working day** or **the Saturday after the holiday**.\n- On shortened working days before a holiday, the trucks run as normal.\n- When several holidays come in a row (for example at Christmas), collections are spread over the days before and after.\n- For containers emptied weekly or less often, no collection is lost – only the date changes.",
        '## Where to find your new date',
        'Enter your contract number on the [next collection day](/customer-support/next-shipping-day) page: the changes appear there as soon as the schedule is confirmed. We also publish the dates for specific holidays in the [news](/about/news).',
        '## What you need to do',
        'Put your container out by 7 a.m. on the new collection day. If the change means your bin gets too full, order an extra collection in the self-service portal or with the [contact form](/customer-support/contact-us) no later than 15:00 on the previous working day.',
        '## Customer service and waste stations',
        'On public holidays customer service and our offices are closed, and waste stations usually are too. On shortened working days before a holiday, customer service is open until 14:00. You can always leave a request through the contact form – we answer within 3 working days.',
        'If a scheduled collection was still missed, check the [unserved addresses](/customer-support/unserved-addresses) list for the reason and the new date.',
      ),
    },
  },
  {
    slug: 'snow-and-ice-keep-access-clear',
    date: -12,
    categories: ['emergency-notices'],
    title: {
      et: 'Lumi ja jää: palun hoidke juurdepääs konteinerini vaba',
      ru: 'Снег и лёд: пожалуйста, обеспечьте свободный подъезд к контейнеру',
      en: 'Snow and ice: please keep access to your bin clear',
    },
    excerpt: {
      et: 'Talvel jääb tühjendus kõige sagedamini tegemata lumise või libeda juurdepääsu ja kinni külmunud kaane tõttu. Mõni lihtne samm aitab.',
      ru: 'Зимой вывоз чаще всего срывается из-за заснеженного или скользкого подъезда и примёрзшей крышки. Помогут несколько простых шагов.',
      en: 'In winter, collections are most often missed because of snowy or icy access and frozen lids. A few simple steps help.',
    },
    content: {
      et: md(
        'Talv on käes ja lumesaju järel jääb osa tühjendusi tegemata, sest prügiauto ei pääse konteinerini või konteinerit ei saa ohutult liigutada.',
        '- Lükake lumi konteineri eest ja teelt kuni sõiduteeni.\n- Puistake libedale teele liiva või graniitsõelmeid.\n- Ärge parkige autot nii, et see takistaks prügiauto ligipääsu.\n- Ärge pange konteinerisse märga, kokku külmuvat prahti; vajadusel pange põhja paber.\n- Kontrollige, et kaas ei oleks kinni külmunud.',
        'Kui konteiner jäi juurdepääsu tõttu tühjendamata, näete seda [tühjendamata aadresside](/customer-support/unserved-addresses) nimekirjas koos uue kuupäevaga. Kordustühjendus võib olla tasuline, kui takistus oli kliendi poolel.',
        'Aitäh, et aitate meil talvel graafikus püsida!',
      ),
      ru: md(
        'Пришла зима, и после снегопадов часть вывоза срывается: мусоровоз не может подъехать к контейнеру или контейнер нельзя безопасно переместить.',
        '- Расчистите снег перед контейнером и путь до проезжей части.\n- Посыпьте скользкую дорожку песком или гранитной крошкой.\n- Не паркуйте машину так, чтобы она мешала подъезду мусоровоза.\n- Не кладите в контейнер мокрые отходы, которые смерзаются; при необходимости положите на дно бумагу.\n- Проверьте, не примёрзла ли крышка.',
        'Если контейнер не опорожнили из-за затруднённого подъезда, он появится в [списке адресов без вывоза](/customer-support/unserved-addresses) с новой датой. Повторный вывоз может быть платным, если препятствие возникло по вине клиента.',
        'Спасибо, что помогаете нам и зимой соблюдать график!',
      ),
      en: md(
        'Winter has arrived, and after snowfall some collections are missed because the truck cannot reach the container or the container cannot be moved safely.',
        "- Clear the snow in front of the container and along the path to the road.\n- Spread sand or grit on slippery paths.\n- Do not park where your car blocks the truck's access.\n- Do not put wet waste that freezes solid into the bin; line the bottom with paper if needed.\n- Check that the lid has not frozen shut.",
        "If your container was missed because of access problems, it will appear on the [unserved addresses](/customer-support/unserved-addresses) list with a new date. A repeat visit may be charged if the obstacle was on the customer's side.",
        'Thank you for helping us stay on schedule this winter!',
      ),
    },
  },

  // ---------------------------------------------------------------- waste school
  {
    slug: 'how-to-sort-biowaste',
    date: '2026-02-10',
    categories: ['waste-school'],
    title: {
      et: 'Kuidas sorteerida biojäätmeid',
      ru: 'Как сортировать биоотходы',
      en: 'How to sort biowaste',
    },
    excerpt: {
      et: 'Toidujäätmed moodustavad kuni kolmandiku olmejäätmetest. Eraldi kogutuna saab neist komposti ja biogaasi.',
      ru: 'Пищевые отходы составляют до трети бытовых отходов. При раздельном сборе из них получают компост и биогаз.',
      en: 'Food waste makes up as much as a third of household waste. Collected separately, it becomes compost and biogas.',
    },
    content: {
      et: md(
        'Biojäätmed on toidu- ja köögijäätmed ning muud kiiresti lagunevad jäätmed. Segaolmejäätmete hulgas need mädanevad, tekitavad haisu ja lähevad põletusse. Eraldi kogutuna saab neist aga komposti ja biogaasi.',
        '## Mis sobib biojäätmete hulka',
        '- puu- ja köögiviljade jäägid ning koored;\n- riknenud toit, toidujäägid, liha- ja kalajäätmed;\n- kohvipaks koos paberfiltriga, teepakid;\n- munakoored;\n- paberist majapidamisrätikud ja salvrätikud;\n- lõikelilled ja toataimed.',
        '## Mis ei sobi',
        'Pakendid, kilekotid, tuhk, tolmuimejakotid, loomaliiv, mähkmed ja suitsukonid. Ka „biolagunevaks“ märgitud plastist kotid ei pruugi kompostimisväljakul piisavalt kiiresti laguneda – kasutage paberkotte või ajalehte.',
        'Köögis aitab väike ventileeritav nõu ja paberkott: jäätmed ei hakka nii kiiresti haisema. Tühjendage kodune nõu konteinerisse paari päeva tagant ja peske seda aeg-ajalt. Vaadake ka [biolagunevate jäätmete juhendit](/customer-support/instructions).',
      ),
      ru: md(
        'Биоотходы — это пищевые и кухонные отходы и другие быстро разлагающиеся отходы. Среди смешанных бытовых отходов они гниют, неприятно пахнут и отправляются на сжигание. При раздельном сборе из них получают компост и биогаз.',
        '## Что относится к биоотходам',
        '- остатки и очистки овощей и фруктов;\n- испорченные продукты, остатки еды, отходы мяса и рыбы;\n- кофейная гуща вместе с бумажным фильтром, чайные пакетики;\n- яичная скорлупа;\n- бумажные полотенца и салфетки;\n- срезанные цветы и комнатные растения.',
        '## Что не подходит',
        'Упаковка, полиэтиленовые пакеты, зола, мешки от пылесоса, наполнитель для кошачьего туалета, подгузники и окурки. Даже пластиковые пакеты с пометкой «биоразлагаемый» могут не успеть разложиться на компостной площадке — используйте бумажные пакеты или газету.',
        'На кухне удобно держать небольшое проветриваемое ведёрко с бумажным пакетом: так отходы дольше не начинают пахнуть. Опорожняйте его в контейнер раз в пару дней и время от времени мойте. См. также [инструкцию по биоразлагаемым отходам](/customer-support/instructions).',
      ),
      en: md(
        'Biowaste is food and kitchen waste and other waste that decomposes quickly. Mixed in with household waste, it rots, smells and ends up being incinerated. Collected separately, it becomes compost and biogas.',
        '## What counts as biowaste',
        '- fruit and vegetable scraps and peel;\n- spoiled food, leftovers, meat and fish scraps;\n- coffee grounds with paper filters, tea bags;\n- eggshells;\n- paper kitchen towels and napkins;\n- cut flowers and houseplants.',
        '## What does not belong',
        'Packaging, plastic bags, ash, vacuum cleaner bags, cat litter, nappies and cigarette ends. Even plastic bags labelled "biodegradable" may not break down fast enough at the composting site – use paper bags or newspaper instead.',
        'A small ventilated caddy with a paper bag works well in the kitchen: the waste does not start to smell as quickly. Empty it into the bin every couple of days and wash it now and then. See also the [biodegradable waste guide](/customer-support/instructions).',
      ),
    },
  },
  {
    slug: 'packaging-sorting-basics',
    date: '2026-04-14',
    categories: ['waste-school'],
    title: {
      et: 'Pakendite sorteerimise ABC',
      ru: 'Азбука сортировки упаковки',
      en: 'Packaging sorting basics',
    },
    excerpt: {
      et: 'Pakendid on kergesti sorteeritavad ja hästi ringlusse võetavad – kui need on tühjad ja õiges konteineris.',
      ru: 'Упаковку легко сортировать и хорошо перерабатывать — если она пустая и попала в нужный контейнер.',
      en: 'Packaging is easy to sort and recycles well – as long as it is empty and in the right container.',
    },
    content: {
      et: md(
        'Pakend on kõik, milles toode poest koju jõuab: karbid, pudelid, purgid, kiled ja topsid. Igal aastal tekib ühe leibkonna kohta mitusada kilogrammi pakendeid ja enamiku neist saab ringlusse võtta.',
        '## Kolm lihtsat reeglit',
        '1. **Tühjendage** pakend – loputamine ei ole alati vajalik, aga toidujäänuseid pakendis olla ei tohi.\n2. **Pressige kokku** – voltige karbid lamedaks ja suruge pudelid kokku, siis mahub konteinerisse rohkem.\n3. **Pange õigesse konteinerisse** – segapakendi konteinerisse käivad plast-, metall- ja joogikartongpakendid, paber- ja kartongpakend eraldi.',
        'Pandimärgiga joogipakendid viige taaraautomaati – nii saate pandi tagasi. Klaaspurgid ja -pudelid käivad klaaspakendi konteinerisse, mitte segapakendi hulka.',
        'Kui pakendit ei saa tühjendada (näiteks värvi- või kemikaalipurk), on see ohtlik jääde ja selle koht on jäätmejaamas. Lähemalt lugege segapakendi ning paber- ja kartongpakendi [sorteerimisjuhenditest](/customer-support/instructions).',
      ),
      ru: md(
        'Упаковка — это всё, в чём товар попадает из магазина домой: коробки, бутылки, банки, плёнка и стаканчики. Каждый год на одно домохозяйство приходится несколько сотен килограммов упаковки, и большую часть её можно переработать.',
        '## Три простых правила',
        '1. **Опорожните** упаковку — мыть её не всегда обязательно, но остатков еды в ней быть не должно.\n2. **Сожмите** — сложите коробки и сомните бутылки, тогда в контейнер поместится больше.\n3. **Положите в правильный контейнер** — в контейнер для смешанной упаковки идут пластиковая, металлическая упаковка и упаковка от напитков из картона, бумажная и картонная упаковка — отдельно.',
        'Упаковку от напитков со знаком залога сдавайте в тароматы — так вы получите залог обратно. Стеклянные банки и бутылки кладите в контейнер для стеклянной упаковки, а не к смешанной упаковке.',
        'Упаковка, которую нельзя опорожнить (например, банка из-под краски или химикатов), относится к опасным отходам, и её место — в пункте приёма отходов. Подробнее — в [инструкциях по сортировке](/customer-support/instructions) смешанной упаковки и бумажной и картонной упаковки.',
      ),
      en: md(
        'Packaging is everything a product comes home in: boxes, bottles, tins, film and pots. Each household produces several hundred kilograms of packaging a year, and most of it can be recycled.',
        '## Three simple rules',
        '1. **Empty it** – rinsing is not always needed, but no food should be left inside.\n2. **Squash it** – flatten boxes and crush bottles so more fits in the container.\n3. **Use the right container** – plastic, metal and beverage carton packaging go in the mixed packaging container; paper and cardboard packaging go separately.',
        'Take drinks containers with a deposit mark to a reverse vending machine to get your deposit back. Glass jars and bottles go in the glass packaging container, not with mixed packaging.',
        'Packaging that cannot be emptied (such as a paint or chemical tin) is hazardous waste and belongs at a waste station. Read more in the mixed packaging and paper and cardboard packaging [sorting guides](/customer-support/instructions).',
      ),
    },
  },
  {
    slug: 'hazardous-waste-at-home',
    date: '2026-07-07',
    categories: ['waste-school'],
    title: {
      et: 'Ohtlikud jäätmed kodus: kuidas need ära tunda ja kuhu viia',
      ru: 'Опасные отходы дома: как их распознать и куда сдать',
      en: 'Hazardous waste at home: how to spot it and where to take it',
    },
    excerpt: {
      et: 'Patareid, värvid, lahustid ja säästupirnid ei tohi jõuda olmejäätmete hulka. Viige need jäätmejaama – kodumajapidamistele tasuta.',
      ru: 'Батарейки, краски, растворители и энергосберегающие лампы нельзя выбрасывать с бытовыми отходами. Сдайте их в пункт приёма — для домохозяйств бесплатно.',
      en: 'Batteries, paints, solvents and energy-saving bulbs must not end up in household waste. Take them to a waste station – free for households.',
    },
    content: {
      et: md(
        'Igas kodus leidub ohtlikke jäätmeid: vanad patareid, poolikud värvipurgid, aegunud ravimid, puhastusvahendid. Olmejäätmete hulgas võivad need põhjustada tulekahju prügiautos, mürgitada pinnast ja vett ning ohustada jäätmekäitlejaid.',
        '## Kuidas ohtlikku jäädet ära tunda',
        'Vaadake pakendil olevaid hoiatusmärke: leek, pealuu, söövitav aine, keskkonnaohtlik aine. Ohtlikud on ka kõik akud ja patareid, päevavalgus- ja säästulambid, mootoriõli ja õlifiltrid, lahustid, taimekaitsevahendid ning elavhõbedaga kraadiklaasid.',
        '## Kuidas hoida ja transportida',
        '- hoidke jäätmeid originaalpakendis ja kaanega suletuna;\n- ärge segage erinevaid vedelikke omavahel;\n- teipige liitiumpatareide klemmid kinni;\n- hoidke laste ja lemmikloomade eest kõrgel ja lukustatult.',
        'Kodumajapidamise ohtlikud jäätmed võtavad [jäätmejaamad](/home-customer/waste-stations) vastu tasuta. Aegunud ravimid viige apteeki, patareid igasse poodi, kus neid müüakse. Lisainfo: [ohtlikud jäätmed](/home-customer/hazardous-waste).',
      ),
      ru: md(
        'В каждом доме есть опасные отходы: старые батарейки, недоиспользованные банки краски, просроченные лекарства, чистящие средства. В бытовых отходах они могут вызвать пожар в мусоровозе, отравить почву и воду и создать опасность для работников.',
        '## Как распознать опасные отходы',
        'Обращайте внимание на предупреждающие знаки на упаковке: пламя, череп, едкое вещество, опасность для окружающей среды. Опасными являются также все аккумуляторы и батарейки, люминесцентные и энергосберегающие лампы, моторное масло и масляные фильтры, растворители, средства защиты растений и ртутные градусники.',
        '## Как хранить и перевозить',
        '- храните отходы в оригинальной упаковке с закрытой крышкой;\n- не смешивайте разные жидкости;\n- заклеивайте клеммы литиевых батареек скотчем;\n- храните высоко и под замком, вдали от детей и домашних животных.',
        'Опасные бытовые отходы [пункты приёма отходов](/home-customer/waste-stations) принимают бесплатно. Просроченные лекарства относите в аптеку, батарейки — в любой магазин, где их продают. Подробнее: [опасные отходы](/home-customer/hazardous-waste).',
      ),
      en: md(
        'Every home has some hazardous waste: old batteries, half-used tins of paint, expired medicines, cleaning products. In household waste they can start fires in collection trucks, poison soil and water and endanger waste workers.',
        '## How to recognise hazardous waste',
        'Look for the warning symbols on the packaging: flame, skull, corrosive, hazardous to the environment. All batteries, fluorescent and energy-saving lamps, engine oil and oil filters, solvents, pesticides and mercury thermometers are hazardous too.',
        '## How to store and transport it',
        '- keep waste in its original container with the lid closed;\n- never mix different liquids;\n- tape over the terminals of lithium batteries;\n- store it high up and locked away from children and pets.',
        '[Waste stations](/home-customer/waste-stations) accept household hazardous waste free of charge. Take expired medicines to a pharmacy and batteries to any shop that sells them. More: [hazardous waste](/home-customer/hazardous-waste).',
      ),
    },
  },
  {
    slug: 'old-electronics-where-to-take-them',
    date: '2026-08-20',
    categories: ['waste-school'],
    title: {
      et: 'Vana elektroonika: kuhu viia telefon, föön või pesumasin',
      ru: 'Старая электроника: куда сдать телефон, фен или стиральную машину',
      en: 'Old electronics: where to take a phone, hairdryer or washing machine',
    },
    excerpt: {
      et: 'Elektroonikaromu sisaldab nii väärtuslikke metalle kui ka ohtlikke aineid. Kaupluses saab vana seadme sageli tasuta ära anda.',
      ru: 'Электронный лом содержит как ценные металлы, так и опасные вещества. В магазине старое устройство часто можно сдать бесплатно.',
      en: 'E-waste contains both valuable metals and hazardous substances. Shops will often take your old device back free of charge.',
    },
    content: {
      et: md(
        'Kõik, millel on juhe, pistik või patarei, on elektroonikaromu ja seda ei tohi visata olmejäätmete hulka. Seadmetes on vaske, alumiiniumi ja väärismetalle, aga ka ohtlikke aineid, mis tuleb käidelda eraldi.',
        '## Kuhu elektroonika viia',
        '- **Kauplusse uue seadme ostmisel:** müüja peab tasuta vastu võtma sarnase vana seadme, näiteks vana pesumasina uue ostmisel.\n- **Suurde kauplusse ka ilma ostmata:** vähemalt 400 m² müügipinnaga kauplustes saab kuni 25 cm suurused seadmed (telefonid, föönid, laadijad) ära anda tasuta.\n- **Patareid ja akud:** igas kohas, kus patareisid müüakse.\n- **Jäätmejaama:** kodumajapidamise elektroonika võetakse vastu tasuta.',
        'Enne telefoni või arvuti äraandmist kustutage oma andmed ja võtke välja mälukaart ning SIM-kaart. Eemaldage võimalusel patareid ja andke need eraldi ära.',
        'Ettevõtetele pakume suuremate koguste elektroonikajäätmete äravedu – vaadake [elektroonikajäätmete](/services/electronic-waste) teenust. Töötava seadme võite anda ka taaskasutuskeskusesse.',
      ),
      ru: md(
        'Всё, у чего есть провод, вилка или батарейка, — это электронный лом, и выбрасывать его вместе с бытовыми отходами нельзя. В устройствах есть медь, алюминий и драгоценные металлы, а также опасные вещества, которые нужно обрабатывать отдельно.',
        '## Куда сдать электронику',
        '- **В магазин при покупке нового устройства:** продавец обязан бесплатно принять похожее старое, например старую стиральную машину при покупке новой.\n- **В крупный магазин и без покупки:** в магазинах с торговой площадью от 400 м² устройства размером до 25 см (телефоны, фены, зарядки) принимают бесплатно.\n- **Батарейки и аккумуляторы:** везде, где их продают.\n- **В пункт приёма отходов:** бытовую электронику принимают бесплатно.',
        'Перед тем как сдать телефон или компьютер, удалите свои данные и извлеките карту памяти и SIM-карту. По возможности выньте батарейки и сдайте их отдельно.',
        'Предприятиям мы предлагаем вывоз больших объёмов электронных отходов — см. услугу [электронных отходов](/services/electronic-waste). Работающее устройство можно также отдать в центр повторного использования.',
      ),
      en: md(
        'Anything with a cable, plug or battery is e-waste and must not go in with household waste. Devices contain copper, aluminium and precious metals, but also hazardous substances that have to be treated separately.',
        '## Where to take electronics',
        '- **To a shop when you buy a new device:** the seller must take back a similar old one free of charge – an old washing machine when you buy a new one, for example.\n- **To a large shop, even without buying:** shops with at least 400 m² of sales area take back devices up to 25 cm (phones, hairdryers, chargers) free of charge.\n- **Batteries:** anywhere batteries are sold.\n- **To a waste station:** household electronics are accepted free of charge.',
        'Before handing over a phone or computer, delete your data and remove the memory card and SIM card. Take out batteries where you can and hand them in separately.',
        'For businesses we collect larger amounts of e-waste – see our [electronic waste](/services/electronic-waste) service. A device that still works can also go to a reuse centre.',
      ),
    },
  },
  {
    slug: 'composting-at-home',
    date: '2026-05-26',
    categories: ['waste-school'],
    title: {
      et: 'Kompostimine koduaias',
      ru: 'Компостирование в своём саду',
      en: 'Composting at home',
    },
    excerpt: {
      et: 'Hästi hoitud kompostist saab aastaga toitainerikka mulla. Selgitame, kuidas alustada ja mida vältida.',
      ru: 'Из правильно ухоженного компоста за год получается питательная почва. Рассказываем, как начать и чего избегать.',
      en: 'A well-kept compost heap turns into rich soil within a year. Here is how to start and what to avoid.',
    },
    content: {
      et: md(
        'Kui teil on aed, on kompostimine lihtsaim viis biojäätmetega hakkama saada. Toidujäätmetele kehtivad aga nõuded: neid tohib kompostida ainult suletud ja kahjurite eest kaitstud kompostris.',
        '## Kuidas alustada',
        '- valige kompostrile vari- või poolvarjuline koht, eemale naabri piirist;\n- pange põhja jämedamad oksad, et õhk liiguks;\n- kihitage vaheldumisi „rohelist“ (köögijäätmed, muru) ja „pruuni“ (lehed, peenike hake, paber);\n- hoidke kompost niiske nagu väljapressitud käsn;\n- segage või kobestage seda iga paari nädala tagant.',
        'Liha- ja kalajäätmeid ei tohi panna lahtisesse komposthunnikusse, sest need meelitavad ligi rotte ja linde. Üldse ei sobi kompostimiseks haiged taimed, suur kogus tuhka, lemmikloomade väljaheited ja umbrohuseemned – haigustekitajad ja seemned jäävad ellu ka valmis kompostis.',
        'Valmis kompost on tume, mullalõhnaline ja pude. Kui te ei soovi ise kompostida, saate tellida [biojäätmete konteineri](/customer-support/contact-us) või osta meilt valmis [komposti](/services/compost).',
      ),
      ru: md(
        'Если у вас есть сад, компостирование — самый простой способ справиться с биоотходами. Но для пищевых отходов есть требования: их можно компостировать только в закрытом компостере, защищённом от вредителей.',
        '## Как начать',
        '- выберите для компостера тенистое или полутенистое место подальше от границы с соседями;\n- на дно положите крупные ветки, чтобы циркулировал воздух;\n- чередуйте «зелёные» слои (кухонные отходы, трава) с «коричневыми» (листья, мелкая щепа, бумага);\n- поддерживайте влажность как у отжатой губки;\n- перемешивайте или рыхлите компост раз в пару недель.',
        'Отходы мяса и рыбы нельзя класть в открытую компостную кучу: они привлекают крыс и птиц. Совсем не подходят для компостирования больные растения, большое количество золы, экскременты домашних животных и семена сорняков — возбудители болезней и семена сохраняются даже в готовом компосте.',
        'Готовый компост тёмный, пахнет землёй и рассыпается. Если вы не хотите компостировать сами, закажите [контейнер для биоотходов](/customer-support/contact-us) или купите у нас готовый [компост](/services/compost).',
      ),
      en: md(
        'If you have a garden, composting is the easiest way to deal with biowaste. Food waste comes with rules, though: it may only be composted in a closed bin that keeps pests out.',
        '## How to start',
        '- put the composter in shade or half-shade, away from your neighbour\'s boundary;\n- lay coarse twigs at the bottom so air can circulate;\n- alternate "green" layers (kitchen scraps, grass) with "brown" ones (leaves, fine wood chips, paper);\n- keep it as damp as a wrung-out sponge;\n- turn or loosen it every couple of weeks.',
        'Never put meat or fish scraps on an open heap: they attract rats and birds. Diseased plants, large amounts of ash, pet droppings and weed seeds should not be composted at all – pathogens and seeds survive even in finished compost.',
        'Finished compost is dark, crumbly and smells of soil. If you would rather not compost yourself, order a [biowaste bin](/customer-support/contact-us) or buy ready-made [compost](/services/compost) from us.',
      ),
    },
  },
  {
    slug: 'old-clothes-and-textiles',
    date: '2026-10-20',
    categories: ['waste-school'],
    title: {
      et: 'Vanad riided ja tekstiil: mida nendega teha',
      ru: 'Старая одежда и текстиль: что с ними делать',
      en: 'Old clothes and textiles: what to do with them',
    },
    excerpt: {
      et: 'Tekstiilijäätmeid ei tohi panna olmejäätmete konteinerisse. Terved riided saavad uue omaniku, kulunud tekstiil läheb ringlusse.',
      ru: 'Текстильные отходы нельзя класть в контейнер для бытовых отходов. Целая одежда находит нового владельца, изношенный текстиль идёт на переработку.',
      en: 'Textile waste must not go in the household waste bin. Clothes in good condition find a new owner; worn-out textiles are recycled.',
    },
    content: {
      et: md(
        'Riideid ja muid tekstiile tuleb koguda liigiti nagu pakendeid ja biojäätmeid. Olmejäätmete hulgas lähevad need põletusse, kuigi suure osa saaks kas uuesti kasutada või ümber töödelda.',
        '- **Terved ja puhtad riided, jalanõud ja kodutekstiil** viige taaskasutuskeskusesse või annetuskasti.\n- **Kulunud, katkised või plekilised tekstiilid** viige jäätmejaama tekstiilikonteinerisse – neist tehakse näiteks isolatsiooni- ja täitematerjali.\n- **Märjad, hallitanud või õli- ja värviga määrdunud tekstiilid** käivad olmejäätmete hulka, sest neid ei saa ringlusse võtta.',
        'Pange tekstiilid suletud kotti, et need püsiksid kuivad ja puhtad. Jalanõud siduge paarikaupa kokku.',
        'Lähima tekstiili vastuvõtukoha leiate [jäätmejaamade](/home-customer/waste-stations) lehelt.',
      ),
      ru: md(
        'Одежду и другой текстиль нужно собирать раздельно, как упаковку и биоотходы. Среди бытовых отходов они отправляются на сжигание, хотя большую часть можно было бы использовать повторно или переработать.',
        '- **Целые и чистые вещи, обувь и домашний текстиль** отнесите в центр повторного использования или в ящик для пожертвований.\n- **Изношенный, рваный или запятнанный текстиль** сдайте в контейнер для текстиля в пункте приёма отходов — из него делают, например, утеплитель и набивочный материал.\n- **Мокрый, заплесневелый или испачканный маслом и краской текстиль** выбрасывайте с бытовыми отходами: его нельзя переработать.',
        'Складывайте текстиль в завязанный пакет, чтобы он оставался сухим и чистым. Обувь связывайте попарно.',
        'Ближайший пункт приёма текстиля можно найти на странице [пунктов приёма отходов](/home-customer/waste-stations).',
      ),
      en: md(
        'Clothes and other textiles must be collected separately, just like packaging and biowaste. In household waste they are incinerated, even though much of it could be reused or recycled.',
        '- **Clean clothes, shoes and household textiles in good condition** go to a reuse centre or a donation bin.\n- **Worn, torn or stained textiles** go in the textile container at a waste station – they are turned into insulation and filling material, for example.\n- **Wet, mouldy or oil- and paint-soaked textiles** go in household waste, because they cannot be recycled.',
        'Put textiles in a tied bag so they stay dry and clean. Tie shoes together in pairs.',
        'Find your nearest textile drop-off on the [waste stations](/home-customer/waste-stations) page.',
      ),
    },
  },
]
