import type { Block } from 'payload'
import { l } from '../fields'

export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: {
    singular: l('Küsimused ja vastused', 'Вопросы и ответы', 'Accordion'),
    plural: l('Küsimused ja vastused', 'Вопросы и ответы', 'Accordions'),
  },
  fields: [
    { name: 'heading', type: 'text', label: l('Pealkiri', 'Заголовок', 'Heading') },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true, label: l('Küsimus', 'Вопрос', 'Question') },
        { name: 'answer', type: 'richText', required: true, label: l('Vastus', 'Ответ', 'Answer') },
      ],
    },
  ],
}
