// Staff sign-in hardening (docs/decisions/017-admin-sign-in.md, 028-sign-in-per-account.md): sign-in and
// password-reset requests are throttled by client address with growing delays instead of Payload's
// per-account lock (which let anyone lock the real admin out), sign-ins to one account from many
// addresses are slowed down too (never locked), an unknown e-mail costs the same password hashing as a
// known one, and new passwords are at least MIN_PASSWORD_LENGTH characters.
import { createHash } from 'node:crypto'
import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import {
  APIError,
  ValidationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'
import { sharedBackoff } from '@/lib/cluster/rateLimits'
import { clientAddressFromHeaders, clientKey } from '@/lib/http/client'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/singleton'

export const MIN_PASSWORD_LENGTH = 12

// Five free attempts per address per quarter hour, then one attempt per delay: 2 s, 4 s, 8 s … up to an
// hour, until the address has been quiet for a day. A colleague who mistypes a few times never notices;
// a guesser gets a few dozen tries a day.
const throttleOptions = {
  free: 5,
  windowMs: 15 * 60_000,
  baseDelayMs: 2_000,
  maxDelayMs: 60 * 60_000,
  forgetMs: 24 * 60 * 60_000,
}

// Per account, whatever the addresses: 20 free attempts per quarter hour (a team's mistypes), then one
// per delay of 2 s, 4 s … at most 30 s. A guesser spread over many addresses gets about two tries a
// minute at one account; its owner waits at most half a minute per try, and a correct password forgives.
const accountOptions = {
  free: 20,
  windowMs: 15 * 60_000,
  baseDelayMs: 2_000,
  maxDelayMs: 30_000,
  forgetMs: 6 * 3600_000,
}

/** One per process: Next bundles the Payload config into several route bundles (src/lib/singleton.ts). */
export const signInThrottles = () =>
  processSingleton('jaatmeveo.users.signInThrottles', () => ({
    // Counts every sign-in attempt; a correct password forgives the address.
    login: sharedBackoff('signIn.login', throttleOptions),
    // Counts every reset request: each one may send a mail, and none is a "success" that forgives.
    forgotPassword: sharedBackoff('signIn.forgotPassword', throttleOptions),
    // Counts sign-in attempts per account (the e-mail's hash) that passed the address's throttle.
    account: sharedBackoff('signIn.account', accountOptions),
  }))

/** The account key: a hash of the e-mail as typed (lower case, trimmed); unknown e-mails count alike. */
const accountKey = (email: unknown) =>
  typeof email === 'string' && email.trim()
    ? createHash('sha256').update(`signIn:${email.trim().toLowerCase()}`).digest('base64url')
    : null

// At most one error line per account per 10 minutes (a spike goes on for a while), for few accounts.
const alerted = new Map<string, number>()
function alertSpike(key: string, now = Date.now()) {
  if ((alerted.get(key) ?? 0) > now - 10 * 60_000) return
  if (alerted.size > 1_000) alerted.clear()
  alerted.set(key, now)
  log.error('sign-in: many failed attempts at one account from several addresses; attempts are slowed down', {
    account: key.slice(0, 12),
  })
}

const tooMany: Record<string, (seconds: number) => string> = {
  et: (s) => `Liiga palju katseid. Proovige uuesti ${s} sekundi pärast.`,
  ru: (s) => `Слишком много попыток. Повторите через ${s} с.`,
  en: (s) => `Too many attempts. Try again in ${s} s.`,
}

// Only requests from outside (the REST API, which the admin's sign-in form also posts to) are throttled:
// the local API is the server's own code, and has no client address.
const addressKey = (req: PayloadRequest) =>
  req.payloadAPI === 'REST' ? clientKey(clientAddressFromHeaders(req.headers)) : null

async function throttle(req: PayloadRequest, kind: 'login' | 'forgotPassword', email?: unknown): Promise<void> {
  const key = addressKey(req)
  if (key === null) return
  let verdict = await signInThrottles()[kind].attempt(key)
  const account = kind === 'login' ? accountKey(email) : null
  if (verdict.ok && account !== null) {
    verdict = await signInThrottles().account.attempt(account)
    if (!verdict.ok) alertSpike(account)
  }
  if (verdict.ok) return
  // routeError merges req.responseHeaders into the error answer, and logs the error itself.
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(verdict.retryAfterSeconds))
  const message = tooMany[req.i18n?.language ?? 'en'] ?? tooMany.en!
  throw new TooManySignInAttempts(message(verdict.retryAfterSeconds))
}

/**
 * A 429 whose message reaches the sign-in form. Named explicitly: APIError takes its name from the
 * constructor's, which the production build's minifier empties, and Payload answers a nameless error with
 * "An unknown error occurred." (found by tests/e2e/admin-sign-in.spec.ts). The name also lets an operator
 * set its log level (Payload's `loggingLevels`).
 */
export class TooManySignInAttempts extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'TooManySignInAttempts'
  }
}

// Payload's current hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js): PBKDF2-SHA256,
// 600 000 iterations, 32 bytes. Payload hashes only when the e-mail belongs to an account, so without
// this a wrong password for a real account took ~250 ms and for an unknown e-mail ~10 ms, telling which
// staff e-mails exist. The sign-in test compares the two timings.
const PAYLOAD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
// The salt's length as Payload makes it (32 random bytes in hex); its value does not matter, nothing is stored.
const DUMMY_SALT = '5a'.repeat(32)
const pbkdf2Async = promisify(pbkdf2)

async function hashAsIfKnown(req: PayloadRequest, data: { email?: unknown; password?: unknown }) {
  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  // Without both, Payload answers "required" before looking anyone up.
  if (!email || typeof data.password !== 'string' || data.password.trim() === '') return
  const found = await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { email: { equals: email } },
    select: { id: true },
  })
  if (found) return
  const { iterations, keyLength, digest } = PAYLOAD_HASH
  await pbkdf2Async(data.password, DUMMY_SALT, iterations, keyLength, digest)
}

function requireLongPassword(password: unknown, req: PayloadRequest) {
  if (typeof password !== 'string' || password === '' || password.length >= MIN_PASSWORD_LENGTH) return
  throw new ValidationError({
    collection: 'users',
    errors: [{ path: 'password', message: req.t('validation:longerThanMin', { minLength: MIN_PASSWORD_LENGTH }) }],
  })
}

export const beforeOperation: CollectionBeforeOperationHook = async (hook) => {
  if (hook.operation === 'login') {
    await throttle(hook.req, 'login', hook.args.data?.email)
    await hashAsIfKnown(hook.req, hook.args.data)
  } else if (hook.operation === 'forgotPassword') {
    await throttle(hook.req, 'forgotPassword')
  } else if (hook.operation === 'resetPassword') {
    // The reset sets the hash directly; create and update are checked in beforeValidate.
    requireLongPassword(hook.args.data.password, hook.req)
  }
  return hook.args
}

export const afterLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const key = addressKey(req)
  if (key !== null) await signInThrottles().login.succeeded(key)
  const account = accountKey(user?.email)
  if (key !== null && account !== null) await signInThrottles().account.succeeded(account)
  return user
}

export const beforeValidate: CollectionBeforeValidateHook = ({ data, req }) => {
  requireLongPassword(data?.password, req)
  return data
}
