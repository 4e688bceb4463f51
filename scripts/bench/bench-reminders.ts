// `npm run bench:reminders`: 250 000 confirmed reminder subscriptions in a scratch SQLite database, every
// one with a pickup tomorrow (the worst evening). Measures the time to plan the evening (one INSERT … SELECT,
// goal ≤ 30 s), the send rate over pooled connections to an SMTP server on loopback (goal ≥ 200 mails/s;
// a sample of BENCH_SEND mails, 10 000 by default) and the process's memory.
// Options: --subscriptions N, --send N, --rate N (REMINDERS_SEND_RATE for the run; unset: 10 000, i.e. the
// capacity rather than the configured throttle).
import { mkdtempSync, rmSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fork } from 'node:child_process'
import { SMTP_SINK } from '../../tests/support/smtp-sink'
import { dbOf } from '@/lib/db'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const SUBSCRIPTIONS = arg('subscriptions', 250_000)
const SEND = arg('send', Number(process.env.BENCH_SEND ?? 10_000))
const RATE = arg('rate', 10_000)
const SMTP_PORT = 3364

const dir = mkdtempSync(path.join(tmpdir(), 'bench-reminders-'))
Object.assign(process.env, {
  DATABASE_URL: `file:${path.join(dir, 'bench.db')}`,
  PAYLOAD_SECRET: 'bench-reminders-secret-0123456789',
  PAYLOAD_DISABLE_REVALIDATE: 'true',
  JOBS_AUTORUN: 'false',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  REMINDERS_SEND_RATE: String(RATE),
  REMINDERS_SMTP_CONNECTIONS: process.env.REMINDERS_SMTP_CONNECTIONS ?? '5',
  LOG_LEVEL: 'warn',
})

let peakRss = 0
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss))
const sampler = setInterval(sample, 100)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

async function main() {
  // The receiving server in a process of its own (tests/support/smtp-sink.ts): in this one it would share the
  // sender's event loop and double its CPU figure.
  const sink = fork(SMTP_SINK, [String(SMTP_PORT)], { execArgv: ['--import', 'tsx'] })
  await new Promise<void>((resolve, reject) => {
    sink.once('message', () => resolve())
    sink.once('exit', (code) => reject(new Error(`the SMTP sink exited (${code})`)))
  })
  const receivedBySink = () =>
    new Promise<number>((resolve) => {
      sink.once('message', (m) => resolve(Number((m as { received?: number }).received)))
      sink.send({ count: true })
    })

  const [{ getPayload }, { default: config }, { migrations }, repo, outbox, dates] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/migrations'),
    import('@/lib/discharges/repository'),
    import('@/lib/reminders/outbox'),
    import('@/lib/dates'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  const db = dbOf(payload)

  // An evening in January (EET): 18:05 in Tallinn, pickups tomorrow.
  const now = new Date('2027-01-14T16:05:00Z')
  const day = dates.addDays(dates.todayInTallinn(now), 1)
  const at = now.toISOString()
  let t = performance.now()
  const garbage = ['Segaolmejäätmed', 'Biolagunevad jäätmed', 'Segapakendid', 'Paber ja kartong']
  for (let start = 0; start < SUBSCRIPTIONS; start += 10_000) {
    const subs = []
    const rows = []
    for (let i = start; i < Math.min(SUBSCRIPTIONS, start + 10_000); i++) {
      const contract = String(10_000_000 + i)
      subs.push({
        sql: `INSERT INTO reminder_subscriptions (contract_number, email, time, locale, status, updated_at, created_at)
          VALUES (?, ?, 'evening', ?, 'confirmed', ?, ?)`,
        args: [contract, `customer${i}@example.ee`, ['et', 'ru', 'en'][i % 3], at, at],
      })
      for (let g = 0; g <= i % 3; g++) {
        rows.push({
          contractNumber: contract,
          date: day,
          garbage: garbage[g],
          itemType: 'Konteiner 140 L',
          address: `Tänav ${i}`,
        })
      }
    }
    await db.transaction(subs)
    await repo.upsertRows(db, rows)
  }
  const loadSeconds = (performance.now() - t) / 1000
  sample()
  // Loading the fixture is not the feature: the memory reported below is that of planning and sending.
  const loadPeak = peakRss
  peakRss = process.memoryUsage().rss

  t = performance.now()
  const planned = await outbox.planSlot(db, { time: 'evening', day }, now)
  const planSeconds = (performance.now() - t) / 1000
  // Planning again (every tick re-plans a due slot) must queue nothing and stay cheap.
  t = performance.now()
  const replanned = await outbox.planSlot(db, { time: 'evening', day }, now)
  const replanSeconds = (performance.now() - t) / 1000
  sample()

  t = performance.now()
  const cpu = process.cpuUsage()
  const report = await outbox.drain(payload, { now, maxMails: SEND })
  const sendSeconds = (performance.now() - t) / 1000
  // CPU per mail (this process: outbox, MIME building and the SMTP client; the server is the sink's): on a
  // shared, busy machine the wall-clock rate says more about the neighbours than about the code.
  const used = process.cpuUsage(cpu)
  const cpuMsPerMail = (used.user + used.system) / 1000 / Math.max(1, report.sent)
  sample()
  const rate = report.sent / sendSeconds
  const received = await receivedBySink()

  const lines = [
    `subscriptions: ${SUBSCRIPTIONS} confirmed, pickups tomorrow (${day}) for all (loaded in ${loadSeconds.toFixed(1)} s)`,
    `plan one evening: ${planned} reminders queued in ${planSeconds.toFixed(2)} s (goal ≤ 30 s: ${planSeconds <= 30 ? 'met' : 'MISSED'})`,
    `plan again: ${replanned} queued in ${replanSeconds.toFixed(2)} s`,
    `send: ${report.sent} mails (${received} received) in ${sendSeconds.toFixed(1)} s = ${rate.toFixed(0)} mails/s over ${process.env.REMINDERS_SMTP_CONNECTIONS} pooled connections, throttle ${RATE}/s (goal ≥ 200/s: ${rate >= 200 ? 'met' : 'MISSED'})`,
    `CPU: ${cpuMsPerMail.toFixed(2)} ms per mail (≈ ${(1000 / cpuMsPerMail).toFixed(0)} mails/s on one free core); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
    `memory: peak RSS ${mb(peakRss)} while planning and sending (${mb(loadPeak)} while loading the fixture), heap used now ${mb(process.memoryUsage().heapUsed)}`,
  ]
  for (const line of lines) process.stdout.write(`${line}\n`)
  clearInterval(sampler)
  sink.kill()
  await payload.destroy?.()
  rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  rmSync(dir, { recursive: true, force: true })
  process.exit(1)
})
