import type { CollectionConfig } from 'payload'
import { readByAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnChangeAndDelete } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { countyField, dataGroup, dayField, l } from '../dataFields'

export const WasteStations: CollectionConfig = {
  slug: 'waste-stations',
  labels: {
    singular: l('Jäätmejaam', 'Станция отходов', 'Waste station'),
    plural: l('Jäätmejaamad', 'Станции отходов', 'Waste stations'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'municipality', 'county', 'address'],
    group: dataGroup,
    components: { beforeListTable: ['@/components/admin/CsvImportForm#WasteStationsImport'] },
  },
  access: readByAnyoneWrittenByEditors,
  hooks: revalidateOnChangeAndDelete(TAGS.wasteStations),
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Nimi', 'Название', 'Name') },
    { name: 'municipality', type: 'text', required: true, label: l('Omavalitsus', 'Самоуправление', 'Municipality') },
    countyField(),
    { name: 'address', type: 'text', required: true, label: l('Aadress', 'Адрес', 'Address') },
    {
      type: 'row',
      fields: [
        {
          name: 'latitude',
          type: 'number',
          required: true,
          min: 57.4,
          max: 59.9,
          label: l('Laiuskraad', 'Широта', 'Latitude'),
        },
        {
          name: 'longitude',
          type: 'number',
          required: true,
          min: 21.5,
          max: 28.3,
          label: l('Pikkuskraad', 'Долгота', 'Longitude'),
        },
      ],
    },
    {
      name: 'openingHours',
      type: 'textarea',
      localized: true,
      label: l('Lahtiolekuajad', 'Часы работы', 'Opening hours'),
    },
    {
      name: 'acceptedWaste',
      type: 'textarea',
      localized: true,
      label: l('Vastuvõetavad jäätmed', 'Принимаемые отходы', 'Accepted waste'),
    },
    { name: 'pricesUrl', type: 'text', label: l('Hinnakirja link', 'Ссылка на цены', 'Prices link') },
    dayField('changeDate', l('Muudatuse kuupäev', 'Дата изменения', 'Date of change'), false),
  ],
}
