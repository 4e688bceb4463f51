// The fault run of "nothing lost", shared by its test (nothing-lost.faults.test.ts, 3 cycles in CI) and by
// `npm run bench:faults` (scripts/bench/bench-faults.ts, 30 cycles by default, figures printed).
// Starts the production server (`npm start`'s bundle; needs `npm run build`) on a copy of the seeded template
// database (scripts/test/e2e-snapshot.mjs) in a temporary directory, with the stand-in SMTP server and Odoo
// helpdesk of tests/support on loopback. Each cycle submits contact requests with attachments through the
// contact form (its no-JavaScript post), starts a planning-system import
// (`POST /api/v1/discharges/import?replace=future`) and an editors' CSV import
// (`POST /api/v1/import/unserved-addresses`), kills the server with SIGKILL at a random moment during the
// imports or during the deliveries, restarts it and checks the imports. Then a phase with the SMTP server
// down that comes up later, then it waits for every delivery and counts. The run fails when anything was
// lost, duplicated or half-applied, or the database is not intact.
//
// The waits on the clock here are the fault itself (a kill at a chosen moment) and the stand-in mail server's
// checking time (the window a kill can land in); the server's readiness and its database are waited on as
// conditions (../support/until.ts). Nothing is asserted after a fixed sleep.
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import Database from 'libsql'
import { parse as parseHtml } from 'node-html-parser'
import sharp from 'sharp'
import { copySnapshot, E2E_SETTINGS, ensureSnapshot } from '../../scripts/test/e2e-snapshot.mjs'
import { ADDITIONAL_DISCHARGE_FIELDS } from '../support/contactForm'
import { MINIMAL_PDF } from '../support/files'
import { startOdooStandIn, type OdooStandIn } from '../support/odoo'
import { smtpStandIn, type SmtpStandIn } from '../support/smtp'
import { until } from '../support/until'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type FaultOptions = {
  cycles: number
  /** The server's port; the SMTP stand-in listens on port + 1, the helpdesk on port + 2. */
  port: number
  requestsPerCycle: number
  /** Replays the same kill moments (the machine's timing still varies). Default: from the clock. */
  seed?: number
  /** Keep the temporary directory (database, uploads, server log) even when all is whole. */
  keep?: boolean
  log?: (...args: unknown[]) => void
}

export type FaultResult = {
  seed: number
  /** The figures, as printed by `npm run bench:faults`. */
  report: string
  /** Everything lost, duplicated, half-applied or refused; empty when all is whole. */
  problems: string[]
  failed: boolean
  /** The server log, kept when the run failed or with keep. */
  serverLog: string
}

type Submission = {
  n: number
  action: string
  fields: Record<string, string>
  reference: string | null
  refused?: string
  attempts: number
}

const timestamp = () => `[${new Date().toISOString().slice(11, 19)}]`
const defaultLog = (...args: unknown[]) => console.log(timestamp(), ...args)

// A valid one-page PDF; file-type recognises it by its structure.
const pdf = Buffer.from(MINIMAL_PDF)

/** A noisy photo of 1.5 MB: deliveries with attachments take long enough to be killed midway. */
const noisyPhoto = () =>
  sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 700, height: 700, channels: 3 },
  })
    .png()
    .toBuffer()

const IMPORT_KEY = 'bench-faults-0123456789abcdefghijklmnopqrstuv'
const ODOO_KEY = 'bench-key'
const CONTACT_MAILBOX = 'klienditugi@jaatmeveo.example'
const BENCH_CONTRACTS = Array.from({ length: 12 }, (_, i) => String(9_100_001 + i))
const GARBAGE = ['Segaolmejäätmed', 'Biolagunevad jäätmed']
const CSV_ROWS = 15

type PlanRow = { contractNumber: string; garbage: string; itemType?: string; address: string; date: string }

