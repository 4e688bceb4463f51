import type { CollectionConfig } from 'payload'
import { hiddenExceptFor, isSupport, nobody } from '@/access/roles'
import { locales } from '@/i18n/locales'
import { l, readOnlyChoice, supportGroup } from '../dataFields'

const readOnly = { readOnly: true }
/**
 * Pickup reminder subscriptions: personal data (an e-mail address tied to a contract), so only
 * customer-service staff and admins can read them, read-only. Only the server writes them (local API,
 * src/lib/reminders): the public subscribes, confirms and unsubscribes through the site's own forms.
 * Unsubscribing deletes the document; unconfirmed ones are deleted 48 h after the request.
 */
export const ReminderSubscriptions: CollectionConfig = {
  slug: 'reminder-subscriptions',
  labels: {
    singular: l('Meeldetuletuse tellimus', 'Подписка на напоминания', 'Reminder subscription'),
    plural: l('Meeldetuletuste tellimused', 'Подписки на напоминания', 'Reminder subscriptions'),
  },
  admin: {
    group: supportGroup,
    useAsTitle: 'contractNumber',
    defaultColumns: ['contractNumber', 'email', 'time', 'locale', 'status', 'createdAt'],
    hidden: hiddenExceptFor('admin', 'support'),
  },
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'contractNumber',
      type: 'text',
      required: true,
      index: true,
      label: l('Lepingu number', 'Номер договора', 'Contract number'),
      admin: readOnly,
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      label: l('E-post', 'E-mail', 'E-mail'),
      admin: readOnly,
    },
    readOnlyChoice(
      'time',
      l('Meeldetuletuse aeg', 'Время напоминания', 'Reminder time'),
      {
        evening: l('Eelmisel õhtul kell 18', 'Накануне в 18:00', 'The evening before, 18:00'),
        morning: l('Samal päeval kell 7', 'В тот же день в 7:00', 'The same day, 07:00'),
      },
      { defaultValue: 'evening' },
    ),
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: locales.map((code) => ({ value: code, label: code })),
      label: l('Keel', 'Язык', 'Language'),
      admin: readOnly,
    },
    readOnlyChoice(
      'status',
      l('Olek', 'Статус', 'Status'),
      {
        pending: l('Kinnitamata', 'Не подтверждена', 'Pending'),
        confirmed: l('Kinnitatud', 'Подтверждена', 'Confirmed'),
      },
      { index: true, defaultValue: 'pending' },
    ),
    // SHA-256 of the confirmation link's token: the link itself is only in the mail.
    { name: 'confirmTokenHash', type: 'text', index: true, access: { read: nobody }, admin: { hidden: true } },
    {
      name: 'confirmExpiresAt',
      type: 'date',
      label: l('Kinnituse tähtaeg', 'Срок подтверждения', 'Confirm by'),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      label: l('Kinnitatud', 'Подтверждена', 'Confirmed at'),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
