import { Worker } from 'node:worker_threads'
import type { SendMailOptions } from 'nodemailer'
import { log } from '@/lib/log'

// The SMTP conversation of a mail that must be delivered once (a contact request: ./transport.ts
// `sendRecorded`) on a thread of its own, which also writes the acceptance file (./accepted.ts) the moment
// the server answers 250.
//
// Why a thread: written by the main thread, the acceptance waited for the page renders and synchronous SQLite
// calls of the same process, 59–332 ms after the 250 under load (bench:faults at load 10), and a kill inside
// that gap made the retry send a second copy. Why one message per thread (up to MAX_THREADS at once): on a
// shared thread the 250 of one message waited behind the others' attachment encoding (six deliveries with
// 1.5 MB photos restarted together). The gap left is the time to append one line and fdatasync it. It cannot
// be closed completely: SMTP cannot be asked afterwards what it accepted, and a process can die between the
// 250 and any write. A copy sent again keeps its Message-ID, which the receiving systems drop.
//
// The thread runs plain CommonJS given as source (no file to locate in the Next bundle) and loads
// nodemailer from the application's node_modules. If it cannot start, the caller sends over the pool on the
// main thread and the reason is logged once.

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
parentPort.on('message', async ({ url, mail, acceptedId, journal }) => {
  try {
    for (const a of mail.attachments || []) if (a.content instanceof Uint8Array) a.content = Buffer.from(a.content)
    await nodemailer.createTransport(url).sendMail(mail)
  } catch (error) {
    parentPort.postMessage({ error: { message: String(error && error.message || error), code: error && error.code, responseCode: error && error.responseCode } })
    return
  }
  try {
    if (journal) record(journal, acceptedId)
    parentPort.postMessage({ recorded: Boolean(journal) })
  } catch (error) {
    parentPort.postMessage({ recorded: false, recordError: String(error && error.message || error) })
  }
})
parentPort.postMessage({ ready: true })
`

type Reply =
  | { ready: true }
  | { recorded: boolean; recordError?: string }
  | { error: { message: string; code?: string; responseCode?: number } }

type Pending = { resolve: (recorded: boolean) => void; reject: (error: Error) => void }

/** One thread, one message at a time: another message's attachment encoding never delays its record. */
type Thread = {
  worker: Worker
  pending: Pending | null
  ready: Promise<void>
  alive: boolean
  idleTimer?: NodeJS.Timeout
}

/**
 * At most this many messages are on the wire at once; more wait for a thread. Contact deliveries run a
 * few at a time (the jobs queue), so this is rarely reached; an idle thread ends after IDLE_MS.
 */
export const MAX_THREADS = 4
const IDLE_MS = 60_000

const idle: Thread[] = []
const waiting: (() => void)[] = []
let threads = 0
let unavailable: string | null = null

function start(): Thread {
  const worker = new Worker(SOURCE, { eval: true })
  let markReady: () => void = () => undefined
  let failReady: (error: Error) => void = () => undefined
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failReady = reject
  })
  const self: Thread = { worker, pending: null, ready, alive: true }
  worker.on('message', (reply: Reply) => {
    if ('ready' in reply) return markReady()
    const pending = self.pending
    self.pending = null
    if (!pending) return
    if ('error' in reply) {
      const error = Object.assign(new Error(reply.error.message), {
        code: reply.error.code,
        responseCode: reply.error.responseCode,
      })
      return pending.reject(error)
    }
    if (reply.recordError) log.error('contact delivery: acceptance not recorded', { error: reply.recordError })
    pending.resolve(reply.recorded)
  })
  const fail = (error: Error) => {
    if (!self.alive) return
    self.alive = false
    threads--
    const at = idle.indexOf(self)
    if (at >= 0) idle.splice(at, 1)
    clearTimeout(self.idleTimer)
    failReady(error)
    self.pending?.reject(error)
    self.pending = null
    waiting.shift()?.()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`SMTP thread exited with code ${code}`)))
  threads++
  return self
}

async function acquire(): Promise<Thread> {
  for (;;) {
    const reused = idle.pop()
    if (reused) {
      clearTimeout(reused.idleTimer)
      return reused
    }
    if (threads < MAX_THREADS) {
      const thread = start()
      await thread.ready
      return thread
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
}

function release(thread: Thread) {
  if (!thread.alive) return
  // An idle thread must not keep a finished script (the seed, a test) alive.
  thread.worker.unref()
  thread.idleTimer = setTimeout(() => void thread.worker.terminate(), IDLE_MS).unref()
  idle.push(thread)
  waiting.shift()?.()
}

/**
 * Sends on an SMTP thread. Resolves to whether the acceptance was recorded in `journal` by the thread;
 * rejects with the SMTP error. Resolves to null when no thread can start (the caller sends itself).
 */
export async function sendOnThread(send: ThreadedSend): Promise<boolean | null> {
  if (unavailable) return null
  let thread: Thread
  try {
    thread = await acquire()
  } catch (error) {
    unavailable = error instanceof Error ? error.message : String(error)
    log.warn('contact delivery: the SMTP thread could not start; sending on the main thread', { error: unavailable })
    return null
  }
  // Held while its send is under way.
  thread.worker.ref()
  try {
    return await new Promise<boolean>((resolve, reject) => {
      thread.pending = { resolve, reject }
      thread.worker.postMessage(send)
    })
  } finally {
    release(thread)
  }
}

/** Stops every thread (tests; a send still in flight is rejected). */
export async function stopSmtpThreads(): Promise<void> {
  await Promise.all(idle.splice(0).map((thread) => thread.worker.terminate()))
}
