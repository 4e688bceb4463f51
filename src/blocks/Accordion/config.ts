import { headingField, l, pageBlock, requiredRows } from '../fields'

export const AccordionBlock = pageBlock(
  'accordion',
  {
    singular: l('Küsimused ja vastused', 'Вопросы и ответы', 'Accordion'),
    plural: l('Küsimused ja vastused', 'Вопросы и ответы', 'Accordions'),
  },
  [
    headingField,
    requiredRows('items', [
      { name: 'question', type: 'text', required: true, label: l('Küsimus', 'Вопрос', 'Question') },
      { name: 'answer', type: 'richText', required: true, label: l('Vastus', 'Ответ', 'Answer') },
    ]),
  ],
)
