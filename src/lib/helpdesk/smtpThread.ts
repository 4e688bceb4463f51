import { Worker } from 'node:worker_threads'
import type { SendMailOptions } from 'nodemailer'
import { log } from '@/lib/log'

// The SMTP conversation of a contact e-mail in a thread of its own, which also writes the acceptance
// file (./accepted.ts) the moment the server answers 250 (issue 17, "delivered once").
//
// Before, the send ran on the main thread and the file was written when the main thread next got to run.
// Under load that was 59–332 ms after the 250 (bench:faults at load 10: the page renders and synchronous
// SQLite calls of the same process go first), and a kill inside that gap made the retry send a second
// copy. This thread has nothing else to do, so the gap is the time to append one line and fdatasync it,
// whatever the main thread is doing. The window cannot be closed completely: SMTP cannot be asked
// afterwards what it accepted, and a process can die between the 250 and any write. A copy sent again
// keeps its Message-ID, which the receiving systems drop.
//
// The thread runs plain CommonJS given as source (no file to locate in the Next bundle) and loads
// nodemailer from the application's node_modules. If it cannot start, sends run on the main thread as
// before and the reason is logged once.

export type ThreadedSend = {
  /** nodemailer transport URL (SMTP_URL). */
  url: string
  mail: SendMailOptions
  /** Written to `journal` (one line "<ISO time> <id>", fdatasync) as soon as the server accepts. */
  acceptedId: string
  /** The acceptance file, or null (PostgreSQL: the row update records it). */
  journal: string | null
}

const SOURCE = String.raw`
const { parentPort } = require('node:worker_threads')
const fs = require('node:fs')
const path = require('node:path')
const { createRequire } = require('node:module')
const nodemailer = createRequire(path.join(process.cwd(), 'package.json'))('nodemailer')
function record(file, id) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const fd = fs.openSync(file, 'a', 0o600)
  try {
    fs.writeSync(fd, new Date().toISOString() + ' ' + id + '\n')
    fs.fdatasyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}
parentPort.on('message', async ({ seq, url, mail, acceptedId, journal }) => {
  try {
    for (const a of mail.attachments || []) if (a.content instanceof Uint8Array) a.content = Buffer.from(a.content)
    await nodemailer.createTransport(url).sendMail(mail)
  } catch (error) {
    parentPort.postMessage({ seq, error: { message: String(error && error.message || error), code: error && error.code, responseCode: error && error.responseCode } })
    return
  }
  try {
    if (journal) record(journal, acceptedId)
    parentPort.postMessage({ seq, recorded: Boolean(journal) })
  } catch (error) {
    parentPort.postMessage({ seq, recorded: false, recordError: String(error && error.message || error) })
  }
})
parentPort.postMessage({ ready: true })
`

type Reply =
  | { ready: true }
  | { seq: number; recorded: boolean; recordError?: string }
  | { seq: number; error: { message: string; code?: string; responseCode?: number } }

type Pending = { resolve: (recorded: boolean) => void; reject: (error: Error) => void }

type Thread = { worker: Worker; pending: Map<number, Pending>; next: number; ready: Promise<void> }

let thread: Thread | null = null
let unavailable: string | null = null

function start(): Thread {
  const worker = new Worker(SOURCE, { eval: true })
  // The thread must not keep a finished script (the seed, a test) alive; a send in flight holds it.
  worker.unref()
  const pending = new Map<number, Pending>()
  let markReady: () => void = () => undefined
  let failReady: (error: Error) => void = () => undefined
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failReady = reject
  })
  const self: Thread = { worker, pending, next: 1, ready }
  worker.on('message', (reply: Reply) => {
    if ('ready' in reply) {
      if (pending.size === 0) worker.unref()
      return markReady()
    }
    const waiting = pending.get(reply.seq)
    if (!waiting) return
    pending.delete(reply.seq)
    if (pending.size === 0) worker.unref()
    if ('error' in reply) {
      const error = Object.assign(new Error(reply.error.message), {
        code: reply.error.code,
        responseCode: reply.error.responseCode,
      })
      return waiting.reject(error)
    }
    if (reply.recordError) log.error('contact delivery: acceptance not recorded', { error: reply.recordError })
    waiting.resolve(reply.recorded)
  })
  const fail = (error: Error) => {
    if (thread === self) thread = null
    failReady(error)
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`SMTP thread exited with code ${code}`)))
  return self
}

/**
 * Sends on the SMTP thread. Resolves to whether the acceptance was recorded in `journal` by the thread;
 * rejects with the SMTP error. Resolves to null when the thread is unavailable (the caller sends itself).
 */
export async function sendOnThread(send: ThreadedSend): Promise<boolean | null> {
  if (unavailable) return null
  try {
    thread ??= start()
    // Held while a send (or the start) is under way; let go when nothing is pending.
    thread.worker.ref()
    await thread.ready
  } catch (error) {
    unavailable = error instanceof Error ? error.message : String(error)
    thread = null
    log.warn('contact delivery: the SMTP thread could not start; sending on the main thread', { error: unavailable })
    return null
  }
  const current = thread
  const seq = current.next++
  return new Promise<boolean>((resolve, reject) => {
    current.pending.set(seq, { resolve, reject })
    current.worker.postMessage({ seq, ...send })
  })
}

/** Stops the thread (tests; a send still in flight is rejected). */
export async function stopSmtpThread(): Promise<void> {
  const current = thread
  thread = null
  if (current) await current.worker.terminate()
}
