import { closeSync, fdatasyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import path from 'node:path'

// Which contact e-mails the SMTP server has accepted, written to a small append-only file the instant it
// answers 250 ("delivered once"). SMTP cannot be asked afterwards what it accepted, so
// the only defence against a second copy after a crash is to record the acceptance before the process
// can die. The database records it too (src/lib/helpdesk/delivery.ts `markAccepted`), but on SQLite that write waits its
// turn behind the other writes of the process (decision 020): under load, 100–200 ms in which a kill left
// the message accepted and unrecorded, and the retry sent it again (bench:faults: 11 of 92 requests in
// 30 kill cycles). The append has no queue, and the SMTP thread (./smtpThread.ts) makes it from its own
// thread as soon as the server answers, without waiting for the busy main thread. A retry that finds its
// Message-ID here marks the step done without sending.
//
// Only for the embedded SQLite site, whose one process owns the file. Several instances on PostgreSQL
// record the acceptance with a row update that waits for no queue, and a file would have to be shared
// between hosts, where appends are not atomic.

export type AcceptedJournal = {
  /** The file (./smtpThread.ts appends to it from its own thread, in the same line format). */
  readonly file: string
  /** Whether the message was accepted before (by this or an earlier run of this process). */
  has(messageId: string): boolean
  /** Records an acceptance; on disk when it returns. */
  record(messageId: string, at?: Date): void
  /** Drops entries older than `before` (the requests they belong to are gone by then). */
  prune(before: Date): number
}

/** `dir/accepted-messages.log`: one line per acceptance, "<ISO time> <Message-ID>". */
export function acceptedJournal(dir: string): AcceptedJournal {
  const file = path.join(dir, 'accepted-messages.log')
  const lines = (): string[] => {
    try {
      return readFileSync(file, 'utf8').split('\n').filter(Boolean)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  }
  const idOf = (line: string) => line.slice(line.indexOf(' ') + 1)
  return {
    file,
    has(messageId) {
      return lines().some((line) => idOf(line) === messageId)
    },
    record(messageId, at = new Date()) {
      // A Message-ID is ours (src/lib/helpdesk/delivery.ts messageId): no spaces or line breaks to escape.
      if (/[\s]/.test(messageId)) throw new Error(`unexpected Message-ID ${JSON.stringify(messageId)}`)
      mkdirSync(dir, { recursive: true, mode: 0o700 })
      const fd = openSync(file, 'a', 0o600)
      try {
        writeSync(fd, `${at.toISOString()} ${messageId}\n`)
        fdatasyncSync(fd)
      } finally {
        closeSync(fd)
      }
    },
    prune(before) {
      const all = lines()
      const kept = all.filter((line) => line.slice(0, line.indexOf(' ')) >= before.toISOString())
      if (kept.length === all.length) return 0
      // Written aside and renamed: a crash mid-prune leaves the old file or the new one, never half.
      const next = `${file}.${process.pid}.tmp`
      const fd = openSync(next, 'w', 0o600)
      try {
        writeSync(fd, kept.map((line) => `${line}\n`).join(''))
        fdatasyncSync(fd)
      } finally {
        closeSync(fd)
      }
      renameSync(next, file)
      return all.length - kept.length
    },
  }
}
