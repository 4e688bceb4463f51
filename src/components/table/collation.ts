// The one collation of the data tables: the server ranks sort keys with it (sortRanks.ts), and the island
// falls back to it for a text key, so both order rows the same way. Collators are cached per locale,
// since building one is slow (ICU data), most of all on phones.
const collators = new Map<string, Intl.Collator>()

export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale)
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })))
  return collator
}
