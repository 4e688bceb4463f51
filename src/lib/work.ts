import type { Payload } from 'payload'
import { processSingleton } from '@/lib/singleton'

// Work that must not be cut off by a restart (a contact delivery with attachments can take tens of
// seconds): the jobs run inside `tracked`, and the server's shutdown (src/server/shutdown.ts) stops new
// work with `drain` and waits for `idle` before the process exits. One state per process, shared by the
// Next bundle that runs the jobs and the custom server's bundle that shuts down.

type State = { running: number; draining: boolean; waiters: Array<() => void> }
const state = () => processSingleton<State>('jaatmeveo.work', () => ({ running: 0, draining: false, waiters: [] }))

export class Draining extends Error {
  constructor() {
    super('the server is shutting down: the work runs again after the restart')
    this.name = 'Draining'
  }
}

/** Runs `work` counted as running; refused (Draining) once shutdown has begun, before anything is done. */
export async function tracked<T>(work: () => Promise<T>): Promise<T> {
  const s = state()
  if (s.draining) throw new Draining()
  s.running++
  try {
    return await work()
  } finally {
    s.running--
    if (s.running === 0) for (const wake of s.waiters.splice(0)) wake()
  }
}

/** From now on `tracked` refuses new work. */
export function drain(): void {
  state().draining = true
}

/** Whether shutdown has begun (/readyz answers 503 from then on, so a proxy stops sending here). */
export function isDraining(): boolean {
  return state().draining
}

export function runningWork(): number {
  return state().running
}

/** Resolves true once no tracked work runs, or false when `timeoutMs` passes first. */
export function idle(timeoutMs: number): Promise<boolean> {
  const s = state()
  if (s.running === 0) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    s.waiters.push(() => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/**
 * Jobs a stopped process left marked running, made runnable again: Payload picks only
 * jobs with `processing = false` and has no lease of its own, so such a job would never run again, and a
 * scheduled task with one (reminders, the reconciler itself) would never be scheduled again either: Payload
 * schedules a task only while none of its jobs is waiting or running. Every task counts, not one: a
 * SIGKILL during the reminders tick stopped all reminders until someone cleared the row by hand.
 * `claimedBefore`: jobs marked running before this moment are abandoned (at start on SQLite, where this
 * process is the only one running jobs; elsewhere now minus the lease).
 */
export async function resetAbandonedJobs(payload: Payload, claimedBefore: Date): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { updatedAt: { less_than: claimedBefore.toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length
}
