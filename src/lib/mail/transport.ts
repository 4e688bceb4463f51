import nodemailer, { type SendMailOptions } from 'nodemailer'
import { env } from '@/lib/env'
import { processSingleton } from '@/lib/singleton'
import type { AcceptedJournal } from './accepted'
import { sendOnThread } from './smtpThread'

// The one way the site hands a mail to the SMTP server (SMTP_URL). Two calls, for two promises:
// - `pooledTransport()`: the process's pool of connections, rate-limited, for mails whose record of
//   having been sent lives in the database (the reminders' outbox marks each row `sent` on acceptance).
// - `sendRecorded()`: a mail whose acceptance must survive a crash of this process the instant the server
//   answers 250 (a contact request accepted from a visitor): the SMTP conversation runs on a thread of
//   its own that appends the acceptance to a journal file before the main thread hears of it
//   (./smtpThread.ts, ./accepted.ts). When no thread can start it goes over the pool instead.

export type Transport = { sendMail(message: SendMailOptions): Promise<unknown> }

export class MailNotConfigured extends Error {}

/** The pool's options: SMTP_CONNECTIONS connections, at most `rate` mails a second over all of them. */
export function poolOptions(connections: number, rate: number) {
  return {
    pool: true,
    maxConnections: connections,
    // A connection is renewed after this many messages (a long evening of reminders goes over a few).
    maxMessages: 1000,
    rateDelta: 1000,
    rateLimit: rate,
  } as const
}

/** The SMTP server's URL; throws MailNotConfigured without one (callers keep their mail and wait). */
export function smtpUrl(): string {
  const url = env().SMTP_URL
  if (!url) throw new MailNotConfigured('SMTP_URL is not set')
  return url
}

/**
 * One pooled SMTP transport per process and URL, rate-limited to REMINDERS_SEND_RATE mails a second. The
 * URL goes inside the options: `createTransport(url, options)` takes its second argument as the defaults of
 * each message, and made a transport with neither pool nor rate limit (./transport.test.ts).
 */
export function pooledTransport(): Transport {
  const url = smtpUrl()
  const config = env()
  return processSingleton(`jaatmeveo.mail.transport:${url}`, () =>
    nodemailer.createTransport({
      url,
      ...poolOptions(config.REMINDERS_SMTP_CONNECTIONS, config.REMINDERS_SEND_RATE),
    }),
  )
}

/**
 * Sends `mail` unless the journal already holds `acceptedId` (a crash after the 250 and before the
 * caller's database knew). The acceptance is in the journal when this resolves 'sent'. Without a journal
 * (several instances: the caller's row update records it) it only sends.
 */
export async function sendRecorded(
  mail: SendMailOptions,
  acceptedId: string,
  journal: AcceptedJournal | null,
): Promise<'sent' | 'already'> {
  if (journal?.has(acceptedId)) return 'already'
  const recorded = await sendOnThread({ url: smtpUrl(), mail, acceptedId, journal: journal?.file ?? null })
  if (recorded === null) await pooledTransport().sendMail(mail)
  if (!recorded) journal?.record(acceptedId)
  return 'sent'
}
