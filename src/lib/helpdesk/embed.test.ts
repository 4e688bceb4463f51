import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RateLimiter } from '@/lib/http/rateLimit'
import { extractForm, loadHelpdeskForm, postHelpdeskForm, relayToHelpdesk } from './embed'

const page = `<!doctype html><html><body>
<script>alert('x')</script>
<form action="/website/form/" method="post" enctype="multipart/form-data" data-model_name="helpdesk.ticket" data-success-page="/your-ticket-has-been-submitted">
  <input type="hidden" name="csrf_token" value="tok123"/>
  <div class="s_website_form_field"><label for="f1">Your Name <span>*</span></label><input id="f1" type="text" name="partner_name" required/></div>
  <div><label for="f2">Your Email</label><input id="f2" type="email" name="partner_email" required/></div>
  <div><label for="f3">Subject</label><input id="f3" type="text" name="name" onfocus="evil()"/></div>
  <div><label for="f4">Topic</label><select id="f4" name="ticket_type_id"><option value="5">Additional discharge</option><option value="10">Other</option></select></div>
  <div><label for="f5">Description</label><textarea id="f5" name="description"></textarea></div>
  <div><label for="f6">Attachments</label><input id="f6" type="file" name="attachments" multiple/></div>
  <input type="submit" value="Submit"/>
</form></body></html>`

describe('extractForm', () => {
  it('keeps names, labels, options and hidden values only', () => {
    const form = extractForm(page, 'https://help.example.com/en/helpdesk')!
    expect(form.action).toBe('https://help.example.com/website/form/helpdesk.ticket')
    expect(form.successPage).toBe('https://help.example.com/your-ticket-has-been-submitted')
    expect(form.fields).toEqual([
      { kind: 'hidden', name: 'csrf_token', value: 'tok123' },
      {
        kind: 'input',
        type: 'text',
        name: 'partner_name',
        label: 'Your Name',
        required: true,
        multiple: false,
        accept: undefined,
      },
      {
        kind: 'input',
        type: 'email',
        name: 'partner_email',
        label: 'Your Email',
        required: true,
        multiple: false,
        accept: undefined,
      },
      {
        kind: 'input',
        type: 'text',
        name: 'name',
        label: 'Subject',
        required: false,
        multiple: false,
        accept: undefined,
      },
      {
        kind: 'select',
        name: 'ticket_type_id',
        label: 'Topic',
        required: false,
        options: [
          { value: '5', label: 'Additional discharge' },
          { value: '10', label: 'Other' },
        ],
      },
      { kind: 'textarea', name: 'description', label: 'Description', required: false },
      {
        kind: 'input',
        type: 'file',
        name: 'attachments',
        label: 'Attachments',
        required: false,
        multiple: true,
        accept: undefined,
      },
    ])
  })
  it('never posts to another host', () => {
    const form = extractForm(
      page.replace('action="/website/form/"', 'action="https://evil.example/steal"'),
      'https://help.example.com/en/helpdesk',
    )!
    expect(form.action).toBe('https://help.example.com/website/form/helpdesk.ticket')
  })
  it('answers null without a form', () => {
    expect(extractForm('<p>Maintenance</p>', 'https://help.example.com/')).toBeNull()
  })
})

describe('load and post against a stand-in helpdesk', () => {
  let server: Server
  let base = ''
  const received: { auth?: string; cookie?: string; body: string }[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.method === 'GET') {
        res.setHeader('set-cookie', 'session_id=abc; Path=/; HttpOnly')
        res.end(page)
        return
      }
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, cookie: req.headers.cookie, body })
        res.setHeader('content-type', 'application/json')
        res.end(body.includes('fail-me') ? JSON.stringify({ error: 'nope' }) : JSON.stringify({ id: 42 }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('posts multipart with credentials, the session cookie and the page CSRF token', async () => {
    const config = { url: `${base}/en/helpdesk`, user: 'web', password: 'secret' }
    const form = (await loadHelpdeskForm(config))!
    expect(form.cookie).toBe('session_id=abc')
    const input = new FormData()
    input.set('partner_name', 'Demo')
    input.set('csrf_token', 'forged')
    input.set('not_a_field', 'x')
    input.append('attachments', new File([new Uint8Array([37, 80, 68, 70])], 'a.pdf', { type: 'application/pdf' }))
    const result = await postHelpdeskForm(config, form, input)
    expect(result).toEqual({ ok: true, redirect: `${base}/your-ticket-has-been-submitted` })
    const last = received.at(-1)!
    expect(last.auth).toBe(`Basic ${Buffer.from('web:secret').toString('base64')}`)
    expect(last.cookie).toBe('session_id=abc')
    expect(last.body).toContain('tok123')
    expect(last.body).not.toContain('forged')
    expect(last.body).not.toContain('not_a_field')
    expect(last.body).toContain('filename="a.pdf"')
  })
  it('reports failure when the JSON has no success flag, and null when unreachable', async () => {
    const config = { url: `${base}/en/helpdesk` }
    const form = (await loadHelpdeskForm(config))!
    const input = new FormData()
    input.set('description', 'fail-me')
    expect(await postHelpdeskForm(config, form, input)).toEqual({ ok: false })
    expect(await loadHelpdeskForm({ url: 'http://127.0.0.1:1/none' })).toBeNull()
    expect(await loadHelpdeskForm(undefined)).toBeNull()
  })
  it('relays only files the contact form would accept, and counts every post of a client', async () => {
    const config = { url: `${base}/en/helpdesk` }
    const guard = {
      limiter: new RateLimiter({ limit: 3, windowMs: 60_000 }),
      clientKey: '198.51.100.7',
      limits: { maxFileBytes: 1000, maxTotalBytes: 1500, maxFiles: 2 },
    }
    const posts = () => received.length
    const before = posts()
    const withFile = (name: string, bytes: Uint8Array<ArrayBuffer>) => {
      const input = new FormData()
      input.set('partner_name', 'Demo')
      input.append('attachments', new File([bytes], name))
      return input
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    // A script renamed to .pdf, then an image over the size limit: nothing reaches the helpdesk.
    expect(await relayToHelpdesk(config, withFile('a.pdf', new TextEncoder().encode('#!/bin/sh')), guard)).toEqual({
      ok: false,
      reason: 'files',
    })
    const big = new Uint8Array(2000)
    big.set(png)
    expect(await relayToHelpdesk(config, withFile('big.png', big), guard)).toEqual({ ok: false, reason: 'files' })
    expect(posts()).toBe(before)
    // The refused posts were counted: one more is allowed, then the client is refused before any request.
    expect(await relayToHelpdesk(config, withFile('ok.png', png), guard)).toMatchObject({ ok: true })
    expect(posts()).toBe(before + 1)
    expect(await relayToHelpdesk(config, withFile('ok.png', png), guard)).toEqual({ ok: false, reason: 'rateLimited' })
    expect(posts()).toBe(before + 1)
    expect(await relayToHelpdesk(undefined, new FormData(), { ...guard, clientKey: 'other' })).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  })
})
