import type { Locale } from './locales'
import et from '../../messages/et.json'
import ru from '../../messages/ru.json'
import en from '../../messages/en.json'

export type Messages = typeof et

// Bundled statically: three small JSON files, read on the server only.
export const messagesByLocale: Record<Locale, Messages> = { et, ru, en }

/** The interface-string namespaces named in SPEC section 7 plus our own. */
export const namespaces = Object.keys(et) as (keyof Messages)[]
