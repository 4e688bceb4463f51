import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { isEditor } from '@/access/isEditor'
import { revalidateOnDelete, revalidateOnPublish } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { wordpressIdField } from '../wordpressId'

const l = (et: string, ru: string, en: string) => ({ et, ru, en })

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: l('Kategooria', 'Категория', 'Category'), plural: l('Kategooriad', 'Категории', 'Categories') },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: l('Sisu', 'Содержание', 'Content') },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateOnPublish(TAGS.categories, TAGS.posts)],
    afterDelete: [revalidateOnDelete(TAGS.categories, TAGS.posts)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: l('Nimetus', 'Название', 'Title') },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: 'Slug',
      admin: {
        description: l(
          'news, emergency-notices, waste-school',
          'news, emergency-notices, waste-school',
          'news, emergency-notices, waste-school',
        ),
      },
    },
    wordpressIdField,
  ],
}
