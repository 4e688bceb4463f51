import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/roles'

const nobody = () => false

/**
 * The reminders' outbox and record of what was sent (src/lib/reminders/outbox.ts): one row per mail, its
 * `key` unique per (subscription, pickup day), (subscription, import run) or (subscription, notice), so
 * planning twice or a restart mid-run never sends a mail twice. Written and read with plain SQL (250 000
 * subscriptions are planned in one statement); the collection exists for the schema and its migration.
 * Holds no address: rows point at a subscription and are deleted with it.
 */
export const ReminderSends: CollectionConfig = {
  slug: 'reminder-sends',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'subscription', type: 'number', required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['confirm', 'manage', 'reminder', 'change', 'alert'],
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      index: true,
      options: ['queued', 'claimed', 'sending', 'sent', 'skipped'],
    },
    // What the mail needs beyond the subscription: the pickup day, old and new dates, the notice's id.
    { name: 'data', type: 'json' },
    // The run that claimed the row (random per run): only it may send the row while the claim is fresh.
    { name: 'claimedBy', type: 'text' },
    { name: 'claimedAt', type: 'date' },
    { name: 'sentAt', type: 'date' },
  ],
}
