import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access/roles'
import { isEditor } from '@/access/isEditor'
import { dataGroup, l } from '../dataFields'
import { MISS_MIN_CLIENTS } from '@/lib/sorting/missLimits'

export { MISS_MIN_CLIENTS }

/**
 * What visitors looked for in "What goes where" and found nothing, so editors can add
 * those items or synonyms. One row per normalised query with how many different visitors asked it, how
 * many visitor-days counted and when it was last asked; no visitor data (who asked is in
 * `sorting-miss-asks`, pseudonymised). Written only by `recordSortingMiss` (src/lib/sorting/misses.ts);
 * staff read only queries asked by at least MISS_MIN_CLIENTS visitors, sorted by that number, and admins
 * may clear rows once handled.
 */
export const SortingMisses: CollectionConfig = {
  slug: 'sorting-misses',
  labels: {
    singular: l('Vastuseta otsing', 'Запрос без ответа', 'Unanswered search'),
    plural: l('Vastuseta otsingud', 'Запросы без ответа', 'Unanswered searches'),
  },
  admin: {
    useAsTitle: 'query',
    defaultColumns: ['query', 'clients', 'count', 'lastSeen'],
    group: dataGroup,
    description: l(
      '„Kuhu mida panna“ otsingud, millele vastust ei leitud, kui neid on küsinud vähemalt 3 eri külastajat. Lisage sagedasemad esemed või sünonüümid.',
      'Запросы в «Что куда выбрасывать», на которые не нашлось ответа, если их задали не менее 3 разных посетителей. Добавьте частые предметы или синонимы.',
      'Searches in “What goes where” that found nothing, once at least 3 different visitors asked them. Add the frequent ones as items or synonyms.',
    ),
  },
  defaultSort: '-clients',
  access: {
    // A Where, not a yes: the admin list, REST and GraphQL all leave out what too few visitors asked.
    read: (args) => (isEditor(args) ? { clients: { greater_than_equal: MISS_MIN_CLIENTS } } : false),
    create: nobody,
    update: nobody,
    delete: isAdmin,
  },
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
      name: 'clients',
      type: 'number',
      required: true,
      defaultValue: 1,
      index: true,
      label: l('Eri külastajaid', 'Разных посетителей', 'Different visitors'),
      admin: {
        readOnly: true,
        description: l('Viimase 90 päeva jooksul.', 'За последние 90 дней.', 'In the last 90 days.'),
      },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 1,
      index: true,
      label: l(
        'Kordi (külastaja kohta kord päevas)',
        'Раз (от посетителя раз в день)',
        'Times (once a day per visitor)',
      ),
      admin: { readOnly: true },
    },
    {
      name: 'lastSeen',
      type: 'date',
      required: true,
      label: l('Viimati', 'Последний раз', 'Last searched'),
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

/**
 * Who asked an unanswered query on which Tallinn day, so each visitor counts once a day and distinct
 * visitors can be told apart. `asker` is a keyed HMAC of the client (its IPv4 address or IPv6 /64) and the
 * query: never the address, and one visitor's different queries cannot be linked to each other. Rows older
 * than MISS_RETENTION_DAYS, and the oldest past a row cap, are removed as new ones come in. Nobody reads
 * or writes it through Payload; only `recordSortingMiss` and the editors' desk query it.
 */
export const SortingMissAsks: CollectionConfig = {
  slug: 'sorting-miss-asks',
  labels: {
    singular: l('Vastuseta otsingu küsija', 'Автор запроса без ответа', 'Unanswered search asker'),
    plural: l('Vastuseta otsingute küsijad', 'Авторы запросов без ответа', 'Unanswered search askers'),
  },
  admin: { hidden: true, group: dataGroup },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['query', 'asker', 'day'], unique: true }],
  fields: [
    { name: 'query', type: 'text', required: true, maxLength: 100, index: true },
    { name: 'asker', type: 'text', required: true, maxLength: 64 },
    { name: 'day', type: 'text', required: true, maxLength: 10, index: true },
  ],
}
