import { parse, type HTMLElement } from 'node-html-parser'
import type { RateLimitStore } from '@/lib/http/rateLimit'
import { checkFiles, type FileLimits } from './files'

// The /odoo-test page: the helpdesk's own form page is read on the server and its fields are
// rebuilt with our components. Third-party HTML is never injected; only names, labels and options are kept.

export type EmbedField =
  | { kind: 'hidden'; name: string; value: string }
  | {
      kind: 'input'
      type: 'text' | 'email' | 'tel' | 'number' | 'date' | 'file'
      name: string
      label: string
      required: boolean
      multiple: boolean
      accept?: string
    }
  | { kind: 'textarea'; name: string; label: string; required: boolean }
  | { kind: 'select'; name: string; label: string; required: boolean; options: { value: string; label: string }[] }

export type EmbedForm = { action: string; successPage: string; fields: EmbedField[]; cookie?: string }

const inputTypes = new Set(['text', 'email', 'tel', 'number', 'date', 'file'])
const clean = (s: string | undefined | null) => (s ?? '').replace(/\s+/g, ' ').replace(/\*$/, '').trim().slice(0, 200)

function sameOrigin(candidate: string | undefined, base: URL, fallback: string): string {
  try {
    const url = new URL(candidate || fallback, base)
    // Credentials are only ever sent to the configured helpdesk host.
    return url.origin === base.origin ? url.toString() : new URL(fallback, base).toString()
  } catch {
    return new URL(fallback, base).toString()
  }
}

function labelFor(root: HTMLElement, el: HTMLElement): string {
  const id = el.getAttribute('id')
  if (id) {
    const label = root.querySelectorAll('label').find((l) => l.getAttribute('for') === id)
    if (label) return clean(label.text)
  }
  let node: HTMLElement | null = el.parentNode
  for (let depth = 0; node && depth < 4; depth++, node = node.parentNode) {
    const label = node.querySelector('label')
    if (label) return clean(label.text)
  }
  return clean(el.getAttribute('placeholder') || el.getAttribute('name'))
}

/** The first form of the page (Odoo's website helpdesk form), or null when there is none. */
export function extractForm(html: string, pageUrl: string): EmbedForm | null {
  const base = new URL(pageUrl)
  const root = parse(html)
  const form = root.querySelector('form[data-model_name="helpdesk.ticket"]') ?? root.querySelector('form')
  if (!form) return null
  const fields: EmbedField[] = []
  const seen = new Set<string>()
  for (const el of form.querySelectorAll('input, textarea, select')) {
    const name = el.getAttribute('name')
    if (!name || (seen.has(name) && el.getAttribute('type') !== 'radio')) continue
    const tag = el.tagName.toLowerCase()
    const required = el.hasAttribute('required')
    if (tag === 'textarea') fields.push({ kind: 'textarea', name, label: labelFor(root, el), required })
    else if (tag === 'select') {
      const options = el
        .querySelectorAll('option')
        .map((o) => ({ value: o.getAttribute('value') ?? clean(o.text), label: clean(o.text) }))
      fields.push({ kind: 'select', name, label: labelFor(root, el), required, options })
    } else {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase()
      if (type === 'hidden') fields.push({ kind: 'hidden', name, value: el.getAttribute('value') ?? '' })
      else if (inputTypes.has(type))
        fields.push({
          kind: 'input',
          type: type as 'text',
          name,
          label: labelFor(root, el),
          required,
          multiple: el.hasAttribute('multiple'),
          accept: el.getAttribute('accept') ?? undefined,
        })
      else continue
    }
    seen.add(name)
  }
  const model = form.getAttribute('data-model_name') ?? 'helpdesk.ticket'
  return {
    action: sameOrigin(
      form.getAttribute('action') === '/website/form/' ? `/website/form/${model}` : form.getAttribute('action'),
      base,
      `/website/form/${model}`,
    ),
    successPage: sameOrigin(form.getAttribute('data-success-page'), base, '/your-ticket-has-been-submitted'),
    fields,
  }
}

