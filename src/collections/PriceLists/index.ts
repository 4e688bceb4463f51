import type { CollectionConfig } from 'payload'
import { readByAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnChangeAndDelete } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { grossFromNet } from '@/lib/data/prices'
import { priceRegions } from '@/lib/data/regions'
import { dataGroup, dayField, l } from '../dataFields'

const regionLabels: Record<(typeof priceRegions)[number], string> = {
  tallinn: 'Tallinn',
  viljandi: 'Viljandi',
  parnu: 'Pärnu',
  saaremaa: 'Saaremaa',
  hiiumaa: 'Hiiumaa',
  rakvere: 'Rakvere',
  tartu: 'Tartu',
}

export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  labels: {
    singular: l('Hinnakiri', 'Прайс-лист', 'Price list'),
    plural: l('Hinnakirjad', 'Прайс-листы', 'Price lists'),
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'region', 'validFrom', 'validTo'], group: dataGroup },
  access: readByAnyoneWrittenByEditors,
  hooks: {
    // Gross prices follow the net price and the VAT rate unless an editor typed one in.
    beforeChange: [
      ({ data }) => {
        for (const row of data?.rows ?? []) {
          if (typeof row.priceNet === 'number' && (row.priceGross == null || row.priceGross === ''))
            row.priceGross = grossFromNet(row.priceNet)
        }
        return data
      },
    ],
    ...revalidateOnChangeAndDelete(TAGS.priceLists),
  },
  defaultSort: 'region',
  fields: [
    {
      name: 'region',
      type: 'select',
      required: true,
      index: true,
      label: l('Piirkond', 'Регион', 'Region'),
      options: priceRegions.map((r) => ({ value: r, label: regionLabels[r] })),
    },
    { name: 'title', type: 'text', required: true, localized: true, label: l('Pealkiri', 'Заголовок', 'Title') },
    {
      type: 'row',
      fields: [
        dayField('validFrom', l('Kehtib alates', 'Действует с', 'Valid from')),
        {
          ...dayField(
            'validTo',
            l(
              'Kehtib kuni (2999-12-31 = kuni edasiste teadeteni)',
              'Действует до (2999-12-31 = до дальнейшего уведомления)',
              'Valid to (2999-12-31 = until further notice)',
            ),
          ),
          defaultValue: '2999-12-31',
        } as never,
      ],
    },
    {
      name: 'rows',
      type: 'array',
      label: l('Read', 'Строки', 'Rows'),
      fields: [
        {
          name: 'wasteType',
          type: 'text',
          required: true,
          localized: true,
          label: l('Jäätmeliik', 'Вид отходов', 'Waste type'),
        },
        { name: 'unit', type: 'text', required: true, localized: true, label: l('Ühik', 'Единица', 'Unit') },
        {
          type: 'row',
          fields: [
            {
              name: 'priceNet',
              type: 'number',
              required: true,
              min: 0,
              label: l('Hind km-ta (€)', 'Цена без НСО (€)', 'Price excl. VAT (€)'),
            },
            {
              name: 'priceGross',
              type: 'number',
              min: 0,
              label: l(
                'Hind km-ga (€), tühjaks jättes arvutatakse',
                'Цена с НСО (€), если пусто — рассчитывается',
                'Price incl. VAT (€), computed when empty',
              ),
            },
          ],
        },
      ],
    },
  ],
}
