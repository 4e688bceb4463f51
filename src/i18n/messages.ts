import type { Locale } from './locales'
import et from '../../messages/et.json'
import ru from '../../messages/ru.json'
import en from '../../messages/en.json'
import dischargesEt from '../../messages/features/discharges.et.json'
import dischargesRu from '../../messages/features/discharges.ru.json'
import dischargesEn from '../../messages/features/discharges.en.json'

// Feature bundles: messages/features/<feature>.<locale>.json, deep-merged over the base bundles.
// Register each feature once here (one line per locale keeps merges of parallel work trivial).
const features: Record<Locale, Record<string, unknown>[]> = {
  et: [dischargesEt],
  ru: [dischargesRu],
  en: [dischargesEn],
}

export type Messages = Record<string, unknown>

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

export function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target }
  for (const [key, value] of Object.entries(source)) {
    out[key] = isObject(value) && isObject(out[key]) ? deepMerge(out[key] as Record<string, unknown>, value) : value
  }
  return out
}

const base: Record<Locale, Record<string, unknown>> = { et, ru, en }

export const messagesByLocale: Record<Locale, Messages> = {
  et: features.et.reduce(deepMerge, base.et),
  ru: features.ru.reduce(deepMerge, base.ru),
  en: features.en.reduce(deepMerge, base.en),
}
