import path from 'node:path'
import type { CollectionAfterReadHook, CollectionConfig } from 'payload'
import { readByAnyoneWrittenByEditors } from '@/access/publicContent'
import { revalidateOnChangeAndDelete } from '@/hooks/revalidate'
import { TAGS } from '@/lib/content/tags'
import { env } from '@/lib/env'
import { toRootRelative } from '@/lib/http/rootRelative'
import { wordpressIdField } from '../wordpressId'
import { contentGroup } from '../contentFields'
import { l } from '../dataFields'

// Payload builds file URLs from serverURL (SITE_URL); pages link files root-relative so a download
// works on any host and port that serves the page. Runs after the field hooks that add the origin.
const rootRelativeUrls: CollectionAfterReadHook = ({ doc, req }) => {
  const site = req.payload.config.serverURL
  if (!site || !doc || typeof doc !== 'object') return doc
  const rel = (v: unknown) => (typeof v === 'string' ? toRootRelative(v, site) : v)
  const sizes =
    doc.sizes && typeof doc.sizes === 'object'
      ? Object.fromEntries(
          Object.entries(doc.sizes as Record<string, unknown>).map(([k, s]) => [
            k,
            s && typeof s === 'object' && 'url' in s ? { ...s, url: rel(s.url) } : s,
          ]),
        )
      : doc.sizes
  return { ...doc, url: rel(doc.url), thumbnailURL: rel(doc.thumbnailURL), ...(sizes === undefined ? {} : { sizes }) }
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: l('Fail', 'Файл', 'Media'), plural: l('Failid', 'Файлы', 'Media') },
  admin: { useAsTitle: 'filename', group: contentGroup },
  access: readByAnyoneWrittenByEditors,
  hooks: {
    afterRead: [rootRelativeUrls],
    ...revalidateOnChangeAndDelete(TAGS.media, TAGS.pages, TAGS.posts),
  },
  upload: {
    // Uploaded files live beside the database under data/ (git-ignored; MEDIA_DIR moves them), served by Payload at /api/media/file/*.
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [{ name: 'card', width: 640 }],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      label: l('Alternatiivtekst', 'Альтернативный текст', 'Alt text'),
    },
    wordpressIdField,
  ],
}
