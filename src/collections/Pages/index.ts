import type { CollectionConfig } from 'payload'
import { publishedToAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { AccordionBlock } from '@/blocks/Accordion/config'
import { CallToActionBlock } from '@/blocks/CallToAction/config'
import { CardsBlock } from '@/blocks/Cards/config'
import { ContactBlock } from '@/blocks/Contact/config'
import { DownloadsBlock } from '@/blocks/Downloads/config'
import { FactsBlock } from '@/blocks/Facts/config'
import { RichTextBlock } from '@/blocks/RichText/config'
import { SalesContactsBlock } from '@/blocks/SalesContacts/config'
import { TableBlock } from '@/blocks/Table/config'
import { normalizePath } from '@/lib/content/path'
import { wordpressIdField } from '../wordpressId'
import { contentGroup, draftsFollowedByLivePreview, titleField } from '../contentFields'
import { l } from '../dataFields'

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: l('Leht', 'Страница', 'Page'), plural: l('Lehed', 'Страницы', 'Pages') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: contentGroup,
  },
  access: publishedToAnyoneWrittenByEditors,
  versions: draftsFollowedByLivePreview,
  defaultSort: 'order',
  hooks: {
    afterChange: [revalidateOnPublish(TAGS.pages)],
    afterDelete: [revalidateOnDelete(TAGS.pages)],
  },
  fields: [
    titleField,
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Aadress', 'Адрес', 'Path'),
      admin: {
        position: 'sidebar',
        description: l(
          'Keeletunnuseta, nt /about/company. Sama kõigis keeltes.',
          'Без кода языка, напр. /about/company. Одинаков для всех языков.',
          'Without a language prefix, e.g. /about/company. The same in every language.',
        ),
      },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePath(value) : value)] },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && /^\/[a-z0-9\-/]*$/.test(value)
          ? true
          : 'Path must start with / and use a-z, 0-9, - and /',
    },
    { name: 'description', type: 'textarea', localized: true, label: l('Kirjeldus', 'Описание', 'Description') },
    {
      name: 'layout',
      type: 'blocks',
      localized: true,
      label: l('Sisuplokid', 'Блоки содержания', 'Layout'),
      blocks: [
        RichTextBlock,
        CardsBlock,
        FactsBlock,
        TableBlock,
        DownloadsBlock,
        AccordionBlock,
        CallToActionBlock,
        ContactBlock,
        SalesContactsBlock,
      ],
    },
    {
      name: 'externalUrl',
      type: 'text',
      label: l('Välisleht', 'Внешний сайт', 'External site'),
      admin: {
        position: 'sidebar',
        description: l(
          'Kui täidetud, avavad kaardid ja menüü selle aadressi uues aknas.',
          'Если заполнено, карточки и меню открывают этот адрес в новой вкладке.',
          'When set, cards and menus open this address in a new tab.',
        ),
      },
    },
    {
      name: 'noindex',
      type: 'checkbox',
      defaultValue: false,
      label: l('Peida otsingumootoritest', 'Скрыть от поисковиков', 'Hide from search engines'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      label: l('Järjekord', 'Порядок', 'Order'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'meta',
      type: 'group',
      label: 'SEO',
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          label: l('Lehe pealkiri otsingus', 'Заголовок для поиска', 'Meta title'),
        },
        {
          name: 'description',
          type: 'textarea',
          localized: true,
          label: l('Kirjeldus otsingus', 'Описание для поиска', 'Meta description'),
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: l('Jagamise pilt', 'Изображение для соцсетей', 'Share image'),
        },
      ],
    },
    wordpressIdField,
  ],
}
