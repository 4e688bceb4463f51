import type { CollectionConfig, Field } from 'payload'
import { isEditor } from '@/access/isEditor'
import { collectionPlanGroup, dayField, importedMunicipalityField } from '../dataFields'
import { municipalityCodeField } from '@/lib/data/municipalityField'
import { PROPERTY_ID } from '@/lib/data/addressParts'
import {
  CONTAINER_COUNT_MAX,
  DISCHARGE_STATUSES,
  NOT_COLLECTED_REASONS,
  propertyIdOfRow,
  SHIFT_REASONS,
} from '@/lib/discharges/schema'

/**
 * A code from a fixed list, kept as a text column (not a database enum) so the import's bulk SQL writes it
 * alike on SQLite and PostgreSQL; the admin still refuses a value outside the list.
 */
function codeField(name: string, codes: readonly string[], label: { et: string; ru: string; en: string }): Field {
  return {
    name,
    type: 'text',
    label,
    admin: { description: codes.join(', ') },
    validate: (value: unknown) =>
      value == null || value === '' || codes.includes(String(value)) ? true : `One of: ${codes.join(', ')}`,
  }
}

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
    group: collectionPlanGroup,
  },
  labels: {
    singular: { et: 'Tühjendus', ru: 'Вывоз', en: 'Discharge' },
    plural: { et: 'Tühjendused', ru: 'Вывозы', en: 'Discharges' },
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    // A row an editor adds or corrects gets the property id its address gives, as an imported row does.
    beforeChange: [
      ({ data }) => {
        if (data && !data.propertyId && typeof data.address === 'string' && data.address.trim())
          data.propertyId = propertyIdOfRow({ address: data.address })
        return data
      },
    ],
  },
  // Lookups are "contract N from today on": (contractNumber, date) serves them from the index alone.
  // The unique key is what makes imports idempotent (upsert on conflict).
  indexes: [
    { fields: ['contractNumber', 'date'] },
    { fields: ['contractNumber', 'date', 'garbage', 'itemType'], unique: true },
    // An address's schedule: "property P from day D on".
    { fields: ['propertyId', 'date'] },
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
    importedMunicipalityField,
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
      name: 'propertyId',
      type: 'text',
      label: { et: 'Kinnistu tunnus', ru: 'Идентификатор объекта', en: 'Property id' },
      admin: {
        description: {
          et: 'Aadressiregistri kirje (Aadressid); import tuletab selle aadressist, kui planeerimissüsteem seda ei saada.',
          ru: 'Запись в реестре адресов (Адреса); импорт выводит её из адреса, если система планирования её не передаёт.',
          en: 'The entry in the address index (Addresses); the import derives it from the address when the planning system sends none.',
        },
      },
      validate: (value: unknown) =>
        value == null || value === '' || PROPERTY_ID.test(String(value)) ? true : 'Letters, digits, - or _ (1–40)',
    },
    {
      name: 'containerCount',
      type: 'number',
      min: 1,
      max: CONTAINER_COUNT_MAX,
      defaultValue: 1,
      label: { et: 'Mahutite arv', ru: 'Количество контейнеров', en: 'Number of containers' },
    },
    dayField(
      'originalDate',
      { et: 'Algne kuupäev (kui nihutatud)', ru: 'Исходная дата (если перенесено)', en: 'Original day (when moved)' },
      false,
      { index: false },
    ),
    codeField('shiftReason', SHIFT_REASONS, { et: 'Nihke põhjus', ru: 'Причина переноса', en: 'Reason for the move' }),
    codeField('status', DISCHARGE_STATUSES, { et: 'Olek', ru: 'Статус', en: 'Status' }),
    {
      name: 'statusAt',
      type: 'text',
      label: { et: 'Oleku aeg', ru: 'Время статуса', en: 'Status time' },
      admin: { description: '2026-11-26T10:42:00+02:00' },
      validate: (value: unknown) =>
        value == null || value === '' || !Number.isNaN(Date.parse(String(value))) ? true : 'ISO date-time',
    },
    codeField('statusReason', NOT_COLLECTED_REASONS, {
      et: 'Tühjendamata jäämise põhjus',
      ru: 'Причина невывоза',
      en: 'Reason not collected',
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
