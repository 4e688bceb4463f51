import type { CollectionConfig, Field } from 'payload'
import { hiddenExceptFor, isSupport, isSupportField, nobody } from '@/access/roles'
import { contactFields, topics } from '@/lib/helpdesk/lists'
import { queueDelivery } from '@/lib/helpdesk/queue'
import { supportGroup } from '../dataFields'

// Requests hold customers' personal data: customer-service staff and admins only (isSupport), never the
// public and not plain content editors.
const readOnly = { readOnly: true }
// What the customer sent is evidence: nobody edits it, through the admin or the API.
// The request is created by the server's local API, which is not subject to these checks.
const submitted = { update: nobody }

const fieldLabels: Record<(typeof contactFields)[number], { et: string; ru: string; en: string }> = {
  contractNumber: {
    et: 'Kliendi- või lepingu number',
    ru: 'Номер клиента или договора',
    en: 'Customer or contract number',
  },
  name: { et: 'Nimi', ru: 'Имя', en: 'Name' },
  phone: { et: 'Telefon', ru: 'Телефон', en: 'Phone' },
  email: { et: 'E-post', ru: 'Электронная почта', en: 'E-mail' },
  area: { et: 'Omavalitsus', ru: 'Муниципалитет', en: 'Municipality' },
  address: { et: 'Aadress', ru: 'Адрес', en: 'Address' },
  wasteType: { et: 'Jäätmeliik', ru: 'Вид отходов', en: 'Waste type' },
  containerType: { et: 'Mahuti tüüp', ru: 'Тип контейнера', en: 'Container type' },
  containerCount: { et: 'Mahutite arv', ru: 'Количество контейнеров', en: 'Number of containers' },
  packagedExtra: { et: 'Pakendatud lisajäätmed', ru: 'Упакованные доп. отходы', en: 'Packaged additional waste' },
  desiredDate: { et: 'Soovitud tühjenduspäev', ru: 'Желаемый день вывоза', en: 'Desired discharge day' },
  missedCollectionDate: {
    et: 'Vahele jäänud tühjenduse kuupäev',
    ru: 'Дата пропущенного вывоза',
    en: 'Date of the missed collection',
  },
  subject: { et: 'Teema', ru: 'Тема', en: 'Subject' },
  description: { et: 'Selgitused', ru: 'Пояснения', en: 'Explanations' },
  files: { et: 'Failid', ru: 'Файлы', en: 'Files' },
}

/** When a delivery step succeeded: written by the server right after it, shown in the sidebar, edited by nobody. */
function stepMarker(name: string, label: { et: string; ru: string; en: string }): Field {
  return {
    name,
    type: 'date',
    access: { update: nobody },
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    label,
  }
}

