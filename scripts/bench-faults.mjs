#!/usr/bin/env node
// `npm run bench:faults [-- --cycles 30 --port 3350 --seed N]`: fault tests of "nothing lost".
// Starts the production server (`npm start`'s bundle; needs `npm run build`) on a copy of the seeded template
// database (scripts/test/e2e-snapshot.mjs) in a temporary directory, with a stand-in SMTP server and a stand-in Odoo
// helpdesk on loopback. Each cycle submits contact requests with attachments through the contact form (its
// no-JavaScript post), starts a planning-system import (`POST /api/v1/discharges/import?replace=future`) and an
// editors' CSV import (`POST /api/v1/import/unserved-addresses`), kills the server with SIGKILL at a random
// moment during the imports or during the deliveries, restarts it and checks the imports. Then a phase with
// the SMTP server down that comes up later, then it waits for every delivery and prints the figures; the
// exit code is 1 when anything was lost, duplicated or half-applied, or the database is not intact.
// `--cycles 3` is the CI variant (scripts/test/test-all.mjs).
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import Database from 'libsql'
import { parse as parseHtml } from 'node-html-parser'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { copySnapshot, E2E_SETTINGS, ensureSnapshot } from './test/e2e-snapshot.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : Number(process.argv[i + 1])
}
const CYCLES = arg('cycles', 30)
const PORT = arg('port', 3350)
const SMTP_PORT = PORT + 1
const HELPDESK_PORT = PORT + 2
const REQUESTS_PER_CYCLE = arg('requests', 3)
const KEEP = process.argv.includes('--keep')
const base = `http://127.0.0.1:${PORT}`

// A reproducible run: --seed N replays the same kill moments (the machine's timing still varies).
let seed = arg('seed', Date.now() % 2 ** 31)
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31
  return seed / 2 ** 31
}
const between = (min, max) => Math.round(min + random() * (max - min))

const dir = mkdtempSync(path.join(tmpdir(), 'bench-faults-'))
const files = {
  db: path.join(dir, 'site.db'),
  media: path.join(dir, 'media'),
  uploads: path.join(dir, 'contact-uploads'),
  log: path.join(dir, 'server.log'),
}
const log = (...args) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args)

// --- stand-in SMTP server: a mail counts once the server has accepted it (it answers 250 after 150 ms, as a
// real server that scans attachments first; a client killed meanwhile never hears the 250).
const mails = []
// Sessions receiving a message now; a client killed mid-message never ends its stream, so onClose clears it.
const smtpBusy = new Set()
// Counts the server's kills. Each SMTP session notes the count when it connects (only a live server process
// connects, and a new one takes seconds to start); a message of a session from before a kill came from the
// killed process and is discarded: the sink learns of the kill at once from here, where the closed socket
// would reach it only when its own busy event loop got to it (it committed messages of a process already
// dead, 20–200 ms after the kill).
let kills = 0
const sessionKills = new Map()
let smtp = null
function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 60 * 1024 * 1024,
    logger: false,
    onConnect(session, callback) {
      sessionKills.set(session.id, kills)
      callback()
    },
    onClose(session) {
      smtpBusy.delete(session.id)
      sessionKills.delete(session.id)
    },
    onData(stream, session, callback) {
      smtpBusy.add(session.id)
      const chunks = []
      stream.on('data', (c) => chunks.push(c))
      stream.on('end', async () => {
        await sleep(150)
        if (kills !== sessionKills.get(session.id)) smtpBusy.delete(session.id)
        // The client was killed while the server checked the message: a server commits a message as it
        // answers 250, so this one is discarded (committing it here would count the checking time as a
        // window for duplicates that real servers do not have).
        if (!smtpBusy.has(session.id)) return callback()
        const raw = Buffer.concat(chunks).toString('latin1')
        const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
        const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim()
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: header('Message-ID'),
          // When the 250 was answered: set against the server log's kills and delivery steps.
          at: new Date().toISOString(),
          reference: header('X-Contact-Reference'),
          attachments: (raw.match(/Content-Disposition: attachment/gi) ?? []).length,
        })
        smtpBusy.delete(session.id)
        callback()
      })
    },
  })
  smtp.on('error', () => undefined)
  return new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve))
}
const stopSmtp = () => new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve()))

