import { l, opensInNewTabField, pageBlock } from '../fields'

export const CallToActionBlock = pageBlock(
  'callToAction',
  {
    singular: l('Tegevusele kutse', 'Призыв к действию', 'Call to action'),
    plural: l('Tegevusele kutsed', 'Призывы к действию', 'Calls to action'),
  },
  [
    { name: 'heading', type: 'text', required: true, label: l('Pealkiri', 'Заголовок', 'Heading') },
    { name: 'text', type: 'textarea', label: l('Tekst', 'Текст', 'Text') },
    { name: 'label', type: 'text', required: true, label: l('Nupu tekst', 'Текст кнопки', 'Button label') },
    { name: 'href', type: 'text', required: true, label: l('Link', 'Ссылка', 'Link') },
    opensInNewTabField,
  ],
)
