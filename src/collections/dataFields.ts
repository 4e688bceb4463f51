import type { Field } from 'payload'
import { counties } from '@/lib/data/regions'
import { isIsoDay } from '@/lib/dates'

export const l = (et: string, ru: string, en: string) => ({ et, ru, en })

/**
 * Days are stored as ISO yyyy-MM-dd text: sortable, comparable and time-zone free (ARCHITECTURE "Dates").
 * `index: false` where a compound index already leads with other columns and serves the queries.
 */
export function dayField(
  name: string,
  label: { et: string; ru: string; en: string },
  required = true,
  { index = true }: { index?: boolean } = {},
): Field {
  return {
    name,
    type: 'text',
    required,
    index,
    label,
    admin: {
      description: l(
        'Vali päev kalendrist või kirjuta see',
        'Выберите дату в календаре или введите её',
        'Pick the day from the calendar or type it',
      ),
      placeholder: '2026-01-31',
      // The browser's date picker; the value stays ISO text.
      components: { Field: '@/components/admin/DayField#DayField' },
    },
    validate: (value: unknown) => {
      if (value == null || value === '') return required ? 'Required' : true
      return isIsoDay(String(value)) || 'YYYY-MM-DD'
    },
  }
}

export const dataGroup = l('Andmed', 'Данные', 'Data')

export function countyField(): Field {
  return {
    name: 'county',
    type: 'select',
    required: true,
    index: true,
    label: l('Maakond', 'Уезд', 'County'),
    options: counties.map((c) => ({ label: c, value: c })),
  }
}

/** The admin group of what customer service handles: requests, their files, reminder subscriptions. */
export const supportGroup = l('Klienditugi', 'Поддержка', 'Customer support')

/** The admin group of the collection plan: the discharges and the addresses they serve. */
export const collectionPlanGroup = l('Tühjendused', 'Вывоз', 'Collections')

type Label = ReturnType<typeof l>

/**
 * A required choice that only the server sets and staff read: `options` maps each stored value to its
 * label, in the order the admin lists them. `extra` (an index, a default) is set as given.
 */
export function readOnlyChoice(
  name: string,
  label: Label,
  options: Record<string, Label>,
  extra: { index?: boolean; defaultValue?: string } = {},
): Field {
  return {
    name,
    type: 'select',
    required: true,
    ...extra,
    options: Object.entries(options).map(([value, optionLabel]) => ({ value, label: optionLabel })),
    label,
    admin: { readOnly: true },
  }
}

/** The municipality's name as the import wrote it; the EHAK code beside it is what the site matches on. */
export const importedMunicipalityField: Field = {
  name: 'municipality',
  type: 'text',
  label: l('Omavalitsus (nagu imporditud)', 'Самоуправление (как в импорте)', 'Municipality (as imported)'),
}
