import type { Field, GlobalConfig } from 'payload'
import { TAGS } from '@/lib/content/tags'
import { l, siteGlobal } from '../siteGlobal'
import { menuIconNames } from '@/lib/navigation/icons'

const urlField: Field = {
  name: 'url',
  type: 'text',
  required: true,
  label: 'URL',
  admin: {
    description: l(
      'Saidi sisene aadress ilma keeleta (nt /about/company) või täielik välisaadress (https://…).',
      'Внутренний путь без языка (например, /about/company) или полный внешний адрес (https://…).',
      'Internal path without the language (e.g. /about/company) or a full external URL (https://…).',
    ),
  },
  validate: (value: unknown) => {
    if (typeof value !== 'string' || !value.trim()) return 'URL is required'
    if (/^\/(et|ru|en)(\/|$)/.test(value)) return 'Leave out the language prefix: the site adds it per locale.'
    if (/^(https?:\/\/|\/|mailto:|tel:)/i.test(value.trim())) return true
    return 'Use a path starting with / or a full URL starting with https://'
  },
}

/** Fields shared by top-level groups and their entries. */
const entryFields: Field[] = [
  { name: 'label', type: 'text', required: true, label: l('Nimetus', 'Название', 'Label') },
  urlField,
  {
    name: 'icon',
    type: 'select',
    label: l('Ikoon', 'Иконка', 'Icon'),
    options: menuIconNames.map((name) => ({ label: name, value: name })),
  },
  {
    type: 'row',
    fields: [
      {
        name: 'openInNewTab',
        type: 'checkbox',
        label: l('Ava uuel vahelehel', 'Открывать в новой вкладке', 'Open in a new tab'),
      },
      { name: 'external', type: 'checkbox', label: l('Välislink', 'Внешняя ссылка', 'External link') },
      {
        name: 'isOldPageLink',
        type: 'checkbox',
        label: l('Vana lehe link', 'Ссылка на старый сайт', 'Old-page link'),
        admin: {
          description: l(
            'Kui jätad puutumata, otsustab nimetus: „vana“, „old“ või „старая“ teeb sellest vana lehe lingi.',
            'Если не трогать, решает название: «старая», «old» или «vana» делают ссылку ссылкой на старый сайт.',
            'Left untouched, the label decides: "old", "vana" or "старая" make it an old-page link.',
          ),
        },
      },
      { name: 'order', type: 'number', label: l('Järjekord', 'Порядок', 'Order') },
    ],
  },
]

/**
 * The header's main menu. The items array is localized, so each language has its own menu
 * (the old site kept one menu per language too).
 */
export const HeaderMenu: GlobalConfig = {
  slug: 'header-menu',
  label: l('Päise menüü', 'Меню в шапке', 'Header menu'),
  ...siteGlobal(TAGS.headerMenu),
  fields: [
    {
      name: 'items',
      type: 'array',
      localized: true,
      label: l('Menüü rühmad', 'Группы меню', 'Menu groups'),
      labels: { singular: l('Rühm', 'Группа', 'Group'), plural: l('Rühmad', 'Группы', 'Groups') },
      admin: { initCollapsed: true },
      fields: [
        ...entryFields,
        {
          name: 'children',
          type: 'array',
          label: l('Alammenüü', 'Подменю', 'Sub-menu'),
          labels: { singular: l('Kirje', 'Пункт', 'Entry'), plural: l('Kirjed', 'Пункты', 'Entries') },
          admin: { initCollapsed: true },
          fields: entryFields,
        },
      ],
    },
  ],
}
