// What a server runs beside its requests (decision 025), started once by src/instrumentation.ts: the
// listener that applies the other processes' expiries (other instances on PostgreSQL, scripts on either
// database), and on PostgreSQL the jobs leader election; the leader alone queues Payload's scheduled tasks,
// runs the queue (payload.config.ts `shouldAutoRun` asks `jobsMayRun`) and prunes the cluster's tables.
// On SQLite the one server prunes the events itself.
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { log } from '@/lib/log'
import { processSingleton } from '@/lib/singleton'
import { ExpiryListener, postgresEvents, registeredEventStore, type ExpiryEvent } from './events'
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

/**
 * Whether Payload's crons must leave queuing the scheduled tasks to the jobs leader: on PostgreSQL, where
 * two instances racing past Payload's "already queued?" check would queue a task twice (decision 025).
 */
export function schedulesQueuedByLeader(): boolean {
  return clustered()
}

export type ClusterOptions = {
  /** Applies another instance's expiry to this process's caches (src/lib/content/expire.ts). */
  apply: (event: ExpiryEvent) => void
  /** Called each time this instance becomes the leader (e.g. to reconcile what the last one left); PostgreSQL. */
  onLeader?: () => Promise<unknown>
  /** Queue Payload's scheduled tasks while leader (off with JOBS_AUTORUN=false); PostgreSQL. */
  schedule: boolean
}

const SCHEDULE_EVERY_MS = 15_000
const PRUNE_EVERY_MS = 60_000
/** Every listener has long read an event this old (they poll every 750 ms). */
const EVENTS_KEPT_MS = 10 * 60_000

export async function startCluster(payload: Payload, options: ClusterOptions): Promise<void> {
  const state = runtime()
  if (state.listener) return
  if (!clustered()) {
    // SQLite: no leader (this process runs the jobs, jobsMayRun), only the listener and its pruning.
    const store = registeredEventStore()
    if (!store) throw new Error('cluster: Payload has not registered its SQLite client')
    const listener = new ExpiryListener(store, options.apply)
    await listener.start()
    state.listener = listener
    const timer = setInterval(() => {
      store.prune(EVENTS_KEPT_MS).catch((error: unknown) => log.error('cluster: pruning failed', { error }))
    }, PRUNE_EVERY_MS)
    timer.unref()
    state.timers.push(timer)
    return
  }
  const pool: Pool | undefined = registeredClusterPool()
  if (!pool) throw new Error('cluster: Payload has not registered its PostgreSQL pool')
  const events = postgresEvents(pool)
  const listener = new ExpiryListener(events, options.apply)
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
  every(PRUNE_EVERY_MS, async () => (await pruneRateLimits(pool)) + (await events.prune(EVENTS_KEPT_MS)), 'pruning')
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

/**
 * What a server process starts beside its requests (src/instrumentation.ts). Several instances (PostgreSQL):
 * the listener and the leader election; the jobs run, and deliveries a stopped leader left are reconciled,
 * only while this instance leads, and a failure to start is the server's. One machine (SQLite): only the
 * listener, whose failure is logged (the site serves; a script's changes then show when the caches time
 * out); this process alone runs the jobs, so any job still marked running when it started was abandoned.
 */
export async function startServerCluster(
  payload: Payload,
  options: {
    apply: ClusterOptions['apply']
    jobs: boolean
    started: Date
    reconcile: (lease: { claimedBefore?: Date }) => Promise<unknown>
    /** How long a job may be marked running before it counts as abandoned (JOBS_LEASE_MINUTES). */
    leaseMs: number
  },
): Promise<void> {
  const { apply, jobs, started, reconcile, leaseMs } = options
  if (clustered()) {
    // A new leader reconciles at once, and again when the lease of whatever the last leader had claimed has
    // run out: a delivery cut off by a crash then resumes as soon as it may, not at the next scheduled check.
    const onLeader = () => {
      const afterLease = setTimeout(() => void reconcile({}), leaseMs + 1_000)
      afterLease.unref()
      runtime().timers.push(afterLease)
      return reconcile({})
    }
    await startCluster(payload, { apply, schedule: jobs, onLeader: jobs ? onLeader : undefined })
    return
  }
  await startCluster(payload, { apply, schedule: false }).catch((error: unknown) =>
    log.error('cluster: not listening for other processes’ expiries', { error }),
  )
  if (jobs) void reconcile({ claimedBefore: started })
}