export type EmbedConfig = { url: string; user?: string; password?: string }

function authHeaders(config: EmbedConfig, cookie?: string): Record<string, string> {
  const h: Record<string, string> = {}
  if (config.user && config.password)
    h.authorization = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString('base64')}`
  if (cookie) h.cookie = cookie
  return h
}

/** Fetches and parses the helpdesk form page; null when unset, unreachable or without a form. */
export async function loadHelpdeskForm(config: EmbedConfig | undefined): Promise<EmbedForm | null> {
  if (!config?.url) return null
  try {
    const response = await fetch(config.url, {
      headers: { ...authHeaders(config), 'accept-language': 'en-US,en' },
      signal: AbortSignal.timeout(8000),
      cache: 'no-store',
    })
    if (!response.ok) return null
    const form = extractForm(await response.text(), config.url)
    if (!form) return null
    // Odoo ties its CSRF token to the session cookie of the same page load.
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    return { ...form, cookie: cookie || undefined }
  } catch {
    return null
  }
}

/**
 * Posts the visitor's answers as multipart form data. Only names the helpdesk form itself has are sent,
 * hidden values (CSRF token) come from the fresh page load, never from the visitor.
 */
export async function postHelpdeskForm(
  config: EmbedConfig,
  form: EmbedForm,
  input: FormData,
): Promise<{ ok: true; redirect: string } | { ok: false }> {
  const body = new FormData()
  for (const field of form.fields) {
    if (field.kind === 'hidden') body.append(field.name, field.value)
    else if (field.kind === 'input' && field.type === 'file') {
      for (const f of input.getAll(field.name))
        if (typeof f === 'object' && f && (f as File).size > 0) body.append(field.name, f as File, (f as File).name)
    } else {
      const v = input.get(field.name)
      if (typeof v === 'string') body.append(field.name, v.slice(0, 10_000))
    }
  }
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body,
      headers: authHeaders(config, form.cookie),
      signal: AbortSignal.timeout(30_000),
      cache: 'no-store',
    })
    if (!response.ok) return { ok: false }
    const json = (await response.json()) as { success?: unknown; id?: unknown; error?: unknown }
    if (json.success === true || (typeof json.id === 'number' && !json.error))
      return { ok: true, redirect: form.successPage }
    return { ok: false }
  } catch {
    return { ok: false }
  }
}

export type RelayOutcome =
  { ok: true; redirect: string } | { ok: false; reason: 'rateLimited' | 'files' | 'unavailable' | 'refused' }

/**
 * One post of the /odoo-test form, guarded as the contact form is: every post spends
 * the client's budget before anything else (each makes two requests to the helpdesk), and the files must
 * pass the contact form's checks (images and PDF by their bytes, within the size limits) before any of
 * them leaves for the helpdesk.
 */
export async function relayToHelpdesk(
  config: EmbedConfig | undefined,
  input: FormData,
  guard: { limiter: RateLimitStore; clientKey: string; limits: FileLimits },
): Promise<RelayOutcome> {
  if (!(await guard.limiter.take(guard.clientKey)).ok) return { ok: false, reason: 'rateLimited' }
  const files = [...input.values()].filter((v): v is File => typeof v === 'object' && v !== null && v.size > 0)
  const { refused } = await checkFiles(
    files.map((f) => ({ name: f.name, size: f.size, bytes: async () => new Uint8Array(await f.arrayBuffer()) })),
    guard.limits,
  )
  if (refused.length) return { ok: false, reason: 'files' }
  // A fresh page load gives the CSRF token and session the helpdesk expects with the post.
  const form = config ? await loadHelpdeskForm(config) : null
  if (!config || !form) return { ok: false, reason: 'unavailable' }
  const posted = await postHelpdeskForm(config, form, input)
  return posted.ok ? posted : { ok: false, reason: 'refused' }
}
