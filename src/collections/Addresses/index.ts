import type { CollectionConfig } from 'payload'
import { isEditor } from '@/access/isEditor'
import { isAdmin } from '@/access/roles'
import { municipalityCodeField } from '@/lib/data/municipalityField'
import { PROPERTY_ID } from '@/lib/data/addressParts'
import { ADDRESS_SOURCES } from '@/lib/addresses/repository'
import { collectionPlanGroup, importedMunicipalityField } from '../dataFields'

/**
 * The address index: every served property (what a crew empties containers at), filled by the planning
 * import (from its rows' addresses) and by the address-register import (POST /api/v1/addresses/import).
 * The site reads it through raw SQL on the server (src/lib/addresses/repository.ts); Payload's REST and
 * GraphQL API give it to editors only, because `contracts` names the contracts at an address.
 */
export const Addresses: CollectionConfig = {
  slug: 'addresses',
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'propertyId', 'adsOid', 'source'],
    listSearchableFields: ['label', 'propertyId', 'adsOid'],
    group: collectionPlanGroup,
    description: {
      et: 'Teenindatavad aadressid. Täidab tühjenduste import ja aadressiregistri import; muudatused siin kirjutab järgmine import üle.',
      ru: 'Обслуживаемые адреса. Заполняются импортом вывозов и импортом адресного реестра; следующий импорт перезапишет правки.',
      en: 'Served addresses. Filled by the collections import and the address-register import; the next import overwrites edits made here.',
    },
  },
  labels: {
    singular: { et: 'Aadress', ru: 'Адрес', en: 'Address' },
    plural: { et: 'Aadressid', ru: 'Адреса', en: 'Addresses' },
  },
  // Editors read and correct addresses; the imports create them. Deleting one would leave its collections
  // without an address until the next import, so only an admin may.
  access: { read: isEditor, create: isAdmin, update: isEditor, delete: isAdmin },
  fields: [
    {
      name: 'propertyId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { et: 'Kinnistu tunnus', ru: 'Идентификатор объекта', en: 'Property id' },
      validate: (value: unknown) => (PROPERTY_ID.test(String(value ?? '')) ? true : 'Letters, digits, - or _ (1–40)'),
    },
    { name: 'street', type: 'text', required: true, label: { et: 'Tänav', ru: 'Улица', en: 'Street' } },
    { name: 'house', type: 'text', label: { et: 'Maja', ru: 'Дом', en: 'House' } },
    { name: 'apartment', type: 'text', label: { et: 'Korter', ru: 'Квартира', en: 'Apartment' } },
    { name: 'settlement', type: 'text', label: { et: 'Asula', ru: 'Населённый пункт', en: 'Settlement' } },
    importedMunicipalityField,
    municipalityCodeField('municipalityCode', { text: true }),
    {
      name: 'adsOid',
      type: 'text',
      index: true,
      label: { et: 'ADS_OID (aadressiandmete kood)', ru: 'ADS_OID (код адреса)', en: 'ADS_OID (address code)' },
      validate: (value: unknown) =>
        value == null || value === '' || /^\d{1,20}$/.test(String(value)) ? true : 'Digits',
    },
    { name: 'label', type: 'text', required: true, label: { et: 'Aadress', ru: 'Адрес', en: 'Address' } },
    {
      // The folded text the matcher searches (searchTextOf): written by the imports, never by hand.
      name: 'searchText',
      type: 'text',
      admin: { readOnly: true },
      label: { et: 'Otsingutekst', ru: 'Текст для поиска', en: 'Search text' },
    },
    {
      // [{ contractNumber, containers: [{ garbage, itemType, count }] }] from the plans of today on. For
      // editors only: an address answer on the site never shows a contract number.
      name: 'contracts',
      type: 'json',
      admin: { readOnly: true },
      label: { et: 'Lepingud ja mahutid', ru: 'Договоры и контейнеры', en: 'Contracts and containers' },
    },
    {
      name: 'source',
      type: 'text',
      required: true,
      defaultValue: 'discharges',
      admin: { readOnly: true, position: 'sidebar', description: ADDRESS_SOURCES.join(', ') },
      label: { et: 'Allikas', ru: 'Источник', en: 'Source' },
      validate: (value: unknown) =>
        ADDRESS_SOURCES.includes(String(value) as never) ? true : ADDRESS_SOURCES.join(', '),
    },
  ],
}
