import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { hiddenExceptFor, isAdmin, isSupport, nobody } from '@/access/roles'
import { allowedMimeTypes } from '@/lib/helpdesk/files'
import { env } from '@/lib/env'
import { supportGroup } from '../dataFields'

/**
 * Files attached to contact requests. Personal data: stored outside public/ (CONTACT_UPLOAD_DIR), and
 * Payload's file route (/api/contact-attachments/file/...) checks `read`, so only the staff who handle
 * requests (support and admins) can open them.
 * The server stores them through the local API; nobody creates or edits them through the API.
 */
export const ContactAttachments: CollectionConfig = {
  slug: 'contact-attachments',
  labels: {
    singular: { et: 'Pöördumise fail', ru: 'Файл обращения', en: 'Request attachment' },
    plural: { et: 'Pöördumiste failid', ru: 'Файлы обращений', en: 'Request attachments' },
  },
  admin: {
    group: supportGroup,
    hidden: hiddenExceptFor('admin', 'support'),
  },
  access: { read: isSupport, create: nobody, update: nobody, delete: isAdmin },
  upload: {
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), env().CONTACT_UPLOAD_DIR),
    mimeTypes: [...allowedMimeTypes],
    // No resized copies: these are evidence, kept as sent.
    imageSizes: [],
    disableLocalStorage: false,
    crop: false,
    focalPoint: false,
  },
  fields: [{ name: 'reference', type: 'text', index: true, admin: { readOnly: true } }],
}
