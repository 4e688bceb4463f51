import 'server-only'
import { cms } from '@/lib/cms'
import { env } from '@/lib/env'
import { migrationsOf } from '@/lib/db/migrations'
import { appliedMigrations, pendingMigrations } from '@/lib/db/readiness'
import { deliveryStatus } from '@/lib/helpdesk/reconcile'
import { log } from '@/lib/log'

// The checks behind /readyz (src/app/(frontend)/readyz/route.ts), run at most once per CHECK_TTL_MS per
// instance: a flood of /readyz requests costs four queries a second and a half, not four each.

export const CHECK_TTL_MS = 1_500

export type Answer = { status: number; body: Record<string, unknown> & { status: string } }

let last: { at: number; answer: Promise<Answer> } | null = null

async function check(): Promise<Answer> {
  try {
    const payload = await cms()
    const pending = pendingMigrations(migrationsOf(), await appliedMigrations(payload))
    if (pending.length > 0) {
      log.error('readyz: the database lacks migrations of this build', { pending })
      return {
        status: 503,
        body: { status: 'unavailable', database: 'ok', migrations: 'pending', pending: pending.length },
      }
    }
    const delivery = await deliveryStatus(payload, env().CONTACT_ALERT_MINUTES * 60_000)
    return {
      status: 200,
      body: { status: delivery.overdue > 0 ? 'degraded' : 'ok', database: 'ok', migrations: 'ok', delivery },
    }
  } catch (error) {
    log.error('readyz: the database did not answer', { error: error instanceof Error ? error.message : String(error) })
    return { status: 503, body: { status: 'unavailable', database: 'failed' } }
  }
}

/** The checks' answer, shared by every request within CHECK_TTL_MS. */
export function checked(now = Date.now()): Promise<Answer> {
  if (!last || now - last.at >= CHECK_TTL_MS) last = { at: now, answer: check() }
  return last.answer
}

/** Forgets the shared answer (tests). */
export function forgetReadiness(): void {
  last = null
}
