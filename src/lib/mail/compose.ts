import escapeHtml from 'escape-html'
import type { Locale } from '@/i18n/locales'
import { namespaceTranslator } from '@/i18n/messages'

// The one way the site writes an e-mail: a subject and a list of blocks, rendered as plain text and as HTML
// with the same content, in the recipient's language. Everything interpolated into the HTML goes through
// `escape-html`; nothing else builds mail markup. Used by the contact delivery (src/lib/helpdesk/delivery.ts)
// and the reminders' outbox (reminders, change notices, alerts: src/lib/reminders/mail.ts).

export type Mail = { subject: string; text: string; html: string }

export type Block =
  /** A paragraph. */
  | { kind: 'p'; text: string }
  /** A paragraph in small grey type (a footer). */
  | { kind: 'small'; text: string }
  /** A bulleted list ("- item" in the text). */
  | { kind: 'list'; items: string[] }
  /** Lines kept together as one paragraph (a summary of fields: "Label: value" per line). */
  | { kind: 'lines'; lines: string[] }
  /** A link: "text: href" in the text, an anchor in the HTML. */
  | { kind: 'link'; text: string; href: string }

export type Translate = (key: string, values?: Record<string, string>) => string

/** A translator of one namespace of the messages (`reminders`, `contact`), cached per language. */
export const mailTranslator = (namespace: string, locale: Locale): Translate => namespaceTranslator(namespace, locale)

function textOf(block: Block): string {
  switch (block.kind) {
    case 'p':
    case 'small':
      return block.text
    case 'list':
      return block.items.map((i) => `- ${i}`).join('\n')
    case 'lines':
      return block.lines.join('\n')
    case 'link':
      return `${block.text}: ${block.href}`
  }
}

function htmlOf(block: Block): string {
  switch (block.kind) {
    case 'p':
      return `<p>${escapeHtml(block.text)}</p>`
    case 'small':
      return `<p style="margin-top:2em;font-size:0.9em;color:#555">${escapeHtml(block.text)}</p>`
    case 'list':
      return `<ul>${block.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
    case 'lines':
      return `<p>${block.lines.map((l) => escapeHtml(l)).join('<br>')}</p>`
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.text)}</a></p>`
  }
}

/** The mail of `blocks`: paragraphs separated by a blank line in the text; the HTML states its language. */
export function composeMail(locale: Locale, subject: string, blocks: Block[]): Mail {
  const text = blocks.map(textOf).join('\n\n')
  const body = blocks.map(htmlOf).join('\n')
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">\n${body}\n</body></html>`
  return { subject, text, html }
}

/** An absolute link on the site. */
export function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString()
}

/** The domain part of the site's Message-IDs (deterministic ids: a mail sent again is the same message). */
export function messageDomain(siteUrl: string): string {
  return new URL(siteUrl).hostname || 'localhost'
}
