import 'server-only'
import { randomBytes } from 'node:crypto'
import { env } from '@/lib/env'
import { cms } from '@/lib/cms'
import { log } from '@/lib/log'
import { clientKey } from '@/lib/http/client'
import { sharedRateLimiter } from '@/lib/cluster/rateLimits'
import { processSingleton } from '@/lib/singleton'
import { uncacheablePage } from '@/lib/http/pageCacheContext'
import { checkTimestamp, readToken, signTimestamp } from './abuse'
import { todayInTallinn } from '@/lib/dates'
import { checkFiles, type IncomingFile, type RefusedFile } from './files'
import { contactFields, topicById, type ContactField, type Topic } from './lists'
import { parseContact, type ContactValues, type FieldError } from './schema'

export const HONEYPOT_FIELD = 'website'
export const TOKEN_FIELD = 'startedAt'

/** The contact form's budget per address (CONTACT_RATE_LIMIT per CONTACT_RATE_WINDOW_MINUTES). */
export function contactRateLimit() {
  const config = env()
  return { limit: config.CONTACT_RATE_LIMIT, windowMs: config.CONTACT_RATE_WINDOW_MINUTES * 60_000 }
}

const rateLimiter = () =>
  processSingleton('jaatmeveo.helpdesk.contactLimiter', () => sharedRateLimiter('contact', contactRateLimit()))

export function formToken(now = Date.now()): string {
  // A page carrying a token is one visitor's: the edge never stores it (decision 019).
  uncacheablePage()
  return signTimestamp(env().PAYLOAD_SECRET, now)
}

export function fileLimits() {
  const c = env()
  return {
    maxFileBytes: c.CONTACT_MAX_FILE_MB * 1024 * 1024,
    maxTotalBytes: c.CONTACT_MAX_TOTAL_MB * 1024 * 1024,
    maxFiles: c.CONTACT_MAX_FILES,
  }
}

export type FormProblem = 'topic' | 'tooFast' | 'invalidForm' | 'rateLimited' | 'storeFailed'

export type SubmitOutcome =
  | { ok: true; reference: string }
  | {
      ok: false
      topic?: Topic
      values: Record<string, string>
      errors: Partial<Record<ContactField, FieldError>>
      refused: RefusedFile[]
      problem?: FormProblem
      earliest?: string
      token: string
    }

/** JV-20261121-7KQ2XM: the day in Tallinn and six random characters without look-alikes. */
export function newReference(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const random = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('')
  return `JV-${todayInTallinn(now).replaceAll('-', '')}-${random}`
}

function textValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const f of contactFields) {
    const v = form.get(f)
    if (typeof v === 'string') out[f] = v.slice(0, 6000)
  }
  return out
}

/**
 * Validates and stores one contact form submission. The request and its files are in the database
 * (and its delivery queued, in the same transaction) before this returns a reference.
 */
