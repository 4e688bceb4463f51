/** What the audit trail records (the `action` of an audit-log row). */
export const auditActions = ['create', 'update', 'draft', 'publish', 'unpublish', 'delete', 'roles', 'import'] as const
export type AuditAction = (typeof auditActions)[number]

/** The collections and globals whose changes the trail records, plus the discharges and address-register imports. */
export const auditedCollections = [
  'pages',
  'posts',
  'price-lists',
  'waste-stations',
  'municipal-contracts',
  'unserved-addresses',
  'sorting-items',
  'redirects',
  'users',
] as const
export const auditedGlobals = ['site-settings', 'header-menu'] as const
export const auditedSlugs = [...auditedCollections, ...auditedGlobals, 'discharges', 'addresses'] as const
export type AuditedSlug = (typeof auditedSlugs)[number]
