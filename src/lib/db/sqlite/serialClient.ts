import {
  createClient,
  LibsqlError,
  type Client,
  type InStatement,
  type Replicated,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'
import { log } from '@/lib/log'
import { FifoLock } from '../lock'
import { cacheStatements } from './libsqlStatementCachePatch'

// The site's SQLite connection for Payload (docs/decisions/020-sqlite-writes.md).
//
// libsql's API is synchronous underneath, and its client runs each transaction on the connection it had
// and opens a fresh one (with none of the first one's PRAGMAs) for everything else. So with Payload's
// transactions on, a write outside the open transaction waited *synchronously* for that transaction's
// lock: the event loop stopped, the transaction could never finish, and the write failed with SQLITE_BUSY
// (at once without a busy timeout, after the whole timeout with one – the "hang" of the first attempt).
//
// This client keeps one writer connection and queues, in the process, every write and every transaction
// on it (FIFO, an async lock): a transaction holds the lock from BEGIN IMMEDIATE to COMMIT, so the other
// requests' writes wait for it asynchronously instead of colliding with it. Plain reads go to a second,
// read-only connection: in WAL mode they never wait for a writer and see only committed data (as reads
// outside a transaction do on PostgreSQL). Another process's lock (a seed, a migration) is waited for in
// short synchronous steps with asynchronous pauses between them, up to `busyTimeoutMs` in all, so the
// event loop is never blocked for more than `stepMs` at a time.

export type SerialClientOptions = {
  url: string
  /** How long a write may wait, in all, for another process's lock before it fails with SQLITE_BUSY. */
  busyTimeoutMs: number
  /** How long a write may wait for this process's own transactions before it fails. */
  queueTimeoutMs: number
  /** The longest single synchronous wait inside SQLite (its busy_timeout). */
  stepMs?: number
}

const READ = /^\s*select\b/i
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const sqlOf = (stmt: InStatement) => (typeof stmt === 'string' ? stmt : stmt.sql)

export const isBusy = (error: unknown): boolean =>
  error instanceof LibsqlError ? error.code.startsWith('SQLITE_BUSY') : /database is locked/i.test(String(error))

/**
 * The transaction Payload (through drizzle) holds. It reads on the reader connection until its first write;
 * from then on it holds the writer connection, under the lock, until it ends. Taking the lock only at the
 * first write keeps transactions that only read from queueing writers, and lets an operation write outside
 * its own transaction before it writes inside it (Payload's forgot-password operation reserves its rate
 * limit that way; with the lock taken at BEGIN that write would wait for its own transaction for ever).
 */
class LockedTransaction implements Transaction {
  closed = false
  #writing: { db: Client; release: () => void } | undefined
  #starting: Promise<{ db: Client; release: () => void }> | undefined

  constructor(
    private readonly read: (stmt: InStatement) => Promise<ResultSet>,
    private readonly begin: () => Promise<{ db: Client; release: () => void }>,
  ) {}

  async execute(stmt: InStatement): Promise<ResultSet> {
    this.#open()
    if (!this.#writing && !this.#starting && READ.test(sqlOf(stmt))) return this.read(stmt)
    this.#starting ??= this.begin().then((writing) => (this.#writing = writing))
    const { db } = await this.#starting
    this.#open()
    return db.execute(stmt)
  }
  async batch(stmts: InStatement[]): Promise<ResultSet[]> {
    const out: ResultSet[] = []
    for (const stmt of stmts) out.push(await this.execute(stmt))
    return out
  }
  async executeMultiple(): Promise<void> {
    // libsql's executeMultiple rolls back whatever transaction is open when it ends.
    throw new LibsqlError('executeMultiple is not supported inside a transaction', 'TRANSACTION_CLOSED')
  }
  async commit(): Promise<void> {
    this.#open()
    try {
      const writing = await this.#starting
      if (writing) await writing.db.execute('COMMIT')
    } catch (error) {
      // Payload's drizzle layer swallows a failed commit (its commitTransaction resolves regardless), so
      // this is the one place it is seen.
      log.error('SQLite transaction failed to commit and was rolled back', { error })
      throw error
    } finally {
      await this.#end()
    }
  }
  async rollback(): Promise<void> {
    await this.#end()
  }
  close(): void {
    void this.#end()
  }
  #open() {
    if (this.closed) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED')
  }
  /** Rolls back whatever is still open (nothing after a COMMIT), then lets the next writer in. */
  async #end(): Promise<void> {
    if (this.closed) return
    this.closed = true
    const writing = await this.#starting?.catch(() => undefined)
    if (!writing) return
    try {
      await writing.db.execute('ROLLBACK')
    } catch {
      // "no transaction is active": it was committed.
    } finally {
      writing.release()
    }
  }
}

type Kind = 'writer' | 'reader'

export class SerialClient implements Client {
  closed = false
  protocol = 'file'
  readonly lock = new FifoLock(
    (ms) =>
      new LibsqlError(`SQLITE_BUSY: a write waited ${ms} ms for this process's own open transaction`, 'SQLITE_BUSY'),
  )
  #connections: Partial<Record<Kind, Client>> = {}
  #walChecked = false

