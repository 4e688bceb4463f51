import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
  PayloadRequest,
  Plugin,
} from 'payload'
import { log } from '@/lib/log'
import { auditedCollections, auditedGlobals, type AuditAction, type AuditedSlug } from './actions'

type Status = { _status?: 'draft' | 'published' | null } | null | undefined
type StaffUser = { id: number | string; email?: string | null; collection?: string } | null | undefined

/** A row of the trail as the hooks and the import entry points write it. */
export type AuditEntry = {
  action: AuditAction
  target: AuditedSlug
  docId?: string | number | null
  title?: string | null
  user?: StaffUser
  locale?: string | null
  detail?: Record<string, unknown> | null
}

/** Set on a request's context to leave its per-document changes out of the trail (an import records one row). */
export const SKIP_AUDIT = 'skipAudit'

const staff = (user: StaffUser) => (user && (user.collection ?? 'users') === 'users' ? user : null)

/**
 * Writes one row with `overrideAccess` (the collection refuses every write otherwise). Given the change's
 * `req`, the row joins its transaction: the change and its row commit together or not at all.
 */
export async function recordAudit(payload: Payload, entry: AuditEntry, req?: Partial<PayloadRequest>): Promise<void> {
  const user = staff(entry.user)
  await payload.create({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    data: {
      action: entry.action,
      target: entry.target,
      docId: entry.docId == null ? null : String(entry.docId),
      title: entry.title ? String(entry.title).slice(0, 200) : null,
      user: user ? Number(user.id) : null,
      userEmail: user?.email ?? null,
      locale: entry.locale ?? null,
      detail: entry.detail ?? null,
    },
    ...(req ? { req } : {}),
    context: { disableRevalidate: true },
  })
}

/** The same outside any change (an import's summary): a trail row that cannot be written is logged, never thrown. */
export async function recordAuditSafely(payload: Payload, entry: AuditEntry): Promise<void> {
  try {
    await recordAudit(payload, entry)
  } catch (error) {
    log.error('audit entry not written', {
      action: entry.action,
      target: entry.target,
      error: error instanceof Error ? error.message : String(error),
    })
  }
}

/**
 * Runs an import and writes its one trail row: the summary of its report, or the error it failed with (the
 * trail and the editors' start page show a failed run as well as a good one). The error is thrown on.
 */
export async function auditedImport<R>(
  payload: Payload,
  target: AuditedSlug,
  run: () => Promise<R>,
  summary: (report: R) => Record<string, unknown>,
): Promise<R> {
  let report: R
  try {
    report = await run()
  } catch (error) {
    await recordAuditSafely(payload, {
      action: 'import',
      target,
      detail: { ok: false, error: error instanceof Error ? error.message.slice(0, 200) : 'failed' },
    })
    throw error
  }
  await recordAuditSafely(payload, { action: 'import', target, detail: { ok: true, ...summary(report) } })
  return report
}

function titleOf(doc: Record<string, unknown> | null | undefined, useAsTitle?: string): string | null {
  if (!doc) return null
  const value = doc[useAsTitle ?? 'id']
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (value && typeof value === 'object') {
    const first = Object.values(value as Record<string, unknown>).find((v) => typeof v === 'string')
    if (typeof first === 'string') return first
  }
  return null
}

/**
 * The action a save was. Payload saves a draft (`?draft=true`, the admin's "Save draft") without touching
 * the published document, so a draft saved over a published document is a "draft", not an unpublish;
 * the admin's "Unpublish" sends `_status: draft` without `draft=true`.
 */
export function actionOfSave(args: {
  operation: 'create' | 'update'
  doc: Status
  previousDoc: Status
  draftRequested: boolean
  /** The published document's own status before the save (the previous doc is the newest version). */
  wasPublished?: boolean
}): AuditAction {
  const now = args.doc?._status
  const before = args.previousDoc?._status
  if (now === undefined) return args.operation === 'create' ? 'create' : 'update'
  if (now === 'published') return before === 'published' ? 'update' : 'publish'
  // now === 'draft'
  if (args.draftRequested) return args.operation === 'create' ? 'create' : 'draft'
  if (args.operation === 'update' && (args.wasPublished ?? before === 'published')) return 'unpublish'
  return args.operation === 'create' ? 'create' : 'draft'
}

const draftKey = (slug: string, id: unknown) => `audit.draft:${slug}:${String(id)}`

/** Notes on the request that this save of `id` is a draft (the hooks after it are not told). */
function markDraft(slug: (typeof auditedCollections)[number], drafts: boolean): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    const a = args as { id?: unknown; draft?: boolean; autosave?: boolean }
    if (operation !== 'update' || a.id == null || !req.context) return args
    const draft = Boolean(a.draft || a.autosave)
    req.context[draftKey(slug, a.id)] = draft
    if (a.autosave) req.context[autosaveKey(slug, a.id)] = true
    if (drafts && !draft) {
      // Whether the document itself (not its newest draft) is published: saving it as a draft then unpublishes.
      const row = (await req.payload.db.findOne({
        collection: slug,
        where: { id: { equals: a.id } },
        req,
      })) as { _status?: string } | null
      req.context[publishedKey(slug, a.id)] = row?._status === 'published'
    }
    return args
  }
}
const publishedKey = (slug: string, id: unknown) => `audit.published:${slug}:${String(id)}`
const autosaveKey = (slug: string, id: unknown) => `audit.autosave:${slug}:${String(id)}`

