import type { Access } from 'payload'
import { hasRole } from './roles'

/** Editors and admins may write content. */
export const isEditor: Access = ({ req }) =>
  hasRole(req.user as { roles?: ('admin' | 'editor')[] } | null, 'admin', 'editor')
