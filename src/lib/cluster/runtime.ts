// What a server instance on PostgreSQL runs beside its requests (decision 025), started once by
// src/instrumentation.ts: the listener that applies the other instances' expiries, and the jobs leader
// election; the leader alone queues Payload's scheduled tasks, runs the queue (payload.config.ts
// `shouldAutoRun` asks `jobsMayRun`) and prunes the cluster's tables.
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/singleton'
import { ExpiryListener, pruneEvents, type ExpiryEvent } from './events'
import { JobLeader } from './leader'
import { clustered, registeredClusterPool } from './pool'
import { pruneRateLimits } from './rateLimits'

type Runtime = { leader?: JobLeader; listener?: ExpiryListener; timers: NodeJS.Timeout[] }
const runtime = () => processSingleton<Runtime>('jaatmeveo.cluster.runtime', () => ({ timers: [] }))

/**
 * Whether this process may run the jobs queue and the periodic work now: always on SQLite (one process
 * owns the file), only the leader on PostgreSQL. A process that never started the runtime (a script) is
 * no leader: it runs the jobs it means to itself.
 */
export function jobsMayRun(): boolean {
  return !clustered() || runtime().leader?.isLeader === true
}

export type ClusterOptions = {
  /** Applies another instance's expiry to this process's caches (src/lib/content/expire.ts). */
  apply: (event: ExpiryEvent) => void
  /** Called each time this instance becomes the leader (e.g. to reconcile what the last one left). */
  onLeader?: () => Promise<unknown>
  /** Queue Payload's scheduled tasks while leader (off with JOBS_AUTORUN=false). */
  schedule: boolean
}

const SCHEDULE_EVERY_MS = 15_000
const PRUNE_EVERY_MS = 60_000

export async function startCluster(payload: Payload, options: ClusterOptions): Promise<void> {
  const state = runtime()
  if (state.leader) return
  const pool: Pool | undefined = registeredClusterPool()
  if (!pool) throw new Error('cluster: Payload has not registered its PostgreSQL pool')
  const listener = new ExpiryListener(pool, options.apply)
  await listener.start()
  state.listener = listener
  const leader = new JobLeader(pool, {
    onChange: (isLeader) => {
      if (isLeader && options.onLeader)
        options.onLeader().catch((error: unknown) => log.error('jobs leader: taking over failed', { error }))
    },
  })
  state.leader = leader
  await leader.start()
  // Payload's crons would each queue the scheduled tasks on every instance (two instances racing past
  // the "already queued?" check queue a task twice); on PostgreSQL they leave it to the leader, here.
  const every = (ms: number, work: () => Promise<unknown>, what: string) => {
    const timer = setInterval(() => {
      if (leader.isLeader) work().catch((error: unknown) => log.error(`cluster: ${what} failed`, { error }))
    }, ms)
    timer.unref()
    state.timers.push(timer)
  }
  if (options.schedule)
    every(SCHEDULE_EVERY_MS, () => payload.jobs.handleSchedules({ allQueues: true }), 'scheduling jobs')
  every(PRUNE_EVERY_MS, async () => (await pruneRateLimits(pool)) + (await pruneEvents(pool)), 'pruning')
}

/** Stops polling and gives up the leadership (shutdown, tests). */
export async function stopCluster(): Promise<void> {
  const state = runtime()
  state.listener?.stop()
  for (const timer of state.timers.splice(0)) clearInterval(timer)
  await state.leader?.stop()
  state.leader = undefined
  state.listener = undefined
}
