import type { CollectionConfig, Field } from 'payload'
import { readByAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnChangeAndDelete } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { DESTINATION_LABELS, DESTINATIONS, STATION_WASTE, STATION_WASTE_MATCH } from '@/lib/sorting/vocabulary'
import { dataGroup, l } from '../dataFields'

/** A site path ("/services/compost", query allowed) or a full http(s) address. */
function linkField(name: string, label: { et: string; ru: string; en: string }): Field {
  return {
    name,
    type: 'text',
    label,
    validate: (value: unknown) =>
      value == null ||
      value === '' ||
      /^(https?:\/\/|\/(?!\/))\S{0,499}$/.test(String(value)) ||
      'A /path or https://…',
  }
}

export const SortingItems: CollectionConfig = {
  slug: 'sorting-items',
  labels: {
    singular: l('Sorteerimisabi ese', 'Предмет сортировки', 'Sorting item'),
    plural: l('Kuhu mida panna', 'Что куда выбрасывать', 'What goes where'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'destination', 'slug', 'popular'],
    group: dataGroup,
    listSearchableFields: ['name', 'synonyms', 'slug'],
    components: { beforeListTable: ['@/components/admin/CsvImportForm#SortingItemsImport'] },
  },
  access: readByAnyoneWrittenByEditors,
  hooks: revalidateOnChangeAndDelete(TAGS.sortingItems),
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: l('Nimi', 'Название', 'Name') },
    {
      name: 'synonyms',
      type: 'textarea',
      localized: true,
      label: l('Sünonüümid', 'Синонимы', 'Synonyms'),
      admin: {
        description: l(
          'Teised nimed, mida inimesed otsingusse kirjutavad, komadega eraldatult',
          'Другие названия, которые люди вводят в поиск, через запятую',
          'Other names people type into the search, separated by commas',
        ),
      },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: l('Aadressi osa', 'Часть адреса', 'Slug'),
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 120) ||
        'a-z, 0-9 and hyphens',
    },
    {
      name: 'destination',
      type: 'select',
      required: true,
      index: true,
      label: l('Kuhu', 'Куда', 'Destination'),
      options: DESTINATIONS.map((value) => ({ value, label: DESTINATION_LABELS[value] })),
    },
    {
      name: 'preparation',
      type: 'textarea',
      localized: true,
      label: l('Ettevalmistus', 'Подготовка', 'Preparation'),
      admin: {
        description: l(
          'Nt loputage, pressige kokku, eemaldage kaas; "ei võeta vastu" puhul ka kuhu see viia',
          'Напр. ополосните, сплющите, снимите крышку; для «не принимается» также куда сдать',
          'E.g. rinse, flatten, remove the lid; for "not accepted" also where to take it instead',
        ),
      },
    },
    {
      name: 'stationWaste',
      type: 'select',
      label: l('Jäätmejaamas liigina', 'Тип отходов на станции', 'Accepted at stations as'),
      admin: {
        description: l(
          'Jäätmeliik jäätmejaamade vastuvõetavate jäätmete loetelus; lehel näidatakse seda liiki vastu võtvaid jaamu',
          'Тип отходов из списка принимаемых станциями; на странице показываются станции, принимающие этот тип',
          'The waste type in the stations’ accepted waste; the page lists the stations that take it',
        ),
      },
      options: STATION_WASTE.map((value) => ({ value, label: STATION_WASTE_MATCH[value] })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'freeAtStations',
          type: 'checkbox',
          defaultValue: false,
          label: l('Jäätmejaamas tasuta', 'Бесплатно на станции', 'Free at stations'),
        },
        {
          name: 'popular',
          type: 'checkbox',
          defaultValue: false,
          index: true,
          label: l('Populaarne', 'Популярное', 'Popular'),
        },
        {
          name: 'demo',
          type: 'checkbox',
          defaultValue: false,
          label: l('Näidisandmed', 'Демо-данные', 'Demo content'),
        },
      ],
    },
    linkField('servicePath', l('Teenuse leht', 'Страница услуги', 'Service page')),
    linkField('priceListPath', l('Hinnakiri', 'Прайс-лист', 'Price list')),
    linkField('orderPath', l('Tellimisvorm', 'Форма заказа', 'Order form')),
  ],
}