export const ContactRequests: CollectionConfig = {
  slug: 'contact-requests',
  labels: {
    singular: { et: 'Pöördumine', ru: 'Обращение', en: 'Contact request' },
    plural: { et: 'Pöördumised', ru: 'Обращения', en: 'Contact requests' },
  },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'topicId', 'name', 'status', 'handled', 'createdAt'],
    group: supportGroup,
    hidden: hiddenExceptFor('admin', 'support'),
    // The requests still undelivered after CONTACT_ALERT_MINUTES, linked, above the list.
    components: { beforeListTable: ['@/components/admin/OverdueRequests#OverdueRequests'] },
  },
  access: { read: isSupport, create: nobody, update: isSupport, delete: isSupport, readVersions: nobody },
  hooks: {
    beforeChange: [
      ({ data, req, operation }) => {
        // "Retry delivery" is an action, not state: remember it for afterChange and store it unticked.
        if (operation === 'update' && data.retryDelivery) {
          req.context.contactRetry = true
          data.retryDelivery = false
          data.lastError = null
        }
        if (operation === 'update' && data.handled && !data.handledAt) data.handledAt = new Date().toISOString()
        return data
      },
    ],
    afterChange: [
      async ({ doc, req, operation }) => {
        // Queued in the same transaction as the request: stored means queued.
        if (operation === 'create' || req.context.contactRetry) {
          req.context.contactRetry = false
          await queueDelivery(req.payload, doc.id, req)
        }
        return doc
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          access: submitted,
          admin: readOnly,
          label: { et: 'Viitenumber', ru: 'Номер', en: 'Reference' },
        },
        {
          name: 'topicId',
          type: 'select',
          required: true,
          access: submitted,
          admin: readOnly,
          label: { et: 'Teema', ru: 'Тема', en: 'Topic' },
          options: topics.map((t) => ({ value: String(t.id), label: `${t.id} · ${t.key}` })),
        },
        {
          name: 'locale',
          type: 'text',
          access: submitted,
          admin: readOnly,
          label: { et: 'Keel', ru: 'Язык', en: 'Language' },
        },
      ],
    },
    ...contactFields
      .filter((f) => f !== 'files')
      .map((name): Field =>
        name === 'description'
          ? { name, type: 'textarea', label: fieldLabels[name], access: submitted, admin: readOnly }
          : { name, type: 'text', label: fieldLabels[name], access: submitted, admin: readOnly },
      ),
    {
      name: 'attachments',
      type: 'relationship',
      relationTo: 'contact-attachments',
      hasMany: true,
      access: submitted,
      admin: readOnly,
      label: fieldLabels.files,
    },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'received',
      index: true,
      admin: { position: 'sidebar', readOnly: true },
      label: { et: 'Edastamine', ru: 'Доставка', en: 'Delivery' },
      options: [
        {
          value: 'received',
          label: {
            et: 'Vastu võetud, ootab edastamist',
            ru: 'Принято, ожидает доставки',
            en: 'Received, waiting for delivery',
          },
        },
        // After the last automatic attempt (about 8 hours) it stays here until staff tick "Retry delivery".
        {
          value: 'retrying',
          label: {
            et: 'Edastamine ebaõnnestus – kordamisel või ootab käsitsi kordamist',
            ru: 'Ошибка доставки – повтор или ожидает ручного повтора',
            en: 'Delivery failed – retrying or waiting for a manual retry',
          },
        },
        { value: 'delivered', label: { et: 'Edastatud', ru: 'Доставлено', en: 'Delivered' } },
      ],
    },
    // One marker per delivery step, written right after the step succeeds, so a retry skips done steps.
    stepMarker('mailboxSentAt', {
      et: 'E-kiri ettevõttele saadetud',
      ru: 'Письмо компании отправлено',
      en: 'Company e-mail sent',
    }),
    stepMarker('customerSentAt', {
      et: 'Kinnitus kliendile saadetud',
      ru: 'Подтверждение клиенту отправлено',
      en: 'Customer confirmation sent',
    }),
    {
      name: 'odooTicketId',
      type: 'number',
      access: { update: nobody },
      admin: { position: 'sidebar', readOnly: true },
      label: { et: 'Odoo pöördumise ID', ru: 'ID заявки Odoo', en: 'Odoo ticket id' },
    },
    stepMarker('odooDoneAt', { et: 'Odoo pöördumine loodud', ru: 'Заявка Odoo создана', en: 'Odoo ticket created' }),
    {
      name: 'lastError',
      type: 'textarea',
      admin: { position: 'sidebar', readOnly: true },
      label: { et: 'Viimane viga', ru: 'Последняя ошибка', en: 'Last error' },
    },
    {
      name: 'retryDelivery',
      type: 'checkbox',
      defaultValue: false,
      access: { update: isSupportField },
      admin: {
        position: 'sidebar',
        description: {
          et: 'Salvestamisel proovitakse edastamata samme uuesti.',
          ru: 'При сохранении недоставленные шаги будут повторены.',
          en: 'On save, undelivered steps are tried again.',
        },
      },
      label: { et: 'Proovi uuesti edastada', ru: 'Повторить доставку', en: 'Retry delivery' },
    },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
      label: { et: 'Lahendatud', ru: 'Обработано', en: 'Handled' },
    },
    {
      name: 'handledAt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true },
      label: { et: 'Lahendatud', ru: 'Обработано', en: 'Handled at' },
    },
    {
      // The nonce of the form token it was sent with (src/lib/helpdesk/abuse.ts): unique, so one rendered
      // form stores at most one request however often it is posted. Internal, never shown or edited.
      name: 'formNonce',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: nobody, update: nobody },
    },
  ],
}
