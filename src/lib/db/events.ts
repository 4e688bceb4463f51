// What the expiry broadcast (src/lib/cluster/events.ts, decision 025) keeps in the database: its rows and
// the store that reads and writes them. Here, beside the database code, so the SQLite store
// (./sqlite/events.ts) implements it without importing the cluster; PostgreSQL's is in src/lib/cluster.

export type ExpiryEvent = {
  /** Cache tags (src/lib/content/tags.ts) whose pages and data must be read afresh. */
  tags: string[]
  /** Collections whose documents the search must re-read ('*' for all). */
  search: string[]
}

export type StoredEvent = ExpiryEvent & { id: string; origin: string }

/** Where the events are kept: the database's own table, reached through Payload's connection. */
export interface EventStore {
  /** Ids already written when a listener starts: what they expired is in its reads, it applies none. */
  written(): Promise<string[]>
  /** The events a listener whose newest id is `cursor` must read now (a few it has seen may be among them). */
  since(cursor: bigint): Promise<StoredEvent[]>
  insert(origin: string, event: ExpiryEvent): Promise<void>
  /** Deletes the events older than `olderThanMs`; returns how many. */
  prune(olderThanMs: number): Promise<number>
  /**
   * Whether an insert waits for this process's own open write transaction (SQLite: one writer connection,
   * decision 020). A hook runs inside its transaction, so publishExpiry must not wait for such an insert.
   */
  readonly queued: boolean
}
