import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import { env } from '@/lib/env'
import { locales, type Locale } from '@/i18n/locales'
import { contractNumberSchema } from '@/lib/discharges/schema'
import { dbOf } from '@/lib/db'
import { clientKey } from '@/lib/http/client'
import { sharedRateLimiter } from '@/lib/cluster/rateLimits'
import { contactRateLimit } from '@/lib/helpdesk/submit'
import { processSingleton } from '@/lib/singleton'
import { takeMailBudget } from './mailBudget'
import { enqueue } from './outboxPlan'
import { deleteSubscription } from './retention'
import { reminderTimes, type ReminderTime } from './slots'
import {
  CONFIRM_HOURS,
  checkManageToken,
  checkUnsubscribeToken,
  hashToken,
  isConfirmToken,
  manageToken,
  manageTokenId,
  newConfirmToken,
} from './tokens'

// Subscribing, confirming, managing and ending pickup reminders. Every answer the public sees
// is the same whether or not an address is already subscribed: no enumeration of who gets reminders.

export const subscribeSchema = z.object({
  contractNumber: contractNumberSchema,
  email: z.string().trim().max(254).toLowerCase().pipe(z.email()),
  time: z.enum(reminderTimes).catch('evening'),
  locale: z.enum(locales),
})

export type Subscription = {
  id: number
  contractNumber: string
  email: string
  time: ReminderTime
  locale: Locale
  status: 'pending' | 'confirmed'
  confirmExpiresAt?: string | null
}

// The contact form's budget (CONTACT_RATE_LIMIT per window) and a limiter of its own: every subscription
// request counts, valid or not, since each valid one mails an address the visitor typed.
const limiter = () =>
  processSingleton('jaatmeveo.reminders.limiter', () => sharedRateLimiter('reminders', contactRateLimit()))

export type SubscribeOutcome =
  | { status: 'sent'; locale: Locale }
  | { status: 'invalid'; locale: Locale; contractNumber?: string }
  | { status: 'noCollections'; locale: Locale; contractNumber: string }
  | { status: 'rateLimited'; locale: Locale; retryAfterSeconds: number }

/** Whether the contract has any collection in the schedule: reminders for one without would never come. */
async function hasCollections(payload: Payload, contractNumber: string): Promise<boolean> {
  const rows = await dbOf(payload).rows('SELECT 1 AS found FROM discharges WHERE contract_number = ? LIMIT 1', [
    contractNumber,
  ])
  return rows.length > 0
}

