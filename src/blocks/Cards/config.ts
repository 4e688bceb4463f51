import { headingField, l, opensInNewTabField, pageBlock } from '../fields'

export const CardsBlock = pageBlock('cards', l('Kaardid', 'Карточки', 'Cards'), [
  headingField,
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
      opensInNewTabField,
    ],
  },
])
