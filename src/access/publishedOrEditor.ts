import type { Access } from 'payload'
import { hasRole } from './roles'

/** The public reads published documents only; editors and admins read drafts too. */
export const publishedOrEditor: Access = ({ req }) => {
  if (hasRole(req.user as { roles?: ('admin' | 'editor')[] } | null, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
