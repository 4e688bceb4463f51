// Demo content: site-wide settings. Figures from SPEC sections 1 and 9; the portal and jobs hosts are demo addresses.
import type { Locale } from '@/i18n/locales'

export const siteSettingsShared = {
  companyName: 'Jäätmeveo AS',
  facts: { employees: 600, customers: 250000, tonnesPerYear: 500000, goalYear: 2027 },
  shortNumber: '1919',
  charges: {
    mobilePerMinute: 0.2278,
    landlinePerCall: 0.0312,
    landlinePerMinute: 0.0222,
    otherLow: 0.23,
    otherHigh: 0.3,
  },
  email: 'info@jaatmeveo.example',
  selfServiceUrl: 'https://iseteenindus.jaatmeveo.example/',
  jobsUrl: 'https://karjaar.jaatmeveo.example/',
}

export const siteSettingsLocalized: Record<
  Locale,
  {
    tagline: string
    serviceHours: string
    callsNote: string
    address: string
    socialLinks: { label: string; url: string }[]
    footerLinks: { label: string; url: string }[]
  }
> = {
  et: {
    tagline:
      'Veame olme-, ehitus- ja ohtlikke jäätmeid, rendime ja müüme konteinereid ning hooldame teid ja tänavaid. Meie eesmärk on suunata võimalikult palju materjali tagasi ringlusse.',
    serviceHours: 'Klienditeenindus E–R 09:00–17:00',
    callsNote: 'Kõik kõned salvestatakse.',
    address: 'Demo tn 1\n10111 Tallinn',
    footerLinks: [{ label: 'Arendajale', url: '/developers' }],
    socialLinks: [
      { label: 'Facebook', url: 'https://www.facebook.com/' },
      { label: 'Pakendiorganisatsioon (partner)', url: 'https://pakend.jaatmeveo.example/' },
    ],
  },
  ru: {
    tagline:
      'Мы вывозим бытовые, строительные и опасные отходы, сдаём в аренду и продаём контейнеры, содержим дороги и улицы. Наша цель — вернуть в оборот как можно больше материалов.',
    serviceHours: 'Обслуживание клиентов Пн–Пт 09:00–17:00',
    callsNote: 'Все звонки записываются.',
    address: 'Demo tn 1\n10111 Таллинн',
    footerLinks: [{ label: 'Разработчикам', url: '/ru/developers' }],
    socialLinks: [
      { label: 'Facebook', url: 'https://www.facebook.com/' },
      { label: 'Организация по утилизации упаковки (партнёр)', url: 'https://pakend.jaatmeveo.example/' },
    ],
  },
  en: {
    tagline:
      'We collect household, construction and hazardous waste, rent out and sell containers, and maintain roads and streets. Our aim is to return as much material as possible to use.',
    serviceHours: 'Customer service Mon–Fri 09:00–17:00',
    callsNote: 'All calls are recorded.',
    address: 'Demo tn 1\n10111 Tallinn',
    footerLinks: [{ label: 'For developers', url: '/en/developers' }],
    socialLinks: [
      { label: 'Facebook', url: 'https://www.facebook.com/' },
      { label: 'Packaging recovery organisation (partner)', url: 'https://pakend.jaatmeveo.example/' },
    ],
  },
}
