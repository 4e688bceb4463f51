import type { CollectionConfig } from 'payload'
import { readByAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnChangeAndDelete } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { wordpressIdField } from '../wordpressId'
import { contentGroup } from '../contentFields'
import { l } from '../dataFields'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: l('Kategooria', 'Категория', 'Category'), plural: l('Kategooriad', 'Категории', 'Categories') },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'], group: contentGroup },
  access: readByAnyoneWrittenByEditors,
  hooks: revalidateOnChangeAndDelete(TAGS.categories, TAGS.posts),
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