  constructor(private readonly options: SerialClientOptions) {}

  /** A connection, opened on first use (building the site imports the config without a database). */
  async #connection(kind: Kind): Promise<Client> {
    const open = this.#connections[kind]
    if (open) return open
    const { url } = this.options
    // Every query prepared a statement libsql never frees; they are reused instead (./libsqlStatementCachePatch.ts).
    cacheStatements()
    const db = createClient({ url })
    await db.execute(`PRAGMA busy_timeout = ${this.options.stepMs ?? 100}`)
    if (kind === 'writer') {
      if (!this.#walChecked && url.startsWith('file:') && !url.includes(':memory:')) {
        // The write-ahead log: readers (the site, the lookup fast path, a backup's VACUUM INTO) never block
        // the writer and the writer never blocks them. It is a property of the file, kept once set.
        await db.execute('PRAGMA journal_mode = WAL')
        await db.execute(`PRAGMA journal_size_limit = ${64 * 1024 * 1024}`)
        this.#walChecked = true
      }
      // A commit is on disk when it returns, also after a power loss (Payload's own default with WAL).
      await db.execute('PRAGMA synchronous = FULL')
    } else {
      // A write sent to the reader by mistake fails loudly instead of bypassing the lock.
      await db.execute('PRAGMA query_only = ON')
    }
    this.#connections[kind] = db
    return db
  }

  /**
   * `fn` on a connection, run again after short pauses while another process holds the lock, up to
   * busyTimeoutMs. A statement or batch that met SQLITE_BUSY was not applied (libsql rolls a batch back),
   * so running it again is safe. libsql 0.4 leaves such a statement unfinished on its connection, though
   * (a later COMMIT there fails with "SQL statements in progress", a reader keeps an old snapshot), so the
   * connection is replaced before the next try.
   */
  async #busyRetry<T>(kind: Kind, fn: (db: Client) => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.options.busyTimeoutMs
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      const db = await this.#connection(kind)
      try {
        return await fn(db)
      } catch (error) {
        if (!isBusy(error)) throw error
        if (this.#connections[kind] === db) delete this.#connections[kind]
        db.close()
        if (Date.now() + pause > deadline) throw error
        await sleep(pause)
      }
    }
  }

  /** `fn` on the writer connection, after every earlier write and transaction of this process. */
  async #write<T>(fn: (db: Client) => Promise<T>): Promise<T> {
    const release = await this.lock.acquire(this.options.queueTimeoutMs)
    try {
      return await this.#busyRetry('writer', fn)
    } finally {
      release()
    }
  }

  async execute(stmt: InStatement): Promise<ResultSet> {
    this.#check()
    if (READ.test(sqlOf(stmt))) return this.#busyRetry('reader', (db) => db.execute(stmt))
    return this.#write((db) => db.execute(stmt))
  }

  async batch(stmts: InStatement[], mode: TransactionMode = 'deferred'): Promise<ResultSet[]> {
    this.#check()
    if (mode === 'read') return this.#busyRetry('reader', (db) => db.batch(stmts, 'read'))
    // IMMEDIATE: the write lock is taken at BEGIN, where waiting is safe, never halfway through.
    return this.#write((db) => db.batch(stmts, 'write'))
  }

  async migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    this.#check()
    return this.#write((db) => db.migrate(stmts))
  }

  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    this.#check()
    if (mode === 'read') throw new LibsqlError('read transactions are not used here', 'TRANSACTION_MODE')
    const read = (stmt: InStatement) => this.#busyRetry('reader', (db) => db.execute(stmt))
    return new LockedTransaction(read, async () => {
      const release = await this.lock.acquire(this.options.queueTimeoutMs)
      try {
        // IMMEDIATE: the write lock is taken here, where waiting for another process is safe.
        const db = await this.#busyRetry('writer', async (db) => {
          await db.execute('BEGIN IMMEDIATE')
          return db
        })
        return { db, release }
      } catch (error) {
        release()
        throw error
      }
    })
  }

  async executeMultiple(sql: string): Promise<void> {
    this.#check()
    return this.#write((db) => db.executeMultiple(sql))
  }

  async sync(): Promise<Replicated> {
    return undefined
  }

  close(): void {
    this.closed = true
    for (const db of Object.values(this.#connections)) db.close()
    this.#connections = {}
  }

  #check() {
    if (this.closed) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED')
  }
}

type AdapterObj = { init: (args: never) => unknown }

/**
 * Payload's SQLite adapter with this client in place of the one it would open (its connect() keeps a
 * client that is already set, and then sets no PRAGMAs of its own).
 */
export function withSerialClient<T extends AdapterObj>(adapter: T, options: SerialClientOptions): T {
  const init = adapter.init
  return {
    ...adapter,
    init: ((args: never) => {
      const instance = init(args) as { client?: Client }
      instance.client = new SerialClient(options)
      return instance
    }) as T['init'],
  }
}
