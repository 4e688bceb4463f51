import type { Block } from 'payload'
import { l } from '../fields'

export const DownloadsBlock: Block = {
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: { singular: l('Failid', 'Файлы', 'Downloads'), plural: l('Failid', 'Файлы', 'Downloads') },
  fields: [
    { name: 'heading', type: 'text', label: l('Pealkiri', 'Заголовок', 'Heading') },
    {
      name: 'files',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true, label: l('Nimetus', 'Название', 'Title') },
        { name: 'file', type: 'upload', relationTo: 'media', required: true, label: l('Fail', 'Файл', 'File') },
      ],
    },
  ],
}
