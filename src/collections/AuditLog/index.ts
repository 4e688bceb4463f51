import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access/roles'
import { env } from '@/lib/env'
import { l } from '../dataFields'
import { auditActions, auditedSlugs } from '@/lib/audit/actions'

const retentionDays = env().AUDIT_RETENTION_DAYS

const actionLabels: Record<(typeof auditActions)[number], { et: string; ru: string; en: string }> = {
  create: l('Lõi', 'Создал(а)', 'Created'),
  update: l('Muutis', 'Изменил(а)', 'Changed'),
  draft: l('Salvestas mustandi', 'Сохранил(а) черновик', 'Saved a draft'),
  publish: l('Avaldas', 'Опубликовал(а)', 'Published'),
  unpublish: l('Võttis avaldamiselt maha', 'Снял(а) с публикации', 'Unpublished'),
  delete: l('Kustutas', 'Удалил(а)', 'Deleted'),
  roles: l('Muutis rolle', 'Изменил(а) роли', 'Changed roles'),
  import: l('Importis', 'Импортировал(а)', 'Imported'),
}

/**
 * Who created, changed, published, unpublished or deleted what, and when: one row per action on the
 * audited collections and globals, imports and users' role changes (decision 031). Written only by the
 * hooks in src/lib/audit/record.ts with `overrideAccess`, inside the change's own transaction; nobody
 * creates, edits or deletes a row through the REST API or the admin, admins read it. Rows older than
 * AUDIT_RETENTION_DAYS are removed by the nightly `auditRetention` task.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: {
    singular: l('Muudatuste logi kirje', 'Запись журнала изменений', 'Audit entry'),
    plural: l('Muudatuste logi', 'Журнал изменений', 'Audit trail'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['createdAt', 'userEmail', 'action', 'target', 'title'],
    group: l('Haldus', 'Администрирование', 'Administration'),
    listSearchableFields: ['title', 'userEmail', 'docId'],
    // The stated time is the one the nightly removal uses (AUDIT_RETENTION_DAYS).
    description: l(
      `Kes mida millal muutis. Kirjeid ei saa muuta ega kustutada; neid hoitakse ${retentionDays} päeva, vanemad eemaldatakse automaatselt.`,
      `Кто, что и когда изменил. Записи нельзя изменить или удалить; они хранятся ${retentionDays} дн., более старые удаляются автоматически.`,
      `Who changed what, and when. Entries cannot be edited or deleted; they are kept ${retentionDays} days, older ones are removed automatically.`,
    ),
    // No "Create new" and no bulk edit or delete in the list: the access below refuses them anyway.
    disableCopyToLocale: true,
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  timestamps: true,
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: auditActions.map((value) => ({ value, label: actionLabels[value] })),
      label: l('Tegevus', 'Действие', 'Action'),
      admin: { readOnly: true },
    },
    {
      name: 'target',
      type: 'select',
      required: true,
      index: true,
      options: auditedSlugs.map((value) => ({ value, label: value })),
      label: l('Kogu', 'Коллекция', 'Collection'),
      admin: { readOnly: true },
    },
    { name: 'docId', type: 'text', label: l('Dokumendi ID', 'ID документа', 'Document ID'), admin: { readOnly: true } },
    { name: 'title', type: 'text', label: l('Pealkiri', 'Заголовок', 'Title'), admin: { readOnly: true } },
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: l('Kasutaja', 'Пользователь', 'User'),
      admin: { readOnly: true },
    },
    {
      // Kept beside the relation: the trail still names a user whose account was deleted. Empty for the
      // system (scheduled publishing, the planning system's import).
      name: 'userEmail',
      type: 'text',
      label: l('Kasutaja e-post', 'E-почта пользователя', 'User e-mail'),
      admin: { readOnly: true },
    },
    { name: 'locale', type: 'text', label: l('Keel', 'Язык', 'Locale'), admin: { readOnly: true } },
    {
      name: 'detail',
      type: 'json',
      label: l('Üksikasjad', 'Подробности', 'Details'),
      admin: { readOnly: true },
    },
  ],
}
