import type { CollectionConfig } from 'payload'
import { readByAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnChangeAndDelete } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { countyField, dataGroup, dayField, l } from '../dataFields'

export const UnservedAddresses: CollectionConfig = {
  slug: 'unserved-addresses',
  labels: {
    singular: l('Tühjendamata aadress', 'Адрес без вывоза', 'Unserved address'),
    plural: l('Tühjendamata aadressid', 'Адреса без вывоза', 'Unserved addresses'),
  },
  admin: {
    useAsTitle: 'address',
    defaultColumns: ['address', 'city', 'county', 'plannedDate', 'newDate'],
    group: dataGroup,
    components: { beforeListTable: ['@/components/admin/CsvImportForm#UnservedAddressesImport'] },
  },
  access: readByAnyoneWrittenByEditors,
  hooks: revalidateOnChangeAndDelete(TAGS.unservedAddresses),
  defaultSort: '-plannedDate',
  fields: [
    countyField(),
    {
      name: 'city',
      type: 'text',
      required: true,
      index: true,
      label: l('Linn või asula', 'Город или населённый пункт', 'City or settlement'),
    },
    { name: 'address', type: 'text', required: true, label: l('Aadress', 'Адрес', 'Address') },
    { name: 'reason', type: 'text', required: true, localized: true, label: l('Põhjus', 'Причина', 'Reason') },
    {
      type: 'row',
      fields: [
        dayField('plannedDate', l('Planeeritud kuupäev', 'Плановая дата', 'Planned date')),
        dayField('newDate', l('Uus kuupäev', 'Новая дата', 'New date')),
      ],
    },
  ],
}
