import type { Block } from 'payload'
import { l } from '../fields'

export const FactsBlock: Block = {
  slug: 'facts',
  interfaceName: 'FactsBlock',
  labels: { singular: l('Faktid', 'Факты', 'Facts'), plural: l('Faktid', 'Факты', 'Facts') },
  fields: [
    { name: 'heading', type: 'text', label: l('Pealkiri', 'Заголовок', 'Heading') },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          name: 'value',
          type: 'text',
          required: true,
          label: l('Väärtus', 'Значение', 'Value'),
          // Company figures live in the site settings; written here as numbers they would drift apart.
          admin: {
            description: l(
              'Ettevõtte arvud saidi seadetest: {employees}, {customers}, {tonnesPerYear}, {goalYear} (näiteks „{customers}+“).',
              'Цифры компании из настроек сайта: {employees}, {customers}, {tonnesPerYear}, {goalYear} (например, «{customers}+»).',
              'Company figures from the site settings: {employees}, {customers}, {tonnesPerYear}, {goalYear} (for example "{customers}+").',
            ),
          },
        },
        { name: 'label', type: 'text', required: true, label: l('Selgitus', 'Пояснение', 'Label') },
      ],
    },
  ],
}
