import { describe, expect, it } from 'vitest'
import { allowedMimeTypes } from '@/lib/helpdesk/files'
import { checkChosenFiles } from './fileCheck'

const MB = 1024 * 1024
const limits = { maxFileBytes: 10 * MB, maxTotalBytes: 25 * MB, maxFiles: 3 }
const strings = {
  type: '{name}: type',
  size: '{name}: over {max} MB',
  total: '{name}: total over {max} MB',
  count: '{name}: more than {max}',
  empty: '{name}: empty',
  removed: 'Not attached.',
}
const file = (name: string, size: number, type = 'application/pdf') => ({ name, size, type })

describe('checking chosen attachments before upload', () => {
  it('refuses an 11 MB file by name and keeps the others', () => {
    const small = file('leping.pdf', 200_000)
    const { keep, problems } = checkChosenFiles(
      [file('huge-scan.pdf', 11 * MB), small],
      limits,
      allowedMimeTypes,
      strings,
    )
    expect(keep).toEqual([small])
    expect(problems).toEqual(['huge-scan.pdf: over 10 MB', 'Not attached.'])
  })

  it('refuses other types, empty files, files past the count and the total', () => {
    const { keep, problems } = checkChosenFiles(
      [
        file('notes.txt', 10, 'text/plain'),
        file('empty.png', 0, 'image/png'),
        file('a.jpg', 9 * MB, 'image/jpeg'),
        file('b.jpg', 9 * MB, 'image/jpeg'),
        file('c.jpg', 9 * MB, 'image/jpeg'),
        file('d.jpg', 1, 'image/jpeg'),
        file('e.jpg', 1, 'image/jpeg'),
      ],
      limits,
      allowedMimeTypes,
      strings,
    )
    expect(keep.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'd.jpg'])
    expect(problems).toEqual([
      'notes.txt: type',
      'empty.png: empty',
      'c.jpg: total over 25 MB',
      'e.jpg: more than 3',
      'Not attached.',
    ])
  })

  it('goes by the name when the browser does not know the type (HEIC)', () => {
    expect(checkChosenFiles([file('IMG_0001.HEIC', 3 * MB, '')], limits, allowedMimeTypes, strings)).toEqual({
      keep: [file('IMG_0001.HEIC', 3 * MB, '')],
      problems: [],
    })
  })
})
