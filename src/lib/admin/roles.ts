import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'
import { hasRole, type Role } from '@/access/roles'

/**
 * Each role sees its own tools in the admin's navigation and start page (decision 031): admins all of it;
 * editors the content and data (contact requests are hidden from them by their own config); support the
 * contact requests and their own account only. Hiding is the view; access control still refuses the API.
 */
export const SUPPORT_TOOLS = ['users', 'contact-requests', 'contact-attachments', 'reminder-subscriptions'] as const

type MaybeUser = { roles?: Role[] | null } | null | undefined
const contentStaff = (user: MaybeUser) => hasRole(user, 'admin', 'editor')

function hideFromSupport<T extends CollectionConfig | GlobalConfig>(entity: T, tools: readonly string[]): T {
  if (tools.includes(entity.slug)) return entity
  const own = entity.admin?.hidden
  return {
    ...entity,
    admin: {
      ...entity.admin,
      hidden: ({ user }: { user: unknown }) =>
        !contentStaff(user as MaybeUser) || (typeof own === 'function' ? own({ user } as never) : Boolean(own)),
    },
  }
}

export const rolesPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((c) => hideFromSupport(c, SUPPORT_TOOLS)),
  globals: (config.globals ?? []).map((g) => hideFromSupport(g, [])),
})
