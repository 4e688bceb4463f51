// Two production instances on one PostgreSQL database behind nginx (scripts/test/multi-instance.mjs, deploy/
// nginx.conf), as README "Deploying" describes: what one instance does is seen by the other, a client's
// budget is one budget, a delivery cut off by a killed instance is finished by the other exactly once, and
// a stopped instance leaves nginx answering. Run by `npm test` (scripts/test/test-all.mjs) when TEST_POSTGRES_URL
// is set and nginx is installed; alone: TEST_POSTGRES_URL=… npx vitest run -c vitest.multi.config.ts
import { execFileSync } from 'node:child_process'
import { parse } from 'node-html-parser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MINIMAL_PDF } from '../support/files'
import { smtpStandIn, type ReceivedMail } from '../support/smtp'
import { ADMIN, findNginx, startCluster } from '../../scripts/test/multi-instance.mjs'

const postgresUrl = process.env.TEST_POSTGRES_URL
const PORT = Number(process.env.MULTI_TEST_PORT ?? 3340)
const SMTP_PORT = PORT + 5
const LOOKUP_LIMIT = 20
// The plans' import is configured, so that a test can import through one instance and ask the other.
const IMPORT_KEY = 'multi-instance-import-key-0123456789'
const MAILBOX = 'klienditugi@jaatmeveo.example'
// A job claimed by an instance that died is run again after this; the default is 15 minutes.
const LEASE_MINUTES = 0.1

type Cluster = Awaited<ReturnType<typeof startCluster>>
let cluster: Cluster

// --- a stand-in SMTP server that holds the first company mail until its sender is gone ---------------
let holdNext = false
let heldBy: ((pid: number | null) => void) | null = null
/** The instance that sent each accepted mail. */
const senderOf = new WeakMap<ReceivedMail, number | null>()

/** The process holding the loopback TCP connection from `clientPort` to the SMTP stand-in (ss -p). */
function pidOfClient(clientPort: number): number | null {
  const out = execFileSync('ss', ['-tnpH', 'state', 'established'], { encoding: 'utf8' })
  const line = out.split('\n').find((l) => new RegExp(`[:.]${clientPort}\\s+\\S+:${SMTP_PORT}\\s`).test(l))
  const pid = line ? /pid=(\d+)/.exec(line)?.[1] : undefined
  return pid ? Number(pid) : null
}

const smtp = smtpStandIn({
  port: SMTP_PORT,
  decide(mail, session) {
    const senderPid = pidOfClient(session.remotePort)
    if (holdNext && mail.to.includes(MAILBOX)) {
      // Never acknowledged: the message is not accepted, as with a real server whose client vanished
      // before the final reply. The sender is killed meanwhile, so this connection just closes.
      holdNext = false
      heldBy?.(senderPid)
      return 'hold'
    }
    senderOf.set(mail, senderPid)
    return 'accept'
  },
})
const mails = smtp.mails

/** A page's h1 text as a visitor gets it from `base`. */
async function h1Of(base: string, path: string): Promise<string> {
  const html = await (await fetch(base + path)).text()
  return parse(html).querySelector('h1')?.text.trim() ?? ''
}

/** Polls `read` until `accept` holds (or `timeoutMs` passes); returns the last value read. */
async function poll<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number): Promise<T> {
  let value!: T
  await vi
    .waitFor(
      async () => {
        value = await read()
        if (!accept(value)) throw new Error('not yet')
      },
      { timeout: timeoutMs, interval: 250 },
    )
    .catch(() => undefined)
  return value
}

/**
 * Signs in as the admin on `base` and returns the headers of an authenticated request: the session cookie
 * (the login answer carries no token: Users' removeTokenFromResponses) and, for Payload's CSRF check of
 * cookie-authenticated requests, the site's own Origin.
 */
async function adminHeaders(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.url },
    body: JSON.stringify(ADMIN),
  })
  expect(response.status).toBe(200)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  expect(cookie, 'the login sets the session cookie').toBeTruthy()
  return { Cookie: cookie!.split(';')[0], Origin: cluster.url }
}

/**
 * Sends the contact form as a browser without JavaScript does: its page read through nginx, every hidden
 * field kept (the form token, Next's server-action fields), the visible ones filled, a PDF attached, posted
 * back as multipart. Returns the request's reference from the confirmation page's address.
 */
