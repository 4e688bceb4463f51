import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { env } from '@/lib/env'

const l = (et: string, ru: string, en: string) => ({ et, ru, en })

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: l('Fail', 'Файл', 'Media'), plural: l('Failid', 'Файлы', 'Media') },
  admin: { useAsTitle: 'filename', group: l('Sisu', 'Содержание', 'Content') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateOnPublish(TAGS.media, TAGS.pages, TAGS.posts)],
    afterDelete: [revalidateOnDelete(TAGS.media, TAGS.pages, TAGS.posts)],
  },
  upload: {
    // Uploaded files live beside the database under data/ (git-ignored; MEDIA_DIR moves them), served by Payload at /api/media/file/*.
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [{ name: 'card', width: 640 }],
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true, label: l('Alternatiivtekst', 'Альтернативный текст', 'Alt text') }],
}
