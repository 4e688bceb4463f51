import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, roles, hasRole } from '@/access/roles'

const roleLabels = {
  admin: { et: 'Administraator', ru: 'Администратор', en: 'Administrator' },
  editor: { et: 'Toimetaja', ru: 'Редактор', en: 'Editor' },
  support: { et: 'Klienditugi', ru: 'Служба поддержки', en: 'Customer support' },
}

export const Users: CollectionConfig = {
  slug: 'users',
  auth: { useAPIKey: false, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: { et: 'Haldus', ru: 'Администрирование', en: 'Administration' },
  },
  labels: {
    singular: { et: 'Kasutaja', ru: 'Пользователь', en: 'User' },
    plural: { et: 'Kasutajad', ru: 'Пользователи', en: 'Users' },
  },
  access: {
    // Only staff accounts exist; visitors never log in (SPEC section 6).
    read: ({ req }) =>
      hasRole(req.user as never, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false,
    create: isAdmin,
    update: ({ req }) =>
      hasRole(req.user as never, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false,
    delete: isAdmin,
    admin: ({ req }) => hasRole(req.user as never, 'admin', 'editor', 'support'),
  },
  fields: [
    { name: 'name', type: 'text', label: { et: 'Nimi', ru: 'Имя', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
      label: { et: 'Rollid', ru: 'Роли', en: 'Roles' },
      options: roles.map((r) => ({
        value: r,
        label: roleLabels[r],
      })),
    },
  ],
}
