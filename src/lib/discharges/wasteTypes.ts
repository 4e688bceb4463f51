import type { Locale } from '@/i18n/locales'

// The planning system writes waste and container names in Estonian (and the compatibility endpoint
// returns them as stored). These tables translate the known ones for the pages and the calendar feed;
// an unknown name is shown as it came.
type L = Record<Locale, string>

export const wasteTypes = {
  mixed: { et: 'Segaolmejäätmed', ru: 'Смешанные бытовые отходы', en: 'Mixed municipal waste' },
  bio: { et: 'Biolagunevad jäätmed', ru: 'Биоразлагаемые отходы', en: 'Biodegradable waste' },
  packaging: { et: 'Segapakendid', ru: 'Смешанная упаковка', en: 'Mixed packaging' },
  paper: { et: 'Paber ja kartong', ru: 'Бумага и картон', en: 'Paper and cardboard' },
  glass: { et: 'Klaaspakend', ru: 'Стеклянная упаковка', en: 'Glass packaging' },
  garden: { et: 'Aia- ja haljastusjäätmed', ru: 'Садовые отходы', en: 'Garden waste' },
} satisfies Record<string, L>

export type WasteTypeKey = keyof typeof wasteTypes

const byEstonian = new Map<string, L>(Object.values(wasteTypes).map((l) => [l.et.toLowerCase(), l]))

export function wasteTypeLabel(garbage: string, locale: Locale): string {
  return byEstonian.get(garbage.trim().toLowerCase())?.[locale] ?? garbage
}

const containerWords: L = { et: 'Konteiner', ru: 'Контейнер', en: 'Container' }
const deepWords: L = { et: 'Süvamahuti', ru: 'Заглублённый контейнер', en: 'Deep collection container' }
const bag: L = { et: 'Jäätmekott', ru: 'Мешок для отходов', en: 'Waste bag' }

export function itemTypeLabel(itemType: string, locale: Locale): string {
  const container = /^Konteiner\s+(.+)$/i.exec(itemType)
  if (container)
    return `${containerWords[locale]} ${locale === 'ru' ? container[1].replace(/\bL$/, 'л') : container[1]}`
  const deep = /^Süvamahuti\s+(.+)$/i.exec(itemType)
  if (deep) return `${deepWords[locale]} ${locale === 'ru' ? deep[1].replace('m³', 'м³') : deep[1]}`
  if (itemType.trim().toLowerCase() === bag.et.toLowerCase()) return bag[locale]
  return itemType
}