// --- stand-in Odoo helpdesk (JSON-RPC), as tests/int/contact.int.test.ts: tickets and their attachments.
const tickets = []
const ticketAttachments = []
let helpdeskBusy = 0
const helpdesk = createServer((req, res) => {
  helpdeskBusy++
  // Answered or cut off by a killed client: either way no longer in flight.
  res.on('close', () => helpdeskBusy--)
  let body = ''
  req.on('data', (c) => (body += c))
  req.on('end', async () => {
    await sleep(50)
    const { id, params } = JSON.parse(body)
    const reply = (result) => res.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
    if (params.service === 'common') return reply(params.args[2] === 'bench-key' ? 7 : false)
    const [, , , model, method, args] = params.args
    if (model === 'helpdesk.ticket' && method === 'search') {
      const needle = String(args[0][0][2]).replace(/%/g, '')
      return reply(tickets.filter((t) => t.name.includes(needle)).map((t) => t.id))
    }
    if (model === 'helpdesk.ticket' && method === 'create') {
      const ticket = { id: tickets.length + 1, name: String(args[0].name) }
      tickets.push(ticket)
      return reply(ticket.id)
    }
    if (model === 'ir.attachment' && method === 'search') {
      const resId = args[0].find((d) => d[0] === 'res_id')?.[2]
      const name = args[0].find((d) => d[0] === 'name')?.[2]
      return reply(ticketAttachments.filter((a) => a.res_id === resId && a.name === name).map((a) => a.id))
    }
    if (model === 'ir.attachment' && method === 'create') {
      ticketAttachments.push({ id: ticketAttachments.length + 1, name: args[0].name, res_id: args[0].res_id })
      return reply(ticketAttachments.length)
    }
    res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { message: `unexpected ${model}.${method}` } }))
  })
})

// --- the server under test
const IMPORT_KEY = 'bench-faults-0123456789abcdefghijklmnopqrstuv'
const serverEnv = {
  ...process.env,
  ...E2E_SETTINGS,
  PORT: String(PORT),
  DATABASE_URL: `file:${files.db}`,
  MEDIA_DIR: files.media,
  CONTACT_UPLOAD_DIR: files.uploads,
  SITE_URL: base,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  CONTACT_MAILBOX: 'klienditugi@jaatmeveo.example',
  CONTACT_MIN_FILL_SECONDS: '0',
  CONTACT_RATE_LIMIT: '100000',
  FORM_POST_LIMIT: '100000',
  // The first retry a second after a failure (doubling): the SMTP-down phase sees a few retries.
  CONTACT_RETRY_DELAY_SECONDS: '1',
  ODOO_URL: `http://127.0.0.1:${HELPDESK_PORT}`,
  ODOO_DB: 'bench',
  ODOO_USER: 'website',
  ODOO_API_KEY: 'bench-key',
  DISCHARGES_IMPORT_API_KEY: IMPORT_KEY,
  JOBS_AUTORUN: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
}
const serverLog = createWriteStream(files.log, { flags: 'a' })
let server = null

