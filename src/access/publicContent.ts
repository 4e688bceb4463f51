import type { CollectionConfig } from 'payload'
import { anyone } from './anyone'
import { isEditor } from './isEditor'
import { publishedOrEditor } from './publishedOrEditor'

/** Content the public site shows without drafts: anyone reads it, editors and admins write it. */
export const readByAnyoneWrittenByEditors = {
  read: anyone,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
} satisfies CollectionConfig['access']

/** Content with drafts: the public reads what is published, editors and admins read drafts and versions and write. */
export const publishedToAnyoneWrittenByEditors = {
  read: publishedOrEditor,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
  readVersions: isEditor,
} satisfies CollectionConfig['access']
