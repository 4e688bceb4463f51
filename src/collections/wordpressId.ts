import type { Field } from 'payload'

/**
 * The old WordPress site's id of what a document was imported from (one translation group: the lowest id of its
 * language versions; `url:…` for a file found only by its address). The importer finds documents by it, so
 * running it again updates them instead of adding copies (docs/decisions/023-wordpress-bridge.md).
 */
export const wordpressIdField: Field = {
  name: 'wordpressId',
  type: 'text',
  unique: true,
  index: true,
  label: { et: 'WordPressi ID', ru: 'ID в WordPress', en: 'WordPress id' },
  admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.wordpressId) },
}