export async function subscribe(
  payload: Payload,
  input: Record<string, unknown>,
  client: { address: string },
  now = new Date(),
  queueSend: () => Promise<void> = async () => undefined,
): Promise<SubscribeOutcome> {
  const locale: Locale = (locales as readonly unknown[]).includes(input.locale) ? (input.locale as Locale) : 'et'
  const budget = await limiter().take(clientKey(client.address), { now: now.getTime() })
  if (!budget.ok) return { status: 'rateLimited', locale, retryAfterSeconds: budget.retryAfterSeconds }
  const parsed = subscribeSchema.safeParse({ ...input, locale })
  if (!parsed.success) {
    const contract = contractNumberSchema.safeParse(input.contractNumber)
    return { status: 'invalid', locale, contractNumber: contract.success ? contract.data : undefined }
  }
  const { contractNumber, email, time } = parsed.data
  if (!(await hasCollections(payload, contractNumber))) return { status: 'noCollections', locale, contractNumber }
  const existing = await payload.find({
    collection: 'reminder-subscriptions',
    where: { and: [{ contractNumber: { equals: contractNumber } }, { email: { equals: email } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = existing.docs[0] as unknown as Subscription | undefined
  // Every mail the form causes is counted per recipient, network and site. Past the recipient's share
  // the answer is "sent" and nothing changes: an earlier link stays valid, and the answer is the same
  // whether or not the address is subscribed.
  const mails = await takeMailBudget(email, client.address, now.getTime())
  if (!mails.ok) {
    return mails.reason === 'recipient'
      ? { status: 'sent', locale }
      : { status: 'rateLimited', locale, retryAfterSeconds: mails.retryAfterSeconds }
  }
  // Already confirmed: the address gets a link to manage its reminders (someone who lost the last one
  // asks for a new one this way); the page's answer is the same as for a new address.
  if (found?.status === 'confirmed') {
    await enqueue(
      dbOf(payload),
      [{ key: `manage:${found.id}:${now.getTime()}`, subscription: Number(found.id), kind: 'manage', data: {} }],
      now,
    )
    await queueSend()
    return { status: 'sent', locale }
  }
  const token = newConfirmToken()
  const data = {
    contractNumber,
    email,
    time,
    locale,
    status: 'pending' as const,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now.getTime() + CONFIRM_HOURS * 3600_000).toISOString(),
  }
  const doc = found
    ? await payload.update({ collection: 'reminder-subscriptions', id: found.id, data, overrideAccess: true })
    : await payload.create({ collection: 'reminder-subscriptions', data, overrideAccess: true })
  await enqueue(
    dbOf(payload),
    [
      {
        key: `confirm:${doc.id}:${data.confirmTokenHash.slice(0, 16)}`,
        subscription: Number(doc.id),
        kind: 'confirm',
        data: { token },
      },
    ],
    now,
  )
  await queueSend()
  return { status: 'sent', locale }
}

export type ConfirmOutcome = { ok: true; manageToken: string; locale: Locale } | { ok: false }

export async function confirm(payload: Payload, token: unknown, now = new Date()): Promise<ConfirmOutcome> {
  if (!isConfirmToken(token)) return { ok: false }
  const found = await payload.find({
    collection: 'reminder-subscriptions',
    where: { and: [{ confirmTokenHash: { equals: hashToken(token) } }, { status: { equals: 'pending' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const sub = found.docs[0] as unknown as Subscription | undefined
  if (!sub || !sub.confirmExpiresAt || Date.parse(sub.confirmExpiresAt) <= now.getTime()) return { ok: false }
  await payload.update({
    collection: 'reminder-subscriptions',
    id: sub.id,
    data: { status: 'confirmed', confirmTokenHash: null, confirmExpiresAt: null, confirmedAt: now.toISOString() },
    overrideAccess: true,
  })
  return { ok: true, manageToken: manageToken(env().PAYLOAD_SECRET, sub.id, sub.email), locale: sub.locale }
}

/**
 * The subscription a manage link names, when the link is genuine, not expired and the subscription still
 * exists. `unsubscribe`: the one-click unsubscribe link (which does not expire) is accepted too.
 */
export async function subscriptionOfToken(
  payload: Payload,
  token: unknown,
  purpose: 'manage' | 'unsubscribe' = 'manage',
): Promise<Subscription | null> {
  const id = manageTokenId(token)
  if (id === null) return null
  const sub = (await payload
    .findByID({ collection: 'reminder-subscriptions', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as unknown as Subscription | null
  if (!sub) return null
  const check = purpose === 'manage' ? checkManageToken : checkUnsubscribeToken
  return check(env().PAYLOAD_SECRET, String(token), sub.id, sub.email) ? sub : null
}

/** Every confirmed subscription of the address the link was sent to. */
export async function subscriptionsOfAddress(payload: Payload, email: string): Promise<Subscription[]> {
  const found = await payload.find({
    collection: 'reminder-subscriptions',
    where: { and: [{ email: { equals: email } }, { status: { equals: 'confirmed' } }] },
    sort: 'contractNumber',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs as unknown as Subscription[]
}

export const manageSchema = z.object({
  token: z.string().max(100),
  subscription: z.coerce.number().int().positive(),
  action: z.enum(['save', 'delete']),
  time: z.enum(reminderTimes).optional().catch(undefined),
  locale: z.enum(locales).optional().catch(undefined),
})

export type ManageOutcome =
  { ok: true; action: 'save' | 'delete'; token: string | null; locale: Locale } | { ok: false }

/** A change from the manage page: the subscription must belong to the link's address. */
export async function manage(payload: Payload, input: Record<string, unknown>): Promise<ManageOutcome> {
  const parsed = manageSchema.safeParse(input)
  if (!parsed.success) return { ok: false }
  const owner = await subscriptionOfToken(payload, parsed.data.token)
  if (!owner) return { ok: false }
  const target = (await subscriptionsOfAddress(payload, owner.email)).find((s) => s.id === parsed.data.subscription)
  if (!target) return { ok: false }
  if (parsed.data.action === 'delete') {
    await deleteSubscription(payload, target.id)
    // The link named the deleted subscription: another of the address's keeps the page reachable.
    const rest = (await subscriptionsOfAddress(payload, owner.email))[0]
    return {
      ok: true,
      action: 'delete',
      token: rest ? manageToken(env().PAYLOAD_SECRET, rest.id, rest.email) : null,
      locale: target.locale,
    }
  }
  const data: Partial<Pick<Subscription, 'time' | 'locale'>> = {}
  if (parsed.data.time) data.time = parsed.data.time
  if (parsed.data.locale) data.locale = parsed.data.locale
  await payload.update({ collection: 'reminder-subscriptions', id: target.id, data, overrideAccess: true })
  return { ok: true, action: 'save', token: String(parsed.data.token), locale: data.locale ?? target.locale }
}

/** RFC 8058 one-click unsubscribe: the link's subscription is deleted. */
export async function unsubscribeOneClick(payload: Payload, token: unknown): Promise<boolean> {
  const sub = await subscriptionOfToken(payload, token, 'unsubscribe')
  if (!sub) return false
  await deleteSubscription(payload, sub.id)
  return true
}