/** An editor's autosaves while typing (every second or so) make one "draft" row per document and quarter hour. */
const AUTOSAVE_ROW_MS = 15 * 60_000

async function autosaveAlreadyRecorded(req: PayloadRequest, slug: string, id: unknown): Promise<boolean> {
  if (!req.context?.[autosaveKey(slug, id)]) return false
  const user = staff(req.user as StaffUser)
  const found = await req.payload.find({
    collection: 'audit-log',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    where: {
      and: [
        { action: { equals: 'draft' } },
        { target: { equals: slug } },
        { docId: { equals: String(id) } },
        { createdAt: { greater_than: new Date(Date.now() - AUTOSAVE_ROW_MS).toISOString() } },
        user ? { user: { equals: Number(user.id) } } : { user: { exists: false } },
      ],
    },
    req,
  })
  return found.docs.length > 0
}

const draftRequested = (req: PayloadRequest, slug: string, id: unknown) => {
  const marked = req.context?.[draftKey(slug, id)]
  if (typeof marked === 'boolean') return marked
  // A bulk update (no id): the REST query says whether it saved drafts.
  const q = (req.query ?? {}) as Record<string, unknown>
  return q.draft === 'true' || q.draft === true || q.autosave === 'true' || q.autosave === true
}

const sameRoles = (a: unknown, b: unknown) =>
  JSON.stringify([...((a as string[] | null) ?? [])].sort()) ===
  JSON.stringify([...((b as string[] | null) ?? [])].sort())

function afterChange(slug: AuditedSlug, useAsTitle?: string): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, operation, req }) => {
    if (req.context?.[SKIP_AUDIT]) return doc
    if (slug === 'users') {
      // Of a user, the trail keeps its creation and role changes: sign-ins and password changes are
      // Payload's own business (and would drown the trail).
      if (operation === 'update' && sameRoles(doc.roles, previousDoc?.roles)) return doc
      await recordAudit(
        req.payload,
        {
          action: operation === 'create' ? 'create' : 'roles',
          target: slug,
          docId: doc.id,
          title: doc.email,
          user: req.user as StaffUser,
          detail: { roles: doc.roles ?? [], ...(operation === 'update' ? { before: previousDoc?.roles ?? [] } : {}) },
        },
        req,
      )
      return doc
    }
    if (await autosaveAlreadyRecorded(req, slug, doc.id)) return doc
    await recordAudit(
      req.payload,
      {
        action: actionOfSave({
          operation,
          doc,
          previousDoc,
          draftRequested: draftRequested(req, slug, doc.id),
          wasPublished: req.context?.[publishedKey(slug, doc.id)] as boolean | undefined,
        }),
        target: slug,
        docId: doc.id,
        title: titleOf(doc, useAsTitle),
        user: req.user as StaffUser,
        locale: req.locale && req.locale !== 'all' ? req.locale : null,
      },
      req,
    )
    return doc
  }
}

function afterDelete(slug: AuditedSlug, useAsTitle?: string): CollectionAfterDeleteHook {
  return async ({ doc, id, req }) => {
    if (req.context?.[SKIP_AUDIT]) return doc
    await recordAudit(
      req.payload,
      {
        action: 'delete',
        target: slug,
        docId: id,
        title: titleOf(doc, slug === 'users' ? 'email' : useAsTitle),
        user: req.user as StaffUser,
      },
      req,
    )
    return doc
  }
}

function globalAfterChange(slug: AuditedSlug): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, req }) => {
    if (req.context?.[SKIP_AUDIT]) return doc
    if (await autosaveAlreadyRecorded(req, slug, doc.id)) return doc
    await recordAudit(
      req.payload,
      {
        action: actionOfSave({
          operation: 'update',
          doc,
          previousDoc,
          draftRequested: draftRequested(req, slug, null),
        }),
        target: slug,
        user: req.user as StaffUser,
        locale: req.locale && req.locale !== 'all' ? req.locale : null,
      },
      req,
    )
    return doc
  }
}

const isAuditedCollection = (slug: string): slug is (typeof auditedCollections)[number] =>
  (auditedCollections as readonly string[]).includes(slug)
const isAuditedGlobal = (slug: string): slug is (typeof auditedGlobals)[number] =>
  (auditedGlobals as readonly string[]).includes(slug)

/** The audit hooks on one collection, after its own (so a row is written only for a change that went through). */
export function withAuditHooks(collection: CollectionConfig): CollectionConfig {
  if (!isAuditedCollection(collection.slug)) return collection
  const slug = collection.slug
  const title = collection.admin?.useAsTitle
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        ...(collection.hooks?.beforeOperation ?? []),
        markDraft(slug, Boolean(typeof collection.versions === 'object' && collection.versions?.drafts)),
      ],
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange(slug, title)],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete(slug, title)],
    },
  }
}

export function withGlobalAuditHooks(global: GlobalConfig): GlobalConfig {
  if (!isAuditedGlobal(global.slug)) return global
  return {
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), globalAfterChange(global.slug)] },
  }
}

/**
 * A Payload plugin, listed last, so it also reaches the collections other plugins add (redirects).
 */
export const auditPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(withAuditHooks),
  globals: (config.globals ?? []).map(withGlobalAuditHooks),
})
