// Demo content: the header menu in et/ru/en, grouped as on the old site (SPEC section 2).
// External targets are demo hosts; the jobs and self-service addresses come from the site settings seed.
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import type { MenuIconName } from '@/lib/navigation/icons'
import type { L } from './types'
import { siteSettingsShared } from './siteSettings'

type SeedEntry = {
  label: L
  url: string
  icon?: MenuIconName
  external?: boolean
  openInNewTab?: boolean
  children?: SeedEntry[]
}

export const OLD_SITE_URL = 'https://vana.jaatmeveo.example/'

export const headerMenuSeed: SeedEntry[] = [
  {
    label: { et: 'Meist', ru: 'О нас', en: 'About us' },
    url: '/about',
    icon: 'info',
    children: [
      { label: { et: 'Ettevõte', ru: 'О компании', en: 'Company' }, url: '/about/company', icon: 'building' },
      { label: { et: 'Uudised', ru: 'Новости', en: 'News' }, url: '/about/news', icon: 'news' },
      {
        label: {
          et: 'Keskkond, kvaliteet ja ohutus',
          ru: 'Экология, качество и безопасность',
          en: 'Environment, quality and safety',
        },
        url: '/about/environment-and-quality',
        icon: 'leaf',
      },
      {
        label: { et: 'Hanked ja toetused', ru: 'Закупки и субсидии', en: 'Procurement and grants' },
        url: '/about/procurement',
        icon: 'document',
      },
      {
        label: { et: 'Tulge meile tööle', ru: 'Работа у нас', en: 'Careers' },
        url: siteSettingsShared.jobsUrl,
        icon: 'briefcase',
        external: true,
        openInNewTab: true,
      },
      {
        label: { et: 'Vana koduleht', ru: 'Старая версия сайта', en: 'Old website' },
        url: OLD_SITE_URL,
        icon: 'history',
        external: true,
      },
    ],
  },
  {
    label: { et: 'Eraklient', ru: 'Частным клиентам', en: 'Home customers' },
    url: '/home-customer',
    icon: 'home',
    children: [
      {
        label: { et: 'Korraldatud jäätmevedu', ru: 'Организованный вывоз отходов', en: 'Organised waste collection' },
        url: '/home-customer/organized-waste',
        icon: 'truck',
      },
      {
        label: { et: 'Jäätmejaamad', ru: 'Пункты приёма отходов', en: 'Waste stations' },
        url: '/home-customer/waste-stations',
        icon: 'map-pin',
      },
      {
        label: {
          et: 'Big-Bag kotiga jäätmevedu',
          ru: 'Вывоз отходов в мешках Big-Bag',
          en: 'Big-Bag waste collection',
        },
        url: '/home-customer/big-bag-collecting',
        icon: 'bag',
      },
      {
        label: { et: 'Ohtlikud jäätmed', ru: 'Опасные отходы', en: 'Hazardous waste' },
        url: '/home-customer/hazardous-waste',
        icon: 'hazard',
      },
      {
        label: { et: 'Fekaalivedu', ru: 'Вывоз фекальных вод', en: 'Septic tank emptying' },
        url: '/home-customer/fecal-transport',
        icon: 'truck',
      },
      {
        label: { et: 'Pakendijäätmete vedu', ru: 'Вывоз упаковочных отходов', en: 'Packaging waste collection' },
        url: '/home-customer/packaging-transportation',
        icon: 'package',
      },
      {
        label: { et: 'Konteinerite rent ja müük', ru: 'Аренда и продажа контейнеров', en: 'Container rental and sale' },
        url: '/home-customer/rental-garbage-containers',
        icon: 'container',
      },
    ],
  },
  {
    label: { et: 'Ehitusjäätmed', ru: 'Строительные отходы', en: 'Construction waste' },
    url: '/construction-waste',
    icon: 'shovel',
    children: [
      {
        label: { et: 'Ehitusjäätmete vedu', ru: 'Вывоз строительных отходов', en: 'Construction waste collection' },
        url: '/construction-waste/collect-transport-waste',
        icon: 'container',
      },
      {
        label: { et: 'Tooge ise jäätmejaama', ru: 'Привезите сами', en: 'Bring it yourself' },
        url: '/construction-waste/take-it-yourself',
        icon: 'map-pin',
      },
      {
        label: {
          et: 'Ehitusjäätmete hinnakirjad',
          ru: 'Прайс-листы на строительные отходы',
          en: 'Construction waste price lists',
        },
        url: '/customer-support/price-lists',
        icon: 'price',
      },
    ],
  },
  {
    label: { et: 'Teenused', ru: 'Услуги', en: 'Services' },
    url: '/services',
    icon: 'recycle',
    children: [
      {
        label: { et: 'Puistematerjalide müük', ru: 'Продажа сыпучих материалов', en: 'Bulk materials' },
        url: '/services/bulk-material-sale',
        icon: 'package',
      },
      {
        label: { et: 'Kompost ja vedelväetis', ru: 'Компост и жидкое удобрение', en: 'Compost and liquid fertiliser' },
        url: '/services/compost',
        icon: 'compost',
      },
      {
        label: { et: 'Elektroonikajäätmed', ru: 'Электронные отходы', en: 'Electronic waste' },
        url: '/services/electronic-waste',
        icon: 'plug',
      },
      {
        label: { et: 'Teede ja tänavate hooldus', ru: 'Содержание дорог и улиц', en: 'Road and street maintenance' },
        url: '/services/maintenance-of-roads',
        icon: 'road',
      },
      {
        label: {
          et: 'Müügipakendite taaskasutus',
          ru: 'Переработка торговой упаковки',
          en: 'Sales packaging recycling',
        },
        url: '/services/packaging-sale',
        icon: 'recycle',
        openInNewTab: true,
      },
      {
        label: { et: 'Taaskasutatavate materjalide kokkuost', ru: 'Закупка вторсырья', en: 'Buying recyclables' },
        url: '/services/recyclable-waste-purchase',
        icon: 'price',
      },
    ],
  },
  {
    label: { et: 'Klienditugi', ru: 'Поддержка клиентов', en: 'Customer support' },
    url: '/customer-support',
    icon: 'support',
    children: [
      {
        label: { et: 'Järgmine tühjenduspäev', ru: 'Следующий день вывоза', en: 'Next collection day' },
        url: '/customer-support/next-shipping-day',
        icon: 'calendar',
      },
      {
        label: { et: 'Häireteated', ru: 'Экстренные уведомления', en: 'Emergency notices' },
        url: '/customer-support/emergency-notice',
        icon: 'alert',
      },
      {
        label: { et: 'Tühjendamata aadressid', ru: 'Адреса без вывоза', en: 'Unserved addresses' },
        url: '/customer-support/unserved-addresses',
        icon: 'map-pin',
      },
      {
        label: {
          et: 'Ehitusjäätmete hinnakirjad',
          ru: 'Прайс-листы на строительные отходы',
          en: 'Construction waste price lists',
        },
        url: '/customer-support/price-lists',
        icon: 'price',
      },
      {
        label: { et: 'Korduma kippuvad küsimused', ru: 'Часто задаваемые вопросы', en: 'Frequently asked questions' },
        url: '/customer-support/faq',
        icon: 'question',
      },
      {
        label: { et: 'Sorteerimisjuhendid', ru: 'Инструкции по сортировке', en: 'Sorting guides' },
        url: '/customer-support/instructions',
        icon: 'document',
      },
      {
        label: { et: 'Kuhu mida panna', ru: 'Что куда выбрасывать', en: 'What goes where' },
        url: '/customer-support/what-goes-where',
        icon: 'recycle',
      },
      { label: { et: 'Kontakt', ru: 'Контакты', en: 'Contact' }, url: '/customer-support/contact', icon: 'phone' },
      {
        label: { et: 'Võtke meiega ühendust', ru: 'Напишите нам', en: 'Contact us' },
        url: '/customer-support/contact-us',
        icon: 'user',
      },
      {
        label: { et: 'Isikuandmete töötlemine', ru: 'Обработка персональных данных', en: 'Personal data processing' },
        url: '/customer-support/personal-data-processing',
        icon: 'shield',
      },
      {
        label: { et: 'Iseteenindus', ru: 'Самообслуживание', en: 'Self-service portal' },
        url: siteSettingsShared.selfServiceUrl,
        icon: 'user',
        external: true,
        openInNewTab: true,
      },
    ],
  },
]

