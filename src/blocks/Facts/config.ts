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
        { name: 'value', type: 'text', required: true, label: l('Väärtus', 'Значение', 'Value') },
        { name: 'label', type: 'text', required: true, label: l('Selgitus', 'Пояснение', 'Label') },
      ],
    },
  ],
}
