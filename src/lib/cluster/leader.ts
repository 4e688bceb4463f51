// One instance runs the jobs queue and the periodic work (decision 025): the one holding a session-level
// PostgreSQL advisory lock on a connection it keeps for that alone. When that instance dies its session
// ends, PostgreSQL releases the lock, and the next instance to try (every `retryMs`) takes over. No
// election protocol of our own: the database is the arbiter every instance already trusts.
import type { Pool, PoolClient } from 'pg'
import { log } from '@/lib/log'

const DEFAULT_KEY = 'jaatmeveo-website:jobs-leader'

export type LeaderOptions = {
  /** The lock's name; one per site (tests use their own). */
  key?: string
  /** How often a follower tries to take over, and the leader checks its connection. */
  retryMs?: number
  /** Called when this instance becomes the leader (true) or stops being it (false). */
  onChange?: (leader: boolean) => void
}

export class JobLeader {
  private client: PoolClient | undefined
  private timer: NodeJS.Timeout | undefined
  private ticking: Promise<void> | undefined
  private stopped = false

  constructor(
    private readonly pool: Pool,
    private readonly options: LeaderOptions = {},
  ) {}

  get isLeader(): boolean {
    return this.client !== undefined
  }

  /** Tries at once, then every `retryMs`. */
  async start(): Promise<void> {
    this.stopped = false
    await this.tick()
    this.timer = setInterval(() => void this.tick(), this.options.retryMs ?? 2_000)
    this.timer.unref()
  }

  /** One attempt or check (also for tests); overlapping calls share the running one. */
  tick(): Promise<void> {
    this.ticking ??= this.step().finally(() => (this.ticking = undefined))
    return this.ticking
  }

  private async step(): Promise<void> {
    if (this.stopped) return
    if (this.client) {
      // The lock lives as long as this session: a connection that no longer answers may have lost it.
      try {
        await this.client.query('SELECT 1')
      } catch (error) {
        this.lose(error)
      }
      return
    }
    let client: PoolClient
    try {
      client = await this.pool.connect()
    } catch (error) {
      log.warn('jobs leader: no database connection to try the lock on', { error })
      return
    }
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
        this.options.key ?? DEFAULT_KEY,
      ])
      if (!rows[0]?.locked || this.stopped) {
        if (rows[0]?.locked)
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [this.options.key ?? DEFAULT_KEY])
        client.release()
        return
      }
    } catch (error) {
      client.release(error instanceof Error ? error : true)
      return
    }
    // A broken connection reports here between checks; without a listener its error would end the process.
    client.on('error', (error) => this.lose(error))
    this.client = client
    log.info('jobs leader: this instance runs the jobs queue and the periodic work')
    this.options.onChange?.(true)
  }

  private lose(error?: unknown) {
    const client = this.client
    if (!client) return
    this.client = undefined
    // Destroyed, not returned to the pool: a session that may still hold the lock must end.
    client.release(true)
    if (!this.stopped) log.warn('jobs leader: lost the lock; another instance takes over', { error })
    this.options.onChange?.(false)
  }

  /** Gives the lock up (ending its session), so another instance takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    this.timer = undefined
    await this.ticking
    this.lose()
  }
}
