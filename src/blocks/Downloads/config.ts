import { headingField, l, pageBlock, requiredRows } from '../fields'

export const DownloadsBlock = pageBlock('downloads', l('Failid', 'Файлы', 'Downloads'), [
  headingField,
  requiredRows('files', [
    { name: 'title', type: 'text', required: true, label: l('Nimetus', 'Название', 'Title') },
    { name: 'file', type: 'upload', relationTo: 'media', required: true, label: l('Fail', 'Файл', 'File') },
  ]),
])
