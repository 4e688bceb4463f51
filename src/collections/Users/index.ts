import type { CollectionConfig } from 'payload'
import { isAdmin, isAdminField, roles, hasRole } from '@/access/roles'
import { env } from '@/lib/env'
import { afterLogin, beforeOperation, beforeValidate } from './signIn'

const roleLabels = {
  admin: { et: 'Administraator', ru: 'Администратор', en: 'Administrator' },
  editor: { et: 'Toimetaja', ru: 'Редактор', en: 'Editor' },
  support: { et: 'Klienditugi', ru: 'Служба поддержки', en: 'Customer support' },
}

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    useAPIKey: false,
    // No per-account lock (Payload's default is 5 attempts): it let anyone lock the real admin out by
    // guessing wrong. Sign-in is throttled by client address instead (./signIn.ts, decision 017).
    maxLoginAttempts: 0,
    cookies: {
      // Over https the session never travels in clear text (HSTS aside, one http:// request would send it).
      secure: env().SITE_URL.startsWith('https://'),
      // Strict: no other site's link, form or frame brings the session along, not even a top-level GET
      // (Payload has GET routes that act, such as /api/payload-jobs/run). Staff open the admin from a
      // bookmark or the address bar and no mail links into it, so Strict costs nothing Lax would keep.
      sameSite: 'Strict',
    },
    // The session lives in the HttpOnly cookie only; a token in the JSON body is readable by any script.
    removeTokenFromResponses: true,
  },
  hooks: { beforeOperation: [beforeOperation], beforeValidate: [beforeValidate], afterLogin: [afterLogin] },
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
