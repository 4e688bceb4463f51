import type { GlobalConfig } from 'payload'
import { TAGS } from '@/lib/content/tags'
import { l, siteGlobal } from '../siteGlobal'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: l('Saidi seaded', 'Настройки сайта', 'Site settings'),
  ...siteGlobal(TAGS.siteSettings),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: l('Ettevõte', 'Компания', 'Company'),
          fields: [
            {
              name: 'companyName',
              type: 'text',
              required: true,
              label: l('Ettevõtte nimi', 'Название компании', 'Company name'),
            },
            { name: 'tagline', type: 'textarea', localized: true, label: l('Tutvustus', 'Описание', 'Introduction') },
            {
              name: 'facts',
              type: 'group',
              label: l('Ettevõte numbrites', 'Компания в цифрах', 'Company figures'),
              fields: [
                {
                  name: 'employees',
                  type: 'number',
                  required: true,
                  min: 0,
                  label: l('Töötajaid (umbes)', 'Сотрудников (около)', 'Employees (about)'),
                },
                {
                  name: 'customers',
                  type: 'number',
                  required: true,
                  min: 0,
                  label: l('Kliente (üle)', 'Клиентов (более)', 'Customers (over)'),
                },
                {
                  name: 'tonnesPerYear',
                  type: 'number',
                  required: true,
                  min: 0,
                  label: l(
                    'Tonni jäätmeid aastas (üle)',
                    'Тонн отходов в год (более)',
                    'Tonnes of waste a year (over)',
                  ),
                },
                {
                  name: 'goalYear',
                  type: 'number',
                  required: true,
                  min: 2000,
                  max: 2100,
                  label: l('Ringlussevõtu eesmärgi aasta', 'Год цели по переработке', 'Recycling goal year'),
                },
              ],
            },
          ],
        },
        {
          label: l('Klienditeenindus', 'Обслуживание', 'Customer service'),
          fields: [
            {
              name: 'serviceHours',
              type: 'text',
              localized: true,
              required: true,
              label: l('Lahtiolekuajad', 'Часы работы', 'Opening hours'),
            },
            {
              name: 'callsNote',
              type: 'text',
              localized: true,
              label: l('Märkus kõnede kohta', 'Примечание о звонках', 'Note on calls'),
            },
            {
              name: 'shortNumber',
              type: 'text',
              required: true,
              label: l('Lühinumber', 'Короткий номер', 'Short number'),
            },
            {
              name: 'charges',
              type: 'group',
              label: l('Lühinumbri hinnad (€)', 'Тарифы короткого номера (€)', 'Short number charges (€)'),
              fields: [
                {
                  name: 'mobilePerMinute',
                  type: 'number',
                  required: true,
                  min: 0,
                  label: l('Mobiilist minut', 'С мобильного, минута', 'Mobile, per minute'),
                },
                {
                  name: 'landlinePerCall',
                  type: 'number',
                  required: true,
                  min: 0,
                  label: l('Lauatelefonilt kõne', 'Со стационарного, звонок', 'Landline, per call'),
                },
                {
                  name: 'landlinePerMinute',
                  type: 'number',
                  required: true,
                  min: 0,
                  label: l('Lauatelefonilt minut', 'Со стационарного, минута', 'Landline, per minute'),
                },
                {
                  name: 'otherLow',
                  type: 'number',
                  required: true,
                  min: 0,
                  label: l('Teised operaatorid, alates', 'Другие операторы, от', 'Other operators, from'),
                },
                {
                  name: 'otherHigh',
                  type: 'number',
                  required: true,
                  min: 0,
                  label: l('Teised operaatorid, kuni', 'Другие операторы, до', 'Other operators, up to'),
                },
              ],
            },
            { name: 'email', type: 'email', required: true, label: l('E-post', 'Эл. почта', 'E-mail') },
            {
              name: 'address',
              type: 'textarea',
              localized: true,
              label: l('Postiaadress', 'Почтовый адрес', 'Postal address'),
            },
          ],
        },
        {
          label: l('Lingid', 'Ссылки', 'Links'),
          fields: [
            {
              name: 'selfServiceUrl',
              type: 'text',
              required: true,
              label: l('Iseteeninduse aadress', 'Адрес самообслуживания', 'Self-service portal URL'),
            },
            {
              name: 'jobsUrl',
              type: 'text',
              required: true,
              label: l('Tööpakkumiste aadress', 'Адрес вакансий', 'Job openings URL'),
            },
            {
              // Links of the site's own pages (or others) in the footer's links list, in each language.
              name: 'footerLinks',
              type: 'array',
              localized: true,
              label: l('Jaluse lingid', 'Ссылки в подвале', 'Footer links'),
              admin: {
                description: l(
                  'Näidatakse jaluse lingiloendis kõigil lehtedel. Saidi lehe aadress algab kaldkriipsuga (/ru/… vene keeles).',
                  'Показываются в списке ссылок подвала на всех страницах. Адрес страницы сайта начинается с косой черты (/ru/… для русского).',
                  "Shown in the footer's list of links on every page. A page of this site starts with a slash (/en/… in English).",
                ),
              },
              fields: [
                { name: 'label', type: 'text', required: true, label: l('Nimetus', 'Название', 'Label') },
                { name: 'url', type: 'text', required: true, label: 'URL' },
              ],
            },
            {
              name: 'socialLinks',
              type: 'array',
              localized: true,
              label: l('Sotsiaalmeedia ja partnerid', 'Соцсети и партнёры', 'Social and partner links'),
              fields: [
                { name: 'label', type: 'text', required: true, label: l('Nimetus', 'Название', 'Label') },
                { name: 'url', type: 'text', required: true, label: 'URL' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
