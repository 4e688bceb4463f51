import type { Block } from 'payload'
import { l } from '../fields'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: l('Tekst', 'Текст', 'Rich text'), plural: l('Tekstid', 'Тексты', 'Rich texts') },
  fields: [{ name: 'body', type: 'richText', required: true, label: l('Sisu', 'Содержание', 'Body') }],
}
