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
    admin: { description: l('Kuupäev kujul AAAA-KK-PP', 'Дата в формате ГГГГ-ММ-ДД', 'Date as YYYY-MM-DD'), placeholder: '2026-01-31' },
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
