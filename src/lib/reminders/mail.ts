import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { formatDay } from '@/lib/dates'
import { isPublicHoliday } from '@/lib/dates/holidays'
import { feedPath } from '@/lib/discharges/present'
import { shiftNote } from '@/lib/discharges/shifts'
import { itemTypeLabel, wasteTypeLabel } from '@/lib/discharges/wasteTypes'
import { absolute, composeMail, mailTranslator, type Block, type Mail, type Translate } from '@/lib/mail'
import type { ReminderTime } from './slots'

// The reminders' mails, in the subscriber's language, composed by src/lib/mail (plain text and HTML with the
// same content, everything interpolated into the HTML escaped); links are built from SITE_URL and tokens of
// a fixed alphabet.

export { absolute, type Mail }

export const remindersTranslator = (locale: Locale): Translate => mailTranslator('reminders', locale)

/** A moved collection's regular day and why (the planning system's), for the note beside it. */
type Shift = { originalDate?: string | null; shiftReason?: string | null }
export type Pickup = { garbage: string; itemType: string; address: string } & Shift
export type DatedPickup = { date: string; garbage: string } & Shift

export const confirmUrl = (siteUrl: string, locale: Locale, token: string) =>
  absolute(siteUrl, `${localizedPath(locale, '/reminders/confirm')}?token=${token}`)
export const manageUrl = (siteUrl: string, locale: Locale, token: string) =>
  absolute(siteUrl, `${localizedPath(locale, '/reminders/manage')}?token=${token}`)
/** RFC 8058 one-click target: a POST with `List-Unsubscribe=One-Click` ends the subscription. */
export const unsubscribeUrl = (siteUrl: string, token: string) =>
  absolute(siteUrl, `/api/v1/reminders/unsubscribe?token=${token}`)

const render = composeMail

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

/**
 * A mail whose point is one link (confirm the subscription, manage it): the reason, the link, what to do if
 * the visitor did not ask for it, and the signature.
 */
function oneLinkMail(
  locale: Locale,
  t: Translate,
  k: { subject: string; body: string; ignore: string },
  body: {
    number: string
    link: string
    href: string
  },
): Mail {
  return render(locale, t(k.subject), [
    { kind: 'p', text: t(k.body, { number: body.number }) },
    { kind: 'link', text: body.link, href: body.href },
    { kind: 'p', text: t(k.ignore) },
    { kind: 'p', text: t('mail.signature') },
  ])
}

export function confirmMail(c: { siteUrl: string; locale: Locale; contractNumber: string; token: string }): Mail {
  const t = remindersTranslator(c.locale)
  return oneLinkMail(
    c.locale,
    t,
    { subject: 'mail.confirmSubject', body: 'mail.confirmBody', ignore: 'mail.confirmIgnore' },
    { number: c.contractNumber, link: t('confirm.button'), href: confirmUrl(c.siteUrl, c.locale, c.token) },
  )
}

/** A link to manage the reminders, for an address that is subscribed already and asked again. */
export function manageLinkMail(c: Common): Mail {
  const t = remindersTranslator(c.locale)
  return oneLinkMail(
    c.locale,
    t,
    { subject: 'mail.manageSubject', body: 'mail.manageBody', ignore: 'mail.manageIgnore' },
    { number: c.contractNumber, link: t('mail.manage'), href: manageUrl(c.siteUrl, c.locale, c.manageToken) },
  )
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
