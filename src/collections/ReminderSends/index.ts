import type { CollectionConfig } from 'payload'
import { hiddenExceptFor, isAdmin, nobody } from '@/access/roles'
import { l, readOnlyChoice, supportGroup } from '../dataFields'

const readOnly = { readOnly: true } as const

/**
 * The reminders' outbox and record of what was sent (src/lib/reminders/outbox.ts): one row per mail, its
 * `key` unique per (subscription, pickup day), (subscription, import run) or (subscription, notice), so
 * planning twice or a restart mid-run never sends a mail twice. Written and read with plain SQL (250 000
 * subscriptions are planned in one statement); the collection exists for the schema and its migration, and
 * lists the rows, read-only, for administrators: the editors' start page links to the failed ones.
 * Holds no address: rows point at a subscription and are deleted with it.
 */
export const ReminderSends: CollectionConfig = {
  slug: 'reminder-sends',
  labels: {
    singular: l('Meeldetuletuste väljaminev kiri', 'Исходящее письмо напоминаний', 'Reminders outbox mail'),
    plural: l('Meeldetuletuste väljaminevad kirjad', 'Исходящие письма напоминаний', 'Reminders outbox'),
  },
  admin: {
    group: supportGroup,
    useAsTitle: 'key',
    defaultColumns: ['key', 'kind', 'state', 'attempts', 'lastError', 'failedAt'],
    hidden: hiddenExceptFor('admin'),
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, label: l('Võti', 'Ключ', 'Key'), admin: readOnly },
    {
      name: 'subscription',
      type: 'number',
      required: true,
      index: true,
      label: l('Tellimus', 'Подписка', 'Subscription'),
      admin: readOnly,
    },
    readOnlyChoice('kind', l('Liik', 'Вид', 'Kind'), {
      confirm: l('Kinnitus', 'Подтверждение', 'Confirmation'),
      manage: l('Haldamise link', 'Ссылка управления', 'Manage link'),
      reminder: l('Meeldetuletus', 'Напоминание', 'Reminder'),
      change: l('Graafiku muutus', 'Изменение графика', 'Schedule change'),
      alert: l('Teade', 'Уведомление', 'Alert'),
    }),
    // failed: refused for good by the SMTP server, or out of attempts; kept with its last error and time.
    readOnlyChoice(
      'state',
      l('Olek', 'Состояние', 'State'),
      {
        queued: l('Järjekorras', 'В очереди', 'Queued'),
        claimed: l('Võetud', 'Взято', 'Claimed'),
        sending: l('Saatmisel', 'Отправляется', 'Sending'),
        sent: l('Saadetud', 'Отправлено', 'Sent'),
        skipped: l('Vahele jäetud', 'Пропущено', 'Skipped'),
        failed: l('Ebaõnnestus', 'Не удалось', 'Failed'),
      },
      { index: true },
    ),
    // What the mail needs beyond the subscription: the pickup day, old and new dates, the notice's id.
    { name: 'data', type: 'json', label: l('Andmed', 'Данные', 'Data'), admin: readOnly },
    // The run that claimed the row (random per run): only it may send the row while the claim is fresh.
    { name: 'claimedBy', type: 'text', admin: { ...readOnly, hidden: true } },
    { name: 'claimedAt', type: 'date', admin: { ...readOnly, hidden: true } },
    { name: 'sentAt', type: 'date', label: l('Saadetud', 'Отправлено', 'Sent at'), admin: readOnly },
    // Failed attempts so far, the last one's error, and when the mail was given up (state failed).
    {
      name: 'attempts',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: l('Katseid', 'Попыток', 'Attempts'),
      admin: readOnly,
    },
    {
      name: 'lastError',
      type: 'textarea',
      label: l('Viimane viga', 'Последняя ошибка', 'Last error'),
      admin: readOnly,
    },
    { name: 'failedAt', type: 'date', label: l('Loobuti', 'Отказано', 'Given up at'), admin: readOnly },
  ],
}
