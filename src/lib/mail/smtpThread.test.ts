import { fork, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedJournal } from './accepted'
import { MAX_THREADS, sendOnThread, stopSmtpThreads } from './smtpThread'
import { SMTP_SINK } from '../../../tests/support/smtp-sink'

// The SMTP server runs in a process of its own (tests/support/smtp-sink.ts), so that it answers while this
// test's main thread is blocked, as a real mail server would.
let sink: ChildProcess
let port = 0
let dir = ''

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const received = () =>
  new Promise<number>((resolve) => {
    sink.once('message', (m: { received: number }) => resolve(m.received))
    sink.send({ count: true })
  })

const mail = (id: string) => ({
  from: 'site@example.com',
  to: 'helpdesk@example.com',
  subject: 'Test',
  messageId: id,
  text: 'Hello',
  attachments: [{ filename: 'a.txt', content: Buffer.from('attachment'), contentType: 'text/plain' }],
})

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'smtp-thread-'))
  port = await freePort()
  sink = fork(SMTP_SINK, [String(port)], { stdio: 'ignore', execArgv: ['--import', 'tsx'] })
  await new Promise<void>((resolve) => sink.once('message', () => resolve()))
})

afterAll(async () => {
  await stopSmtpThreads()
  sink?.kill()
  rmSync(dir, { recursive: true, force: true })
})

describe('the SMTP thread of contact e-mails', () => {
  it('sends (with an attachment) and records the acceptance in the journal', async () => {
    const journal = acceptedJournal(path.join(dir, 'one'))
    const recorded = await sendOnThread({
      url: `smtp://127.0.0.1:${port}`,
      mail: mail('<ref-1.mailbox@localhost>'),
      acceptedId: '<ref-1.mailbox@localhost>',
      journal: journal.file,
    })
    expect(recorded).toBe(true)
    expect(journal.has('<ref-1.mailbox@localhost>')).toBe(true)
    expect(await received()).toBe(1)
  })

  it('records the acceptance while the main thread is busy (the gap a kill used to fall into)', async () => {
    const journal = acceptedJournal(path.join(dir, 'two'))
    const id = '<ref-2.mailbox@localhost>'
    const sending = sendOnThread({
      url: `smtp://127.0.0.1:${port}`,
      mail: mail(id),
      acceptedId: id,
      journal: journal.file,
    })
    // Let the request reach the thread, then block this thread as a loaded server process is blocked.
    await new Promise((resolve) => setImmediate(resolve))
    const until = Date.now() + 20_000
    let seenWhileBlocked = false
    while (Date.now() < until) {
      try {
        if (readFileSync(journal.file, 'utf8').includes(id)) {
          seenWhileBlocked = true
          break
        }
      } catch {
        // not written yet
      }
    }
    expect(seenWhileBlocked).toBe(true)
    expect(await sending).toBe(true)
    expect(await received()).toBe(2)
  })

  it('rejects with the SMTP error and records nothing when the server cannot be reached', async () => {
    const journal = acceptedJournal(path.join(dir, 'three'))
    const closed = await freePort()
    await expect(
      sendOnThread({
        url: `smtp://127.0.0.1:${closed}`,
        mail: mail('<ref-3.mailbox@localhost>'),
        acceptedId: '<ref-3.mailbox@localhost>',
        journal: journal.file,
      }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/) })
    expect(journal.has('<ref-3.mailbox@localhost>')).toBe(false)
  })

  it('records nothing when asked not to (PostgreSQL records it in the row)', async () => {
    const recorded = await sendOnThread({
      url: `smtp://127.0.0.1:${port}`,
      mail: mail('<ref-4.mailbox@localhost>'),
      acceptedId: '<ref-4.mailbox@localhost>',
      journal: null,
    })
    expect(recorded).toBe(false)
    expect(await received()).toBe(3)
  })

  it('carries several messages at once, each on its own thread, and records every one', async () => {
    const journal = acceptedJournal(path.join(dir, 'five'))
    const ids = Array.from({ length: MAX_THREADS + 2 }, (_, i) => `<ref-5-${i}.mailbox@localhost>`)
    const results = await Promise.all(
      ids.map((id) =>
        sendOnThread({ url: `smtp://127.0.0.1:${port}`, mail: mail(id), acceptedId: id, journal: journal.file }),
      ),
    )
    expect(results).toEqual(ids.map(() => true))
    for (const id of ids) expect(journal.has(id)).toBe(true)
    expect(await received()).toBe(3 + ids.length)
  })
})
