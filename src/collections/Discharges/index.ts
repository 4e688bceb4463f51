import type { CollectionConfig } from 'payload'
import { isEditor } from '@/access/isEditor'
import { dayField } from '../dataFields'
import { municipalityCodeField } from '@/lib/data/municipalityField'

/**
 * One planned emptying of one container at one object. Filled by the planning-system import
 * (POST /api/v1/discharges/import) and the demo seed; editors can inspect and correct rows in the admin.
 * The public never reads this collection through Payload's REST API: every row reveals an address, so
 * lookups go through the rate-limited per-contract endpoints in src/app/(frontend).
 */
export const Discharges: CollectionConfig = {
  slug: 'discharges',
  admin: {
    useAsTitle: 'contractNumber',
    defaultColumns: ['contractNumber', 'date', 'garbage', 'itemType', 'address'],
    listSearchableFields: ['contractNumber', 'address'],
    group: { et: 'Tühjendused', ru: 'Вывоз', en: 'Collections' },
  },
  labels: {
    singular: { et: 'Tühjendus', ru: 'Вывоз', en: 'Discharge' },
    plural: { et: 'Tühjendused', ru: 'Вывозы', en: 'Discharges' },
  },
  access: {
    read: isEditor,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
  // Lookups are "contract N from today on": (contractNumber, date) serves them from the index alone.
  // The unique key is what makes imports idempotent (upsert on conflict).
  indexes: [
    { fields: ['contractNumber', 'date'] },
    { fields: ['contractNumber', 'date', 'garbage', 'itemType'], unique: true },
  ],
  fields: [
    {
      name: 'contractNumber',
      type: 'text',
      required: true,
      label: { et: 'Lepingu number', ru: 'Номер договора', en: 'Contract number' },
    },
    // The calendar's day field: rejects 2026-02-30. No index of its own: (contractNumber, date) serves every query.
    dayField('date', { et: 'Kuupäev (aaaa-kk-pp)', ru: 'Дата (гггг-мм-дд)', en: 'Date (yyyy-MM-dd)' }, true, {
      index: false,
    }),
    { name: 'garbage', type: 'text', required: true, label: { et: 'Jäätmeliik', ru: 'Вид отходов', en: 'Waste type' } },
    {
      name: 'itemType',
      type: 'text',
      required: true,
      label: { et: 'Mahuti / toode', ru: 'Контейнер / продукт', en: 'Container / product' },
    },
    {
      name: 'address',
      type: 'text',
      required: true,
      label: { et: 'Objekti aadress', ru: 'Адрес объекта', en: 'Object address' },
    },
    { name: 'region', type: 'text', label: { et: 'Piirkond', ru: 'Регион', en: 'Region' } },
    {
      name: 'municipality',
      type: 'text',
      label: {
        et: 'Omavalitsus (nagu imporditud)',
        ru: 'Самоуправление (как в импорте)',
        en: 'Municipality (as imported)',
      },
    },
    municipalityCodeField('municipalityCode', {
      index: true,
      text: true,
      description: {
        et: 'EHAK-kood, mille järgi häireteated saadetakse; import leiab selle nime järgi.',
        ru: 'Код EHAK, по которому рассылаются аварийные уведомления; импорт определяет его по названию.',
        en: 'EHAK code that emergency notices target; the import finds it from the name.',
      },
    }),
    {
      // Marks the import run that last wrote the row, so "replace the future plan" can drop what a run did not send.
      name: 'importRun',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar' },
      label: { et: 'Impordi kord', ru: 'Импорт', en: 'Import run' },
    },
  ],
}
