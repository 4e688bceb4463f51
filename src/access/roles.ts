import type { Access, FieldAccess } from 'payload'

// 'support': customer-service staff who handle contact requests (personal data), not site content.
export const roles = ['admin', 'editor', 'support'] as const
export type Role = (typeof roles)[number]

type MaybeUser = { roles?: Role[] | null } | null | undefined

export function hasRole(user: MaybeUser, ...wanted: Role[]): boolean {
  return Boolean(user?.roles?.some((r) => wanted.includes(r)))
}
export const isAdmin: Access = ({ req }) => hasRole(req.user as MaybeUser, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user as MaybeUser, 'admin')
// Customer-service staff and admins: the people who handle contact requests and their attachments.
export const isSupport: Access = ({ req }) => hasRole(req.user as MaybeUser, 'admin', 'support')
export const isSupportField: FieldAccess = ({ req }) => hasRole(req.user as MaybeUser, 'admin', 'support')

/** Access nobody has: what only the server writes, through the local API. */
export const nobody = () => false
/** `admin.hidden` of a collection that only these roles see in the admin. */
export const hiddenExceptFor =
  (...wanted: Role[]) =>
  ({ user }: { user: unknown }) =>
    !hasRole(user as MaybeUser, ...wanted)