async function sendContactRequest(base: string): Promise<string> {
  const pagePath = '/en/customer-support/contact-us?topic=5'
  const html = await (await fetch(base + pagePath)).text()
  const form = parse(html)
    .querySelectorAll('form')
    .find((f) => f.querySelector('input[name="startedAt"]'))
  if (!form) throw new Error('no contact form on the page')
  const body = new FormData()
  for (const input of form.querySelectorAll('input[type="hidden"]')) {
    const name = input.getAttribute('name')
    if (name) body.append(name, input.getAttribute('value') ?? '')
  }
  const earliest = form.querySelector('input[name="desiredDate"]')?.getAttribute('min')
  const fields: Record<string, string> = {
    topic: '5',
    contractNumber: 'DEMO-1001',
    name: 'Multi Instance',
    phone: '+372 5555 0101',
    email: 'multi.instance@example.com',
    area: 'Saaremaa vald',
    address: 'Näidise tee 1, Kuressaare',
    wasteType: 'mixedHousehold',
    containerType: '0.24',
    containerCount: '1',
    packagedExtra: 'no',
    desiredDate: earliest ?? '',
    description: 'Sent through nginx while an instance is killed.',
  }
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  body.append('files', new File([MINIMAL_PDF], 'leping.pdf', { type: 'application/pdf' }))
  const action = form.getAttribute('action')
  const response = await fetch(new URL(action && !action.startsWith('javascript:') ? action : pagePath, base), {
    method: 'POST',
    body,
    headers: { Origin: base },
    redirect: 'manual',
  })
  const location = response.headers.get('location') ?? ''
  const reference = /ref=(JV-\d{8}-[A-Z0-9]{6})/.exec(location)?.[1]
  if (!reference) throw new Error(`the form was not accepted: ${response.status} ${location}`)
  return reference
}

