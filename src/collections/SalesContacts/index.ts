import type { CollectionConfig } from 'payload'
import { readByAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnChangeAndDelete } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { dataGroup, l } from '../dataFields'

export const SalesContacts: CollectionConfig = {
  slug: 'sales-contacts',
  labels: {
    singular: l('Müügikontakt', 'Контакт отдела продаж', 'Sales contact'),
    plural: l('Müügikontaktid', 'Контакты отдела продаж', 'Sales contacts'),
  },
  admin: { useAsTitle: 'role', defaultColumns: ['role', 'regions', 'phone', 'email', 'order'], group: dataGroup },
  access: readByAnyoneWrittenByEditors,
  hooks: revalidateOnChangeAndDelete(TAGS.salesContacts),
  defaultSort: 'order',
  fields: [
    { name: 'role', type: 'text', required: true, localized: true, label: l('Roll', 'Роль', 'Role') },
    {
      name: 'regions',
      type: 'text',
      required: true,
      localized: true,
      label: l('Piirkonnad', 'Регионы', 'Regions covered'),
    },
    { name: 'phone', type: 'text', required: true, label: l('Telefon', 'Телефон', 'Phone') },
    { name: 'email', type: 'email', required: true, label: l('E-post', 'Эл. почта', 'E-mail') },
    { name: 'order', type: 'number', defaultValue: 0, label: l('Järjekord', 'Порядок', 'Order') },
  ],
}