async function startServer() {
  const started = Date.now()
  serverLog.write(`\n===== start ${new Date().toISOString()}\n`)
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.pipe(serverLog, { end: false })
  child.stderr.pipe(serverLog, { end: false })
  const exited = new Promise((resolve) => child.on('exit', resolve))
  server = { child, exited }
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} (log: ${files.log})`)
    if (Date.now() - started > 180_000) throw new Error(`the server did not get ready (log: ${files.log})`)
    const ok = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return Date.now() - started
    await sleep(200)
  }
}
async function killServer() {
  serverLog.write(`\n===== SIGKILL ${new Date().toISOString()}\n`)
  kills++
  server.child.kill('SIGKILL')
  await server.exited
  server = null
}

// --- the database, read beside the server (WAL: a reader never blocks it)
const openDb = () => new Database(files.db, { readonly: true })
function query(sql, args = []) {
  const db = openDb()
  try {
    return db.prepare(sql).all(...args)
  } finally {
    db.close()
  }
}

// --- contact form: the page's own form, posted as a browser without JavaScript posts it
// A valid one-page PDF (as tests/support/files.ts); file-type recognises it by its structure.
const pdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'xref',
    '0 4',
    '0000000000 65535 f ',
    '0000000009 00000 n ',
    '0000000058 00000 n ',
    '0000000115 00000 n ',
    'trailer << /Size 4 /Root 1 0 R >>',
    'startxref',
    '188',
    '%%EOF',
    '',
  ].join('\n'),
)
// A noisy photo of 1.5 MB: deliveries with attachments take long enough to be killed midway.
const photo = await sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256))), {
  raw: { width: 700, height: 700, channels: 3 },
})
  .png()
  .toBuffer()

/** Fetches the form page and returns the fields of the form to post (hidden ones and the chosen topic). */
async function loadForm() {
  const res = await fetch(`${base}/en/customer-support/contact-us?topic=5`)
  if (!res.ok) throw new Error(`contact page answered ${res.status}`)
  const html = parseHtml(await res.text())
  const form = html.querySelectorAll('form').find((f) => f.querySelector('input[name="startedAt"]'))
  if (!form) throw new Error('no contact form on the page')
  const fields = {}
  for (const input of form.querySelectorAll('input[type="hidden"]')) {
    const name = input.getAttribute('name')
    if (name) fields[name] = input.getAttribute('value') ?? ''
  }
  const earliest = form.querySelector('input[name="desiredDate"]')?.getAttribute('min')
  return { fields, earliest, action: form.getAttribute('action') || '/en/customer-support/contact-us?topic=5' }
}

let formCounter = 0
/** A new submission: the form's fields (its token makes a repeated post of it one request) and files. */
async function newSubmission() {
  const { fields, earliest, action } = await loadForm()
  const n = ++formCounter
  return {
    n,
    action,
    fields: {
      ...fields,
      topic: '5',
      contractNumber: 'DEMO-1001',
      name: `Bench Client ${n}`,
      phone: '+372 5555 0101',
      email: `bench.${n}@example.com`,
      area: 'Saaremaa vald',
      address: 'Näidise tee 1, Kuressaare',
      wasteType: 'mixedHousehold',
      containerType: '0.24',
      containerCount: '1',
      packagedExtra: 'no',
      desiredDate: earliest ?? '',
      description: `Fault bench request ${n}`,
    },
    reference: null,
    attempts: 0,
  }
}

/** Posts the form; resolves to the reference on the "sent" page it redirects to, or null when it failed. */
async function post(submission) {
  submission.attempts++
  const body = new FormData()
  for (const [k, v] of Object.entries(submission.fields)) body.set(k, v)
  body.append('files', new Blob([pdf], { type: 'application/pdf' }), 'leping.pdf')
  body.append('files', new Blob([photo], { type: 'image/png' }), 'foto.png')
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
const BENCH_CONTRACTS = Array.from({ length: 12 }, (_, i) => String(9_100_001 + i))
const GARBAGE = ['Segaolmejäätmed', 'Biolagunevad jäätmed']
const tallinnDay = (offset) => {
  const d = new Date(Date.now() + offset * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tallinn' }).format(d)
}
// Fixed at start, so a run across midnight compares like with like.
const DAYS = Array.from({ length: 150 }, (_, i) => tallinnDay(i + 2))
/** Cycle c's plan: every second day (alternating with the cycle, so a replace also deletes), 1 800 rows. */
function plan(c) {
  const rows = []
  for (const contract of BENCH_CONTRACTS)
    for (let d = 0; d < DAYS.length; d++)
      if ((d + c) % 2 === 0)
        for (const garbage of GARBAGE)
          rows.push({
            contractNumber: contract,
            garbage,
            itemType: 'Konteiner 140 L',
            address: `Veatee ${c}`,
            date: DAYS[d],
          })
  return rows
}
const signature = (rows) =>
  rows
    .map((r) => `${r.contractNumber}|${r.date}|${r.garbage}|${r.address}`)
    .sort()
    .join('\n')
const storedPlan = () =>
  signature(
    query(
      `SELECT contract_number AS contractNumber, date, garbage, address FROM discharges
       WHERE contract_number IN (${BENCH_CONTRACTS.map(() => '?').join(',')}) AND date >= ?`,
      [...BENCH_CONTRACTS, DAYS[0]],
    ),
  )

async function dischargesImport(c) {
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
    const report = await res.json().catch(() => null)
    return res.ok && report?.accepted === rows.length ? 'ok' : `status ${res.status}`
  } catch {
    return 'no answer'
  }
}

const CSV_ROWS = 15
let editorCookie = null
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
  editorCookie = cookie.split(';')[0]
}
async function csvImport(c) {
  const lines = ['county,city,address,reason,plannedDate,newDate']
  for (let r = 1; r <= CSV_ROWS; r++) lines.push(`Saare,Veaküla,Vea tee ${c}-${r},Tee remondis,${DAYS[0]},${DAYS[1]}`)
  try {
    const res = await fetch(`${base}/api/v1/import/unserved-addresses`, {
      method: 'POST',
      headers: { cookie: editorCookie, 'content-type': 'text/csv', origin: base },
      body: lines.join('\n'),
    })
    const report = await res.json().catch(() => null)
    return res.ok && report?.ok && report.created === CSV_ROWS ? 'ok' : `status ${res.status}`
  } catch {
    return 'no answer'
  }
}
const csvRowsOf = (c) =>
  Number(query(`SELECT count(*) AS n FROM unserved_addresses WHERE address LIKE ?`, [`Vea tee ${c}-%`])[0].n)

// --- the run
const totals = {
  cycles: 0,
  kills: { imports: 0, smtp: 0, helpdesk: 0, idle: 0 },
  imports: { applied: 0, reportedFailed: 0, halfApplied: 0 },
  csv: { applied: 0, reportedFailed: 0, halfApplied: 0 },
  reposted: 0,
}
const submissions = []
const problems = []

async function cycle(c) {
  const batch = []
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
  let killAt
  if (aimAtDelivery) {
    await Promise.all(Object.values(work))
    const nextTick = Math.ceil((Date.now() + 500) / 15_000) * 15_000
    killAt = nextTick + between(0, 2500)
  } else {
    killAt = started + between(30, 1500)
  }
  await sleep(Math.max(0, killAt - Date.now()))
  const inFlight = smtpBusy.size ? 'smtp' : helpdeskBusy ? 'helpdesk' : undefined
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
  await stopSmtp()
  const batch = []
  for (let i = 0; i < 2; i++) batch.push(await newSubmission())
  submissions.push(...batch)
  for (const s of batch) if (!(await post(s))) problems.push(`form ${s.n}: refused while SMTP was down`)
  // At least one delivery attempt meets the closed port.
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const refs = batch.map((s) => s.reference)
    const waiting = query(
      `SELECT count(*) AS n FROM contact_requests WHERE reference IN (?, ?) AND last_error LIKE '%mailbox%'`,
      refs,
    )[0].n
    if (Number(waiting) === batch.length) break
    await sleep(500)
  }
  const failedAttempts = query(
    `SELECT count(*) AS n FROM contact_requests WHERE reference IN (?, ?) AND mailbox_sent_at IS NULL AND last_error IS NOT NULL`,
    batch.map((s) => s.reference),
  )[0].n
  log(`SMTP down: ${failedAttempts} of ${batch.length} requests failed their delivery and wait; SMTP comes up`)
  await startSmtp()
  return batch
}

async function settle(timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = query(
      `SELECT count(*) AS n FROM contact_requests WHERE status <> 'delivered' OR mailbox_sent_at IS NULL
       OR customer_sent_at IS NULL OR odoo_done_at IS NULL`,
    )[0].n
    if (Number(open) === 0) return true
    if (Date.now() > deadline) return false
    await sleep(1000)
  }
}

function count() {
  const stored = query(
    `SELECT r.reference, r.form_nonce AS nonce, r.mailbox_sent_at AS mailbox, r.customer_sent_at AS customer,
       r.odoo_done_at AS odoo, (SELECT count(*) FROM contact_requests_rels x WHERE x.parent_id = r.id
       AND x.path = 'attachments') AS files
     FROM contact_requests r`,
  )
  const byReference = new Map(stored.map((r) => [r.reference, r]))
  const copies = (list, key) => {
    const m = new Map()
    for (const x of list) m.set(key(x), (m.get(key(x)) ?? 0) + 1)
    return m
  }
  const mailCopies = copies(
    mails.filter((m) => m.reference),
    (m) => `${m.reference}|${m.to.includes(serverEnv.CONTACT_MAILBOX) ? 'mailbox' : 'customer'}`,
  )
  const mailIds = copies(
    mails.filter((m) => m.reference),
    (m) => m.messageId,
  )
  const ticketCopies = copies(tickets, (t) => /JV-\d{8}-[A-Z0-9]{6}/.exec(t.name)?.[0])
  const attachmentCopies = copies(ticketAttachments, (a) => `${a.res_id}|${a.name}`)
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
    const row = s.reference && byReference.get(s.reference)
    if (!row) {
      result.lost++
      problems.push(`form ${s.n}: no stored request (${s.reference ?? 'no reference'})`)
      continue
    }
    const mailbox = mailCopies.get(`${s.reference}|mailbox`) ?? 0
    const customer = mailCopies.get(`${s.reference}|customer`) ?? 0
    const ticket = ticketCopies.get(s.reference) ?? 0
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
  const nonces = copies(stored, (r) => r.nonce)
  for (const [nonce, n] of nonces) if (nonce && n > 1) problems.push(`one form stored ${n} times`)
  if (stored.length !== new Set(submissions.map((s) => s.reference)).size)
    problems.push(`${stored.length} requests stored for ${submissions.length} forms`)
  return result
}

let exitCode = 0
try {
  log(`bench:faults: ${CYCLES} cycles, ${REQUESTS_PER_CYCLE} requests each, seed ${seed}, in ${dir}`)
  const snapshot = await ensureSnapshot({ log })
  copySnapshot(snapshot, { db: files.db, media: files.media })
  mkdirSync(files.uploads, { recursive: true })
  await startSmtp()
  await new Promise((resolve) => helpdesk.listen(HELPDESK_PORT, '127.0.0.1', resolve))
  log(`server ready in ${await startServer()} ms`)
  await login()
  for (let c = 1; c <= CYCLES; c++) await cycle(c)
  await smtpDownPhase()
  log('waiting for every delivery to finish')
  const settled = await settle(240_000)
  if (!settled) problems.push('deliveries did not finish within 4 minutes')
  const figures = count()
  // A clean stop, then the file is checked with nothing open on it.
  server.child.kill('SIGTERM')
  await server.exited
  server = null
  const integrity = query('PRAGMA integrity_check')
    .map((r) => Object.values(r)[0])
    .join('; ')
  const half = totals.imports.halfApplied + totals.csv.halfApplied
  console.log(
    [
      '',
      `bench:faults (seed ${seed})`,
      `  cycles run:            ${totals.cycles} (killed during imports ${totals.kills.imports}, SMTP delivery ${totals.kills.smtp}, helpdesk delivery ${totals.kills.helpdesk}, idle ${totals.kills.idle})`,
      `  forms posted:          ${figures.submitted} (${totals.reposted} posted again after a kill)`,
      `  requests stored:       ${figures.stored}`,
      `  delivered:             SMTP ${figures.deliveredSmtp} (mailbox and customer), helpdesk ${figures.deliveredHelpdesk}`,
      `  duplicated:            ${figures.duplicated} (re-sent copies with the same Message-ID: ${figures.duplicatedSameMessageId})`,
      `  lost:                  ${figures.lost}`,
      `  discharges imports:    applied ${totals.imports.applied}, reported failed ${totals.imports.reportedFailed}, half-applied ${totals.imports.halfApplied}`,
      `  CSV imports:           applied ${totals.csv.applied}, reported failed ${totals.csv.reportedFailed}, half-applied ${totals.csv.halfApplied}`,
      `  SMTP down, then up:    ${settled ? 'delivered' : 'NOT delivered'}`,
      `  PRAGMA integrity_check: ${integrity}`,
    ].join('\n'),
  )
  if (problems.length) console.log(`\nproblems:\n  ${problems.join('\n  ')}`)
  if (figures.lost || figures.duplicated || half || integrity !== 'ok' || problems.length) exitCode = 1
} catch (error) {
  console.error(`bench:faults failed: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  if (server) await killServer().catch(() => undefined)
  await stopSmtp()
  helpdesk.close()
  serverLog.end()
  if (exitCode && !KEEP) console.log(`server log kept: ${files.log}`)
  else if (!KEEP) rmSync(dir, { recursive: true, force: true })
}
process.exit(exitCode)
