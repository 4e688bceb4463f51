import type { Block } from 'payload'
import { l } from '../fields'

export const CardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: l('Kaardid', 'Карточки', 'Cards'), plural: l('Kaardid', 'Карточки', 'Cards') },
  fields: [
    { name: 'heading', type: 'text', label: l('Pealkiri', 'Заголовок', 'Heading') },
    {
      name: 'listChildren',
      type: 'checkbox',
      defaultValue: false,
      label: l('Näita alamlehti', 'Показать дочерние страницы', 'List child pages'),
    },
    {
      name: 'items',
      type: 'array',
      label: l('Kaardid', 'Карточки', 'Cards'),
      admin: { condition: (_, sibling) => !sibling?.listChildren },
      fields: [
        { name: 'title', type: 'text', required: true, label: l('Pealkiri', 'Заголовок', 'Title') },
        { name: 'text', type: 'textarea', label: l('Tekst', 'Текст', 'Text') },
        { name: 'href', type: 'text', required: true, label: l('Link', 'Ссылка', 'Link') },
        {
          name: 'external',
          type: 'checkbox',
          defaultValue: false,
          label: l('Avaneb uues aknas', 'Открывается в новой вкладке', 'Opens in a new tab'),
        },
      ],
    },
  ],
}
