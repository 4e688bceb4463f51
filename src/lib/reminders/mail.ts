import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { messagesByLocale } from '@/i18n/messages'
import { formatDay } from '@/lib/dates'
import { isPublicHoliday } from '@/lib/dates/holidays'
import { feedPath } from '@/lib/discharges/present'
import { shiftNote } from '@/lib/discharges/shifts'
import { itemTypeLabel, wasteTypeLabel } from '@/lib/discharges/wasteTypes'
import type { ReminderTime } from './slots'

// The reminders' mails, in the subscriber's language, as plain text and HTML with the same content.
// Everything interpolated into HTML is escaped; links are built from SITE_URL and tokens of a fixed alphabet.

type Translate = (key: string, values?: Record<string, string>) => string

// One translator per language for the process: building one per mail showed up in the send benchmark.
const translators = new Map<Locale, Translate>()

export function remindersTranslator(locale: Locale): Translate {
  let t = translators.get(locale)
  if (!t) {
    const created = createTranslator({
      locale,
      messages: messagesByLocale[locale] as never,
      namespace: 'reminders' as never,
    })
    t = created as unknown as Translate
    translators.set(locale, t)
  }
  return t
}

export type Mail = { subject: string; text: string; html: string }
/** A moved collection's regular day and why (the planning system's), for the note beside it. */
type Shift = { originalDate?: string | null; shiftReason?: string | null }
export type Pickup = { garbage: string; itemType: string; address: string } & Shift
export type DatedPickup = { date: string; garbage: string } & Shift

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString()
}

export const confirmUrl = (siteUrl: string, locale: Locale, token: string) =>
  absolute(siteUrl, `${localizedPath(locale, '/reminders/confirm')}?token=${token}`)
export const manageUrl = (siteUrl: string, locale: Locale, token: string) =>
  absolute(siteUrl, `${localizedPath(locale, '/reminders/manage')}?token=${token}`)
/** RFC 8058 one-click target: a POST with `List-Unsubscribe=One-Click` ends the subscription. */
export const unsubscribeUrl = (siteUrl: string, token: string) =>
  absolute(siteUrl, `/api/v1/reminders/unsubscribe?token=${token}`)

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'small'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'link'; text: string; href: string }

