// Demo content: the six sorting guides listed on /customer-support/instructions; each becomes a PDF per locale.
// General Estonian sorting practice; nothing here is specific to a real company.
import type { L, SeedGuide } from '../types'

const t = (et: string, ru: string, en: string): L => ({ et, ru, en })

export const guides: SeedGuide[] = [
  {
    key: 'paper-cardboard-packaging',
    title: t('Paber- ja kartongpakend', 'Бумажная и картонная упаковка', 'Paper and cardboard packaging'),
    intro: t(
      'Puhtast ja kuivast paberist ning kartongist saab uus pakend või paber. Paberikiudu saab ringlusse võtta mitu korda, kui see ei ole segunenud toidu, kile ega niiskusega.',
      'Из чистой и сухой бумаги и картона получается новая упаковка или бумага. Бумажное волокно можно перерабатывать несколько раз, если оно не смешано с едой, плёнкой и не намокло.',
      'Clean, dry paper and cardboard become new packaging or paper. Paper fibre can be recycled several times, as long as it is not mixed with food or plastic film and has not got wet.',
    ),
    sections: [
      {
        heading: t('Mis sobib', 'Что можно', 'What belongs here'),
        items: [
          t('Papp- ja kartongkastid', 'Картонные коробки и ящики', 'Cardboard boxes'),
          t('Lainepapp', 'Гофрокартон', 'Corrugated cardboard'),
          t(
            'Toidu- ja kingakarbid, helveste ja küpsiste karbid',
            'Коробки от продуктов, обуви, хлопьев и печенья',
            'Food, shoe, cereal and biscuit boxes',
          ),
          t('Paberkotid ja pakkepaber', 'Бумажные пакеты и обёрточная бумага', 'Paper bags and wrapping paper'),
          t('Munarestid ja papist vahetükid', 'Картонные лотки для яиц и прокладки', 'Egg boxes and cardboard inserts'),
          t('Jahu- ja suhkrupakid', 'Пакеты из-под муки и сахара', 'Flour and sugar bags'),
          t(
            'Ajalehed, ajakirjad ja reklaamtrükised, kui konteineril on märge „Paber ja papp“',
            'Газеты, журналы и рекламные листовки, если на контейнере написано «Бумага и картон»',
            'Newspapers, magazines and leaflets, if the container is labelled "Paper and cardboard"',
          ),
        ],
      },
      {
        heading: t('Mis ei sobi', 'Что нельзя', 'What does not belong'),
        items: [
          t(
            'Joogikartongid (piima- ja mahlapakid) – need käivad segapakendi hulka',
            'Пакеты от напитков (молоко, сок) — они идут в смешанную упаковку',
            'Beverage cartons (milk, juice) – these go in mixed packaging',
          ),
          t(
            'Toidu või rasvaga määrdunud paber, näiteks rasvane pitsakarp',
            'Бумага, испачканная едой или жиром, например жирная коробка от пиццы',
            'Paper soiled with food or grease, such as a greasy pizza box',
          ),
          t(
            'Kasutatud salvrätikud ja majapidamispaber – need käivad biojäätmete hulka',
            'Использованные салфетки и бумажные полотенца — они идут в биоотходы',
            'Used napkins and kitchen roll – these go in biowaste',
          ),
          t(
            'Kassatšekid ja muu termopaber',
            'Кассовые чеки и другая термобумага',
            'Till receipts and other thermal paper',
          ),
          t(
            'Tapeet, kilega kaetud paber ja kleepsulehed',
            'Обои, ламинированная бумага и листы с наклейками',
            'Wallpaper, laminated paper and sticker sheets',
          ),
          t('Märg või hallitanud paber', 'Мокрая или заплесневелая бумага', 'Wet or mouldy paper'),
        ],
      },
      {
        heading: t('Kuidas ette valmistada', 'Как подготовить', 'How to prepare'),
        items: [
          t(
            'Eemaldage kile, vahtplast, kleeplint ja metallklambrid',
            'Удалите плёнку, пенопласт, скотч и металлические скобы',
            'Remove film, polystyrene, tape and metal staples',
          ),
          t(
            'Voltige või lõigake karbid lamedaks',
            'Сложите или разрежьте коробки, чтобы они стали плоскими',
            'Flatten boxes by folding or cutting them',
          ),
          t(
            'Pange paber konteinerisse lahtiselt, mitte kilekotis',
            'Кладите бумагу в контейнер россыпью, а не в полиэтиленовом пакете',
            'Put paper in the container loose, not in a plastic bag',
          ),
          t(
            'Hoidke paber kuivana ja sulgege konteineri kaas',
            'Держите бумагу сухой и закрывайте крышку контейнера',
            'Keep paper dry and close the container lid',
          ),
          t(
            'Suured kogused viige jäätmejaama',
            'Большие объёмы отвезите в пункт приёма отходов',
            'Take large amounts to a waste station',
          ),
        ],
      },
      {
        heading: t('Kuhu see edasi läheb', 'Куда она попадает дальше', 'Where it goes next'),
        items: [
          t(
            'Sorteerimisjaamas eemaldatakse võõrised ja paber pressitakse pallideks',
            'На сортировочной станции удаляют посторонние примеси, а бумагу прессуют в тюки',
            'At the sorting plant, foreign material is removed and the paper is baled',
          ),
          t(
            'Pallid viiakse paberi- ja papivabrikusse',
            'Тюки отправляют на бумажную и картонную фабрику',
            'The bales go to a paper and board mill',
          ),
          t(
            'Vees leotatud kiust valmib uus papp, pakendid ja majapidamispaber',
            'Из размоченного в воде волокна делают новый картон, упаковку и бумажные полотенца',
            'The fibre is pulped in water and made into new cardboard, packaging and kitchen paper',
          ),
          t(
            'Paberikiudu saab ringlusse võtta mitu korda',
            'Бумажное волокно можно перерабатывать несколько раз',
            'Paper fibre can be recycled several times',
          ),
        ],
      },
    ],
  },

  {
    key: 'plastic-film-packaging',
    title: t('Kilepakend', 'Плёночная упаковка', 'Plastic film packaging'),
    intro: t(
      'Puhas kile on väärtuslik tooraine, millest saab uusi kilekotte ja plasttooteid. Eraldi kilekonteiner sobib kauplustele, ladudele ja ettevõtetele; kodus võite puhta kile panna segapakendi konteinerisse.',
      'Чистая плёнка — ценное сырьё, из которого делают новые пакеты и изделия из пластика. Отдельный контейнер для плёнки подходит магазинам, складам и предприятиям; дома чистую плёнку можно класть в контейнер для смешанной упаковки.',
      'Clean film is a valuable raw material for new bags and plastic products. A separate film container suits shops, warehouses and businesses; at home, clean film can go in the mixed packaging container.',
    ),
    sections: [
      {
        heading: t('Mis sobib', 'Что можно', 'What belongs here'),
        items: [
          t(
            'Kaubaaluste ja kaupade kile (stretškile)',
            'Стрейч-плёнка с поддонов и товаров',
            'Pallet and stretch wrap',
          ),
          t(
            'Kahanduskile joogipakkide ümbert',
            'Термоусадочная плёнка с упаковок напитков',
            'Shrink wrap from multipacks of drinks',
          ),
          t(
            'Puhtad kilekotid ja ostukotid',
            'Чистые полиэтиленовые пакеты и пакеты для покупок',
            'Clean plastic bags and carrier bags',
          ),
          t('Mullikile', 'Воздушно-пузырьковая плёнка', 'Bubble wrap'),
          t(
            'Mööbli, madratsite ja kodutehnika pakkekile',
            'Упаковочная плёнка от мебели, матрасов и бытовой техники',
            'Wrapping film from furniture, mattresses and appliances',
          ),
          t(
            'Leiva-, puuvilja- ja köögiviljakotid',
            'Пакеты от хлеба, фруктов и овощей',
            'Bread, fruit and vegetable bags',
          ),
        ],
      },
      {
        heading: t('Mis ei sobi', 'Что нельзя', 'What does not belong'),
        items: [
          t(
            'Toidu, mulla või õliga määrdunud kile',
            'Плёнка, испачканная едой, землёй или маслом',
            'Film soiled with food, soil or oil',
          ),
          t(
            'Ehitus- ja aurutõkkekile ehitusplatsilt – see on ehitusjääde',
            'Строительная и пароизоляционная плёнка со стройки — это строительные отходы',
            'Building and vapour barrier film from a site – this is construction waste',
          ),
          t('Kleeplint ja kleebised', 'Скотч и наклейки', 'Adhesive tape and stickers'),
          t(
            'Kõvad plastpakendid: pudelid, karbid, topsid',
            'Жёсткая пластиковая упаковка: бутылки, коробки, стаканчики',
            'Rigid plastic packaging: bottles, boxes, pots',
          ),
          t(
            'Paberi ja kile kihtidega pakendid',
            'Упаковка из слоёв бумаги и плёнки',
            'Packaging made of paper and film layers',
          ),
          t('Prügikotid koos jäätmetega', 'Мусорные мешки вместе с отходами', 'Bin bags with waste in them'),
        ],
      },
      {
        heading: t('Kuidas ette valmistada', 'Как подготовить', 'How to prepare'),
        items: [
          t(
            'Tühjendage ja raputage kile puhtaks',
            'Опорожните и вытряхните плёнку',
            'Empty the film and shake it clean',
          ),
          t(
            'Eemaldage paberist sildid ja kleeplint, kui see on lihtne',
            'Удалите бумажные этикетки и скотч, если это несложно',
            'Remove paper labels and tape where this is easy',
          ),
          t(
            'Toppige väiksemad kiled ühte kilekotti',
            'Сложите мелкую плёнку в один пакет',
            'Stuff smaller pieces of film into one bag',
          ),
          t('Hoidke kile kuivana', 'Держите плёнку сухой', 'Keep the film dry'),
          t(
            'Suured kiletükid voltige kokku, et konteinerisse mahuks rohkem',
            'Крупные куски плёнки сложите, чтобы в контейнер поместилось больше',
            'Fold large sheets so that more fits in the container',
          ),
        ],
      },
      {
        heading: t('Kuhu see edasi läheb', 'Куда она попадает дальше', 'Where it goes next'),
        items: [
          t(
            'Kile sorteeritakse värvi ja plastiliigi järgi',
            'Плёнку сортируют по цвету и виду пластика',
            'Film is sorted by colour and type of plastic',
          ),
          t(
            'Seejärel see pestakse, purustatakse ja sulatatakse graanuliteks',
            'Затем её моют, измельчают и переплавляют в гранулы',
            'It is then washed, shredded and melted into pellets',
          ),
          t(
            'Graanulitest toodetakse uusi prügikotte, kilet ja plasttooteid',
            'Из гранул производят новые мусорные мешки, плёнку и изделия из пластика',
            'The pellets are made into new bin bags, film and plastic products',
          ),
          t(
            'Määrdunud kile ei sobi ringlusse ja läheb energiaks',
            'Грязная плёнка не подходит для переработки и идёт на получение энергии',
            'Dirty film cannot be recycled and is used for energy',
          ),
        ],
      },
    ],
  },

  {
    key: 'biodegradable-waste',
    title: t('Biolagunevad jäätmed', 'Биоразлагаемые отходы', 'Biodegradable waste'),
    intro: t(
      'Toidu- ja köögijäätmed moodustavad suure osa olmejäätmetest. Eraldi kogutuna saab neist komposti ja biogaasi, segaolmejäätmete hulgas lähevad need aga põletusse.',
      'Пищевые и кухонные отходы составляют значительную часть бытовых отходов. При раздельном сборе из них получают компост и биогаз, а среди смешанных отходов они отправляются на сжигание.',
      'Food and kitchen waste makes up a large part of household waste. Collected separately it becomes compost and biogas; mixed with other waste it is incinerated.',
    ),
    sections: [
      {
        heading: t('Mis sobib', 'Что можно', 'What belongs here'),
        items: [
          t(
            'Puu- ja köögiviljade jäägid ning koored',
            'Остатки и очистки овощей и фруктов',
            'Fruit and vegetable scraps and peel',
          ),
          t(
            'Toidujäägid, riknenud toit, liha- ja kalajäätmed',
            'Остатки еды, испорченные продукты, отходы мяса и рыбы',
            'Leftovers, spoiled food, meat and fish scraps',
          ),
          t(
            'Kohvipaks koos paberfiltriga ja teepakid',
            'Кофейная гуща с бумажным фильтром и чайные пакетики',
            'Coffee grounds with paper filters and tea bags',
          ),
          t('Munakoored', 'Яичная скорлупа', 'Eggshells'),
          t(
            'Paberist majapidamisrätikud ja salvrätikud',
            'Бумажные полотенца и салфетки',
            'Paper kitchen towels and napkins',
          ),
          t(
            'Lõikelilled ja toataimed koos mullaga',
            'Срезанные цветы и комнатные растения вместе с землёй',
            'Cut flowers and houseplants with their soil',
          ),
        ],
      },
      {
        heading: t('Mis ei sobi', 'Что нельзя', 'What does not belong'),
        items: [
          t(
            'Kilekotid ja plastist „biolagunevad“ kotid',
            'Полиэтиленовые пакеты и пластиковые «биоразлагаемые» пакеты',
            'Plastic bags and "biodegradable" plastic bags',
          ),
          t(
            'Pakendid, ka toiduga määrdunud pakendid',
            'Упаковка, в том числе испачканная едой',
            'Packaging, even if it has food on it',
          ),
          t('Tuhk, söed ja suitsukonid', 'Зола, угли и окурки', 'Ash, charcoal and cigarette ends'),
          t(
            'Loomaliiv ja lemmikloomade väljaheited',
            'Наполнитель для кошачьего туалета и экскременты домашних животных',
            'Cat litter and pet droppings',
          ),
          t('Mähkmed ja hügieenitarbed', 'Подгузники и средства гигиены', 'Nappies and hygiene products'),
          t('Tolmuimejakotid', 'Мешки от пылесоса', 'Vacuum cleaner bags'),
          t(
            'Suures koguses aiajäätmeid – need viige jäätmejaama',
            'Большие объёмы садовых отходов — их отвезите в пункт приёма отходов',
            'Large amounts of garden waste – take these to a waste station',
          ),
        ],
      },
      {
        heading: t('Kuidas ette valmistada', 'Как подготовить', 'How to prepare'),
        items: [
          t(
            'Koguge jäätmed köögis väikesesse nõusse paberkoti sisse',
            'Собирайте отходы на кухне в небольшое ведёрко с бумажным пакетом',
            'Collect waste in the kitchen in a small caddy lined with a paper bag',
          ),
          t('Mähkige märjad jäätmed ajalehte', 'Заворачивайте влажные отходы в газету', 'Wrap wet waste in newspaper'),
          t(
            'Nõrutage vedelik enne äraviskamist',
            'Сливайте жидкость перед тем, как выбросить отходы',
            'Drain off liquid before throwing waste away',
          ),
          t(
            'Tühjendage kodune nõu konteinerisse paari päeva tagant',
            'Опорожняйте домашнее ведёрко в контейнер раз в пару дней',
            'Empty your caddy into the bin every couple of days',
          ),
          t(
            'Talvel pange konteineri põhja paberit, et jäätmed kinni ei külmuks',
            'Зимой кладите на дно контейнера бумагу, чтобы отходы не примерзали',
            'In winter, line the bottom of the bin with paper so waste does not freeze to it',
          ),
          t(
            'Suvel hoidke konteinerit varjus ja peske seda regulaarselt',
            'Летом держите контейнер в тени и регулярно мойте его',
            'In summer, keep the bin in the shade and wash it regularly',
          ),
        ],
      },
      {
        heading: t('Kuhu see edasi läheb', 'Куда они попадают дальше', 'Where it goes next'),
        items: [
          t(
            'Biojäätmed viiakse kompostimisväljakule või biogaasijaama',
            'Биоотходы доставляют на компостную площадку или биогазовую станцию',
            'Biowaste goes to a composting site or a biogas plant',
          ),
          t(
            'Biogaasijaamas toodetakse neist biometaani – kütust, millega sõidavad ka prügiautod',
            'На биогазовой станции из них получают биометан — топливо, на котором ездят и мусоровозы',
            'The biogas plant turns it into biomethane – fuel that also powers collection trucks',
          ),
          t(
            'Kääritusjäägist saab põllumeestele vedelväetis',
            'Из остатка брожения получают жидкое удобрение для фермеров',
            'The digestate becomes liquid fertiliser for farmers',
          ),
          t(
            'Kompostimisväljakul valmib mõne kuuga kompost haljastuseks ja aiandusse',
            'На компостной площадке за несколько месяцев созревает компост для озеленения и садоводства',
            'At the composting site, compost for landscaping and gardening is ready within a few months',
          ),
        ],
      },
    ],
  },

  {
    key: 'mixed-construction-waste',
    title: t('Segaehitusjäätmed', 'Смешанные строительные отходы', 'Mixed construction waste'),
    intro: t(
      'Segaehitusjäätmete konteinerisse käivad remondi- ja ehitustöödel tekkivad jäätmed, mida ei ole sorteeritud. Mida paremini jäätmed liigiti eraldate, seda odavam on nende käitlemine.',
      'В контейнер для смешанных строительных отходов кладут несортированные отходы от ремонта и строительства. Чем лучше вы разделяете отходы по видам, тем дешевле их обработка.',
      'The mixed construction waste container is for unsorted waste from renovation and building work. The better you separate waste by type, the cheaper it is to treat.',
    ),
    sections: [
      {
        heading: t('Mis sobib', 'Что можно', 'What belongs here'),
        items: [
          t(
            'Puit, lauad, liistud ja aknaraamid ilma klaasita',
            'Древесина, доски, плинтусы и оконные рамы без стекла',
            'Wood, boards, mouldings and window frames without glass',
          ),
          t('Kipsplaat väikestes kogustes', 'Гипсокартон в небольших количествах', 'Plasterboard in small amounts'),
          t('Vineer, puitlaastplaat ja puitkiudplaat', 'Фанера, ДСП и ДВП', 'Plywood, chipboard and fibreboard'),
          t(
            'Põrandakatted, tapeet ja kile',
            'Напольные покрытия, обои и плёнка',
            'Floor coverings, wallpaper and film',
          ),
          t(
            'Kivivill ja muu isolatsioonimaterjal',
            'Минеральная вата и другие утеплители',
            'Mineral wool and other insulation',
          ),
          t(
            'Keraamilised plaadid ning väikesed kogused tellist ja betooni',
            'Керамическая плитка и небольшое количество кирпича и бетона',
            'Ceramic tiles and small amounts of brick and concrete',
          ),
          t(
            'Uksed, sanitaartehnika ja metallitükid',
            'Двери, сантехника и куски металла',
            'Doors, sanitary ware and pieces of metal',
          ),
        ],
      },
      {
        heading: t('Mis ei sobi', 'Что нельзя', 'What does not belong'),
        items: [
          t(
            'Asbesti sisaldavad jäätmed, näiteks eterniit – tellige nende jaoks eraldi vedu',
            'Отходы с асбестом, например шифер — для них закажите отдельный вывоз',
            'Waste containing asbestos, such as corrugated fibre-cement sheets – order separate transport for it',
          ),
          t(
            'Värvid, lakid, liimid, lahustid ja nende purgid',
            'Краски, лаки, клеи, растворители и банки из-под них',
            'Paints, varnishes, adhesives, solvents and their tins',
          ),
          t('Elektroonika, lambid ja patareid', 'Электроника, лампы и батарейки', 'Electronics, lamps and batteries'),
          t('Rehvid', 'Шины', 'Tyres'),
          t(
            'Olme-, bio- ja pakendijäätmed',
            'Бытовые отходы, биоотходы и упаковка',
            'Household waste, biowaste and packaging',
          ),
          t('Vedelikud', 'Жидкости', 'Liquids'),
          t('Suured kogused pinnast ja kive', 'Большие объёмы грунта и камней', 'Large amounts of soil and stones'),
        ],
      },
      {
        heading: t('Kuidas konteinerit täita', 'Как заполнять контейнер', 'How to fill the container'),
        items: [
          t(
            'Valige konteiner jäätmete mahu ja kaalu järgi; ärge ületage lubatud maksimumkaalu',
            'Выбирайте контейнер по объёму и весу отходов; не превышайте допустимый вес',
            'Choose the container by volume and weight of the waste; do not exceed the maximum weight',
          ),
          t(
            'Asetage konteiner tasasele ja kõvale pinnale, kuhu auto pääseb',
            'Ставьте контейнер на ровное твёрдое место, куда может подъехать машина',
            'Place the container on firm, level ground the truck can reach',
          ),
          t(
            'Täitke konteiner ühtlaselt, rasked jäätmed põhja',
            'Заполняйте контейнер равномерно, тяжёлые отходы — на дно',
            'Fill the container evenly, with heavy waste at the bottom',
          ),
          t(
            'Ärge laadige üle äärte – ülekoormatud konteinerit ei tohi vedada',
            'Не загружайте выше бортов — переполненный контейнер перевозить нельзя',
            'Do not load above the rim – an overfilled container cannot be transported',
          ),
          t(
            'Lõhkuge või saagige suured esemed väiksemaks',
            'Разбирайте или распиливайте крупные предметы',
            'Break up or saw large items into smaller pieces',
          ),
          t(
            'Tänavale paigutamiseks on vaja omavalitsuse luba',
            'Для установки на улице нужно разрешение самоуправления',
            'Placing a container on the street requires a permit from the municipality',
          ),
        ],
      },
      {
        heading: t('Sorteerige ja säästke', 'Сортируйте и экономьте', 'Sort and save'),
        items: [
          t(
            'Puhas betoon, tellis ja kivi on eraldi kogutuna oluliselt odavam',
            'Чистый бетон, кирпич и камень при раздельном сборе обходятся значительно дешевле',
            'Clean concrete, brick and stone are much cheaper when collected separately',
          ),
          t(
            'Puhas puit on eraldi kogutuna soodsam kui segajäätmed',
            'Чистая древесина при раздельном сборе дешевле смешанных отходов',
            'Clean wood costs less when kept separate from mixed waste',
          ),
          t(
            'Metalli võtame eraldi vastu ja vanametalli ostame',
            'Металл принимаем отдельно, а металлолом покупаем',
            'We accept metal separately and buy scrap metal',
          ),
          t(
            'Kipsijäätmed koguge eraldi ja hoidke kuivana',
            'Собирайте гипсовые отходы отдельно и держите их сухими',
            'Keep plaster waste separate and dry',
          ),
          t(
            'Hinnad leiate oma piirkonna ehitusjäätmete hinnakirjast',
            'Цены — в прайс-листе на строительные отходы вашего региона',
            "See your region's construction waste price list for prices",
          ),
        ],
      },
      {
        heading: t('Kuhu see edasi läheb', 'Куда они попадают дальше', 'Where it goes next'),
        items: [
          t(
            'Sorteerimisjaamas eraldatakse puit, metall, mineraalsed jäätmed ja plast',
            'На сортировочной станции отделяют древесину, металл, минеральные отходы и пластик',
            'At the sorting plant, wood, metal, mineral waste and plastic are separated',
          ),
          t(
            'Betoon ja tellis purustatakse täitematerjaliks',
            'Бетон и кирпич дробят в заполнитель',
            'Concrete and brick are crushed into aggregate',
          ),
          t('Puit hakitakse kütteks', 'Древесину измельчают в щепу для отопления', 'Wood is chipped for fuel'),
          t('Metall läheb ümbersulatamisele', 'Металл отправляют на переплавку', 'Metal is melted down and reused'),
          t(
            'Ülejäänud osa läheb energiaks või prügilasse',
            'Остаток идёт на получение энергии или на полигон',
            'What is left is used for energy or landfilled',
          ),
        ],
      },
    ],
  },

  {
    key: 'mixed-municipal-waste',
    title: t('Segaolmejäätmed', 'Смешанные бытовые отходы', 'Mixed municipal waste'),
    intro: t(
      'Segaolmejäätmete konteinerisse käib see, mis jääb alles pärast pakendite, paberi, biojäätmete, klaasi ja ohtlike jäätmete eraldamist. Mida vähem sinna satub, seda harvem on vaja konteinerit tühjendada.',
      'В контейнер для смешанных бытовых отходов идёт то, что остаётся после того, как вы отделили упаковку, бумагу, биоотходы, стекло и опасные отходы. Чем меньше туда попадает, тем реже нужно опорожнять контейнер.',
      'The mixed municipal waste bin is for what is left after you have separated packaging, paper, biowaste, glass and hazardous waste. The less that goes in, the less often the bin needs emptying.',
    ),
    sections: [
      {
        heading: t('Mis sobib', 'Что можно', 'What belongs here'),
        items: [
          t('Mähkmed ja hügieenitarbed', 'Подгузники и средства гигиены', 'Nappies and hygiene products'),
          t('Tolmuimejakotid ja pühkmed', 'Мешки от пылесоса и сметённый мусор', 'Vacuum cleaner bags and sweepings'),
          t('Pakendid, mida ei saa puhastada', 'Упаковка, которую нельзя очистить', 'Packaging that cannot be cleaned'),
          t(
            'Katkised nõud, portselan ja peeglid',
            'Разбитая посуда, фарфор и зеркала',
            'Broken crockery, china and mirrors',
          ),
          t('Loomaliiv', 'Наполнитель для кошачьего туалета', 'Cat litter'),
          t('Jahtunud tuhk ja suitsukonid', 'Остывшая зола и окурки', 'Cold ash and cigarette ends'),
          t(
            'Kassatšekid, fotod ja kilega kaetud paber',
            'Кассовые чеки, фотографии и ламинированная бумага',
            'Till receipts, photos and laminated paper',
          ),
          t(
            'Kummikindad, hambaharjad ja muud väikesed plastesemed',
            'Резиновые перчатки, зубные щётки и другие мелкие пластиковые предметы',
            'Rubber gloves, toothbrushes and other small plastic items',
          ),
        ],
      },
      {
        heading: t('Mis ei sobi', 'Что нельзя', 'What does not belong'),
        items: [
          t(
            'Ohtlikud jäätmed: patareid, värvid, ravimid, kemikaalid',
            'Опасные отходы: батарейки, краски, лекарства, химикаты',
            'Hazardous waste: batteries, paints, medicines, chemicals',
          ),
          t('Elektroonika ja lambid', 'Электроника и лампы', 'Electronics and lamps'),
          t('Puhtad pakendid, paber ja klaas', 'Чистая упаковка, бумага и стекло', 'Clean packaging, paper and glass'),
          t(
            'Biojäätmed, kui teil on biojäätmete konteiner või komposter',
            'Биоотходы, если у вас есть контейнер для биоотходов или компостер',
            'Biowaste, if you have a biowaste bin or a composter',
          ),
          t('Tekstiil', 'Текстиль', 'Textiles'),
          t('Ehitus- ja suurjäätmed', 'Строительные и крупногабаритные отходы', 'Construction and bulky waste'),
          t('Kuum tuhk ja söed', 'Горячая зола и угли', 'Hot ash and embers'),
        ],
      },
      {
        heading: t('Kuidas ette valmistada', 'Как подготовить', 'How to prepare'),
        items: [
          t('Pange jäätmed kinniseotud kotti', 'Кладите отходы в завязанный пакет', 'Put waste in a tied bag'),
          t(
            'Ärge tampige jäätmeid konteinerisse – need võivad kinni jääda',
            'Не утрамбовывайте отходы — они могут застрять в контейнере',
            'Do not press waste down hard – it can get stuck in the bin',
          ),
          t(
            'Kaas peab sulguma; ülekoormatud konteineri kõrvale jäetud kotte ei vii me ära',
            'Крышка должна закрываться; мешки рядом с переполненным контейнером мы не забираем',
            'The lid must close; we do not take bags left next to an overfilled bin',
          ),
          t(
            'Asetage konteiner tühjenduspäeval kella 7-ks kohta, kuhu auto pääseb',
            'В день вывоза выставите контейнер к 7 утра туда, куда может подъехать машина',
            'On collection day, put the bin out by 7 a.m. where the truck can reach it',
          ),
          t(
            'Talvel hoidke juurdepääs lumest ja jääst puhas',
            'Зимой расчищайте подъезд от снега и льда',
            'In winter, keep the access route clear of snow and ice',
          ),
          t(
            'Kui konteiner täitub liiga kiiresti, tellige lisatühjendus või suurem konteiner',
            'Если контейнер заполняется слишком быстро, закажите дополнительный вывоз или контейнер побольше',
            'If the bin fills up too quickly, order an extra collection or a larger bin',
          ),
        ],
      },
      {
        heading: t('Kuhu see edasi läheb', 'Куда они попадают дальше', 'Where it goes next'),
        items: [
          t(
            'Jäätmed viiakse jäätmekäitluskeskusesse',
            'Отходы доставляют в центр обработки отходов',
            'The waste goes to a waste management centre',
          ),
          t(
            'Sealt eraldatakse masinatega metallid ja muud ringlussevõetavad materjalid',
            'Там машинами отделяют металлы и другие пригодные для переработки материалы',
            'Machines separate out metals and other recyclable materials',
          ),
          t(
            'Ülejäänud osast toodetakse jäätmepõletusel soojust ja elektrit',
            'Из оставшейся части при сжигании производят тепло и электроэнергию',
            'The rest is incinerated to produce heat and electricity',
          ),
          t(
            'Põletamisel tekkinud räbu sõelutakse ja sellest eraldatakse metall',
            'Шлак после сжигания просеивают и извлекают из него металл',
            'The ash left after incineration is screened and the metal recovered',
          ),
        ],
      },
    ],
  },

  {
    key: 'mixed-packaging',
    title: t('Segapakend', 'Смешанная упаковка', 'Mixed packaging'),
    intro: t(
      'Segapakendi konteinerisse käivad plast-, metall- ja joogikartongpakendid. Sorteerimisjaamas eraldatakse need materjali järgi ja saadetakse ringlusse.',
      'В контейнер для смешанной упаковки кладут пластиковую и металлическую упаковку и картонную упаковку от напитков. На сортировочной станции её разделяют по материалам и отправляют на переработку.',
      'The mixed packaging container is for plastic, metal and beverage carton packaging. At the sorting plant it is separated by material and sent for recycling.',
    ),
    sections: [
      {
        heading: t('Mis sobib', 'Что можно', 'What belongs here'),
        items: [
          t(
            'Pandita plastpudelid ja -kanistrid',
            'Пластиковые бутылки и канистры без залога',
            'Plastic bottles and canisters without a deposit',
          ),
          t(
            'Jogurti-, hapukoore- ja võitopsid',
            'Стаканчики от йогурта, сметаны и масла',
            'Yoghurt, sour cream and butter pots',
          ),
          t(
            'Plastkarbid ja -alused, näiteks puuvilja- ja lihakarbid',
            'Пластиковые коробки и лотки, например от фруктов и мяса',
            'Plastic boxes and trays, such as fruit and meat trays',
          ),
          t(
            'Piima- ja mahlapakid (joogikartongid)',
            'Пакеты от молока и сока (картонная упаковка от напитков)',
            'Milk and juice cartons (beverage cartons)',
          ),
          t('Konservikarbid ja metallkaaned', 'Консервные банки и металлические крышки', 'Food tins and metal lids'),
          t('Alumiiniumfoolium ja -vormid', 'Алюминиевая фольга и формы', 'Aluminium foil and trays'),
          t(
            'Krõpsu- ja kommikotid ning puhtad kilekotid',
            'Пакеты от чипсов и конфет, чистые полиэтиленовые пакеты',
            'Crisp and sweet packets and clean plastic bags',
          ),
          t(
            'Tühjad aerosoolipudelid (toidu ja kosmeetika omad)',
            'Пустые аэрозольные баллончики (от продуктов и косметики)',
            'Empty aerosol cans (food and cosmetics)',
          ),
        ],
      },
      {
        heading: t('Mis ei sobi', 'Что нельзя', 'What does not belong'),
        items: [
          t(
            'Pandimärgiga pudelid ja purgid – viige need taaraautomaati',
            'Бутылки и банки со знаком залога — сдайте их в таромат',
            'Bottles and cans with a deposit mark – take them to a reverse vending machine',
          ),
          t(
            'Klaaspakend – see käib klaasikonteinerisse',
            'Стеклянная упаковка — она идёт в контейнер для стекла',
            'Glass packaging – it goes in the glass container',
          ),
          t('Paber- ja kartongpakend', 'Бумажная и картонная упаковка', 'Paper and cardboard packaging'),
          t(
            'Ohtlike ainete pakendid: värvi-, õli- ja kemikaalipurgid',
            'Упаковка от опасных веществ: банки из-под краски, масла и химикатов',
            'Packaging of hazardous substances: paint, oil and chemical containers',
          ),
          t(
            'Plastesemed, mis ei ole pakendid: mänguasjad, ämbrid, voolikud',
            'Пластиковые предметы, которые не являются упаковкой: игрушки, вёдра, шланги',
            'Plastic items that are not packaging: toys, buckets, hoses',
          ),
          t('Toidujäätmed ja mähkmed', 'Пищевые отходы и подгузники', 'Food waste and nappies'),
        ],
      },
      {
        heading: t('Kuidas ette valmistada', 'Как подготовить', 'How to prepare'),
        items: [
          t(
            'Tühjendage pakend; loputamine ei ole alati vajalik, kuid toidujäänuseid ei tohi jääda',
            'Опорожните упаковку; мыть её не всегда обязательно, но остатков еды быть не должно',
            'Empty the packaging; rinsing is not always needed, but no food should be left',
          ),
          t('Pressige pudelid ja karbid kokku', 'Сожмите бутылки и коробки', 'Squash bottles and boxes'),
          t(
            'Pange väiksemad pakendid üksteise sisse',
            'Вкладывайте мелкую упаковку друг в друга',
            'Nest smaller items inside each other',
          ),
          t(
            'Korgid ja kaaned võivad jääda pakendi külge',
            'Крышки и колпачки можно оставить на упаковке',
            'Caps and lids can stay on',
          ),
          t(
            'Pange pakendid konteinerisse lahtiselt või lahtises kotis',
            'Кладите упаковку в контейнер россыпью или в открытом пакете',
            'Put packaging in the container loose or in an open bag',
          ),
        ],
      },
      {
        heading: t('Kuhu see edasi läheb', 'Куда она попадает дальше', 'Where it goes next'),
        items: [
          t(
            'Sorteerimisjaamas eraldatakse metall magnetiga ja plast liikide kaupa',
            'На сортировочной станции металл отделяют магнитом, а пластик — по видам',
            'At the sorting plant, metal is separated with magnets and plastic by type',
          ),
          t(
            'Plast purustatakse, pestakse ja sulatatakse graanuliteks',
            'Пластик измельчают, моют и переплавляют в гранулы',
            'Plastic is shredded, washed and melted into pellets',
          ),
          t(
            'Joogikartongidest eraldatakse paberikiud',
            'Из пакетов от напитков извлекают бумажное волокно',
            'Paper fibre is recovered from beverage cartons',
          ),
          t(
            'Metallist saab uus metall ilma kvaliteedikaota',
            'Из металла получается новый металл без потери качества',
            'Metal becomes new metal without losing quality',
          ),
          t(
            'Sorteerimata jääk läheb energiaks',
            'Неотсортированный остаток идёт на получение энергии',
            'The unsortable residue is used for energy',
          ),
        ],
      },
    ],
  },
]
