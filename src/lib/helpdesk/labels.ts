import type { Locale } from '@/i18n/locales'
import { namespaceTranslator } from '@/i18n/messages'
import { formatDay } from '@/lib/dates'
import { municipalityName, resolveMunicipality } from '@/lib/data/municipalities'
import { contactFields, fieldsOf, type ContactField, type Topic } from './lists'
import type { ContactValues } from './schema'

type Translator = (key: string, values?: Record<string, string>) => string

export const contactTranslator = (locale: Locale): Translator => namespaceTranslator('contact', locale)

/** "0,24 m³" in Estonian and Russian, "0.24 m³" in English; deep containers say so. */
export function containerLabel(t: Translator, locale: Locale, value: string): string {
  if (value === 'bag') return t('containers.bag')
  const deep = value.startsWith('deep-')
  const volume = value.replace('deep-', '')
  const shown = locale === 'en' ? volume : volume.replace('.', ',')
  return deep ? t('containers.deep', { volume: shown }) : t('containers.volume', { volume: shown })
}

/**
 * A municipality of the form's list (its official Estonian name, the value the form sends) in `locale`,
 * from the EHAK names; a value that is not a known municipality is shown as it was stored.
 */
export function areaLabel(locale: Locale, value: string): string {
  const found = resolveMunicipality(value)
  return found ? municipalityName(found.code, locale) : value
}

/** A field's value as a person reads it (list values translated). */
export function displayValue(t: Translator, locale: Locale, field: ContactField, value: string): string {
  switch (field) {
    case 'wasteType':
      return t(`wasteTypes.${value}`)
    case 'containerType':
      return containerLabel(t, locale, value)
    case 'packagedExtra':
      return t(value === 'yes' ? 'yes' : 'no')
    case 'desiredDate':
    case 'missedCollectionDate':
      return formatDay(value)
    case 'area':
      return areaLabel(locale, value)
    default:
      return value
  }
}

/** The request as label/value lines, in the form's order. */
export function summaryLines(locale: Locale, topic: Topic, values: ContactValues): { label: string; value: string }[] {
  const t = contactTranslator(locale)
  const used = new Set(fieldsOf(topic).map((f) => f.field))
  return contactFields
    .filter((f) => f !== 'files' && used.has(f) && values[f as Exclude<ContactField, 'files'>])
    .map((f) => ({
      label: t(`fields.${f}`),
      value: displayValue(t, locale, f, values[f as Exclude<ContactField, 'files'>]!),
    }))
}
