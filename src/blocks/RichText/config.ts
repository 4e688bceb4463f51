import { l, pageBlock } from '../fields'

export const RichTextBlock = pageBlock(
  'richText',
  { singular: l('Tekst', 'Текст', 'Rich text'), plural: l('Tekstid', 'Тексты', 'Rich texts') },
  [{ name: 'body', type: 'richText', required: true, label: l('Sisu', 'Содержание', 'Body') }],
)
