import type { Block } from 'payload'
import { l } from '../fields'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: l('Tegevusele kutse', 'Призыв к действию', 'Call to action'),
    plural: l('Tegevusele kutsed', 'Призывы к действию', 'Calls to action'),
  },
  fields: [
    { name: 'heading', type: 'text', required: true, label: l('Pealkiri', 'Заголовок', 'Heading') },
    { name: 'text', type: 'textarea', label: l('Tekst', 'Текст', 'Text') },
    { name: 'label', type: 'text', required: true, label: l('Nupu tekst', 'Текст кнопки', 'Button label') },
    { name: 'href', type: 'text', required: true, label: l('Link', 'Ссылка', 'Link') },
    {
      name: 'external',
      type: 'checkbox',
      defaultValue: false,
      label: l('Avaneb uues aknas', 'Открывается в новой вкладке', 'Opens in a new tab'),
    },
  ],
}