export async function runFaults(options: FaultOptions): Promise<FaultResult> {
  const { cycles: CYCLES, port: PORT, requestsPerCycle: REQUESTS_PER_CYCLE, keep: KEEP = false } = options
  const log = options.log ?? defaultLog
  const SMTP_PORT = PORT + 1
  const HELPDESK_PORT = PORT + 2
  const base = `http://127.0.0.1:${PORT}`

  let seed = options.seed ?? Date.now() % 2 ** 31
  const startSeed = seed
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const between = (min: number, max: number) => Math.round(min + random() * (max - min))

  const dir = mkdtempSync(path.join(tmpdir(), 'bench-faults-'))
  const files = {
    db: path.join(dir, 'site.db'),
    media: path.join(dir, 'media'),
    uploads: path.join(dir, 'contact-uploads'),
    log: path.join(dir, 'server.log'),
  }

  // --- stand-in SMTP server: a mail counts once the server has accepted it (it answers 250 after 150 ms, as a
  // real server that scans attachments first; a client killed meanwhile never hears the 250).
  // Sessions receiving a message now; a client killed mid-message never ends its stream, so onClose clears it.
  const smtpBusy = new Set<string>()
  // Counts the server's kills. Each SMTP session notes the count when it connects (only a live server process
  // connects, and a new one takes seconds to start); a message of a session from before a kill came from the
  // killed process and is discarded: the stand-in learns of the kill at once from here, where the closed
  // socket would reach it only when its own busy event loop got to it (it committed messages of a process
  // already dead, 20–200 ms after the kill).
  let kills = 0
  const sessionKills = new Map<string, number>()
  const smtp: SmtpStandIn = smtpStandIn({
    port: SMTP_PORT,
    size: 60 * 1024 * 1024,
    headersOnly: true,
    onConnect: (session) => void sessionKills.set(session.id, kills),
    onClose: (session) => {
      smtpBusy.delete(session.id)
      sessionKills.delete(session.id)
    },
    onMessageStart: (session) => void smtpBusy.add(session.id),
    async decide(_mail, session) {
      await sleep(150)
      if (kills !== sessionKills.get(session.id)) smtpBusy.delete(session.id)
      // The client was killed while the server checked the message: a server commits a message as it
      // answers 250, so this one is discarded (committing it here would count the checking time as a
      // window for duplicates that real servers do not have).
      if (!smtpBusy.has(session.id)) return 'discard'
      smtpBusy.delete(session.id)
      return 'accept'
    },
  })
  let helpdesk: OdooStandIn | null = null

  // --- the server under test
  // The caller's environment without the test runner's markers: under vitest, NODE_ENV=test and VITEST
  // would turn the server's jobs queue off (src/payload.config.ts), and nothing would be delivered.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k, v]) => !k.startsWith('VITEST') && !(k === 'NODE_ENV' && v === 'test')),
  )
  const serverEnv: NodeJS.ProcessEnv = {
    ...(inherited as NodeJS.ProcessEnv),
    ...E2E_SETTINGS,
    PORT: String(PORT),
    DATABASE_URL: `file:${files.db}`,
    MEDIA_DIR: files.media,
    CONTACT_UPLOAD_DIR: files.uploads,
    SITE_URL: base,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    CONTACT_MAILBOX,
    CONTACT_MIN_FILL_SECONDS: '0',
    CONTACT_RATE_LIMIT: '100000',
    FORM_POST_LIMIT: '100000',
    // The first retry a second after a failure (doubling): the SMTP-down phase sees a few retries.
    CONTACT_RETRY_DELAY_SECONDS: '1',
    ODOO_URL: `http://127.0.0.1:${HELPDESK_PORT}`,
    ODOO_DB: 'bench',
    ODOO_USER: 'website',
    ODOO_API_KEY: ODOO_KEY,
    DISCHARGES_IMPORT_API_KEY: IMPORT_KEY,
    JOBS_AUTORUN: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  }
  const serverLog = createWriteStream(files.log, { flags: 'a' })
  let server: { child: ChildProcess; exited: Promise<unknown> } | null = null

  async function startServer() {
    const started = Date.now()
    serverLog.write(`\n===== start ${new Date().toISOString()}\n`)
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'ops', 'start.mjs')], {
      cwd: root,
      env: serverEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.pipe(serverLog, { end: false })
    child.stderr.pipe(serverLog, { end: false })
    const exited = new Promise((resolve) => child.on('exit', resolve))
    server = { child, exited }
    const ready = await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} (log: ${files.log})`)
        return fetch(`${base}/readyz`)
          .then((r) => r.ok)
          .catch(() => false)
      },
      { timeoutMs: 180_000, everyMs: 200 },
    )
    if (!ready) throw new Error(`the server did not get ready (log: ${files.log})`)
    return Date.now() - started
  }
  async function killServer() {
    serverLog.write(`\n===== SIGKILL ${new Date().toISOString()}\n`)
    kills++
    const s = server!
    s.child.kill('SIGKILL')
    await s.exited
    server = null
  }

  // --- the database, read beside the server (WAL: a reader never blocks it)
  function query<T = Record<string, unknown>>(sql: string, args: unknown[] = []): T[] {
    const db = new Database(files.db, { readonly: true })
    try {
      return db.prepare(sql).all(...args) as T[]
    } finally {
      db.close()
    }
  }
  const countOf = (sql: string, args: unknown[] = []) => Number(query<{ n: number }>(sql, args)[0]?.n ?? 0)

  // --- contact form: the page's own form, posted as a browser without JavaScript posts it
  const photo = await noisyPhoto()

  /** Fetches the form page and returns the fields of the form to post (hidden ones and the chosen topic). */
  async function loadForm() {
    const res = await fetch(`${base}/en/customer-support/contact-us?topic=5`)
    if (!res.ok) throw new Error(`contact page answered ${res.status}`)
    const html = parseHtml(await res.text())
    const form = html.querySelectorAll('form').find((f) => f.querySelector('input[name="startedAt"]'))
    if (!form) throw new Error('no contact form on the page')
    const fields: Record<string, string> = {}
    for (const input of form.querySelectorAll('input[type="hidden"]')) {
      const name = input.getAttribute('name')
      if (name) fields[name] = input.getAttribute('value') ?? ''
    }
    const earliest = form.querySelector('input[name="desiredDate"]')?.getAttribute('min')
    return { fields, earliest, action: form.getAttribute('action') || '/en/customer-support/contact-us?topic=5' }
  }

  let formCounter = 0
  /** A new submission: the form's fields (its token makes a repeated post of it one request) and files. */
  async function newSubmission(): Promise<Submission> {
    const { fields, earliest, action } = await loadForm()
    const n = ++formCounter
    return {
      n,
      action,
      fields: {
        ...fields,
        ...ADDITIONAL_DISCHARGE_FIELDS,
        name: `Bench Client ${n}`,
        email: `bench.${n}@example.com`,
        desiredDate: earliest ?? '',
        description: `Fault bench request ${n}`,
      },
      reference: null,
      attempts: 0,
    }
  }

  /** Posts the form; resolves to the reference on the "sent" page it redirects to, or null when it failed. */
  async function post(submission: Submission): Promise<string | null> {
    submission.attempts++
    const body = new FormData()
    for (const [k, v] of Object.entries(submission.fields)) body.set(k, v)
    body.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'leping.pdf')
    body.append('files', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'foto.png')
    try {
      const res = await fetch(new URL(submission.action, base), {
        method: 'POST',
        body,
        redirect: 'manual',
        headers: { accept: 'text/html', origin: base },
      })
      const location = res.headers.get('location') ?? ''
      await res.arrayBuffer().catch(() => undefined)
      const ref = new URL(location, base).searchParams.get('ref')
      if (res.status >= 300 && res.status < 400 && ref) {
        submission.reference = ref
        return ref
      }
      submission.refused = `status ${res.status}`
      return null
    } catch {
      return null
    }
  }

  // --- imports
  const tallinnDay = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000)
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(d)
  }
  // Fixed at start, so a run across midnight compares like with like.
  const DAYS = Array.from({ length: 150 }, (_, i) => tallinnDay(i + 2))
  /** Cycle c's plan: every second day (alternating with the cycle, so a replace also deletes), 1 800 rows. */
  function plan(c: number): PlanRow[] {
    const rows: PlanRow[] = []
    for (const contract of BENCH_CONTRACTS)
      for (let d = 0; d < DAYS.length; d++)
        if ((d + c) % 2 === 0)
          for (const garbage of GARBAGE)
            rows.push({
              contractNumber: contract,
              garbage,
              itemType: 'Konteiner 140 L',
              address: `Veatee ${c}`,
              date: DAYS[d]!,
            })
    return rows
  }
  const signature = (rows: PlanRow[]) =>
    rows
      .map((r) => `${r.contractNumber}|${r.date}|${r.garbage}|${r.address}`)
      .sort()
      .join('\n')
  const storedPlan = () =>
    signature(
      query<PlanRow>(
        `SELECT contract_number AS contractNumber, date, garbage, address FROM discharges
         WHERE contract_number IN (${BENCH_CONTRACTS.map(() => '?').join(',')}) AND date >= ?`,
        [...BENCH_CONTRACTS, DAYS[0]],
      ),
    )

  async function dischargesImport(c: number) {
    const rows = plan(c)
    const csv = [
      'contractNumber,garbage,itemType,address,date',
      ...rows.map((r) => [r.contractNumber, r.garbage, r.itemType, r.address, r.date].join(',')),
    ].join('\n')
    try {
      const res = await fetch(`${base}/api/v1/discharges/import?replace=future`, {
        method: 'POST',
        headers: { authorization: `Bearer ${IMPORT_KEY}`, 'content-type': 'text/csv' },
        body: csv,
      })
      const report = (await res.json().catch(() => null)) as { accepted?: number } | null
      return res.ok && report?.accepted === rows.length ? 'ok' : `status ${res.status}`
    } catch {
      return 'no answer'
    }
  }

  let editorCookie = ''
  async function login() {
    const res = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: E2E_SETTINGS.ADMIN_EMAIL, password: E2E_SETTINGS.ADMIN_PASSWORD }),
    })
    // The session cookie (the login answers no token in its body: removeTokenFromResponses, src/collections/Users).
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
    await res.arrayBuffer()
    if (!cookie) throw new Error(`admin login failed: ${res.status}`)
    editorCookie = cookie.split(';')[0]!
  }
  async function csvImport(c: number) {
    const lines = ['county,city,address,reason,plannedDate,newDate']
    for (let r = 1; r <= CSV_ROWS; r++) lines.push(`Saare,Veaküla,Vea tee ${c}-${r},Tee remondis,${DAYS[0]},${DAYS[1]}`)
    try {
      const res = await fetch(`${base}/api/v1/import/unserved-addresses`, {
        method: 'POST',
        headers: { cookie: editorCookie, 'content-type': 'text/csv', origin: base },
        body: lines.join('\n'),
      })
      const report = (await res.json().catch(() => null)) as { ok?: boolean; created?: number } | null
      return res.ok && report?.ok && report.created === CSV_ROWS ? 'ok' : `status ${res.status}`
    } catch {
      return 'no answer'
    }
  }
  const csvRowsOf = (c: number) =>
    countOf(`SELECT count(*) AS n FROM unserved_addresses WHERE address LIKE ?`, [`Vea tee ${c}-%`])

  // --- the run
  const totals = {
    cycles: 0,
    kills: { imports: 0, smtp: 0, helpdesk: 0, idle: 0 },
    imports: { applied: 0, reportedFailed: 0, halfApplied: 0 },
    csv: { applied: 0, reportedFailed: 0, halfApplied: 0 },
    reposted: 0,
  }
  const submissions: Submission[] = []
  const problems: string[] = []

  async function cycle(c: number) {
    const batch: Submission[] = []
    for (let i = 0; i < REQUESTS_PER_CYCLE; i++) batch.push(await newSubmission())
    submissions.push(...batch)
    const before = storedPlan()
    // Kill moment: during the imports and the form posts (soon after they start), or during the deliveries
    // (the jobs queue runs every 15 s, at :00, :15, :30, :45; a delivery with attachments takes a second or two).
    const aimAtDelivery = c % 2 === 1
    const started = Date.now()
    const work = {
      posts: Promise.all(batch.map(post)),
      discharges: dischargesImport(c),
      csv: csvImport(c),
    }
    let killAt: number
    if (aimAtDelivery) {
      await Promise.all(Object.values(work))
      const nextTick = Math.ceil((Date.now() + 500) / 15_000) * 15_000
      killAt = nextTick + between(0, 2500)
    } else {
      killAt = started + between(30, 1500)
    }
    await sleep(Math.max(0, killAt - Date.now()))
    const inFlight = smtpBusy.size ? 'smtp' : helpdesk!.inFlight() ? 'helpdesk' : undefined
    await killServer()
    const [, discharges, csv] = await Promise.all([work.posts, work.discharges, work.csv])
    const importsRunning = discharges !== 'ok' || csv !== 'ok'
    totals.kills[inFlight ?? (importsRunning ? 'imports' : 'idle')]++

    // Checked on the database as the killed process left it.
    const after = storedPlan()
    const expected = signature(plan(c))
    if (after === expected) totals.imports.applied++
    else if (after === before && discharges !== 'ok') totals.imports.reportedFailed++
    else {
      totals.imports.halfApplied++
      problems.push(`cycle ${c}: discharges import ${discharges}, stored plan is neither the old nor the new one`)
    }
    const csvRows = csvRowsOf(c)
    if (csvRows === CSV_ROWS) totals.csv.applied++
    else if (csvRows === 0 && csv !== 'ok') totals.csv.reportedFailed++
    else {
      totals.csv.halfApplied++
      problems.push(`cycle ${c}: CSV import ${csv}, ${csvRows} of ${CSV_ROWS} rows stored`)
    }

    const ready = await startServer()
    // A visitor whose post got no answer sends the same form again; its token makes it the same request.
    for (const s of batch)
      if (!s.reference) {
        totals.reposted++
        if (!(await post(s))) problems.push(`form ${s.n}: refused after the restart (${s.refused ?? 'no answer'})`)
      }
    totals.cycles++
    log(
      `cycle ${c}: killed ${killAt - started} ms after start` +
        ` (${inFlight ?? (importsRunning ? 'imports' : 'idle')}), imports: discharges ${discharges}, CSV ${csv};` +
        ` restarted in ${ready} ms`,
    )
  }

  /** The SMTP server is down while requests come in, then comes up: each is delivered once. */
  async function smtpDownPhase() {
    await smtp.stop()
    const batch: Submission[] = []
    for (let i = 0; i < 2; i++) batch.push(await newSubmission())
    submissions.push(...batch)
    for (const s of batch) if (!(await post(s))) problems.push(`form ${s.n}: refused while SMTP was down`)
    // At least one delivery attempt meets the closed port.
    const refs = batch.map((s) => s.reference)
    await until(
      () =>
        countOf(
          `SELECT count(*) AS n FROM contact_requests WHERE reference IN (?, ?) AND last_error LIKE '%mailbox%'`,
          refs,
        ) === batch.length,
      { timeoutMs: 60_000, everyMs: 500 },
    )
    const failedAttempts = countOf(
      `SELECT count(*) AS n FROM contact_requests WHERE reference IN (?, ?) AND mailbox_sent_at IS NULL AND last_error IS NOT NULL`,
      refs,
    )
    log(`SMTP down: ${failedAttempts} of ${batch.length} requests failed their delivery and wait; SMTP comes up`)
    await smtp.start()
    return { failedAttempts, requests: batch.length }
  }

  const settle = (timeoutMs: number) =>
    until(
      () =>
        countOf(
          `SELECT count(*) AS n FROM contact_requests WHERE status <> 'delivered' OR mailbox_sent_at IS NULL
           OR customer_sent_at IS NULL OR odoo_done_at IS NULL`,
        ) === 0,
      { timeoutMs, everyMs: 1000 },
    )

  function count() {
    type Stored = { reference: string; nonce: string | null; files: number }
    const stored = query<Stored>(
      `SELECT r.reference, r.form_nonce AS nonce, r.mailbox_sent_at AS mailbox, r.customer_sent_at AS customer,
         r.odoo_done_at AS odoo, (SELECT count(*) FROM contact_requests_rels x WHERE x.parent_id = r.id
         AND x.path = 'attachments') AS files
       FROM contact_requests r`,
    )
    const byReference = new Map(stored.map((r) => [r.reference, r]))
    const copies = <T>(list: T[], key: (x: T) => string | undefined) => {
      const m = new Map<string | undefined, number>()
      for (const x of list) m.set(key(x), (m.get(key(x)) ?? 0) + 1)
      return m
    }
    const mails = smtp.mails
      .map((m) => ({
        to: m.to,
        messageId: m.header('Message-ID'),
        reference: m.header('X-Contact-Reference'),
        at: m.at.toISOString(),
      }))
      .filter((m) => m.reference)
    const mailCopies = copies(mails, (m) => `${m.reference}|${m.to.includes(CONTACT_MAILBOX) ? 'mailbox' : 'customer'}`)
    const mailIds = copies(mails, (m) => m.messageId)
    const ticketCopies = copies(helpdesk!.tickets, (t) => /JV-\d{8}-[A-Z0-9]{6}/.exec(t.name)?.[0])
    const attachmentCopies = copies(helpdesk!.attachments, (a) => `${a.res_id}|${a.name}`)
    const result = {
      submitted: submissions.length,
      stored: stored.length,
      deliveredSmtp: 0,
      deliveredHelpdesk: 0,
      duplicated: 0,
      duplicatedSameMessageId: 0,
      lost: 0,
    }
    for (const s of submissions) {
      const row = s.reference ? byReference.get(s.reference) : undefined
      if (!row) {
        result.lost++
        problems.push(`form ${s.n}: no stored request (${s.reference ?? 'no reference'})`)
        continue
      }
      const mailbox = mailCopies.get(`${s.reference}|mailbox`) ?? 0
      const customer = mailCopies.get(`${s.reference}|customer`) ?? 0
      const ticket = ticketCopies.get(s.reference ?? undefined) ?? 0
      if (mailbox >= 1 && customer >= 1) result.deliveredSmtp++
      if (ticket >= 1) result.deliveredHelpdesk++
      if (!mailbox || !customer || !ticket || Number(row.files) !== 2) {
        result.lost++
        problems.push(
          `${s.reference}: mailbox ${mailbox}, customer ${customer}, ticket ${ticket}, files stored ${row.files}`,
        )
      }
      if (mailbox > 1 || customer > 1 || ticket > 1) {
        result.duplicated++
        problems.push(
          `${s.reference}: delivered more than once (mailbox ${mailbox}, customer ${customer}, ticket ${ticket}; accepted at ${mails
            .filter((m) => m.reference === s.reference)
            .map((m) => m.at.slice(11))
            .join(', ')})`,
        )
      }
    }
    // Re-sent copies of one message (same Message-ID: the receiving system can drop them) versus different ones.
    for (const n of mailIds.values()) if (n > 1) result.duplicatedSameMessageId += n - 1
    for (const [key, n] of attachmentCopies) if (n > 1) problems.push(`helpdesk attachment ${key} stored ${n} times`)
    const nonces = copies(stored, (r) => r.nonce ?? undefined)
    for (const [nonce, n] of nonces) if (nonce && n > 1) problems.push(`one form stored ${n} times`)
    if (stored.length !== new Set(submissions.map((s) => s.reference)).size)
      problems.push(`${stored.length} requests stored for ${submissions.length} forms`)
    return result
  }

  let failed = true
  try {
    log(`bench:faults: ${CYCLES} cycles, ${REQUESTS_PER_CYCLE} requests each, seed ${startSeed}, in ${dir}`)
    const snapshot = await ensureSnapshot({ log })
    copySnapshot(snapshot, { db: files.db, media: files.media })
    mkdirSync(files.uploads, { recursive: true })
    await smtp.start()
    // Each helpdesk call takes 50 ms, so a kill can land while one is in flight.
    helpdesk = await startOdooStandIn({ port: HELPDESK_PORT, apiKey: ODOO_KEY, delayMs: 50 })
    log(`server ready in ${await startServer()} ms`)
    await login()
    for (let c = 1; c <= CYCLES; c++) await cycle(c)
    // When no attempt met the closed port, the phase proved nothing about it: the report says so.
    const down = await smtpDownPhase()
    log('waiting for every delivery to finish')
    const settled = await settle(240_000)
    if (!settled) problems.push('deliveries did not finish within 4 minutes')
    const figures = count()
    // A clean stop, then the file is checked with nothing open on it.
    const s = server as { child: ChildProcess; exited: Promise<unknown> } | null
    s?.child.kill('SIGTERM')
    await s?.exited
    server = null
    const integrity = query('PRAGMA integrity_check')
      .map((r) => Object.values(r)[0])
      .join('; ')
    const half = totals.imports.halfApplied + totals.csv.halfApplied
    const report = [
      '',
      `bench:faults (seed ${startSeed})`,
      `  cycles run:            ${totals.cycles} (killed during imports ${totals.kills.imports}, SMTP delivery ${totals.kills.smtp}, helpdesk delivery ${totals.kills.helpdesk}, idle ${totals.kills.idle})`,
      `  forms posted:          ${figures.submitted} (${totals.reposted} posted again after a kill)`,
      `  requests stored:       ${figures.stored}`,
      `  delivered:             SMTP ${figures.deliveredSmtp} (mailbox and customer), helpdesk ${figures.deliveredHelpdesk}`,
      `  duplicated:            ${figures.duplicated} (re-sent copies with the same Message-ID: ${figures.duplicatedSameMessageId})`,
      `  lost:                  ${figures.lost}`,
      `  discharges imports:    applied ${totals.imports.applied}, reported failed ${totals.imports.reportedFailed}, half-applied ${totals.imports.halfApplied}`,
      `  CSV imports:           applied ${totals.csv.applied}, reported failed ${totals.csv.reportedFailed}, half-applied ${totals.csv.halfApplied}`,
      `  SMTP down, then up:    ${settled ? 'delivered' : 'NOT delivered'} (${down.failedAttempts} of ${down.requests} failed first while it was down)`,
      `  PRAGMA integrity_check: ${integrity}`,
    ].join('\n')
    failed = Boolean(figures.lost || figures.duplicated || half || integrity !== 'ok' || problems.length)
    if (integrity !== 'ok' && !problems.length) problems.push(`PRAGMA integrity_check: ${integrity}`)
    return { seed: startSeed, report, problems, failed, serverLog: files.log }
  } finally {
    if (server) await killServer().catch(() => undefined)
    await smtp.stop()
    await helpdesk?.stop()
    await new Promise<void>((resolve) => serverLog.end(() => resolve()))
    if (failed && !KEEP) log(`server log kept: ${files.log}`)
    else if (!KEEP) rmSync(dir, { recursive: true, force: true })
  }
}
