// Demo content: the customer-support section. Facts from SPEC sections 1, 3, 5 and 9; office street
// addresses, office e-mails and retention periods are invented for the demo.
import type { SeedPage } from '../types'

/** Joins Markdown blocks (paragraphs, headings, lists) with blank lines. */
const md = (...blocks: string[]) => blocks.join('\n\n')

export const pages: SeedPage[] = [
  {
    path: '/customer-support',
    order: 50,
    title: { et: 'Klienditugi', ru: 'Поддержка клиентов', en: 'Customer support' },
    description: {
      et: 'Kontaktid, kontaktivorm, häireteated, korduma kippuvad küsimused, sorteerimisjuhendid, hinnakirjad ja järgmise tühjenduse päev.',
      ru: 'Контакты, форма обращения, экстренные уведомления, частые вопросы, инструкции по сортировке, прайс-листы и дата следующего вывоза.',
      en: 'Contacts, contact form, emergency notices, frequently asked questions, sorting guides, price lists and your next collection day.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: md(
            'Siit leiate vastused igapäevastele küsimustele: millal on järgmine tühjendus, miks konteiner jäi tühjendamata, kuidas jäätmeid sorteerida ja kuidas meiega ühendust võtta.',
            'Lepingu andmeid, tühjenduspäeva muutmist ja lisatühjenduse tellimist saate teha ka iseteeninduses – nupp on iga lehe ülaosas. Klienditeenindus vastab lühinumbril **1919** esmaspäevast reedeni kell 09:00–17:00.',
          ),
          ru: md(
            'Здесь собраны ответы на повседневные вопросы: когда следующий вывоз, почему контейнер не опорожнили, как сортировать отходы и как с нами связаться.',
            'Данные договора, смену дня вывоза и заказ дополнительного вывоза можно оформить и на портале самообслуживания — кнопка есть в верхней части каждой страницы. Служба обслуживания клиентов отвечает по короткому номеру **1919** с понедельника по пятницу с 09:00 до 17:00.',
          ),
          en: md(
            'Here you will find answers to everyday questions: when your next collection is due, why a bin was not emptied, how to sort waste and how to reach us.',
            'You can also view your contract, change your collection day and order an extra collection in the self-service portal – the button is at the top of every page. Customer service answers on the short number **1919** Monday to Friday, 09:00–17:00.',
          ),
        },
      },
      { blockType: 'cards', children: true },
    ],
  },

  {
    path: '/customer-support/contact',
    order: 1,
    title: { et: 'Kontakt', ru: 'Контакты', en: 'Contact' },
    description: {
      et: 'Klienditeeninduse lühinumber 1919, piirkondlike kontorite aadressid ja lahtiolekuajad, maksmisvõimalused ja kõnehinnad.',
      ru: 'Короткий номер службы обслуживания 1919, адреса и часы работы региональных офисов, способы оплаты и стоимость звонков.',
      en: 'Customer service short number 1919, regional office addresses and opening hours, payment options and call charges.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: md(
            '## Klienditeenindus',
            'Helistage lühinumbril **1919** või kirjutage meile [kontaktivormi](/customer-support/contact-us) kaudu. Klienditeenindus on avatud **esmaspäevast reedeni kell 09:00–17:00**. Kõik kõned salvestatakse teeninduse kvaliteedi tagamiseks ja kokkulepete tõendamiseks; täpsemalt lugege [isikuandmete töötlemise](/customer-support/personal-data-processing) lehelt.',
          ),
          ru: md(
            '## Служба обслуживания клиентов',
            'Позвоните по короткому номеру **1919** или напишите нам через [форму обращения](/customer-support/contact-us). Служба обслуживания работает **с понедельника по пятницу с 09:00 до 17:00**. Все звонки записываются — это помогает нам следить за качеством обслуживания и подтверждать договорённости. Подробнее — на странице об [обработке персональных данных](/customer-support/personal-data-processing).',
          ),
          en: md(
            '## Customer service',
            'Call the short number **1919** or write to us using the [contact form](/customer-support/contact-us). Customer service is open **Monday to Friday, 09:00–17:00**. All calls are recorded so that we can check the quality of our service and confirm what was agreed; see [personal data processing](/customer-support/personal-data-processing) for details.',
          ),
        },
      },
      {
        blockType: 'contact',
        heading: { et: 'Piirkondlikud kontorid', ru: 'Региональные офисы', en: 'Regional offices' },
        offices: [
          {
            name: { et: 'Tallinna kontor', ru: 'Таллиннский офис', en: 'Tallinn office' },
            region: { et: 'Põhja piirkond', ru: 'Северный регион', en: 'North region' },
            address: { et: 'Demo tn 1, 10111 Tallinn', ru: 'Demo tn 1, 10111 Таллинн', en: 'Demo tn 1, 10111 Tallinn' },
            phone: '1919',
            email: 'tallinn@jaatmeveo.example',
            hours: { et: 'E–R 09:00–17:00', ru: 'Пн–Пт 09:00–17:00', en: 'Mon–Fri 09:00–17:00' },
            payment: { et: 'Pangakaart ja sularaha', ru: 'Банковская карта и наличные', en: 'Bank card and cash' },
          },
          {
            name: { et: 'Tartu kontor', ru: 'Тартуский офис', en: 'Tartu office' },
            region: { et: 'Lõuna piirkond', ru: 'Южный регион', en: 'South region' },
            address: {
              et: 'Näidise tn 5, 50101 Tartu',
              ru: 'Näidise tn 5, 50101 Тарту',
              en: 'Näidise tn 5, 50101 Tartu',
            },
            phone: '1919',
            email: 'tartu@jaatmeveo.example',
            hours: { et: 'E–R 09:00–17:00', ru: 'Пн–Пт 09:00–17:00', en: 'Mon–Fri 09:00–17:00' },
            payment: { et: 'Pangakaart ja sularaha', ru: 'Банковская карта и наличные', en: 'Bank card and cash' },
          },
          {
            name: { et: 'Viljandi kontor', ru: 'Вильяндиский офис', en: 'Viljandi office' },
            region: { et: 'Lääne piirkond', ru: 'Западный регион', en: 'West region' },
            address: {
              et: 'Proovi tn 12, 71003 Viljandi',
              ru: 'Proovi tn 12, 71003 Вильянди',
              en: 'Proovi tn 12, 71003 Viljandi',
            },
            phone: '1919',
            email: 'viljandi@jaatmeveo.example',
            hours: { et: 'E–R 09:00–17:00', ru: 'Пн–Пт 09:00–17:00', en: 'Mon–Fri 09:00–17:00' },
            payment: { et: 'Pangakaart ja sularaha', ru: 'Банковская карта и наличные', en: 'Bank card and cash' },
          },
        ],
      },
      {
        blockType: 'salesContacts',
        heading: { et: 'Müük ja hinnapakkumised', ru: 'Продажи и ценовые предложения', en: 'Sales and quotations' },
      },
      {
        blockType: 'richText',
        body: {
          et: md(
            '## Maksmine kontoris',
            'Pangakaardiga saab maksta ainult **Tallinna, Tartu ja Viljandi** kontoris. Teistes klienditeeninduspunktides saab tasuda ainult sularahas. Arvet saab alati tasuda ka pangaülekandega – arve number ja viitenumber on arvel.',
          ),
          ru: md(
            '## Оплата в офисе',
            'Банковской картой можно расплатиться только в офисах **в Таллинне, Тарту и Вильянди**. В остальных пунктах обслуживания клиентов принимаются только наличные. Счёт всегда можно оплатить и банковским переводом — номер счёта и ссылочный номер указаны в самом счёте.',
          ),
          en: md(
            '## Paying at an office',
            'Card payment is accepted only at the **Tallinn, Tartu and Viljandi** offices. Other customer service points accept cash only. You can always pay an invoice by bank transfer as well – the invoice number and reference number are printed on the invoice.',
          ),
        },
      },
      {
        blockType: 'table',
        caption: {
          et: 'Lühinumbri 1919 kõnehinnad',
          ru: 'Стоимость звонков на короткий номер 1919',
          en: 'Call charges for the short number 1919',
        },
        columns: [
          { et: 'Kust helistate', ru: 'Откуда звоните', en: 'Calling from' },
          { et: 'Hind', ru: 'Цена', en: 'Charge' },
        ],
        rows: [
          [
            { et: 'Mobiiltelefonilt', ru: 'С мобильного телефона', en: 'Mobile phone' },
            { et: '0,2278 €/min', ru: '0,2278 €/мин', en: '€0.2278 per minute' },
          ],
          [
            { et: 'Lauatelefonilt', ru: 'Со стационарного телефона', en: 'Landline' },
            {
              et: '0,0312 € kõne alustamine + 0,0222 €/min',
              ru: '0,0312 € за соединение + 0,0222 €/мин',
              en: '€0.0312 per call + €0.0222 per minute',
            },
          ],
          [
            { et: 'Teiste operaatorite võrgust', ru: 'Из сетей других операторов', en: 'Other operators' },
            {
              et: '0,23 või 0,30 €/min, sõltuvalt operaatorist',
              ru: '0,23 или 0,30 €/мин в зависимости от оператора',
              en: '€0.23 or €0.30 per minute, depending on the operator',
            },
          ],
        ],
        note: {
          et: 'Hinnad kehtestab teie sideoperaator; tabelis on hinnad koos käibemaksuga.',
          ru: 'Цены устанавливает ваш оператор связи; в таблице указаны цены с НСО.',
          en: 'Charges are set by your telephone operator; prices include VAT.',
        },
      },
      {
        blockType: 'table',
        caption: {
          et: 'Piirkondlikud telefoniliinid',
          ru: 'Региональные телефонные линии',
          en: 'Regional phone lines',
        },
        columns: [
          { et: 'Piirkond', ru: 'Регион', en: 'Area' },
          { et: 'Kuidas helistada', ru: 'Как позвонить', en: 'How to call' },
        ],
        rows: [
          [
            { et: 'Tallinn', ru: 'Таллинн', en: 'Tallinn' },
            { et: 'Lühinumber 1919', ru: 'Короткий номер 1919', en: 'Short number 1919' },
          ],
          [
            { et: 'Harku vald', ru: 'Волость Харку', en: 'Harku rural municipality' },
            { et: 'Lühinumber 1919', ru: 'Короткий номер 1919', en: 'Short number 1919' },
          ],
          [
            {
              et: 'Harjumaa ja naaberpiirkonnad',
              ru: 'Харьюмаа и соседние районы',
              en: 'Harju County and neighbouring areas',
            },
            { et: 'Lühinumber 1919', ru: 'Короткий номер 1919', en: 'Short number 1919' },
          ],
          [
            { et: 'Tartu ja Lõuna-Eesti', ru: 'Тарту и Южная Эстония', en: 'Tartu and South Estonia' },
            { et: 'Lühinumber 1919', ru: 'Короткий номер 1919', en: 'Short number 1919' },
          ],
          [
            { et: 'Viljandi, Valga ja Pärnu', ru: 'Вильянди, Валга и Пярну', en: 'Viljandi, Valga and Pärnu' },
            { et: 'Lühinumber 1919', ru: 'Короткий номер 1919', en: 'Short number 1919' },
          ],
          [
            { et: 'Saaremaa', ru: 'Сааремаа', en: 'Saaremaa' },
            { et: 'Lühinumber 1919', ru: 'Короткий номер 1919', en: 'Short number 1919' },
          ],
        ],
        note: {
          et: 'Kõik piirkondlikud liinid on koondatud lühinumbrile 1919: kõne suunatakse teie piirkonda teenindavale meeskonnale.',
          ru: 'Все региональные линии объединены в короткий номер 1919: звонок переводится команде, которая обслуживает ваш регион.',
          en: 'All regional lines are reached through the short number 1919: your call is put through to the team serving your area.',
        },
      },
    ],
  },

  {
    path: '/customer-support/contact-us',
    order: 2,
    title: { et: 'Võtke meiega ühendust', ru: 'Напишите нам', en: 'Contact us' },
    description: {
      et: 'Saatke klienditeenindusele päring: lisatühjendus, tühjenduse tühistamine, graafiku muutmine, arve küsimused, ehitusjäätmete tellimused ja hinnapakkumised.',
      ru: 'Отправьте запрос в службу обслуживания: дополнительный вывоз, отмена вывоза, изменение графика, вопросы по счетам, заказы на вывоз строительных отходов и ценовые предложения.',
      en: 'Send a request to customer service: extra collections, cancelled collections, schedule changes, invoice questions, construction waste orders and quotations.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Vormi kaudu saadetud kiri loob klienditeeninduses päringu ja vastame sellele **3 tööpäeva jooksul**. Lisatühjenduse saab tellida hiljemalt **tühjendusele eelneval tööpäeval kell 15:00**. Sõltuvalt konteineri kaugusest prügiauto peatumiskohast võib lisanduda kaugustasu. Tühjenduse tellimiseks täitke kõik tärniga tähistatud väljad – puudulike andmetega tellimust täita ei saa.',
          ru: 'Сообщение, отправленное через форму, создаёт запрос в службе обслуживания клиентов, и мы ответим на него **в течение 3 рабочих дней**. Дополнительный вывоз можно заказать не позднее **15:00 рабочего дня, предшествующего дню вывоза**. В зависимости от расстояния контейнера до места остановки мусоровоза может добавиться плата за расстояние. Чтобы заказать вывоз, заполните все поля, отмеченные звёздочкой: при неполных данных заказ выполнить нельзя.',
          en: 'A message sent with this form creates a request for our customer service, and we answer **within 3 working days**. An extra collection can be ordered no later than **15:00 on the working day before the collection**. Depending on how far the container is from where the truck stops, a distance fee may be added. To order a collection, fill in every field marked with an asterisk – an order with incomplete details cannot be carried out.',
        },
      },
    ],
  },

  {
    path: '/customer-support/emergency-notice',
    order: 3,
    title: { et: 'Häireteated', ru: 'Экстренные уведомления', en: 'Emergency notices' },
    description: {
      et: 'Ajakohased teated jäätmeveo häiretest, muutunud lahtiolekuaegadest, suletud teeninduspunktidest ja pühadeaegsetest tühjenduspäevadest.',
      ru: 'Актуальные уведомления о перебоях в вывозе отходов, изменённых часах работы, закрытых пунктах обслуживания и переносе дней вывоза в праздники.',
      en: 'Current notices about collection disruptions, changed opening hours, closed service points and collection days moved by public holidays.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Siin avaldame teated, mis võivad mõjutada teie jäätmevedu või kontorikülastust: tormi- ja ilmastikuviivitused, teede sulgemised, muutunud lahtiolekuajad ja pühade tõttu nihkuvad tühjenduspäevad. Uusimad teated on eespool. Kui teie konteiner jäi tühjendamata, vaadake ka [tühjendamata aadresside](/customer-support/unserved-addresses) nimekirja.',
          ru: 'Здесь мы публикуем уведомления, которые могут повлиять на вывоз ваших отходов или посещение офиса: задержки из-за штормов и погоды, перекрытия дорог, изменённые часы работы и перенос дней вывоза из-за праздников. Самые новые уведомления — вверху. Если ваш контейнер не опорожнили, проверьте также [список адресов без вывоза](/customer-support/unserved-addresses).',
          en: 'This is where we publish notices that may affect your collection or a visit to our office: storm and weather delays, road closures, changed opening hours and collection days moved by public holidays. The newest notices come first. If your bin was not emptied, also check the list of [unserved addresses](/customer-support/unserved-addresses).',
        },
      },
    ],
  },

  {
    path: '/customer-support/faq',
    order: 4,
    title: { et: 'Korduma kippuvad küsimused', ru: 'Часто задаваемые вопросы', en: 'Frequently asked questions' },
    description: {
      et: 'Vastused levinumatele küsimustele tühjenduspäevade, lisatühjenduste, arvete, ohtlike jäätmete, elektroonika, konteinerite ja lühinumbri 1919 kohta.',
      ru: 'Ответы на частые вопросы о днях вывоза, дополнительном вывозе, счетах, опасных отходах, электронике, контейнерах и коротком номере 1919.',
      en: 'Answers to common questions about collection days, extra collections, invoices, hazardous waste, electronics, containers and the short number 1919.',
    },
    layout: [
      {
        blockType: 'accordion',
        items: [
          {
            question: {
              et: 'Kuidas muuta oma tühjenduspäeva?',
              ru: 'Как изменить день вывоза?',
              en: 'How do I change my collection day?',
            },
            answer: {
              et: 'Tühjenduspäeva saate muuta iseteeninduses (nupp lehe ülaosas): valige leping, objekt ja sobiv uus päev. Kui iseteenindust kasutada ei saa, saatke pöördumine [kontaktivormiga](/customer-support/contact-us) teemaga „Graafiku muutmine“. Uus graafik hakkab kehtima pärast kinnitust.',
              ru: 'День вывоза можно изменить на портале самообслуживания (кнопка вверху страницы): выберите договор, объект и удобный новый день. Если пользоваться порталом не получается, отправьте [форму обращения](/customer-support/contact-us) с темой «Изменение графика». Новый график начинает действовать после подтверждения.',
              en: 'You can change your collection day in the self-service portal (button at the top of the page): choose the contract, the property and a new day that suits you. If you cannot use the portal, send the [contact form](/customer-support/contact-us) with the topic "Schedule change". The new schedule applies once we have confirmed it.',
            },
          },
          {
            question: {
              et: 'Mu konteiner jäi tühjendamata. Mida teha?',
              ru: 'Мой контейнер не опорожнили. Что делать?',
              en: 'My bin was not emptied. What should I do?',
            },
            answer: {
              et: md(
                'Kontrollige [tühjendamata aadresside](/customer-support/unserved-addresses) lehelt, kas teie aadress on seal: nimekiri hõlmab kolme eelmist päeva ning näitab põhjust ja uut tühjenduskuupäeva. Levinumad põhjused on suletud värav, auto ees pargitud sõiduk, lumine või jäine juurdepääs ja ülekoormatud konteiner.',
                'Kui teie aadressi nimekirjas ei ole, andke sellest teada [kontaktivormiga](/customer-support/contact-us) või helistage lühinumbril 1919.',
              ),
              ru: md(
                'Проверьте на странице [адресов без вывоза](/customer-support/unserved-addresses), есть ли там ваш адрес: список охватывает три предыдущих дня и показывает причину и новую дату вывоза. Самые частые причины — закрытые ворота, припаркованная машина, заснеженный или обледеневший подъезд и переполненный контейнер.',
                'Если вашего адреса в списке нет, сообщите нам через [форму обращения](/customer-support/contact-us) или по короткому номеру 1919.',
              ),
              en: md(
                'Check the [unserved addresses](/customer-support/unserved-addresses) page to see whether your address is listed: it covers the previous three days and shows the reason and the new collection date. The most common reasons are a locked gate, a parked car blocking the way, snow or ice on the access route and an overfilled container.',
                'If your address is not on the list, let us know using the [contact form](/customer-support/contact-us) or call 1919.',
              ),
            },
          },
          {
            question: {
              et: 'Kust näen oma järgmist tühjenduskuupäeva?',
              ru: 'Где узнать дату следующего вывоза?',
              en: 'Where can I see my next collection date?',
            },
            answer: {
              et: 'Sisestage oma lepingu number lehel [Järgmine tühjenduspäev](/customer-support/next-shipping-day). Näete kõiki lähiaja tühjendusi koos jäätmeliigi, konteineri ja aadressiga. Lepingu numbri leiate arvelt ja iseteenindusest.',
              ru: 'Введите номер договора на странице [«Следующий день вывоза»](/customer-support/next-shipping-day). Вы увидите все ближайшие вывозы с видом отходов, контейнером и адресом. Номер договора указан в счёте и на портале самообслуживания.',
              en: 'Enter your contract number on the [next collection day](/customer-support/next-shipping-day) page. You will see all upcoming collections with the waste type, container and address. Your contract number is printed on your invoice and shown in the self-service portal.',
            },
          },
          {
            question: {
              et: 'Kuidas tellida lisatühjendust ja mis kellaajani?',
              ru: 'Как заказать дополнительный вывоз и до какого времени?',
              en: 'How do I order an extra collection, and by when?',
            },
            answer: {
              et: 'Lisatühjenduse saate tellida iseteeninduses või [kontaktivormiga](/customer-support/contact-us) (teema „Lisatühjenduse soov“). Tellimus peab meieni jõudma hiljemalt **tühjendusele eelneval tööpäeval kell 15:00**. Esmaspäevase tühjenduse jaoks tähendab see reedet kell 15:00. Täitke kõik tärniga väljad, muidu tühjendust tellida ei saa.',
              ru: 'Дополнительный вывоз можно заказать на портале самообслуживания или через [форму обращения](/customer-support/contact-us) (тема «Заказ дополнительного вывоза»). Заказ должен поступить не позднее **15:00 рабочего дня, предшествующего дню вывоза**. Для вывоза в понедельник это пятница, 15:00. Заполните все поля со звёздочкой, иначе заказ не будет принят.',
              en: 'Order an extra collection in the self-service portal or with the [contact form](/customer-support/contact-us) (topic "Extra collection request"). The order must reach us no later than **15:00 on the working day before the collection** – for a Monday collection, that means Friday at 15:00. Fill in all fields marked with an asterisk, otherwise the collection cannot be ordered.',
            },
          },
          {
            question: {
              et: 'Mis on kaugustasu?',
              ru: 'Что такое плата за расстояние?',
              en: 'What is the distance fee?',
            },
            answer: {
              et: 'Kui konteiner asub prügiauto peatumiskohast kaugemal, kulub selle kohale veeretamiseks ja tagasi viimiseks rohkem aega. Sel juhul võib tühjendustasule lisanduda kaugustasu. Tasu vältimiseks asetage konteiner tühjenduspäeval sõidutee äärde või kohta, kuhu auto pääseb vahetult juurde.',
              ru: 'Если контейнер стоит далеко от места остановки мусоровоза, на то, чтобы подкатить его и вернуть на место, уходит больше времени. В этом случае к стоимости вывоза может добавиться плата за расстояние. Чтобы её избежать, в день вывоза выставите контейнер у проезжей части или туда, куда машина может подъехать вплотную.',
              en: 'If the container stands far from where the collection truck stops, it takes the crew longer to wheel it out and back. In that case a distance fee may be added to the collection charge. To avoid it, put the container by the roadside on collection day, or anywhere the truck can pull up right next to it.',
            },
          },
          {
            question: {
              et: 'Mul on arve kohta küsimus või pretensioon. Kuhu pöörduda?',
              ru: 'У меня вопрос или претензия по счёту. Куда обращаться?',
              en: 'I have a question or complaint about my invoice. Who do I contact?',
            },
            answer: {
              et: 'Oma arveid ja lepingu andmeid näete iseteeninduses. Kui arvel on teie hinnangul viga, saatke pöördumine [kontaktivormiga](/customer-support/contact-us) teemaga „Arve pretensioon“ ning lisage arve number ja lühike selgitus. Vastame 3 tööpäeva jooksul; õigustatud pretensiooni korral koostame kreeditarve.',
              ru: 'Свои счета и данные договора можно посмотреть на портале самообслуживания. Если, по-вашему, в счёте ошибка, отправьте [форму обращения](/customer-support/contact-us) с темой «Претензия по счёту», укажите номер счёта и коротко опишите проблему. Мы ответим в течение 3 рабочих дней; если претензия обоснована, выставим кредит-счёт.',
              en: 'You can view your invoices and contract details in the self-service portal. If you believe an invoice is wrong, send the [contact form](/customer-support/contact-us) with the topic "Invoice complaint", giving the invoice number and a short explanation. We answer within 3 working days; if the complaint is justified, we issue a credit note.',
            },
          },
          {
            question: {
              et: 'Kas kontoris saab maksta kaardiga?',
              ru: 'Можно ли в офисе расплатиться картой?',
              en: 'Can I pay by card at an office?',
            },
            answer: {
              et: 'Pangakaardiga saab maksta ainult **Tallinna, Tartu ja Viljandi** kontoris. Teistes klienditeeninduspunktides võetakse vastu ainult sularaha. Arvet saab tasuda ka pangaülekandega. Kontorite aadressid leiate [kontaktide](/customer-support/contact) lehelt.',
              ru: 'Банковской картой можно расплатиться только в офисах **в Таллинне, Тарту и Вильянди**. В остальных пунктах обслуживания принимаются только наличные. Счёт можно оплатить и банковским переводом. Адреса офисов — на странице [«Контакты»](/customer-support/contact).',
              en: 'Card payment is accepted only at the **Tallinn, Tartu and Viljandi** offices; other customer service points accept cash only. You can also pay invoices by bank transfer. Office addresses are on the [contact](/customer-support/contact) page.',
            },
          },
          {
            question: {
              et: 'Kuhu viia kodused ohtlikud jäätmed?',
              ru: 'Куда сдать опасные бытовые отходы?',
              en: 'Where do I take household hazardous waste?',
            },
            answer: {
              et: 'Kodumajapidamise ohtlikud jäätmed – vanad värvid ja lakid, lahustid, õlid, akud ja patareid, päevavalguslambid, taimekaitsevahendid – viige [jäätmejaama](/home-customer/waste-stations). Aegunud ravimid võtavad vastu apteegid. Ohtlikke jäätmeid ei tohi panna olmejäätmete konteinerisse ega valada kanalisatsiooni. Lugege lähemalt [ohtlike jäätmete](/home-customer/hazardous-waste) lehelt.',
              ru: 'Опасные бытовые отходы — старые краски и лаки, растворители, масла, аккумуляторы и батарейки, люминесцентные лампы, средства защиты растений — отвезите в [пункт приёма отходов](/home-customer/waste-stations). Просроченные лекарства принимают аптеки. Опасные отходы нельзя класть в контейнер для бытовых отходов или выливать в канализацию. Подробнее — на странице об [опасных отходах](/home-customer/hazardous-waste).',
              en: 'Take household hazardous waste – old paints and varnishes, solvents, oils, batteries, fluorescent lamps, pesticides – to a [waste station](/home-customer/waste-stations). Pharmacies accept expired medicines. Hazardous waste must never go in the household waste bin or down the drain. Read more on the [hazardous waste](/home-customer/hazardous-waste) page.',
            },
          },
          {
            question: {
              et: 'Kuhu panna vana elektroonika?',
              ru: 'Куда девать старую электронику?',
              en: 'What do I do with old electronics?',
            },
            answer: {
              et: md(
                'Elektroonikat ei tohi visata olmejäätmete hulka. Kaupluses kehtivad järgmised reeglid:',
                '- uue seadme ostmisel peab müüja tasuta vastu võtma sarnase vana seadme;\n- vähemalt 400 m² suurustes müügikohtades saab kuni 25 cm seadmeid ära anda tasuta ka ilma uut ostmata;\n- patareisid ja akusid võetakse vastu igas kohas, kus neid müüakse.',
                'Suuremad seadmed saate viia ka [jäätmejaama](/home-customer/waste-stations). Vaadake ka [elektroonikajäätmete](/services/electronic-waste) teenust.',
              ),
              ru: md(
                'Электронику нельзя выбрасывать вместе с бытовыми отходами. В магазинах действуют такие правила:',
                '- при покупке нового устройства продавец обязан бесплатно принять похожее старое;\n- в торговых точках площадью от 400 м² устройства размером до 25 см бесплатно принимают и без покупки нового;\n- батарейки и аккумуляторы принимают везде, где их продают.',
                'Крупную технику можно также отвезти в [пункт приёма отходов](/home-customer/waste-stations). См. также услугу по [электронным отходам](/services/electronic-waste).',
              ),
              en: md(
                'Electronics must not go in with household waste. The rules in shops are:',
                '- when you buy a new device, the seller must take back a similar old one free of charge;\n- shops with a sales area of 400 m² or more take back devices up to 25 cm free of charge, even if you buy nothing;\n- batteries are taken back wherever batteries are sold.',
                'You can also take larger appliances to a [waste station](/home-customer/waste-stations). See our [electronic waste](/services/electronic-waste) service as well.',
              ),
            },
          },
          {
            question: {
              et: 'Mis on Big-Bag ja kui palju sinna mahub?',
              ru: 'Что такое Big-Bag и сколько в него помещается?',
              en: 'What is a Big-Bag and how much does it hold?',
            },
            answer: {
              et: 'Big-Bag on tugev riidest kott remondi-, aia- ja suurjäätmete jaoks. Koti maht on **1,0 m³** ja kraanaga auto tõstab kuni **1250 kg**. Asetage kott kohta, kuhu kraanaauto ulatub, ja ärge täitke seda üle ääre. Tellimisest lugege [Big-Bag kogumise](/home-customer/big-bag-collecting) lehelt.',
              ru: 'Big-Bag — прочный тканевый мешок для ремонтных, садовых и крупногабаритных отходов. Объём мешка — **1,0 м³**, машина с краном поднимает до **1250 кг**. Поставьте мешок там, куда дотянется кран, и не наполняйте его выше краёв. О заказе — на странице [вывоза Big-Bag](/home-customer/big-bag-collecting).',
              en: 'A Big-Bag is a strong fabric bag for renovation, garden and bulky waste. It holds **1.0 m³** and our crane truck lifts up to **1,250 kg**. Place the bag where the crane can reach it and do not fill it above the rim. See [Big-Bag collection](/home-customer/big-bag-collecting) for how to order.',
            },
          },
          {
            question: {
              et: 'Mis suurusega ehitusjäätmete konteinereid pakute?',
              ru: 'Какие размеры контейнеров для строительных отходов вы предлагаете?',
              en: 'What sizes of construction waste containers do you offer?',
            },
            answer: {
              et: md(
                'Maht; pikkus × laius × kõrgus; suurim lubatud kaal:',
                '- 5 m³: 2,55 × 1,55 × 1,55 m, kuni 8 t\n- 8 m³: 3,60 × 1,80 × 1,50 m, kuni 8 t\n- 10 m³: 4,20 × 1,80 × 1,70 m, kuni 10 t\n- 12 m³: 5,50 × 2,55 × 1,25 m, kuni 13 t\n- 15 m³: 5,50 × 2,55 × 1,35 m, kuni 13 t\n- 20 m³: 5,75 × 2,55 × 1,75 m, kuni 13 t\n- 30 m³: 6,10 × 2,55 × 2,40 m, kuni 13 t',
                'Konteineri tellimisest ja hindadest lugege [ehitusjäätmete veo](/construction-waste/collect-transport-waste) lehelt ja [hinnakirjadest](/customer-support/price-lists).',
              ),
              ru: md(
                'Объём; длина × ширина × высота; максимально допустимый вес:',
                '- 5 м³: 2,55 × 1,55 × 1,55 м, до 8 т\n- 8 м³: 3,60 × 1,80 × 1,50 м, до 8 т\n- 10 м³: 4,20 × 1,80 × 1,70 м, до 10 т\n- 12 м³: 5,50 × 2,55 × 1,25 м, до 13 т\n- 15 м³: 5,50 × 2,55 × 1,35 м, до 13 т\n- 20 м³: 5,75 × 2,55 × 1,75 м, до 13 т\n- 30 м³: 6,10 × 2,55 × 2,40 м, до 13 т',
                'О заказе контейнера и ценах — на странице [вывоза строительных отходов](/construction-waste/collect-transport-waste) и в [прайс-листах](/customer-support/price-lists).',
              ),
              en: md(
                'Volume; length × width × height; maximum permitted weight:',
                '- 5 m³: 2.55 × 1.55 × 1.55 m, up to 8 t\n- 8 m³: 3.60 × 1.80 × 1.50 m, up to 8 t\n- 10 m³: 4.20 × 1.80 × 1.70 m, up to 10 t\n- 12 m³: 5.50 × 2.55 × 1.25 m, up to 13 t\n- 15 m³: 5.50 × 2.55 × 1.35 m, up to 13 t\n- 20 m³: 5.75 × 2.55 × 1.75 m, up to 13 t\n- 30 m³: 6.10 × 2.55 × 2.40 m, up to 13 t',
                'For ordering and prices, see [construction waste collection](/construction-waste/collect-transport-waste) and the [price lists](/customer-support/price-lists).',
              ),
            },
          },
          {
            question: {
              et: 'Kui palju maksab kõne lühinumbrile 1919?',
              ru: 'Сколько стоит звонок на короткий номер 1919?',
              en: 'How much does a call to 1919 cost?',
            },
            answer: {
              et: 'Mobiiltelefonilt 0,2278 €/min; lauatelefonilt 0,0312 € kõne kohta ja lisaks 0,0222 €/min; teiste operaatorite võrgust 0,23 või 0,30 €/min. Hinna määrab teie sideoperaator. Tasuta saate meiega ühendust [kontaktivormi](/customer-support/contact-us) kaudu.',
              ru: 'С мобильного — 0,2278 €/мин; со стационарного — 0,0312 € за звонок плюс 0,0222 €/мин; из сетей других операторов — 0,23 или 0,30 €/мин. Цену устанавливает ваш оператор связи. Бесплатно с нами можно связаться через [форму обращения](/customer-support/contact-us).',
              en: 'From a mobile phone €0.2278 per minute; from a landline €0.0312 per call plus €0.0222 per minute; from other operators €0.23 or €0.30 per minute. The charge is set by your operator. Contacting us through the [contact form](/customer-support/contact-us) is free.',
            },
          },
          {
            question: {
              et: 'Mida tohib panna biojäätmete konteinerisse?',
              ru: 'Что можно класть в контейнер для биоотходов?',
              en: 'What can go in the biowaste bin?',
            },
            answer: {
              et: md(
                'Biojäätmete konteinerisse sobivad toidujäätmed ja muud kiiresti lagunevad jäätmed: puu- ja köögiviljade koored, kohvipaks ja teepakid, munakoored, toidujäänused, paberist majapidamisrätikud ja lõikelilled.',
                'Ei sobi: kilekotid (ka „biolagunevaks“ nimetatud plastist kotid, kui omavalitsus neid ei luba), pakendid, tuhk, loomaliiva ja mähkmed. Pakkige biojäätmed paberkotti või ajalehte. Vaadake [biolagunevate jäätmete juhendit](/customer-support/instructions).',
              ),
              ru: md(
                'В контейнер для биоотходов подходят пищевые и другие быстро разлагающиеся отходы: очистки овощей и фруктов, кофейная гуща и чайные пакетики, яичная скорлупа, остатки еды, бумажные полотенца и срезанные цветы.',
                'Не подходят: полиэтиленовые пакеты (в том числе «биоразлагаемые» пластиковые, если самоуправление их не разрешает), упаковка, зола, наполнитель для кошачьего туалета и подгузники. Заворачивайте биоотходы в бумажный пакет или газету. См. [инструкцию по биоразлагаемым отходам](/customer-support/instructions).',
              ),
              en: md(
                'The biowaste bin is for food and other fast-decomposing waste: fruit and vegetable peel, coffee grounds and tea bags, eggshells, leftovers, paper kitchen towels and cut flowers.',
                'Not allowed: plastic bags (including "biodegradable" plastic bags unless your municipality permits them), packaging, ash, cat litter and nappies. Wrap biowaste in a paper bag or newspaper. See the [biodegradable waste guide](/customer-support/instructions).',
              ),
            },
          },
          {
            question: {
              et: 'Mis on korraldatud jäätmevedu ja kas pean sellega liituma?',
              ru: 'Что такое организованный вывоз отходов и обязан ли я к нему присоединиться?',
              en: 'What is organised waste collection, and do I have to join it?',
            },
            answer: {
              et: 'Korraldatud jäätmeveo puhul valib omavalitsus hanke kaudu vedaja, kes veab oma piirkonnas kõigi kinnistute olmejäätmeid kokkulepitud hinnaga. Kinnistu omanik on korraldatud jäätmeveoga liitunud seaduse alusel. Milliseid omavalitsusi me teenindame ja mis ajani lepingud kehtivad, näete [korraldatud jäätmeveo](/home-customer/organized-waste) lehelt.',
              ru: 'При организованном вывозе отходов самоуправление через госзакупку выбирает перевозчика, который вывозит бытовые отходы со всех объектов недвижимости района по согласованной цене. Владелец недвижимости присоединён к организованному вывозу в силу закона. Какие самоуправления мы обслуживаем и до какого срока действуют договоры, смотрите на странице [организованного вывоза отходов](/home-customer/organized-waste).',
              en: 'In organised waste collection, the municipality chooses a carrier through a public tender, and that carrier collects household waste from every property in the area at an agreed price. Property owners are covered by organised collection by law. See which municipalities we serve and how long the contracts run on the [organised waste collection](/home-customer/organized-waste) page.',
            },
          },
          {
            question: {
              et: 'Kuidas tellida fekaalivedu?',
              ru: 'Как заказать вывоз фекальных вод?',
              en: 'How do I order septic tank emptying?',
            },
            answer: {
              et: 'Fekaaliveo tellimiseks täitke tellimisvorm ja saatke see e-postiga aadressile fekaalivedu@jaatmeveo.example – telefoni teel fekaalivedu tellida ei saa. Vormi ja juhised leiate [fekaaliveo](/home-customer/fecal-transport) lehelt. Märkige vormile kindlasti aadress, mahuti suurus ja juurdepääsu kirjeldus.',
              ru: 'Чтобы заказать вывоз фекальных вод, заполните форму заказа и отправьте её по адресу fekaalivedu@jaatmeveo.example — по телефону такие заказы не принимаются. Форму и инструкции вы найдёте на странице [вывоза фекальных вод](/home-customer/fecal-transport). Обязательно укажите адрес, объём ёмкости и описание подъезда.',
              en: 'To order septic tank emptying, fill in the order form and e-mail it to fekaalivedu@jaatmeveo.example – this service is not ordered by phone. The form and instructions are on the [septic tank emptying](/home-customer/fecal-transport) page. Be sure to give the address, the tank size and a description of the access route.',
            },
          },
          {
            question: {
              et: 'Kas konteinerit on mõistlik osta või rentida? Kui kaua see vastu peab?',
              ru: 'Купить контейнер или взять в аренду? Сколько он прослужит?',
              en: 'Should I buy or rent a container? How long does one last?',
            },
            answer: {
              et: 'Korralik plastkonteiner kestab hoolika kasutuse korral **vähemalt kümme aastat**, seega tasub pikemaajalisel kasutamisel konteiner osta. Rent sobib, kui vajate konteinerit lühemaks ajaks või ei soovi tegeleda hoolduse ja asendamisega. Valikust ja tingimustest lugege [konteinerite rendi ja müügi](/home-customer/rental-garbage-containers) lehelt.',
              ru: 'Хороший пластиковый контейнер при бережном использовании служит **не менее десяти лет**, поэтому при длительном использовании его выгоднее купить. Аренда подходит, если контейнер нужен на короткий срок или вы не хотите заниматься обслуживанием и заменой. О выборе и условиях — на странице [аренды и продажи контейнеров](/home-customer/rental-garbage-containers).',
              en: 'A good plastic container lasts **at least ten years** with careful use, so buying pays off if you need it for the long term. Renting suits you if you need a container for a shorter time or would rather not deal with maintenance and replacement. See [container rental and sale](/home-customer/rental-garbage-containers) for the options and terms.',
            },
          },
          {
            question: {
              et: 'Kuidas tühistada tühjendus, kui mind ei ole kodus või konteiner on tühi?',
              ru: 'Как отменить вывоз, если меня нет дома или контейнер пуст?',
              en: 'How do I cancel a collection if I am away or the bin is empty?',
            },
            answer: {
              et: 'Saatke pöördumine [kontaktivormiga](/customer-support/contact-us) teemaga „Tühjenduse tühistamine“ hiljemalt tühjendusele eelneval tööpäeval kell 15:00. Pikemaks ajaks (näiteks talvel suvilas) saate taotleda tühjenduste peatamist omavalitsuse tingimuste järgi.',
              ru: 'Отправьте [форму обращения](/customer-support/contact-us) с темой «Отмена вывоза» не позднее 15:00 рабочего дня, предшествующего дню вывоза. Приостановить вывоз на длительный срок (например, зимой на даче) можно по правилам вашего самоуправления.',
              en: 'Send the [contact form](/customer-support/contact-us) with the topic "Collection cancellation" no later than 15:00 on the working day before the collection. For longer breaks (for example a summer house in winter) you can apply to suspend collection under your municipality\'s rules.',
            },
          },
        ],
      },
    ],
  },

  {
    path: '/customer-support/instructions',
    order: 5,
    title: { et: 'Sorteerimisjuhendid', ru: 'Инструкции по сортировке', en: 'Sorting guides' },
    description: {
      et: 'Laadige alla sorteerimisjuhendid: paber- ja kartongpakend, kilepakend, biolagunevad jäätmed, segaehitusjäätmed, segaolmejäätmed ja segapakend.',
      ru: 'Скачайте инструкции по сортировке: бумажная и картонная упаковка, плёночная упаковка, биоразлагаемые отходы, смешанные строительные отходы, смешанные бытовые отходы и смешанная упаковка.',
      en: 'Download sorting guides: paper and cardboard packaging, plastic film packaging, biodegradable waste, mixed construction waste, mixed municipal waste and mixed packaging.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Hästi sorteeritud jäätmetest saab uus tooraine, segamini visatud jäätmed lähevad aga enamasti põletusse. Juhendid näitavad lühidalt, mis millisesse konteinerisse käib, mida sinna panna ei tohi ja kuidas jäätmeid ette valmistada. Printige juhend välja ja kinnitage see konteineri juurde või prügikapi ukse sisse.',
          ru: 'Хорошо рассортированные отходы становятся новым сырьём, а смешанные в основном отправляются на сжигание. В инструкциях кратко показано, что в какой контейнер класть, чего туда класть нельзя и как подготовить отходы. Распечатайте инструкцию и повесьте её рядом с контейнером или на дверцу шкафчика для мусора.',
          en: 'Well-sorted waste becomes new raw material, while mixed waste mostly ends up being incinerated. These guides show briefly what goes in which container, what must not go there and how to prepare your waste. Print a guide and put it up by the container or inside the cupboard door where you keep your bins.',
        },
      },
      {
        blockType: 'downloads',
        heading: { et: 'Juhendid (PDF)', ru: 'Инструкции (PDF)', en: 'Guides (PDF)' },
        files: [
          {
            title: {
              et: 'Paber- ja kartongpakend',
              ru: 'Бумажная и картонная упаковка',
              en: 'Paper and cardboard packaging',
            },
            guide: 'paper-cardboard-packaging',
          },
          {
            title: { et: 'Kilepakend', ru: 'Плёночная упаковка', en: 'Plastic film packaging' },
            guide: 'plastic-film-packaging',
          },
          {
            title: { et: 'Biolagunevad jäätmed', ru: 'Биоразлагаемые отходы', en: 'Biodegradable waste' },
            guide: 'biodegradable-waste',
          },
          {
            title: { et: 'Segaehitusjäätmed', ru: 'Смешанные строительные отходы', en: 'Mixed construction waste' },
            guide: 'mixed-construction-waste',
          },
          {
            title: { et: 'Segaolmejäätmed', ru: 'Смешанные бытовые отходы', en: 'Mixed municipal waste' },
            guide: 'mixed-municipal-waste',
          },
          { title: { et: 'Segapakend', ru: 'Смешанная упаковка', en: 'Mixed packaging' }, guide: 'mixed-packaging' },
        ],
      },
      {
        // The same guides as web pages (seed/content/pages-guides.ts): the PDFs are not tagged.
        blockType: 'cards',
        heading: {
          et: 'Juhendid veebilehena',
          ru: 'Инструкции в виде веб-страниц',
          en: 'The guides as web pages',
        },
        children: true,
      },
    ],
  },

  {
    path: '/customer-support/personal-data-processing',
    order: 9,
    title: { et: 'Isikuandmete töötlemine', ru: 'Обработка персональных данных', en: 'Personal data processing' },
    description: {
      et: 'Kuidas Jäätmeveo AS kogub, kasutab ja kaitseb klientide ja veebilehe külastajate isikuandmeid ning millised õigused teil on.',
      ru: 'Как Jäätmeveo AS собирает, использует и защищает персональные данные клиентов и посетителей сайта и какие у вас есть права.',
      en: 'How Jäätmeveo AS collects, uses and protects the personal data of customers and website visitors, and what rights you have.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: md(
            'Selles teates selgitame, milliseid isikuandmeid me töötleme, miks ja kui kaua, kellele neid edastame ning kuidas saate oma õigusi kasutada. Töötleme andmeid kooskõlas isikuandmete kaitse üldmäärusega (GDPR) ja Eesti isikuandmete kaitse seadusega.',
            '## Vastutav töötleja',
            'Isikuandmete vastutav töötleja on **Jäätmeveo AS**, Demo tn 1, 10111 Tallinn. Andmekaitse küsimustes kirjutage aadressil **privacy@jaatmeveo.example**.',
            '## Milliseid andmeid töötleme',
            '- **Tühjenduspäevade meeldetuletused:** e-posti aadress, lepingu number, valitud meeldetuletuse aeg ja keel, tellimuse kinnitamise aeg ning märge saadetud meeldetuletuste ja teadete kohta (ilma kirja sisuta).\n- **Kontaktivormi andmed:** nimi, telefon, e-post, lepingu- või kliendinumber, jäätmeveo aadress ja piirkond, päringu teema, kirjeldus ja lisatud failid.\n- **Lepingu andmed:** lepingu number, objekti aadress, konteinerid, tühjendusgraafik, arved ja maksed.\n- **Kõnesalvestised:** klienditeeninduse lühinumbrile 1919 tehtud kõnede salvestised, helistaja number ning kõne aeg ja kestus.\n- **Tehnilised andmed:** veebilehe kasutamisel serveri logid ja küpsised (vt allpool).',
            '## Milleks andmeid kasutame ja mis alusel',
            '- **Lepingu täitmine** (GDPR art 6 lg 1 p b): tühjenduste korraldamine, lisatühjenduste ja tühistamiste täitmine, arveldamine, päringutele vastamine.\n- **Seadusest tulenev kohustus** (art 6 lg 1 p c): raamatupidamisdokumentide säilitamine ja jäätmearvestus.\n- **Õigustatud huvi** (art 6 lg 1 p f): kõnede salvestamine teeninduse kvaliteedi tagamiseks ja kokkulepete tõendamiseks, veebilehe turvalisus ja rikete uurimine.\n- **Nõusolek** (art 6 lg 1 p a): tühjenduspäevade meeldetuletused, graafiku muudatuste ja häireteadete e-kirjad (tellimus kehtib alles pärast kinnituslingi avamist) ning analüütikaküpsised. Nõusoleku saate igal ajal tagasi võtta.',
            '## Kui kaua andmeid säilitame',
            '- Meeldetuletuste tellimuse andmed kustutame kohe, kui lõpetate tellimuse (iga kirja lingiga või ühe klõpsuga loobumisega); kinnitamata tellimuse kustutame **48 tunni** pärast. Märked saadetud kirjade kohta kustutame **30 päeva** pärast saatmist.\n- Kontaktivormi päringud kustutame **kolm aastat** pärast päringu lahendamist, kui neid ei ole vaja lepingu täitmiseks või nõude kaitsmiseks.\n- Kõnesalvestisi säilitame **üks aasta** kõne toimumisest, vaidluse korral kuni selle lõppemiseni.\n- Lepingu andmeid säilitame lepingu kehtivuse ajal ja pärast seda nii kaua, kui nõuab seadus; raamatupidamise algdokumente seitse aastat.\n- Serveri logisid säilitame kuni 90 päeva.',
            '## Kellele andmeid edastame',
            'Andmeid töötlevad meie nimel volitatud töötlejad lepingu alusel ja ainult meie juhiste järgi: kasutajatoe (helpdesk) süsteemi pakkuja, IT-teenuste ja serverimajutuse pakkujad, telefoniteenuse ja kõnesalvestuse pakkuja ning arvete edastamise teenuse pakkuja. Andmeid võime edastada ka omavalitsusele korraldatud jäätmeveo täitmiseks ning asutustele, kui seadus seda nõuab. Andmeid ei müü me kellelegi.',
            '## Teie õigused',
            '- tutvuda enda kohta käivate andmetega ja saada neist koopia;\n- nõuda ebaõigete andmete parandamist;\n- nõuda andmete kustutamist, kui nende töötlemiseks ei ole enam alust;\n- nõuda töötlemise piiramist;\n- esitada vastuväide õigustatud huvi alusel toimuvale töötlemisele;\n- saada enda esitatud andmed masinloetavas vormis (andmete ülekandmine);\n- võtta nõusolek igal ajal tagasi.',
            'Taotluse saate saata aadressil privacy@jaatmeveo.example. Vastame ühe kuu jooksul. Kui leiate, et rikume teie õigusi, võite pöörduda **Andmekaitse Inspektsiooni** (www.aki.ee) või kohtusse.',
            '## Küpsised',
            'Kasutame vaid veebilehe toimimiseks **vajalikke küpsiseid** (näiteks keele- ja nõusolekuvalik ning peidetud häireteated). **Analüütikaküpsiseid** kasutame ainult siis, kui olete andnud selleks nõusoleku küpsiste teavituses. Valikut saate igal ajal muuta lehe jaluses oleva lingi „Küpsiste seaded“ kaudu.',
          ),
          ru: md(
            'В этом уведомлении мы объясняем, какие персональные данные обрабатываем, зачем и как долго, кому их передаём и как вы можете воспользоваться своими правами. Мы обрабатываем данные в соответствии с Общим регламентом по защите данных (GDPR) и эстонским Законом о защите персональных данных.',
            '## Ответственный обработчик',
            'Ответственный обработчик персональных данных — **Jäätmeveo AS**, Demo tn 1, 10111 Таллинн. По вопросам защиты данных пишите на **privacy@jaatmeveo.example**.',
            '## Какие данные мы обрабатываем',
            '- **Напоминания о днях вывоза:** адрес e-mail, номер договора, выбранное время и язык напоминаний, время подтверждения подписки и отметки об отправленных напоминаниях и уведомлениях (без текста писем).\n- **Данные из формы обращения:** имя, телефон, e-mail, номер договора или клиента, адрес и район вывоза, тема обращения, описание и приложенные файлы.\n- **Данные договора:** номер договора, адрес объекта, контейнеры, график вывоза, счета и платежи.\n- **Записи звонков:** записи звонков на короткий номер службы обслуживания 1919, номер звонящего, время и продолжительность звонка.\n- **Технические данные:** журналы сервера и файлы cookie при использовании сайта (см. ниже).',
            '## Для чего и на каком основании мы используем данные',
            '- **Исполнение договора** (ст. 6 ч. 1 п. b GDPR): организация вывоза, выполнение дополнительных вывозов и отмен, выставление счетов, ответы на обращения.\n- **Обязанность по закону** (ст. 6 ч. 1 п. c): хранение бухгалтерских документов и учёт отходов.\n- **Законный интерес** (ст. 6 ч. 1 п. f): запись звонков для контроля качества обслуживания и подтверждения договорённостей, безопасность сайта и расследование сбоев.\n- **Согласие** (ст. 6 ч. 1 п. a): напоминания о днях вывоза, письма об изменении графика и аварийные уведомления (подписка действует только после перехода по ссылке подтверждения), а также аналитические cookie. Согласие можно отозвать в любой момент.',
            '## Как долго мы храним данные',
            '- Данные подписки на напоминания удаляются сразу после отмены подписки (по ссылке в любом письме или отпиской в один клик); неподтверждённая подписка удаляется **через 48 часов**. Отметки об отправленных письмах удаляются **через 30 дней**.\n- Обращения из формы удаляются **через три года** после их решения, если они не нужны для исполнения договора или защиты требований.\n- Записи звонков хранятся **один год** с момента звонка, а в случае спора — до его завершения.\n- Данные договора хранятся в течение срока его действия и после этого столько, сколько требует закон; первичные бухгалтерские документы — семь лет.\n- Журналы сервера хранятся до 90 дней.',
            '## Кому мы передаём данные',
            'Данные от нашего имени обрабатывают уполномоченные обработчики — по договору и только по нашим указаниям: поставщик системы поддержки клиентов (helpdesk), поставщики ИТ-услуг и хостинга, поставщик телефонной связи и записи звонков, а также поставщик услуги пересылки счетов. Данные могут передаваться и самоуправлению для выполнения организованного вывоза отходов, а также государственным органам, если этого требует закон. Мы никому не продаём данные.',
            '## Ваши права',
            '- ознакомиться с данными о себе и получить их копию;\n- потребовать исправить неверные данные;\n- потребовать удалить данные, если для их обработки больше нет основания;\n- потребовать ограничить обработку;\n- возразить против обработки на основании законного интереса;\n- получить предоставленные вами данные в машиночитаемом виде (переносимость данных);\n- в любой момент отозвать согласие.',
            'Запрос можно отправить на privacy@jaatmeveo.example. Мы ответим в течение одного месяца. Если вы считаете, что мы нарушаем ваши права, вы можете обратиться в **Инспекцию по защите данных** (Andmekaitse Inspektsioon, www.aki.ee) или в суд.',
            '## Файлы cookie',
            'Мы используем только **необходимые cookie**, без которых сайт не работает (например, выбор языка и согласия, скрытые аварийные уведомления). **Аналитические cookie** используются только с вашего согласия, данного в уведомлении о cookie. Выбор можно изменить в любой момент по ссылке «Настройки cookie» внизу страницы.',
          ),
          en: md(
            'This notice explains what personal data we process, why and for how long, who we share it with and how you can exercise your rights. We process data in accordance with the General Data Protection Regulation (GDPR) and the Estonian Personal Data Protection Act.',
            '## Controller',
            'The controller of your personal data is **Jäätmeveo AS**, Demo tn 1, 10111 Tallinn. For data protection questions, write to **privacy@jaatmeveo.example**.',
            '## What data we process',
            "- **Collection day reminders:** e-mail address, contract number, the chosen reminder time and language, when the subscription was confirmed, and records of which reminders and notices were sent (not their text).\n- **Contact form data:** name, phone, e-mail, contract or customer number, collection address and area, request topic, description and attached files.\n- **Contract data:** contract number, property address, containers, collection schedule, invoices and payments.\n- **Call recordings:** recordings of calls to the customer service short number 1919, the caller's number, and the time and length of the call.\n- **Technical data:** server logs and cookies when you use the website (see below).",
            '## Why we use data and on what legal basis',
            '- **Performance of a contract** (GDPR Art. 6(1)(b)): arranging collections, carrying out extra collections and cancellations, invoicing, answering requests.\n- **Legal obligation** (Art. 6(1)(c)): keeping accounting records and waste records.\n- **Legitimate interests** (Art. 6(1)(f)): recording calls to check service quality and confirm what was agreed, website security and fault investigation.\n- **Consent** (Art. 6(1)(a)): collection day reminders, schedule change and disruption e-mails (a subscription starts only once its confirmation link is opened), and analytics cookies. You can withdraw consent at any time.',
            '## How long we keep data',
            '- Reminder subscriptions are deleted as soon as you unsubscribe (with the link in any reminder or the one-click unsubscribe); an unconfirmed subscription is deleted after **48 hours**. Records of sent e-mails are deleted **30 days** after sending.\n- Contact form requests are deleted **three years** after the request is resolved, unless they are needed to perform a contract or defend a claim.\n- Call recordings are kept for **one year** from the call, or until a dispute is settled.\n- Contract data is kept while the contract is in force and afterwards for as long as the law requires; accounting source documents for seven years.\n- Server logs are kept for up to 90 days.',
            '## Who receives data',
            'Data is processed on our behalf by processors under contract and only on our instructions: our helpdesk system provider, IT and hosting providers, the telephony and call recording provider, and the e-invoicing provider. We may also share data with the municipality to carry out organised waste collection, and with authorities where the law requires it. We never sell data.',
            '## Your rights',
            '- access the data we hold about you and get a copy;\n- have inaccurate data corrected;\n- have data erased when there is no longer a basis for processing it;\n- have processing restricted;\n- object to processing based on legitimate interests;\n- receive the data you gave us in a machine-readable format (data portability);\n- withdraw your consent at any time.',
            'Send your request to privacy@jaatmeveo.example. We answer within one month. If you believe we are infringing your rights, you may complain to the **Data Protection Inspectorate** (Andmekaitse Inspektsioon, www.aki.ee) or go to court.',
            '## Cookies',
            'We use only the **necessary cookies** the website needs to work (for example your language and consent choices, and the notices you have hidden). We use **analytics cookies** only if you have agreed to them in the cookie notice. You can change your choice at any time with the "Cookie settings" link in the page footer.',
          ),
        },
      },
    ],
  },

  {
    path: '/customer-support/next-shipping-day',
    order: 6,
    title: { et: 'Järgmine tühjenduspäev', ru: 'Следующий день вывоза', en: 'Next collection day' },
    description: {
      et: 'Sisestage aadress või lepingu number ja vaadake oma lähiaja tühjenduskuupäevi, jäätmeliike ja konteinereid.',
      ru: 'Введите адрес или номер договора и посмотрите ближайшие даты вывоза, виды отходов и контейнеры.',
      en: 'Enter your address or contract number to see your upcoming collection dates, waste types and containers.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Sisestage aadress (tänav ja maja number) või lepingu number. Aadressi järgi näete iga konteineri järgmisi tühjenduspäevi, põhjust, kui päev on nihkunud, ja viimase tühjenduse seisu; lepingu numbri järgi kõiki lepingu tühjendusi. Lepingu numbri leiate arvelt või iseteenindusest. Asetage konteiner tühjenduspäeval hommikuks kohta, kuhu prügiauto pääseb.',
          ru: 'Введите адрес (улицу и номер дома) или номер договора. По адресу вы увидите ближайшие дни вывоза для каждого контейнера, причину, если день перенесён, и как прошёл последний вывоз; по номеру договора — все вывозы по договору. Номер договора указан в счёте и на портале самообслуживания. В день вывоза выставите контейнер с утра туда, куда может подъехать мусоровоз.',
          en: 'Enter your address (street and house number) or your contract number. By address you see each container’s next collection days, why a day moved, and how the last collection went; by contract number, all of the contract’s collections. Your contract number is on your invoice and in the self-service portal. On collection day, have the container out by morning where the truck can reach it.',
        },
      },
    ],
  },

  {
    path: '/customer-support/price-lists',
    order: 7,
    title: {
      et: 'Ehitusjäätmete hinnakirjad',
      ru: 'Прайс-листы на строительные отходы',
      en: 'Construction waste price lists',
    },
    description: {
      et: 'Ehitusjäätmete piirkondlikud hinnakirjad: Tallinn, Tartu, Viljandi, Pärnu, Saaremaa, Hiiumaa ja Rakvere, koos kehtivusajaga.',
      ru: 'Региональные прайс-листы на вывоз строительных отходов: Таллинн, Тарту, Вильянди, Пярну, Сааремаа, Хийумаа и Раквере, со сроком действия.',
      en: 'Regional construction waste price lists for Tallinn, Tartu, Viljandi, Pärnu, Saaremaa, Hiiumaa and Rakvere, with their validity periods.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Ehitus- ja lammutusjäätmete veo ja käitlemise hinnad sõltuvad piirkonnast. Valige oma piirkonna hinnakiri ja vaadake selle kehtivusaega. Olmejäätmete hinnad korraldatud jäätmeveo piirkondades määrab omavalitsuse hange – need leiate [korraldatud jäätmeveo](/home-customer/organized-waste) lehelt.',
          ru: 'Цены на вывоз и обработку строительных отходов и отходов от сноса зависят от региона. Выберите прайс-лист своего региона и проверьте срок его действия. Цены на вывоз бытовых отходов в районах организованного вывоза определяются госзакупкой самоуправления — их можно найти на странице [организованного вывоза отходов](/home-customer/organized-waste).',
          en: "Prices for transporting and handling construction and demolition waste depend on the region. Choose the price list for your region and check its validity period. Household waste prices in organised collection areas are set by the municipality's tender – you will find them on the [organised waste collection](/home-customer/organized-waste) page.",
        },
      },
    ],
  },

  {
    path: '/customer-support/unserved-addresses',
    order: 8,
    title: { et: 'Tühjendamata aadressid', ru: 'Адреса без вывоза', en: 'Unserved addresses' },
    description: {
      et: 'Valige piirkond ja linn ning vaadake, millistel aadressidel jäi viimase kolme päeva jooksul tühjendus tegemata, mis põhjusel ja millal tuleme uuesti.',
      ru: 'Выберите регион и город и посмотрите, по каким адресам за последние три дня вывоз не состоялся, по какой причине и когда мы приедем снова.',
      en: 'Choose a region and a town to see which addresses were missed in the last three days, why, and when we will come back.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Valige piirkond ja seejärel linn või vald. Nimekirjas on aadressid, kus tühjendus jäi **kolme eelmise päeva** jooksul tegemata, koos põhjuse ja uue tühjenduskuupäevaga. Kui teie aadress on nimekirjas, ei pea te meile eraldi teada andma – tuleme uuel kuupäeval. Kui põhjus oli juurdepääsus, palun tagage, et konteiner oleks uuel päeval kättesaadav.',
          ru: 'Выберите регион, а затем город или волость. В списке — адреса, где вывоз не состоялся за **три предыдущих дня**, с причиной и новой датой вывоза. Если ваш адрес есть в списке, сообщать нам отдельно не нужно: мы приедем в новую дату. Если причина была в подъезде к контейнеру, позаботьтесь, чтобы в новый день он был доступен.',
          en: 'Choose a region and then a town or municipality. The list shows addresses where the collection was missed in the **previous three days**, with the reason and the new collection date. If your address is listed, there is no need to contact us – we will come on the new date. If access was the problem, please make sure the container can be reached on the new day.',
        },
      },
    ],
  },
]
