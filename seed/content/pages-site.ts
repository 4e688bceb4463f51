// Demo content: CMS pages for site-wide routes that have their own folder, so editors can change their
// title, description and intro text.
import type { SeedPage } from '../types'

const md = (...blocks: string[]) => blocks.join('\n\n')

export const pages: SeedPage[] = [
  {
    path: '/search',
    // Keeps the search page off the home page's section cards and out of search results; the sitemap
    // lists /search anyway (src/lib/seo/publicRoutes.ts).
    noindex: true,
    title: { et: 'Otsing', ru: 'Поиск', en: 'Search' },
    description: {
      et: 'Otsige Jäätmeveo AS-i lehtedelt, uudistest, jäätmejaamadest, hinnakirjadest ja teadetest.',
      ru: 'Поиск по страницам, новостям, пунктам приёма отходов, прайс-листам и уведомлениям Jäätmeveo AS.',
      en: 'Search the pages, news, waste stations, price lists and notices of Jäätmeveo AS.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Otsing hõlmab veebilehe lehti, uudiseid ja teateid, jäätmejaamu, korraldatud jäätmeveo piirkondi, ehitusjäätmete hinnakirju ning tühjendamata aadresse.',
          ru: 'Поиск охватывает страницы сайта, новости и уведомления, пункты приёма отходов, районы организованного вывоза, прайс-листы на строительные отходы и адреса, где вывоз не состоялся.',
          en: "Search covers the site's pages, news and notices, waste stations, organised collection areas, construction waste price lists and unserved addresses.",
        },
      },
    ],
  },
  {
    // The accessibility statement (EU model statement, Directive 2016/2102 and the Accessibility Act): linked
    // from every page's footer, kept off the home page's section cards (src/lib/seo/publicRoutes.ts).
    path: '/accessibility',
    title: { et: 'Ligipääsetavuse teatis', ru: 'Заявление о доступности', en: 'Accessibility statement' },
    description: {
      et: 'Kui ligipääsetav on Jäätmeveo AS-i veebileht, mida me pole veel parandanud, kuidas anda tagasisidet ja kuhu pöörduda, kui vastus ei rahulda.',
      ru: 'Насколько доступен сайт Jäätmeveo AS, что ещё не исправлено, как сообщить о проблеме и куда обратиться, если ответ вас не устроил.',
      en: 'How accessible the Jäätmeveo AS website is, what we have not fixed yet, how to give feedback and where to turn if our answer does not satisfy you.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: md(
            'Jäätmeveo AS soovib, et tema veebilehte saaksid kasutada kõik, sealhulgas inimesed, kes kasutavad ekraanilugejat, ekraanisuurendust, ainult klaviatuuri või kõnetuvastust. See teatis kehtib selle veebilehe kohta kõigis kolmes keeles (eesti, vene, inglise). Iseteenindusportaal on eraldi veebileht ja selle kohta see teatis ei kehti.',
            '## Vastavus nõuetele',
            'Veebileht vastab **osaliselt** standardi EN 301 549 ja veebisisu juurdepääsetavuse suuniste WCAG 2.1 AA-taseme nõuetele. Allpool loetletud puudused on põhjus, miks me ei saa veel öelda, et leht vastab nõuetele täielikult.',
            '## Kuidas me veebilehte hindasime',
            'Hindamise tegid ettevõtte arendajad ise (enesehindamine); viimane kontroll tehti **25. novembril 2026**.',
            '- **Automaatne kontroll:** tööriistaga axe-core kontrollitakse WCAG 2.0, 2.1 ja 2.2 A- ja AA-taseme reegleid iga lehetüübi puhul kõigis kolmes keeles nii arvuti- kui ka telefonilaiusel ekraanil. Kontroll käib iga veebilehe muudatusega kaasas ja muudatus avaldatakse alles siis, kui rikkumisi ei leita.\n- **Klaviatuuriga kasutamine:** automaattestid kasutavad ainult klaviatuuriga päise menüüsid, keelevalikut, otsingut, vedamispäeva päringut, sorteerimisabilist ja andmetabeleid ning kontrollivad, et fookus on nähtav. Kontaktivormi ja meeldetuletuste tellimist pole veel algusest lõpuni ainult klaviatuuriga läbi käidud.\n- **Suurendus ja kitsas ekraan:** ükski sisukaardis olev leht ei keri 320 pikslit laial ekraanil külgsuunas, nii et teksti saab suurendada 400 protsendini ilma külgsuunas kerimata.\n- **Ekraanilugeja:** lehtede pealkirjad, orientiirid, vormiväljade nimed ja veateated on kontrollitud brauseri ligipääsetavuspuust automaattestidega. Päris ekraanilugejaga (NVDA, VoiceOver, TalkBack) tehtud kasutajatestid on veel **tegemata**; need on kavas enne järgmist teatise uuendamist.',
            '## Teadaolevad puudused',
            '- **Jäätmejaamade kaart.** Kaarti saab nihutada ja suumida hiire või puutega, kuid kaardil olevaid jaamu ei saa klaviatuuriga ükshaaval valida. Kõik jaamad koos aadressi ja lahtiolekuaegadega on kaardi kohal olevas tabelis, kust iga jaama saab ka kaardil näidata.\n- **PDF-failid.** Sorteerimisjuhendite PDF-failid ei ole märgendatud (neil puudub ekraanilugejale vajalik struktuur). Iga juhendi sisu on samas keeles olemas ka tavalise veebilehena, mille link on PDF-i kõrval.\n- **Vanalt veebilehelt üle toodud sisu.** Osa uudiseid ja teateid on toodud üle eelmiselt veebilehelt. Neis võivad piltidel puududa tekstikirjeldused ja pealkirjade järjestus võib olla ebaloogiline. Parandame need, kui märkame või kui te neist teada annate.',
            '## Tagasiside ja kontaktandmed',
            'Kui märkate veebilehel takistust või vajate mõnda sisu muus vormis, andke meile teada [kontaktivormi kaudu](/customer-support/contact-us?topic=10&subject=Ligip%C3%A4%C3%A4setavus) (teema „Muu“, pealkiri „Ligipääsetavus“), helistage lühinumbril **1919** (esmaspäevast reedeni kell 09:00–17:00) või kirjutage aadressil info@jaatmeveo.example. Kiri jõuab klienditeeninduse kasutajatoe süsteemi ja **vastame kolme tööpäeva jooksul**.',
            '## Järelevalve',
            'Kui te ei ole meie vastusega rahul või te ei saanud vastust lubatud aja jooksul, võite pöörduda **Tarbijakaitse ja Tehnilise Järelevalve Ameti** (TTJA) poole, mis teeb Eestis veebilehtede ja e-teenuste ligipääsetavuse üle järelevalvet: Endla 10a, 10122 Tallinn, telefon 667 2000, e-post info@ttja.ee, [www.ttja.ee](https://www.ttja.ee).',
            '## Teatise koostamine',
            'Teatis koostati 25. novembril 2026 ja see vaadatakse üle vähemalt kord aastas ning iga suurema veebilehe muudatuse järel.',
          ),
          ru: md(
            'Jäätmeveo AS стремится к тому, чтобы его сайтом могли пользоваться все, в том числе люди, которые пользуются программой экранного доступа, экранной лупой, только клавиатурой или распознаванием речи. Это заявление относится к этому сайту на всех трёх языках (эстонском, русском и английском). Портал самообслуживания — отдельный сайт, на него это заявление не распространяется.',
            '## Соответствие требованиям',
            'Сайт **частично соответствует** требованиям стандарта EN 301 549 и уровню AA руководства по доступности веб-контента WCAG 2.1. Перечисленные ниже недостатки — причина, по которой мы пока не можем заявить о полном соответствии.',
            '## Как мы оценивали сайт',
            'Оценку провели разработчики компании (самооценка); последняя проверка — **25 ноября 2026 года**.',
            '- **Автоматическая проверка:** инструмент axe-core проверяет правила уровней A и AA WCAG 2.0, 2.1 и 2.2 для каждого типа страниц на трёх языках при ширине экрана компьютера и телефона. Проверка проходит при каждом изменении сайта, и изменение публикуется, только если нарушений не найдено.\n- **Работа с клавиатуры:** автоматические тесты пользуются только клавиатурой в меню шапки, выборе языка, поиске, запросе дня вывоза, помощнике по сортировке и таблицах данных и проверяют, что фокус виден. Форму обращения и подписку на напоминания целиком с одной клавиатуры ещё не проходили.\n- **Увеличение и узкий экран:** ни одна страница из карты сайта не прокручивается по горизонтали на экране шириной 320 пикселей, поэтому текст можно увеличить до 400 процентов без горизонтальной прокрутки.\n- **Программы экранного доступа:** заголовки страниц, ориентиры, названия полей форм и сообщения об ошибках проверяются автоматическими тестами по дереву доступности браузера. Тестирование с настоящей программой экранного доступа (NVDA, VoiceOver, TalkBack) **ещё не проводилось**; оно запланировано до следующего обновления заявления.',
            '## Известные недостатки',
            '- **Карта пунктов приёма отходов.** Карту можно сдвигать и масштабировать мышью или касанием, но выбрать отдельный пункт на карте с клавиатуры нельзя. Все пункты с адресами и часами работы есть в таблице над картой, и оттуда каждый пункт можно показать на карте.\n- **PDF-файлы.** PDF-файлы памяток по сортировке не размечены (в них нет структуры, нужной программам экранного доступа). Содержание каждой памятки на том же языке есть и в виде обычной веб-страницы, ссылка на неё — рядом с PDF.\n- **Материалы, перенесённые со старого сайта.** Часть новостей и уведомлений перенесена с прежнего сайта. У изображений в них может не быть текстового описания, а порядок заголовков может быть нелогичным. Мы исправляем такие материалы, когда замечаем их или когда вы сообщаете о них.',
            '## Обратная связь и контакты',
            'Если вы столкнулись на сайте с препятствием или вам нужны материалы в другом формате, сообщите нам через [форму обращения](/customer-support/contact-us?topic=10&subject=%D0%94%D0%BE%D1%81%D1%82%D1%83%D0%BF%D0%BD%D0%BE%D1%81%D1%82%D1%8C) (тема «Другое», заголовок «Доступность»), позвоните по короткому номеру **1919** (с понедельника по пятницу с 09:00 до 17:00) или напишите на info@jaatmeveo.example. Обращение попадает в систему поддержки службы обслуживания клиентов, и **мы отвечаем в течение трёх рабочих дней**.',
            '## Надзор',
            'Если наш ответ вас не устроил или вы не получили его в обещанный срок, вы можете обратиться в **Департамент защиты прав потребителей и технического надзора** (Tarbijakaitse ja Tehnilise Järelevalve Amet, TTJA), который в Эстонии надзирает за доступностью сайтов и электронных услуг: Endla 10a, 10122 Таллинн, телефон 667 2000, e-mail info@ttja.ee, [www.ttja.ee](https://www.ttja.ee).',
            '## Составление заявления',
            'Заявление составлено 25 ноября 2026 года. Мы пересматриваем его не реже одного раза в год и после каждого крупного изменения сайта.',
          ),
          en: md(
            'Jäätmeveo AS wants everyone to be able to use its website, including people who use a screen reader, screen magnification, only a keyboard or speech recognition. This statement applies to this website in all three of its languages (Estonian, Russian and English). The self-service portal is a separate website and is not covered by this statement.',
            '## Compliance status',
            'This website is **partially compliant** with the standard EN 301 549 and with level AA of the Web Content Accessibility Guidelines (WCAG) 2.1. The shortcomings listed below are why we cannot yet say that it complies in full.',
            '## How we assessed the website',
            "The assessment was made by the company's own developers (a self-assessment); the latest check was on **25 November 2026**.",
            "- **Automated testing:** axe-core checks the WCAG 2.0, 2.1 and 2.2 level A and AA rules on every type of page, in all three languages, at desktop and at phone screen widths. The check runs with every change to the website, and a change is published only when it finds no violations.\n- **Keyboard use:** automated browser tests operate the header menus, the language choice, search, the collection-day lookup, the sorting assistant and the data tables with the keyboard alone and check that focus is visible. The contact form and the reminder sign-up have not yet been walked through from start to finish with the keyboard alone.\n- **Zoom and narrow screens:** no page in the sitemap scrolls sideways on a screen 320 pixels wide, so text can be enlarged to 400 per cent without scrolling sideways.\n- **Screen readers:** page titles, landmarks, form field names and error messages are checked against the browser's accessibility tree by automated tests. Testing with an actual screen reader (NVDA, VoiceOver, TalkBack) has **not been done yet**; it is planned before the next update of this statement.",
            '## Known limitations',
            '- **The waste stations map.** The map can be moved and zoomed with a mouse or by touch, but the stations on it cannot be selected one by one with the keyboard. Every station, with its address and opening hours, is in the table above the map, from which each one can also be shown on the map.\n- **PDF files.** The PDF files of the sorting guides are not tagged (they lack the structure a screen reader needs). The content of each guide is also available, in the same language, as an ordinary web page linked beside the PDF.\n- **Content brought over from the old website.** Some news items and notices were imported from the previous website. Their images may lack text descriptions and their headings may be out of order. We fix them when we notice them or when you tell us about them.',
            '## Feedback and contact details',
            'If you come across a barrier on the website or need some content in another format, tell us through the [contact form](/customer-support/contact-us?topic=10&subject=Accessibility) (topic "Other", subject "Accessibility"), call the short number **1919** (Monday to Friday, 09:00–17:00) or write to info@jaatmeveo.example. Your message reaches the customer service helpdesk and **we answer within three working days**.',
            '## Enforcement procedure',
            'If you are not satisfied with our answer, or did not receive one within the time promised, you can turn to the **Consumer Protection and Technical Regulatory Authority** (Tarbijakaitse ja Tehnilise Järelevalve Amet, TTJA), which supervises the accessibility of websites and online services in Estonia: Endla 10a, 10122 Tallinn, phone +372 667 2000, email info@ttja.ee, [www.ttja.ee](https://www.ttja.ee).',
            '## Preparation of this statement',
            'This statement was prepared on 25 November 2026. We review it at least once a year and after every major change to the website.',
          ),
        },
      },
    ],
  },
]
