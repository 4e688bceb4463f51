// The one collation of the data tables: the server sorts their rows with it (view.ts). Collators are cached
// per locale, since building one is slow (ICU data).
const collators = new Map<string, Intl.Collator>()

export function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale)
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })))
  return collator
}
