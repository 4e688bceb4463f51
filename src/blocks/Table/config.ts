import { l, pageBlock } from '../fields'

export const TableBlock = pageBlock(
  'table',
  { singular: l('Tabel', 'Таблица', 'Table'), plural: l('Tabelid', 'Таблицы', 'Tables') },
  [
    { name: 'caption', type: 'text', required: true, label: l('Pealdis', 'Подпись', 'Caption') },
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 1,
      label: l('Veerud', 'Столбцы', 'Columns'),
      fields: [{ name: 'label', type: 'text', required: true, label: l('Nimetus', 'Название', 'Label') }],
    },
    {
      name: 'rows',
      type: 'array',
      label: l('Read', 'Строки', 'Rows'),
      fields: [
        {
          name: 'cells',
          type: 'array',
          label: l('Lahtrid', 'Ячейки', 'Cells'),
          fields: [{ name: 'value', type: 'text', label: l('Väärtus', 'Значение', 'Value') }],
        },
      ],
    },
    { name: 'note', type: 'textarea', label: l('Märkus', 'Примечание', 'Note') },
  ],
)
