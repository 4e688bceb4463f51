import type { Locale } from '@/i18n/locales'
import { fold } from '@/lib/search/normalize'

// How people ask: "old phone", "vana mobiiltelefon", "старый телефон". A word that only describes the
// thing's state says nothing about where it goes, except where a safe and a hazardous look-alike differ
// exactly by it (empty vs full aerosol), and those pairs are always shown together (LOOK_ALIKES). So the
// matcher looks for the noun, and uses the describing words only to order items that carry them in their
// names ("Old pillow" for "old pillow"). Forms are listed as people write them; they are compared folded.

const MODIFIER_WORDS = [
  // English
  'old',
  'broken',
  'empty',
  'used',
  'worn',
  'worn-out',
  'dirty',
  'damaged',
  'cracked',
  'rusty',
  'dead',
  'spent',
  'unwanted',
  'disused',
  'full',
  'half-full',
  'new',
  'small',
  'big',
  'large',
  'my',
  'an',
  'a',
  'the',
  // Estonian
  'vana',
  'vanad',
  'vanu',
  'vanu',
  'katki',
  'katkine',
  'katkised',
  'katkist',
  'katkiseid',
  'tühi',
  'tühjad',
  'tühja',
  'tühjaks',
  'kasutatud',
  'kulunud',
  'purunenud',
  'lõhkinud',
  'roostes',
  'rikkis',
  'rikkiläinud',
  'mittetöötav',
  'mittetöötavad',
  'üleliigne',
  'ebavajalik',
  'täis',
  'pooltäis',
  'mustad',
  'määrdunud',
  // Russian
  'старый',
  'старая',
  'старое',
  'старые',
  'старую',
  'старого',
  'старых',
  'сломанный',
  'сломанная',
  'сломанное',
  'сломанные',
  'сломанную',
  'сломанного',
  'поломанный',
  'поломанная',
  'поломанные',
  'пустой',
  'пустая',
  'пустое',
  'пустые',
  'пустую',
  'использованный',
  'использованная',
  'использованное',
  'использованные',
  'использованную',
  'б/у',
  'бу',
  'ненужный',
  'ненужная',
  'ненужное',
  'ненужные',
  'разбитый',
  'разбитая',
  'разбитое',
  'разбитые',
  'испорченный',
  'испорченная',
  'испорченные',
  'грязный',
  'грязная',
  'грязные',
  'севший',
  'севшая',
  'севшие',
  'полный',
  'полная',
  'полные',
  'ржавый',
  'ржавая',
]
const MODIFIERS = new Set(MODIFIER_WORDS.map((w) => fold(w)))

export function isModifier(word: string): boolean {
  return MODIFIERS.has(fold(word))
}

/** The query without its describing words, or null when it has none or nothing else. */
export function nounPhrase(query: string): string | null {
  const words = query.split(/\s+/).filter(Boolean)
  const nouns = words.filter((w) => !isModifier(w))
  return nouns.length && nouns.length < words.length ? nouns.join(' ') : null
}

type Texts = Record<Locale, string>

/**
 * Items that look alike but go to different places, one of them hazardous or otherwise not safe in the
 * other's bin. Wherever either answers a query, both are shown, each with what tells them apart.
 */
export const LOOK_ALIKES: { slugs: readonly [string, string]; difference: Texts }[] = [
  {
    slugs: ['paint', 'dried-paint-tin'],
    difference: {
      et: 'Kui purgis on vedelat värvi, on see ohtlik jääde (jäätmejaama). Pakendisse sobib ainult tühi purk, mille põhjas olev värv on täiesti kuivanud.',
      ru: 'Если в банке осталась жидкая краска, это опасные отходы (на станцию приёма). В упаковку можно только пустую банку, в которой краска полностью высохла.',
      en: 'A tin with liquid paint left in it is hazardous waste (take it to a waste station). Only an empty tin whose paint has dried completely goes in packaging.',
    },
  },
  {
    slugs: ['aerosol-with-content', 'empty-aerosol-can'],
    difference: {
      et: 'Aerosool, milles on veel sisu või survet, on ohtlik jääde. Pakendisse sobib ainult täiesti tühi balloon, mis enam ei pihusta.',
      ru: 'Баллон, в котором ещё есть содержимое или давление, – опасные отходы. В упаковку можно только совсем пустой баллон, который больше не распыляет.',
      en: 'An aerosol that still has contents or pressure is hazardous waste. Only a completely empty can that no longer sprays goes in packaging.',
    },
  },
  {
    slugs: ['greasy-pizza-box', 'pizza-box'],
    difference: {
      et: 'Rasvane või toidujäätmetega karp rikub paberikogumise: see läheb segaolmejäätmetesse. Paberisse sobib ainult puhas ja kuiv karp (rasvase osa võib ära lõigata).',
      ru: 'Жирная коробка или коробка с остатками еды портит сбор бумаги: её – в смешанные отходы. В бумагу только чистую и сухую коробку (жирную часть можно отрезать).',
      en: 'A greasy box or one with food left in it spoils the paper collection: it goes in mixed waste. Only a clean, dry box goes in paper (you can cut off the greasy part).',
    },
  },
]

const bySlug = new Map(LOOK_ALIKES.flatMap((pair) => pair.slugs.map((slug) => [slug, pair] as const)))

/** The look-alike of an item and what tells them apart, when it has one. */
export function lookAlikeOf(slug: string): { slug: string; difference: Texts } | undefined {
  const pair = bySlug.get(slug)
  if (!pair) return undefined
  return { slug: pair.slugs[0] === slug ? pair.slugs[1] : pair.slugs[0], difference: pair.difference }
}

/** One answer of the sorting assistant: the hit, and what tells it from its look-alike when it has one. */
export type SortingAnswer<H> = { hit: H; difference?: string }

/**
 * The hits with each look-alike right after its partner (moved up when further down, added from `items`
 * when the query did not find it), both carrying the difference. Never drops a hit; may add one per pair.
 */
export function withLookAlikes<H extends { url: string }>(
  hits: H[],
  locale: Locale,
  hitFor: (slug: string) => H | undefined,
): SortingAnswer<H>[] {
  const slugOf = (h: H) => h.url.slice(h.url.lastIndexOf('/') + 1)
  const rest = [...hits]
  const out: SortingAnswer<H>[] = []
  const placed = new Set<string>()
  while (rest.length) {
    const hit = rest.shift()!
    const slug = slugOf(hit)
    if (placed.has(slug)) continue
    placed.add(slug)
    const alike = lookAlikeOf(slug)
    if (!alike) {
      out.push({ hit })
      continue
    }
    const difference = alike.difference[locale]
    out.push({ hit, difference })
    if (placed.has(alike.slug)) continue
    const later = rest.findIndex((h) => slugOf(h) === alike.slug)
    const partner = later >= 0 ? rest.splice(later, 1)[0] : hitFor(alike.slug)
    if (partner) {
      placed.add(alike.slug)
      out.push({ hit: partner, difference })
    }
  }
  return out
}
