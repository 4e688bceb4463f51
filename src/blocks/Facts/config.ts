import { headingField, l, pageBlock, requiredRows } from '../fields'

export const FactsBlock = pageBlock('facts', l('Faktid', 'Факты', 'Facts'), [
  headingField,
  requiredRows('items', [
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
  ]),
])
