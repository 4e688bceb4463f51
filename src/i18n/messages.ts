import { createTranslator } from 'next-intl'
import type { Locale } from './locales'
import et from '../../messages/et.json'
import ru from '../../messages/ru.json'
import en from '../../messages/en.json'
import navigationEt from '../../messages/features/navigation.et.json'
import navigationRu from '../../messages/features/navigation.ru.json'
import navigationEn from '../../messages/features/navigation.en.json'
import contentEt from '../../messages/features/content.et.json'
import contentRu from '../../messages/features/content.ru.json'
import contentEn from '../../messages/features/content.en.json'
import contactEt from '../../messages/features/contact.et.json'
import contactRu from '../../messages/features/contact.ru.json'
import contactEn from '../../messages/features/contact.en.json'
import searchEt from '../../messages/features/search.et.json'
import searchRu from '../../messages/features/search.ru.json'
import searchEn from '../../messages/features/search.en.json'
import datapagesEt from '../../messages/features/datapages.et.json'
import datapagesRu from '../../messages/features/datapages.ru.json'
import datapagesEn from '../../messages/features/datapages.en.json'
import dischargesEt from '../../messages/features/discharges.et.json'
import dischargesRu from '../../messages/features/discharges.ru.json'
import dischargesEn from '../../messages/features/discharges.en.json'
import errorsEt from '../../messages/features/errors.et.json'
import errorsRu from '../../messages/features/errors.ru.json'
import errorsEn from '../../messages/features/errors.en.json'
import sortingEt from '../../messages/features/sorting.et.json'
import sortingRu from '../../messages/features/sorting.ru.json'
import sortingEn from '../../messages/features/sorting.en.json'
import remindersEt from '../../messages/features/reminders.et.json'
import remindersRu from '../../messages/features/reminders.ru.json'
import remindersEn from '../../messages/features/reminders.en.json'
import developersEt from '../../messages/features/developers.et.json'
import developersRu from '../../messages/features/developers.ru.json'
import developersEn from '../../messages/features/developers.en.json'
import widgetEt from '../../messages/features/widget.et.json'
import widgetRu from '../../messages/features/widget.ru.json'
import widgetEn from '../../messages/features/widget.en.json'

// Feature bundles: messages/features/<feature>.<locale>.json, deep-merged over the base bundles.
// Register each feature once here, one line per feature.
const features: Record<Locale, Record<string, unknown>>[] = [
  { et: navigationEt, ru: navigationRu, en: navigationEn },
  { et: contentEt, ru: contentRu, en: contentEn },
  { et: contactEt, ru: contactRu, en: contactEn },
  { et: searchEt, ru: searchRu, en: searchEn },
  { et: datapagesEt, ru: datapagesRu, en: datapagesEn },
  { et: dischargesEt, ru: dischargesRu, en: dischargesEn },
  { et: errorsEt, ru: errorsRu, en: errorsEn },
  { et: sortingEt, ru: sortingRu, en: sortingEn },
  { et: remindersEt, ru: remindersRu, en: remindersEn },
  { et: developersEt, ru: developersRu, en: developersEn },
  { et: widgetEt, ru: widgetRu, en: widgetEn },
]

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
  et: features.map((f) => f.et).reduce(deepMerge, base.et),
  ru: features.map((f) => f.ru).reduce(deepMerge, base.ru),
  en: features.map((f) => f.en).reduce(deepMerge, base.en),
}

export type NamespaceTranslate = (key: string, values?: Record<string, string | number>) => string

// One translator per namespace and language for the process: building one per mail showed up in the
// reminders' send benchmark, and the messages never change while it runs.
const translators = new Map<string, NamespaceTranslate>()

/** A translator of one namespace of the messages (`reminders`, `contact`, `common`) for code outside React. */
export function namespaceTranslator(namespace: string, locale: Locale): NamespaceTranslate {
  const key = `${namespace}:${locale}`
  let t = translators.get(key)
  if (!t) {
    t = createTranslator({
      locale,
      messages: messagesByLocale[locale] as never,
      namespace: namespace as never,
    }) as unknown as NamespaceTranslate
    translators.set(key, t)
  }
  return t
}