export async function submitContact(
  form: FormData,
  client: { address: string; locale: string },
  now = new Date(),
): Promise<SubmitOutcome> {
  const config = env()
  const values = textValues(form)
  const topic = topicById(String(form.get('topic') ?? ''))
  const tokenInput = form.get(TOKEN_FIELD)
  const tokenCheck = checkTimestamp(config.PAYLOAD_SECRET, tokenInput, now.getTime(), config.CONTACT_MIN_FILL_SECONDS)
  // Keep the original start time while it is genuine, so waiting longer always helps.
  const token = tokenCheck === 'ok' || tokenCheck === 'tooFast' ? String(tokenInput) : formToken(now.getTime())
  const fail = (extra: Partial<Extract<SubmitOutcome, { ok: false }>>): SubmitOutcome => ({
    ok: false,
    topic,
    values,
    errors: {},
    refused: [],
    token,
    ...extra,
  })

  if (!topic) return fail({ problem: 'topic' })
  const honeypot = form.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    log.warn('contact form: honeypot filled, submission dropped', { address: client.address })
    return fail({ problem: 'invalidForm' })
  }
  if (tokenCheck === 'invalid' || tokenCheck === 'expired') return fail({ problem: 'invalidForm' })

  const uploads = topic.fields.files
    ? (form
        .getAll('files')
        .filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f) as IncomingFile[])
    : []
  const { accepted, refused } = await checkFiles(
    uploads.map((f) => ({
      name: f.name,
      size: f.size,
      bytes: async () => new Uint8Array(await (f as unknown as File).arrayBuffer()),
    })),
    fileLimits(),
  )
  const parsed = parseContact(topic, values, now, accepted.length)
  if (!parsed.ok || refused.length) {
    return fail({ errors: parsed.ok ? {} : parsed.errors, earliest: parsed.ok ? undefined : parsed.earliest, refused })
  }
  // After the field checks: a form sent at once with empty fields must say what is missing, not only
  // "too quickly" (by the time those are filled in, the minimum time has passed anyway).
  if (tokenCheck === 'tooFast') return fail({ problem: 'tooFast' })
  // A form already sent (a second click, Back and send again, a replayed token) stores nothing new and
  // sends no mail: the answer is the reference of the request it made.
  const nonce = readToken(config.PAYLOAD_SECRET, tokenInput)!.nonce
  const earlier = await referenceOfNonce(nonce)
  if (earlier) return { ok: true, reference: earlier }
  // Counted only for complete submissions, so correcting mistakes never locks a customer out. Every
  // POST, refused ones too, is counted before its body is read at the HTTP edge (src/server/formPosts.ts).
  if (!(await rateLimiter().take(clientKey(client.address), { now: now.getTime() })).ok)
    return fail({ problem: 'rateLimited' })

  try {
    return { ok: true, reference: await store(topic, parsed.values, accepted, client.locale, nonce, now) }
  } catch (error) {
    // Two posts of one form at the same moment: the unique nonce let one through.
    const winner = await referenceOfNonce(nonce).catch(() => null)
    if (winner) return { ok: true, reference: winner }
    log.error('contact form: storing the request failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return fail({ problem: 'storeFailed' })
  }
}

async function referenceOfNonce(nonce: string): Promise<string | null> {
  const payload = await cms()
  const found = await payload.find({
    collection: 'contact-requests',
    where: { formNonce: { equals: nonce } },
    limit: 1,
    depth: 0,
    select: { reference: true },
    overrideAccess: true,
  })
  return (found.docs[0]?.reference as string | undefined) ?? null
}

async function store(
  topic: Topic,
  values: ContactValues,
  files: { name: string; mimeType: string; data: Buffer }[],
  locale: string,
  formNonce: string,
  now: Date,
): Promise<string> {
  const payload = await cms()
  const reference = newReference(now)
  const attachmentIds: number[] = []
  try {
    await storeWithAttachments()
  } catch (error) {
    // The request was not stored: its files would be orphans nobody can see or delete.
    for (const id of attachmentIds) {
      await payload.delete({ collection: 'contact-attachments', id, overrideAccess: true }).catch(() => undefined)
    }
    throw error
  }
  return reference

  async function storeWithAttachments() {
    for (const [i, file] of files.entries()) {
      const doc = await payload.create({
        collection: 'contact-attachments',
        data: { reference },
        // Unique stored names: customers' files are often all called "image.jpg".
        file: {
          data: file.data,
          mimetype: file.mimeType,
          name: `${reference}-${i + 1}-${file.name}`,
          size: file.data.length,
        },
        overrideAccess: true,
      })
      attachmentIds.push(doc.id as number)
    }
    await payload.create({
      collection: 'contact-requests',
      data: {
        reference,
        topicId: String(topic.id) as never,
        locale,
        ...values,
        attachments: attachmentIds,
        status: 'received',
        formNonce,
      },
      overrideAccess: true,
    })
  }
}