type StoredEntry = {
  label: string
  url: string
  icon: MenuIconName | null
  external: boolean
  openInNewTab: boolean
  order: number
  children?: StoredEntry[]
}

function toStored(entry: SeedEntry, locale: Locale, index: number): StoredEntry {
  return {
    label: entry.label[locale],
    url: entry.url,
    icon: entry.icon ?? null,
    external: entry.external ?? false,
    openInNewTab: entry.openInNewTab ?? false,
    // Left unset so the label decides (the old-page link is recognised by its wording).
    order: (index + 1) * 10,
    ...(entry.children ? { children: entry.children.map((child, i) => toStored(child, locale, i)) } : {}),
  }
}

export function headerMenuFor(locale: Locale) {
  return headerMenuSeed.map((entry, index) => toStored(entry, locale, index))
}

/** Creates the header menu of each locale that has none yet; never touches a menu an editor filled. */
export async function seedNavigation(payload: Payload, report: { created: string[]; skipped: string[] }) {
  const ctx = { disableRevalidate: true, seeding: true }
  for (const locale of locales) {
    const current = await payload.findGlobal({ slug: 'header-menu', locale, fallbackLocale: false, depth: 0 })
    if (current?.items?.length) {
      report.skipped.push(`header-menu:${locale}`)
      continue
    }
    await payload.updateGlobal({ slug: 'header-menu', locale, context: ctx, data: { items: headerMenuFor(locale) } })
    report.created.push(`header-menu:${locale}`)
  }
}
