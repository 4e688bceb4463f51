import { createHmac } from 'node:crypto'
import { env } from '@/lib/env'
import { keyFor } from '@/lib/signing'
import { networkKey } from '@/lib/http/client'
import type { RateLimiterOptions, RateLimitResult, RateLimitStore } from '@/lib/http/rateLimit'
import { sharedRateLimiter } from '@/lib/cluster/rateLimits'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/singleton'

// How many subscription mails (confirmation links, manage links) the public form may cause. The form
// mails an address the visitor typed, so the limits look past the client: per recipient (an attacker
// rotating addresses or IPv6 prefixes still reaches one victim only a few times a day), per network
// (IPv4 /24, IPv6 /48) and for the whole site. Kept in the shared store: one budget across the
// instances on PostgreSQL; in memory in the single process of an embedded SQLite site.

/** Per recipient: one mail per 15 minutes, three per 24 hours. */
export const RECIPIENT_LIMITS = [
  { limit: 1, windowMs: 15 * 60_000 },
  { limit: 3, windowMs: 24 * 3600_000 },
] as const

export type MailBudgetVerdict =
  /** Send the mail. */
  | { ok: true }
  /** The recipient had its share: answer as if sent and send nothing (the answer reveals nothing). */
  | { ok: false; reason: 'recipient' }
  /** The client's network or the whole site: a plain "try again later". */
  | { ok: false; reason: 'network' | 'site'; retryAfterSeconds: number }

export type MailBudgetLimiters = { recipient: RateLimitStore[]; network: RateLimitStore; site: RateLimitStore }

/** The budget's limiters, each made by `make` (the shared store of this site; tests give every instance its own pool). */
export function mailBudgetLimiters(
  make: (scope: string, options: RateLimiterOptions) => RateLimitStore = sharedRateLimiter,
): MailBudgetLimiters {
  const config = env()
  return {
    // In memory, keys past maxKeys are forgotten oldest first; reaching that many recipients inside a
    // day takes thousands of networks at the network limit.
    recipient: RECIPIENT_LIMITS.map((options, i) => make(`reminders.recipient.${i}`, { ...options, maxKeys: 100_000 })),
    network: make('reminders.network', { limit: config.REMINDERS_NETWORK_MAILS_PER_HOUR, windowMs: 3600_000 }),
    site: make('reminders.site', { limit: config.REMINDERS_SITE_MAILS_PER_HOUR, windowMs: 3600_000 }),
  }
}

const limiters = () => processSingleton('jaatmeveo.reminders.mailBudget', () => mailBudgetLimiters())

/** The recipient's key: a keyed hash, so the shared tables hold no e-mail addresses. */
export function recipientKey(email: string): string {
  return createHmac('sha256', keyFor(env().PAYLOAD_SECRET, 'reminderRecipients'))
    .update(email.trim().toLowerCase())
    .digest('base64url')
}

let lastSiteAlert = 0

/**
 * Spends one mail of the budget. The network is asked first (its refusal is about the client), then the
 * recipient (silent), then the site (counted only for mails that would otherwise go out, so mails
 * suppressed per recipient cannot use up everyone's hour).
 */
export async function takeMailBudget(
  email: string,
  clientAddress: string,
  now = Date.now(),
  gate: MailBudgetLimiters = limiters(),
): Promise<MailBudgetVerdict> {
  const network = await gate.network.take(networkKey(clientAddress), { now })
  if (!network.ok) return { ok: false, reason: 'network', retryAfterSeconds: network.retryAfterSeconds }
  const key = recipientKey(email)
  for (const limiter of gate.recipient) {
    const taken: RateLimitResult = await limiter.take(key, { now })
    if (!taken.ok) return { ok: false, reason: 'recipient' }
  }
  const site = await gate.site.take('site', { now })
  if (!site.ok) {
    // Someone is mailing through the form at a rate no household does: an operator should look.
    if (now - lastSiteAlert > 60_000) {
      lastSiteAlert = now
      log.error('reminder mails: site-wide hourly cap reached, subscription mails refused', {
        cap: env().REMINDERS_SITE_MAILS_PER_HOUR,
        network: networkKey(clientAddress),
      })
    }
    return { ok: false, reason: 'site', retryAfterSeconds: site.retryAfterSeconds }
  }
  return { ok: true }
}
