// Demo content: the /about section. Company figures come from SPEC sections 1 and 9.
// Invented for the demo (flagged in the writer's report): job roles in the call to action, the management-system
// wording (ISO-based principles), the procurement mailbox, and the projects and funders behind the two grant amounts.
import type { SeedPage } from '../types'

const JOBS_URL = 'https://karjaar.jaatmeveo.example/'

export const pages: SeedPage[] = [
  {
    path: '/about',
    order: 1,
    title: { et: 'Meist', ru: 'О нас', en: 'About us' },
    description: {
      et: 'Jäätmeveo AS kogub, veab ja suunab ringlusse kodude, ettevõtete ja asutuste jäätmeid üle Eesti. Siit leiate ettevõtte andmed, keskkonnapõhimõtted, hanked ja uudised.',
      ru: 'Jäätmeveo AS собирает, вывозит и передаёт на переработку отходы домохозяйств, предприятий и учреждений по всей Эстонии. Здесь — сведения о компании, экологические принципы, закупки и новости.',
      en: 'Jäätmeveo AS collects, transports and recycles waste from homes, businesses and public bodies all over Estonia. Here you will find company facts, our environmental principles, procurement and news.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Jäätmeveo AS on Eesti jäätmekäitlusettevõte. Tühjendame kodude, korteriühistute ja ettevõtete konteinereid, veame ära ehitusjäätmeid, võtame vastu ohtlikke jäätmeid, rendime ja müüme konteinereid ning hooldame teid ja tänavaid. Meie eesmärk on, et võimalikult suur osa kogutud materjalist jõuaks uuesti kasutusse.

Selles jaotises tutvustame ettevõtet, meie keskkonna-, kvaliteedi- ja ohutuspõhimõtteid, hankeid ja saadud toetusi ning avaldame uudiseid ja häireteateid. Teenuse tellimiseks helistage klienditeenindusse lühinumbril **1919** (E–R 09:00–17:00), kirjutage meile [kontaktivormi kaudu](/customer-support/contact-us) või kasutage [iseteenindust](https://iseteenindus.jaatmeveo.example/).`,
          ru: `Jäätmeveo AS — эстонская компания по обращению с отходами. Мы опорожняем контейнеры частных домов, квартирных товариществ и предприятий, вывозим строительные отходы, принимаем опасные отходы, сдаём в аренду и продаём контейнеры, а также содержим дороги и улицы. Наша цель — чтобы как можно больше собранных материалов снова пошло в дело.

В этом разделе мы рассказываем о компании, о наших принципах в области экологии, качества и безопасности, о закупках и полученных субсидиях, а также публикуем новости и экстренные уведомления. Чтобы заказать услугу, позвоните в службу обслуживания клиентов по короткому номеру **1919** (Пн–Пт 09:00–17:00), напишите нам через [форму обращения](/customer-support/contact-us) или воспользуйтесь [порталом самообслуживания](https://iseteenindus.jaatmeveo.example/).`,
          en: `Jäätmeveo AS is an Estonian waste-management company. We empty containers for homes, housing associations and businesses, remove construction waste, accept hazardous waste, rent out and sell containers, and maintain roads and streets. Our aim is for as much of the material we collect as possible to be used again.

In this section you can read about the company, our environmental, quality and safety principles, procurement and the grants we have received, as well as news and emergency notices. To order a service, call customer service on the short number **1919** (Mon–Fri 09:00–17:00), write to us through the [contact form](/customer-support/contact-us) or use the [self-service portal](https://iseteenindus.jaatmeveo.example/).`,
        },
      },
      {
        blockType: 'cards',
        heading: { et: 'Selles jaotises', ru: 'В этом разделе', en: 'In this section' },
        children: true,
      },
      {
        blockType: 'callToAction',
        heading: { et: 'Tulge meile tööle', ru: 'Работа у нас', en: 'Careers' },
        text: {
          et: 'Otsime üle Eesti autojuhte, laadijaid, mehaanikuid ja klienditeenindajaid. Pakume kindlat tööd, väljaõpet ja kaasaegset tehnikat. Vabad ametikohad leiate meie karjäärilehelt.',
          ru: 'Мы ищем по всей Эстонии водителей, грузчиков, механиков и специалистов по обслуживанию клиентов. Предлагаем стабильную работу, обучение и современную технику. Открытые вакансии — на нашем сайте карьеры.',
          en: 'We are looking for drivers, loaders, mechanics and customer service staff all over Estonia. We offer steady work, training and modern equipment. See our open positions on the careers site.',
        },
        label: { et: 'Vaadake vabu töökohti', ru: 'Смотреть вакансии', en: 'See open positions' },
        href: JOBS_URL,
        external: true,
      },
    ],
  },
  {
    path: '/about/company',
    order: 1,
    title: { et: 'Ettevõte', ru: 'О компании', en: 'Company' },
    description: {
      et: 'Jäätmeveo AS on üks Eesti suuremaid jäätmekäitlusettevõtteid: kes me oleme, mida teeme ja kuhu tahame jõuda.',
      ru: 'Jäätmeveo AS — одна из крупнейших компаний по обращению с отходами в Эстонии: кто мы, чем занимаемся и к чему стремимся.',
      en: 'Jäätmeveo AS is one of the largest waste-management companies in Estonia: who we are, what we do and where we are heading.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Jäätmeveo AS on üks Eesti suuremaid jäätmekäitlusettevõtteid. Meie autod sõidavad iga päev linnades ja maal, et tühjendada kodude, korteriühistute, ettevõtete ja asutuste konteinereid. Kogutud jäätmed sorteerime ja suuname võimalikult suures osas ringlusse, ohtlikud jäätmed käitleme ohutult.

Tahame saada **Eesti juhtivaks materjalide ringlussevõtjaks**. See tähendab, et iga aastaga jõuab rohkem paberit, pappi, plasti, metalli, puitu ja biojäätmeid tagasi tootmisse ning prügilasse läheb üha vähem.`,
          ru: `Jäätmeveo AS — одна из крупнейших компаний по обращению с отходами в Эстонии. Каждый день наши машины работают в городах и сельской местности, опорожняя контейнеры домохозяйств, квартирных товариществ, предприятий и учреждений. Собранные отходы мы сортируем и по возможности передаём на переработку, а опасные отходы обезвреживаем безопасным способом.

Мы хотим **стать ведущим переработчиком материалов в Эстонии**. Это значит, что с каждым годом всё больше бумаги, картона, пластика, металла, древесины и биоотходов возвращается в производство, а на свалку попадает всё меньше.`,
          en: `Jäätmeveo AS is one of the largest waste-management companies in Estonia. Every day our trucks are out in towns and the countryside emptying containers for homes, housing associations, businesses and public bodies. We sort the waste we collect and send as much of it as possible for recycling; hazardous waste is treated safely.

Our goal is to become **Estonia's leading materials recycler**. In practice this means that every year more paper, cardboard, plastic, metal, wood and biowaste goes back into production and less ends up in landfill.`,
        },
      },
      {
        blockType: 'facts',
        heading: { et: 'Jäätmeveo AS arvudes', ru: 'Jäätmeveo AS в цифрах', en: 'Jäätmeveo AS in figures' },
        items: [
          { value: '~{employees}', label: { et: 'töötajat', ru: 'сотрудников', en: 'employees' } },
          { value: '{customers}+', label: { et: 'klienti', ru: 'клиентов', en: 'customers' } },
          {
            value: '{tonnesPerYear}+',
            label: { et: 'tonni jäätmeid aastas', ru: 'тонн отходов в год', en: 'tonnes of waste a year' },
          },
          {
            value: '{goalYear}',
            label: {
              et: 'aasta, milleks tahame olla Eesti juhtiv materjalide ringlussevõtja',
              ru: 'год, к которому мы хотим стать ведущим переработчиком материалов в Эстонии',
              en: "the year by which we aim to be Estonia's leading materials recycler",
            },
          },
        ],
      },
      {
        blockType: 'richText',
        body: {
          et: `## Mida me teeme

- [Korraldatud jäätmevedu](/home-customer/organized-waste) ja konteinerite tühjendamine kodudes ja korteriühistutes
- [Ehitus- ja koristusjäätmete vedu](/construction-waste/collect-transport-waste) konteineritega mahuga 5–30 m³
- [Ohtlike jäätmete](/home-customer/hazardous-waste) ja [elektroonikaromu](/services/electronic-waste) vastuvõtt
- [Fekaalivedu](/home-customer/fecal-transport), [konteinerite rent ja müük](/home-customer/rental-garbage-containers) ning [konteinerite pesu](/services/container-washing)
- [Teede ja tänavate hooldus](/services/maintenance-of-roads), [puistematerjalide](/services/bulk-material-sale) ning [komposti](/services/compost) müük

Kõik teenused leiate lehelt [Teenused](/services).

## Piirkondlikud kontorid

Meil on kolm piirkondlikku kontorit: **põhjas Tallinnas**, **lõunas Tartus** ja **läänes Viljandis**. Tallinna, Tartu ja Viljandi kontoris saab maksta pangakaardiga, teistes klienditeeninduspunktides ainult sularahas. Aadressid ja lahtiolekuajad on lehel [Kontakt](/customer-support/contact).

## Võtke meiega ühendust

Klienditeenindus on avatud E–R 09:00–17:00, lühinumber **1919**. Kõik kõned salvestatakse. Kirjalikud pöördumised saatke [kontaktivormi kaudu](/customer-support/contact-us) – vastame 3 tööpäeva jooksul.`,
          ru: `## Что мы делаем

- [Организованный вывоз отходов](/home-customer/organized-waste) и опорожнение контейнеров частных домов и квартирных товариществ
- [Вывоз строительного и уборочного мусора](/construction-waste/collect-transport-waste) в контейнерах объёмом от 5 до 30 м³
- Приём [опасных отходов](/home-customer/hazardous-waste) и [электронных отходов](/services/electronic-waste)
- [Вывоз фекальных вод](/home-customer/fecal-transport), [аренда и продажа контейнеров](/home-customer/rental-garbage-containers), [мойка контейнеров](/services/container-washing)
- [Содержание дорог и улиц](/services/maintenance-of-roads), продажа [сыпучих материалов](/services/bulk-material-sale) и [компоста](/services/compost)

Все услуги перечислены на странице [Услуги](/services).

## Региональные офисы

У нас три региональных офиса: **на севере — в Таллинне**, **на юге — в Тарту** и **на западе — в Вильянди**. Банковской картой можно расплатиться в офисах в Таллинне, Тарту и Вильянди, в остальных пунктах обслуживания — только наличными. Адреса и часы работы — на странице [Контакты](/customer-support/contact).

## Свяжитесь с нами

Служба обслуживания клиентов работает Пн–Пт 09:00–17:00, короткий номер **1919**. Все звонки записываются. Письменные обращения отправляйте через [форму обращения](/customer-support/contact-us) — мы ответим в течение 3 рабочих дней.`,
          en: `## What we do

- [Organised waste collection](/home-customer/organized-waste) and container emptying for homes and housing associations
- [Construction and clear-out waste removal](/construction-waste/collect-transport-waste) in containers from 5 to 30 m³
- Acceptance of [hazardous waste](/home-customer/hazardous-waste) and [electronic waste](/services/electronic-waste)
- [Septic tank emptying](/home-customer/fecal-transport), [container rental and sale](/home-customer/rental-garbage-containers) and [container washing](/services/container-washing)
- [Road and street maintenance](/services/maintenance-of-roads), sale of [bulk materials](/services/bulk-material-sale) and [compost](/services/compost)

All services are listed on the [Services](/services) page.

## Regional offices

We have three regional offices: **north in Tallinn**, **south in Tartu** and **west in Viljandi**. You can pay by card at the Tallinn, Tartu and Viljandi offices; our other customer service points accept cash only. Addresses and opening hours are on the [Contact](/customer-support/contact) page.

## Get in touch

Customer service is open Mon–Fri 09:00–17:00 on the short number **1919**. All calls are recorded. Send written enquiries through the [contact form](/customer-support/contact-us) and we will reply within 3 working days.`,
        },
      },
    ],
  },
  {
    path: '/about/environment-and-quality',
    order: 2,
    title: {
      et: 'Keskkond, kvaliteet ja ohutus',
      ru: 'Экология, качество и безопасность',
      en: 'Environment, quality and safety',
    },
    description: {
      et: 'Kuidas juhime oma keskkonnamõju, teenuse kvaliteeti ja tööohutust ning kuidas käitleme ohtlikke jäätmeid oma põletustehases.',
      ru: 'Как мы управляем воздействием на окружающую среду, качеством услуг и безопасностью труда и как обезвреживаем опасные отходы на собственном мусоросжигательном заводе.',
      en: 'How we manage our environmental impact, service quality and occupational safety, and how we treat hazardous waste at our own incineration plant.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `Jäätmevedu on keskkonnateenus – seepärast peame ka ise keskkonnaga arvestama. Meie juhtimissüsteem ühendab keskkonna-, kvaliteedi- ja tööohutuse juhtimise ning järgib standardite ISO 14001, ISO 9001 ja ISO 45001 põhimõtteid.

## Keskkond

- **Rohkem ringlusse.** Kogume eraldi paberit ja kartongi, pakendeid, biojäätmeid, klaasi, metalli ja puitu ning suuname need ringlussevõttu. Meie eesmärk on saada Eesti juhtivaks materjalide ringlussevõtjaks.
- **Vähem kilomeetreid.** Planeerime veoringid nii, et autod sõidaksid võimalikult lühikest teed ja oleksid täis koormaga.
- **Puhtam autopark.** Uuendame autoparki järjepidevalt ja hoiame tehnika korras, et vähendada heitgaase, müra ja lekkeid.
- **Nõu klientidele.** Õige sorteerimine algab kodust – vaadake meie [sorteerimisjuhendeid](/customer-support/instructions).

## Ohtlike jäätmete põletustehas

Ohtlikke jäätmeid, mida ei saa ringlusse võtta, käitleme oma põletustehases. Tehase võimsus on **umbes 2 000 tonni aastas**. Põletamine hävitab ohtlikud ained kontrollitud tingimustes ning suitsugaase puhastatakse ja seiratakse pidevalt. Kodudest pärit ohtlikke jäätmeid saate tuua [jäätmejaama](/home-customer/waste-stations) – lugege lähemalt lehelt [Ohtlikud jäätmed](/home-customer/hazardous-waste).

## Kvaliteet

Hea teenus tähendab, et konteiner tühjendatakse õigel päeval ja arve on õige. Jälgime tühjendusgraafikute täitmist iga päev ning kui tühjendus jääb vahele, avaldame aadressi lehel [Tühjendamata aadressid](/customer-support/unserved-addresses) koos uue tühjenduskuupäevaga. Tagasiside ja kaebused saatke [kontaktivormi kaudu](/customer-support/contact-us) teemaga „Kaebus teenuse kohta“ – vastame 3 tööpäeva jooksul.

## Ohutus

Iga töötaja peab jõudma õhtul tervena koju. Autojuhid ja laadijad läbivad regulaarselt ohutuskoolitusi, autod on varustatud tagurduskaamerate ja hoiatussignaalidega. Palume ka klientidelt abi: hoidke ligipääs konteinerile vaba, ärge parkige prügiauto teele ning ärge laske lastel mängida töötava prügiauto läheduses.`,
          ru: `Вывоз отходов — это экологическая услуга, поэтому и сами мы обязаны бережно относиться к окружающей среде. Наша система управления объединяет экологический менеджмент, управление качеством и охрану труда и следует принципам стандартов ISO 14001, ISO 9001 и ISO 45001.

## Окружающая среда

- **Больше на переработку.** Мы раздельно собираем бумагу и картон, упаковку, биоотходы, стекло, металл и древесину и передаём их на переработку. Наша цель — стать ведущим переработчиком материалов в Эстонии.
- **Меньше километров.** Мы планируем маршруты так, чтобы машины проезжали как можно меньше и ездили с полной загрузкой.
- **Более чистый автопарк.** Мы постоянно обновляем автопарк и следим за исправностью техники, чтобы сократить выбросы, шум и утечки.
- **Советы клиентам.** Правильная сортировка начинается дома — посмотрите наши [инструкции по сортировке](/customer-support/instructions).

## Завод по сжиганию опасных отходов

Опасные отходы, которые нельзя переработать, мы обезвреживаем на собственном мусоросжигательном заводе мощностью **около 2 000 тонн в год**. При сжигании опасные вещества уничтожаются в контролируемых условиях, а дымовые газы постоянно очищаются и контролируются. Опасные отходы из домохозяйств можно привезти в [пункт приёма отходов](/home-customer/waste-stations) — подробнее на странице [Опасные отходы](/home-customer/hazardous-waste).

## Качество

Хорошая услуга — это контейнер, опорожнённый в нужный день, и правильный счёт. Мы ежедневно следим за выполнением графиков, а если вывоз сорвался, публикуем адрес на странице [«Адреса без вывоза»](/customer-support/unserved-addresses) вместе с новой датой. Отзывы и жалобы отправляйте через [форму обращения](/customer-support/contact-us) с темой «Жалоба на услугу» — мы ответим в течение 3 рабочих дней.

## Безопасность

Каждый сотрудник должен вечером вернуться домой здоровым. Водители и грузчики регулярно проходят обучение по технике безопасности, машины оснащены камерами заднего вида и предупредительными сигналами. Просим о помощи и клиентов: держите подход к контейнеру свободным, не паркуйтесь на пути мусоровоза и не позволяйте детям играть рядом с работающей машиной.`,
          en: `Waste collection is an environmental service, so we have to look after the environment ourselves too. Our management system combines environmental, quality and occupational health and safety management and follows the principles of ISO 14001, ISO 9001 and ISO 45001.

## Environment

- **More recycling.** We collect paper and cardboard, packaging, biowaste, glass, metal and wood separately and send them for recycling. Our goal is to become Estonia's leading materials recycler.
- **Fewer kilometres.** We plan collection rounds so that trucks drive the shortest possible distance and travel fully loaded.
- **A cleaner fleet.** We renew our fleet steadily and keep vehicles well maintained to reduce exhaust emissions, noise and leaks.
- **Advice for customers.** Good sorting starts at home: see our [sorting guides](/customer-support/instructions).

## Hazardous waste incineration plant

Hazardous waste that cannot be recycled is treated at our own incineration plant, which has a capacity of **about 2,000 tonnes a year**. Incineration destroys hazardous substances under controlled conditions, and the flue gas is cleaned and monitored continuously. You can bring hazardous waste from your home to a [waste station](/home-customer/waste-stations); read more on the [Hazardous waste](/home-customer/hazardous-waste) page.

## Quality

Good service means the container is emptied on the right day and the invoice is correct. We check every day that collection schedules are kept, and if a collection is missed we publish the address on the [Unserved addresses](/customer-support/unserved-addresses) page with the new collection date. Send feedback and complaints through the [contact form](/customer-support/contact-us) with the topic "Service complaint"; we will reply within 3 working days.

## Safety

Everyone who works for us should get home safely at the end of the day. Drivers and loaders receive regular safety training, and our trucks have reversing cameras and warning signals. We ask customers to help too: keep the way to your container clear, do not park in the refuse truck's way and keep children away from a working truck.`,
        },
      },
      {
        blockType: 'facts',
        items: [
          {
            value: '~2\u00a0000 t',
            label: {
              et: 'ohtlike jäätmete põletustehase võimsus aastas',
              ru: 'мощность завода по сжиганию опасных отходов в год',
              en: 'yearly capacity of our hazardous waste incineration plant',
            },
          },
          {
            value: '3',
            label: {
              et: 'päeva jooksul vastame kirjalikule pöördumisele',
              ru: 'дня — срок ответа на письменное обращение',
              en: 'days to reply to a written enquiry',
            },
          },
        ],
      },
    ],
  },
  {
    path: '/about/procurement',
    order: 3,
    title: { et: 'Hanked ja toetused', ru: 'Закупки и субсидии', en: 'Procurement and grants' },
    description: {
      et: 'Millistel põhimõtetel teeme hankeid, kuidas saab tarnija meile pakkumise teha ja milliseid projekte on toetatud.',
      ru: 'На каких принципах мы проводим закупки, как поставщику сделать нам предложение и какие проекты получили поддержку.',
      en: 'The principles we follow in procurement, how suppliers can make us an offer and which of our projects have received grants.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: `## Hangete põhimõtted

Ostame kaupu ja teenuseid läbipaistvalt ning kohtleme kõiki pakkujaid võrdselt. Toetusega rahastatud ostude puhul järgime lisaks toetuse andja hankereegleid.

- **Läbipaistvus.** Hanke tingimused, hindamiskriteeriumid ja tähtajad on kõigile pakkujatele ühesugused ja teada enne pakkumiste esitamist.
- **Võrdne kohtlemine.** Ükski pakkuja ei saa teistest rohkem infot ega lisaaega.
- **Keskkonnamõju.** Hindame lisaks hinnale ka energiatõhusust, heitkoguseid, hooldatavust ja kasutusiga.
- **Huvide konflikti vältimine.** Hankes osalevad töötajad kinnitavad, et neil pole pakkujatega seotud isiklikke huve.

## Kuidas pakkumist teha

Kui soovite meile tooteid või teenuseid pakkuda, kirjutage aadressil [hanked@jaatmeveo.example](mailto:hanked@jaatmeveo.example). Lisage ettevõtte andmed, pakutava lühikirjeldus ja kontaktisik. Käimasolevate hangete kohta vastame ka lühinumbril **1919** (E–R 09:00–17:00).

## Saadud toetused

Oleme saanud toetust ringlussevõtu seadmete soetamiseks. Toetused aitavad sorteerida rohkem jäätmeid ja suunata need ringlusse, mitte prügilasse.`,
          ru: `## Принципы закупок

Мы закупаем товары и услуги прозрачно и одинаково относимся ко всем участникам. При закупках за счёт субсидий мы дополнительно соблюдаем правила, установленные организацией, которая их выделила.

- **Прозрачность.** Условия закупки, критерии оценки и сроки одинаковы для всех участников и известны заранее.
- **Равное отношение.** Ни один участник не получает больше информации или дополнительного времени, чем другие.
- **Воздействие на окружающую среду.** Помимо цены мы оцениваем энергоэффективность, выбросы, ремонтопригодность и срок службы.
- **Отсутствие конфликта интересов.** Сотрудники, участвующие в закупке, подтверждают, что не имеют личных интересов, связанных с участниками.

## Как сделать предложение

Если вы хотите предложить нам товары или услуги, напишите на адрес [hanked@jaatmeveo.example](mailto:hanked@jaatmeveo.example). Укажите данные компании, краткое описание предложения и контактное лицо. На вопросы о текущих закупках мы также ответим по короткому номеру **1919** (Пн–Пт 09:00–17:00).

## Полученные субсидии

Мы получили субсидии на приобретение оборудования для переработки. Они помогают сортировать больше отходов и направлять их на переработку, а не на свалку.`,
          en: `## Procurement principles

We buy goods and services transparently and treat all bidders equally. When a purchase is co-funded by a grant, we also follow the procurement rules set by the funder.

- **Transparency.** The terms, evaluation criteria and deadlines are the same for every bidder and known before bids are submitted.
- **Equal treatment.** No bidder receives more information or extra time than the others.
- **Environmental impact.** Besides price, we weigh energy efficiency, emissions, ease of maintenance and service life.
- **No conflicts of interest.** Staff involved in a procurement confirm that they have no personal interest linked to any bidder.

## How to make an offer

If you would like to offer us goods or services, write to [hanked@jaatmeveo.example](mailto:hanked@jaatmeveo.example) with your company details, a short description of your offer and a contact person. Questions about ongoing procurements can also be asked on the short number **1919** (Mon–Fri 09:00–17:00).

## Grants received

We have received grants towards recycling equipment. They help us sort more waste and send it for recycling instead of landfill.`,
        },
      },
      {
        blockType: 'table',
        caption: { et: 'Saadud toetused', ru: 'Полученные субсидии', en: 'Grants received' },
        columns: [
          { et: 'Projekt', ru: 'Проект', en: 'Project' },
          { et: 'Kaasrahastaja', ru: 'Источник финансирования', en: 'Co-funded by' },
          { et: 'Toetus', ru: 'Субсидия', en: 'Grant' },
        ],
        rows: [
          [
            {
              et: 'Pakendijäätmete pressi soetamine',
              ru: 'Приобретение пресса для упаковочных отходов',
              en: 'Baling press for packaging waste',
            },
            {
              et: 'Keskkonnainvesteeringute Keskus',
              ru: 'Центр экологических инвестиций (KIK)',
              en: 'Environmental Investment Centre (KIK)',
            },
            { et: '149 408 €', ru: '149 408 €', en: '€149,408' },
          ],
          [
            {
              et: 'Sorteerimisliini uuendamine ringlussevõtu suurendamiseks',
              ru: 'Модернизация сортировочной линии для увеличения доли переработки',
              en: 'Upgrading the sorting line to increase recycling',
            },
            {
              et: 'Euroopa Liidu Ühtekuuluvusfond Keskkonnainvesteeringute Keskuse kaudu',
              ru: 'Фонд сплочения Европейского союза через Центр экологических инвестиций',
              en: 'EU Cohesion Fund through the Environmental Investment Centre',
            },
            { et: '2 419 337 €', ru: '2 419 337 €', en: '€2,419,337' },
          ],
        ],
        note: {
          et: 'Demo: projektide kirjeldused ja rahastajad on näidisandmed.',
          ru: 'Демо: описания проектов и источники финансирования — демонстрационные данные.',
          en: 'Demo: the project descriptions and funders are sample data.',
        },
      },
    ],
  },
  {
    path: '/about/news',
    order: 4,
    title: { et: 'Uudised', ru: 'Новости', en: 'News' },
    description: {
      et: 'Uudised teenuste, graafikumuudatuste ja sorteerimise kohta ning jäätmekooli nõuanded.',
      ru: 'Новости об услугах и изменениях графиков, советы по сортировке и материалы школы отходов.',
      en: 'News about our services and schedule changes, sorting advice and articles from our waste school.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Siin avaldame Jäätmeveo AS-i uudiseid: muudatused teenustes ja tühjendusgraafikutes, häireteated ning jäätmekooli artiklid sellest, kuidas jäätmeid õigesti sorteerida. Kui uudis puudutab teie lepingut ja teil on küsimusi, helistage lühinumbril **1919** või kirjutage [kontaktivormi kaudu](/customer-support/contact-us).',
          ru: 'Здесь мы публикуем новости Jäätmeveo AS: изменения в услугах и графиках вывоза, экстренные уведомления и статьи школы отходов о том, как правильно сортировать мусор. Если новость касается вашего договора и у вас есть вопросы, позвоните по короткому номеру **1919** или напишите через [форму обращения](/customer-support/contact-us).',
          en: 'Here we publish news from Jäätmeveo AS: changes to services and collection schedules, emergency notices and waste school articles on sorting waste correctly. If a news item concerns your contract and you have questions, call the short number **1919** or write to us through the [contact form](/customer-support/contact-us).',
        },
      },
    ],
  },
  {
    path: '/about/emergency-detailed',
    order: 5,
    title: {
      et: 'Häireteated – põhjalikult',
      ru: 'Экстренные уведомления — подробно',
      en: 'Emergency notices in detail',
    },
    description: {
      et: 'Põhjalikumad teated häiretest jäätmeveos, näiteks ilmastiku, teetööde või tehnikarikete tõttu, ja sellest, mida klient peaks tegema.',
      ru: 'Подробные сообщения о сбоях в вывозе отходов — из-за погоды, дорожных работ или поломок техники — и о том, что делать клиенту.',
      en: 'Detailed notices about disruptions to waste collection, for example due to weather, roadworks or vehicle breakdowns, and what customers should do.',
    },
    layout: [
      {
        blockType: 'richText',
        body: {
          et: 'Kui tugev lumesadu, teede sulgemine või muu erakorraline olukord takistab jäätmevedu, kirjeldame siin põhjalikumalt, milliseid piirkondi see puudutab, millal tühjendused järele tehakse ja mida saate ise teha. Vaadake ka lehte [Tühjendamata aadressid](/customer-support/unserved-addresses). Kui teie konteinerit ei ole uue kuupäeva järgi tühjendatud, helistage lühinumbril **1919** või kirjutage [kontaktivormi kaudu](/customer-support/contact-us).',
          ru: 'Если сильный снегопад, закрытие дорог или другая чрезвычайная ситуация мешает вывозу отходов, здесь мы подробно рассказываем, каких районов это касается, когда будет выполнен пропущенный вывоз и что можете сделать вы. Проверьте также страницу [«Адреса без вывоза»](/customer-support/unserved-addresses). Если контейнер так и не опорожнили к новой дате, позвоните по короткому номеру **1919** или напишите через [форму обращения](/customer-support/contact-us).',
          en: 'When heavy snow, road closures or another emergency stops us from collecting waste, we explain here in more detail which areas are affected, when the missed collections will be made up and what you can do yourself. Please also check the [Unserved addresses](/customer-support/unserved-addresses) page. If your container has still not been emptied by the new date, call the short number **1919** or write to us through the [contact form](/customer-support/contact-us).',
        },
      },
    ],
  },
]