function render(locale: Locale, subject: string, blocks: Block[]): Mail {
  const text = blocks
    .map((b) =>
      b.kind === 'p' || b.kind === 'small'
        ? b.text
        : b.kind === 'list'
          ? b.items.map((i) => `- ${i}`).join('\n')
          : `${b.text}: ${b.href}`,
    )
    .join('\n\n')
  const body = blocks
    .map((b) =>
      b.kind === 'p'
        ? `<p>${escapeHtml(b.text)}</p>`
        : b.kind === 'small'
          ? `<p style="margin-top:2em;font-size:0.9em;color:#555">${escapeHtml(b.text)}</p>`
          : b.kind === 'list'
            ? `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
            : `<p><a href="${escapeHtml(b.href)}">${escapeHtml(b.text)}</a></p>`,
    )
    .join('\n')
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">\n${body}\n</body></html>`
  return { subject, text, html }
}

type Common = { siteUrl: string; locale: Locale; contractNumber: string; manageToken: string }

// The footer sentence and the signature are separate paragraphs: in a mail client's HTML rendering a line
// break inside one paragraph ran them together ("…contract 900000001.Jäätmeveo AS").
function footer(t: Translate, c: Common): Block[] {
  return [
    { kind: 'link', text: t('mail.manage'), href: manageUrl(c.siteUrl, c.locale, c.manageToken) },
    { kind: 'small', text: t('mail.footer', { number: c.contractNumber }) },
    { kind: 'p', text: t('mail.signature') },
  ]
}

export function confirmMail(c: { siteUrl: string; locale: Locale; contractNumber: string; token: string }): Mail {
  const t = remindersTranslator(c.locale)
  return render(c.locale, t('mail.confirmSubject'), [
    { kind: 'p', text: t('mail.confirmBody', { number: c.contractNumber }) },
    { kind: 'link', text: t('confirm.button'), href: confirmUrl(c.siteUrl, c.locale, c.token) },
    { kind: 'p', text: t('mail.confirmIgnore') },
    { kind: 'p', text: t('mail.signature') },
  ])
}

/** A link to manage the reminders, for an address that is subscribed already and asked again. */
export function manageLinkMail(c: Common): Mail {
  const t = remindersTranslator(c.locale)
  return render(c.locale, t('mail.manageSubject'), [
    { kind: 'p', text: t('mail.manageBody', { number: c.contractNumber }) },
    { kind: 'link', text: t('mail.manage'), href: manageUrl(c.siteUrl, c.locale, c.manageToken) },
    { kind: 'p', text: t('mail.manageIgnore') },
    { kind: 'p', text: t('mail.signature') },
  ])
}

export function reminderMail(c: Common & { time: ReminderTime; day: string; pickups: Pickup[] }): Mail {
  const t = remindersTranslator(c.locale)
  const date = formatDay(c.day)
  const subject = t(c.time === 'evening' ? 'mail.reminderSubjectEvening' : 'mail.reminderSubjectMorning', { date })
  const addresses = [...new Set(c.pickups.map((p) => p.address))]
  const blocks: Block[] = [
    { kind: 'p', text: t('mail.reminderIntro', { number: c.contractNumber, date }) },
    {
      kind: 'list',
      items: c.pickups.map((p) => {
        const item = `${wasteTypeLabel(p.garbage, c.locale)} (${itemTypeLabel(p.itemType, c.locale)})`
        const shift = shiftNote({ ...p, date: c.day }, c.locale)
        return shift ? `${item}: ${shift}` : item
      }),
    },
    { kind: 'p', text: addresses.join('; ') },
  ]
  if (isPublicHoliday(c.day)) blocks.push({ kind: 'p', text: t('mail.holiday', { date }) })
  blocks.push({
    kind: 'link',
    text: t('mail.calendar'),
    href: absolute(c.siteUrl, `${feedPath(c.contractNumber)}?lang=${c.locale}`),
  })
  return render(c.locale, subject, [...blocks, ...footer(t, c)])
}

function datedList(t: Translate, locale: Locale, pickups: DatedPickup[]): string[] {
  if (!pickups.length) return [t('mail.none')]
  return pickups.map((p) => {
    const shift = shiftNote(p, locale)
    return `${formatDay(p.date)} ${wasteTypeLabel(p.garbage, locale)}${shift ? `: ${shift}` : ''}`
  })
}

export function changeMail(c: Common & { before: DatedPickup[]; after: DatedPickup[] }): Mail {
  const t = remindersTranslator(c.locale)
  return render(c.locale, t('mail.changeSubject'), [
    { kind: 'p', text: t('mail.changeIntro', { number: c.contractNumber }) },
    { kind: 'p', text: `${t('mail.before')}:` },
    { kind: 'list', items: datedList(t, c.locale, c.before) },
    { kind: 'p', text: `${t('mail.after')}:` },
    { kind: 'list', items: datedList(t, c.locale, c.after) },
    ...footer(t, c),
  ])
}

export function alertMail(c: Common & { title: string; excerpt: string; href: string }): Mail {
  const t = remindersTranslator(c.locale)
  const blocks: Block[] = [
    { kind: 'p', text: t('mail.alertIntro') },
    { kind: 'p', text: c.title },
  ]
  if (c.excerpt) blocks.push({ kind: 'p', text: c.excerpt })
  blocks.push({ kind: 'link', text: t('mail.readMore'), href: c.href })
  return render(c.locale, t('mail.alertSubject', { title: c.title }), [...blocks, ...footer(t, c)])
}

/** For a subscriber whose language the notice lacks, by the editor's choice: a standard text and a link. */
export function standardAlertMail(c: Common & { href: string; linkLocale: Locale }): Mail {
  const t = remindersTranslator(c.locale)
  return render(c.locale, t('mail.alertStandardSubject'), [
    { kind: 'p', text: t('mail.alertStandardIntro') },
    {
      kind: 'link',
      text: t('mail.alertStandardLink', { language: t(`mail.inLanguage.${c.linkLocale}`) }),
      href: c.href,
    },
    ...footer(t, c),
  ])
}