describe.skipIf(!postgresUrl || !findNginx())('two instances behind nginx on one PostgreSQL database', () => {
  // The start, kept so that afterAll stops what it started even when the set-up times out (its own waits are
  // bounded inside the hook's timeout, and on failure it stops the instances itself).
  let starting: ReturnType<typeof startCluster> | undefined
  beforeAll(async () => {
    await smtp.start()
    starting = startCluster({
      postgresUrl,
      port: PORT,
      quiet: true,
      env: {
        DISCHARGES_RATE_LIMIT_PER_MINUTE: String(LOOKUP_LIMIT),
        DISCHARGES_IMPORT_API_KEY: IMPORT_KEY,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        CONTACT_MAILBOX: MAILBOX,
        CONTACT_RETRY_DELAY_SECONDS: '0',
        JOBS_LEASE_MINUTES: String(LEASE_MINUTES),
      },
    })
    cluster = await starting
  }, 600_000)
  afterAll(async () => {
    const started = await starting?.catch(() => undefined)
    await started?.stop()
    await smtp.stop()
  })

  it('every log line is one JSON object naming its instance', () => {
    for (const instance of cluster.instances()) {
      expect(instance.lines.length).toBeGreaterThan(0)
      for (const line of instance.lines) {
        const entry = JSON.parse(line) as { instance?: string; level?: string; msg?: string }
        expect(entry.instance, line).toBe(`instance-${instance.name}`)
        expect(typeof entry.level).toBe('string')
      }
    }
    expect(cluster.instance('a').lines.some((l) => l.includes('ready on'))).toBe(true)
  })

  it('an editor’s change published through instance A is on B’s page and in B’s search within 5 s', async () => {
    const a = cluster.instance('a').url
    const b = cluster.instance('b').url
    const path = '/services/container-washing'
    const word = `Mitmikserver${Date.now().toString(36)}`
    const title = `Konteinerite pesu ${word}`
    // The results page marks the matched word (<mark>): compared as text, without the tags.
    const search = (base: string) =>
      fetch(`${base}/search?searchQuery=${word}`)
        .then((r) => r.text())
        .then((html) => html.replace(/<[^>]*>/g, ''))
    // B has the page and the search index in memory before the change.
    const before = await h1Of(b, path)
    expect(before).not.toContain(word)
    expect(await search(b)).not.toContain(title)

    const admin = await adminHeaders(a)
    const found = (await (await fetch(`${a}/api/pages?where[path][equals]=${path}&limit=1&depth=0`)).json()) as {
      docs: { id: number }[]
    }
    const saved = await fetch(`${a}/api/pages/${found.docs[0].id}?locale=et&depth=0`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...admin },
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(saved.status).toBe(200)
    const published = Date.now()

    expect(
      await poll(
        () => h1Of(b, path),
        (h1) => h1 === title,
        5_000,
      ),
    ).toBe(title)
    expect(
      await poll(
        () => search(b),
        (html) => html.includes(title),
        Math.max(0, 5_000 - (Date.now() - published)),
      ),
    ).toContain(title)
    // And through nginx, whichever instance answers.
    for (let i = 0; i < 4; i++) expect(await h1Of(cluster.url, path)).toBe(title)
  })

  it('a menu edit through A is in B’s header within 5 s, and B’s page from the stored header is the page in full', async () => {
    const a = cluster.instance('a').url
    const b = cluster.instance('b').url
    // Search pages for queries asked once each: every one is rendered (a query's page is stored only on its
    // second request), so each answer shows what B renders now.
    let asked = 0
    const render = async (query = `mitmik${Date.now().toString(36)}${asked++}`) => ({
      query,
      html: await (await fetch(`${b}/search?searchQuery=${query}`, { headers: { accept: 'text/html' } })).text(),
    })
    const first = await render()
    expect(first.html, 'the header bar is a stored part').toMatch(/<div data-fragment="header-bar\.[\w-]{22}"/)

    const admin = await adminHeaders(a)
    const api = `${a}/api/globals/header-menu?locale=et&depth=0`
    type MenuItem = { label: string; children?: MenuItem[] | null }
    const menu = (await (await fetch(`${api}&fallback-locale=none`, { headers: admin })).json()) as {
      items: MenuItem[]
    }
    const entry = menu.items[0]!.children![3]!
    const original = entry.label
    const save = async () => {
      const saved = await fetch(api, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...admin },
        body: JSON.stringify({ items: menu.items }),
      })
      expect(saved.status).toBe(200)
    }
    entry.label = `${original} ${Date.now().toString(36)}`
    try {
      await save()
      // The first render that shows the new label rendered the bar in full (a new key: nothing stored).
      const full = await poll(render, ({ html }) => html.includes(entry.label), 5_000)
      expect(full.html).toContain(entry.label)
      // The same address again: rendered once more, now with the bar written from what the edge kept.
      const again = await render(full.query)
      expect(again.html, 'B’s page from the stored bar differs from the page rendered in full').toBe(full.html)
    } finally {
      entry.label = original
      await save()
    }
  })

  it('an import through instance A changes a contract’s answer on B within 5 s, though B kept it for the day', async () => {
    const a = cluster.instance('a').url
    const b = cluster.instance('b').url
    // A contract of its own (the seed's plans are other tests' data), asked by a client of its own: B's
    // lookup fast path keeps the empty answer for the day once asked.
    const contract = `9007${Date.now().toString().slice(-5)}`
    const ask = () =>
      fetch(`${b}/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${contract}`, {
        headers: { 'x-forwarded-for': '198.51.100.77' },
      }).then((r) => r.json() as Promise<{ garbage: string }[]>)
    expect(await ask()).toEqual([])
    expect(await ask()).toEqual([])

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const imported = await fetch(`${a}/api/v1/discharges/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${IMPORT_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify([
        {
          contractNumber: contract,
          garbage: 'Segaolmejäätmed',
          itemType: 'Konteiner 140 L',
          address: 'Näidise tee 2, Kuressaare',
          date: tomorrow,
        },
      ]),
    })
    expect(imported.status).toBe(200)
    const done = Date.now()
    const seen = await poll(ask, (plan) => plan.length === 1, Math.max(0, 5_000 - (Date.now() - done)))
    expect(seen).toEqual([expect.objectContaining({ garbage: 'Segaolmejäätmed' })])
  })

  it('a client hammering the lookup through nginx gets one budget across both instances, not two', async () => {
    // Each instance answers the old endpoint with its fast path on Payload's pool (decision 009), not
    // through Next: the budget below is the fast path's gate on the shared tables.
    for (const instance of cluster.instances())
      expect(instance.lines.filter((l) => l.includes('ready on http'))).toEqual([
        expect.stringContaining('"lookupFastPath":"postgres"'),
      ])
    const before = cluster.accessLog().length
    const statuses: number[] = []
    const numbers = Array.from({ length: LOOKUP_LIMIT * 3 }, (_, i) => 900_000_001 + i)
    // Six at a time, each a contract not asked before: the budget counts different contracts.
    for (let i = 0; i < numbers.length; i += 6) {
      const batch = numbers.slice(i, i + 6).map((n) =>
        fetch(`${cluster.url}/wp-json/general-purpose-api/upcoming-discharges?contractNumber=${n}`).then((r) => {
          void r.arrayBuffer()
          return r.status
        }),
      )
      statuses.push(...(await Promise.all(batch)))
    }
    const admitted = statuses.filter((s) => s !== 429).length
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([])
    expect(admitted).toBeGreaterThan(0)
    expect(admitted).toBeLessThanOrEqual(LOOKUP_LIMIT)
    // Both instances answered some of them (round robin): the budget held across the two.
    const lookups = cluster
      .accessLog()
      .slice(before)
      .split('\n')
      .filter((l) => l.includes('upcoming-discharges'))
    const upstreams = new Set(lookups.map((l) => /upstream=(\S+)/.exec(l)?.[1]))
    expect(upstreams).toEqual(new Set(cluster.instances().map((i) => `127.0.0.1:${i.port}`)))
  })

  it('a delivery cut off by kill -9 is finished by the other instance, exactly once', async () => {
    holdNext = true
    let pid: number | null | undefined
    heldBy = (sender) => (pid = sender)
    const reference = await sendContactRequest(cluster.url)
    // The job runner (one per database) is sending the company mail with its attachment.
    await vi.waitFor(() => expect(pid, 'no delivery reached the SMTP stand-in within 60 s').not.toBe(undefined), {
      timeout: 60_000,
      interval: 100,
    })
    const victim = cluster.instances().find((i) => i.pid === pid && i.running())
    expect(victim, `the sender (pid ${pid}) is one of the instances`).toBeTruthy()
    // Killed while its attempt is held, within the lease (LEASE_MINUTES): the survivor becomes the leader,
    // reconciles at once (the job is not yet abandoned) and again when the lease has run out, which puts the
    // job back in the queue. The victim never outlives its lease, so no check can run the job beside it.
    victim!.kill('SIGKILL')
    expect((await victim!.exited).signal).toBe('SIGKILL')
    const survivor = cluster.instances().find((i) => i.running())!

    const forRequest = () => mails.filter((m) => m.raw.includes(reference))
    const company = () => forRequest().filter((m) => m.to.includes(MAILBOX))
    await poll(
      async () => company().length,
      (n) => n > 0,
      90_000,
    )
    expect(company(), 'delivered after the takeover').toHaveLength(1)
    expect(senderOf.get(company()[0])).toBe(survivor.pid)
    expect(company()[0].raw).toMatch(/filename=.*leping\.pdf/)
    // The customer's copy too, and nothing sent twice while the survivor finishes.
    await poll(
      async () => forRequest().length,
      (n) => n >= 2,
      15_000,
    )
    // Once the request stores its customer copy as sent, the job's last step is done: anything sent twice
    // on the way is in the stand-in by then.
    const admin = await adminHeaders(survivor.url)
    const stored = async () =>
      (
        (await (
          await fetch(`${survivor.url}/api/contact-requests?where[reference][equals]=${reference}&depth=0`, {
            headers: admin,
          })
        ).json()) as { docs: { status: string; customerSentAt?: string | null }[] }
      ).docs.map((d) => `${d.status} ${d.customerSentAt ? 'customer copy sent' : ''}`.trim())
    expect(await poll(stored, (s) => s.join() === 'delivered customer copy sent', 15_000)).toEqual([
      'delivered customer copy sent',
    ])
    expect(company()).toHaveLength(1)
    expect(forRequest().filter((m) => m.to.includes('multi.instance@example.com'))).toHaveLength(1)

    // The killed instance comes back (as an orchestrator restarts it) for the next step.
    await cluster.restart(victim!.name)
  })

  it('SIGTERM: the instance finishes, exits 0, and nginx keeps answering through the other', async () => {
    const [stopped, other] = cluster.instances()
    let exited = false
    let afterExit = 0
    const statuses: number[] = []
    // A visitor's requests through nginx the whole time, until three more have been answered after the exit.
    const traffic = (async () => {
      while (!exited || afterExit < 3) {
        const response = await fetch(`${cluster.url}/en/about/company`)
        await response.arrayBuffer()
        statuses.push(response.status)
        if (exited) afterExit++
      }
    })()
    // Traffic is flowing before the signal.
    await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(0), { timeout: 30_000, interval: 50 })
    stopped.kill('SIGTERM')
    expect(await stopped.exited).toEqual({ code: 0, signal: null })
    exited = true
    await traffic
    expect(statuses.length).toBeGreaterThanOrEqual(3)
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    expect(stopped.lines.some((l) => JSON.parse(l).instance === `instance-${stopped.name}`)).toBe(true)
    expect(other.running()).toBe(true)
    for (let i = 0; i < 4; i++) expect((await fetch(`${cluster.url}/healthz`)).status).toBe(200)
  })
})
