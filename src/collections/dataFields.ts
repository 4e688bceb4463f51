import type { Field } from 'payload'
import { isIsoDay } from '@/lib/data/dates'

export const l = (et: string, ru: string, en: string) => ({ et, ru, en })

/** Days are stored as ISO yyyy-MM-dd text: sortable, comparable and time-zone free (ARCHITECTURE "Dates"). */
export function dayField(name: string, label: { et: string; ru: string; en: string }, required = true): Field {
  return {
    name,
    type: 'text',
    required,
    index: true,
    label,
    admin: {
      description: l('Vali päev kalendrist või kirjuta see', 'Выберите дату в календаре или введите её', 'Pick the day from the calendar or type it'),
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

export const counties = [
  'Harju', 'Hiiu', 'Ida-Viru', 'Jõgeva', 'Järva', 'Lääne', 'Lääne-Viru', 'Põlva', 'Pärnu', 'Rapla', 'Saare', 'Tartu', 'Valga', 'Viljandi', 'Võru',
] as const
export type County = (typeof counties)[number]

export function countyField(): Field {
  return { name: 'county', type: 'select', required: true, index: true, label: l('Maakond', 'Уезд', 'County'), options: counties.map((c) => ({ label: c, value: c })) }
}
