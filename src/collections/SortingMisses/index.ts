import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/roles'
import { isEditor } from '@/access/isEditor'
import { dataGroup, l } from '../dataFields'

const nobody = () => false

/**
 * What visitors looked for in "What goes where" and found nothing, so editors can add
 * those items or synonyms. One row per normalised query with a count and when it was last asked; no
 * visitor data. Written only by `recordSortingMiss` (src/lib/sorting/misses.ts, one upsert per unanswered
 * search); editors read the list, sorted by count, and admins may clear rows once handled.
 */
export const SortingMisses: CollectionConfig = {
  slug: 'sorting-misses',
  labels: {
    singular: l('Vastuseta otsing', 'Запрос без ответа', 'Unanswered search'),
    plural: l('Vastuseta otsingud', 'Запросы без ответа', 'Unanswered searches'),
  },
  admin: {
    useAsTitle: 'query',
    defaultColumns: ['query', 'count', 'lastSeen'],
    group: dataGroup,
    description: l(
      '„Kuhu mida panna“ otsingud, millele vastust ei leitud. Lisage sagedasemad esemed või sünonüümid.',
      'Запросы в «Что куда выбрасывать», на которые не нашлось ответа. Добавьте частые предметы или синонимы.',
      'Searches in “What goes where” that found nothing. Add the frequent ones as items or synonyms.',
    ),
  },
  defaultSort: '-count',
  access: { read: isEditor, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    {
      name: 'query',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 100,
      label: l('Otsing', 'Запрос', 'Search'),
      admin: { readOnly: true },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 1,
      index: true,
      label: l('Kordi', 'Раз', 'Times'),
      admin: { readOnly: true },
    },
    {
      name: 'lastSeen',
      type: 'date',
      required: true,
      label: l('Viimati', 'Последний раз', 'Last searched'),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
