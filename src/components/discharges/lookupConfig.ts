// What the lookup form's island (src/islands/lookup.ts) reads from the server-rendered form's
// `data-config`: its texts, addresses and the class names of the markup it creates. Types only, so the
// island and the server components share them without sharing code.
import type { WaitForms } from '@/lib/dates/waitUnit'

export type ContractFormText = {
  label: string
  hint: string
  submit: string
  remember: string
  rememberedHeading: string
  /** "Forget contract {number}" with {number} left in. */
  forget: string
  /** The suggestion list's name. */
  suggestions: string
  /** Announced when suggestions arrive, by plural category ("{count} addresses found…"). */
  suggestionCount: Record<'zero' | Intl.LDMLPluralRule, string>
}

/** The home page's answer in place: its texts and where its parts go. */
export type HomeLookupText = {
  loading: string
  nextHeading: string
  empty: string
  /** "All collections for contract {number}" */
  fullList: string
  /** "Error: {message}" */
  error: string
  /** "… in {wait}" */
  rateLimited: string
  /** "{wait}" of rateLimited in words, for the Retry-After the answer brings (lib/dates/wait.ts). */
  waitForms: WaitForms
  /** "Was your container not emptied?" (a service complaint, contract and address filled in) */
  notEmptied: string
}

export type LookupConfig = {
  /** The next-shipping-day page's address (localized). */
  action: string
  locale: string
  idPrefix: string
  text: Pick<ContractFormText, 'remember' | 'rememberedHeading' | 'forget' | 'suggestions' | 'suggestionCount'>
  rememberedHeadingLevel: 2 | 3
  classes: Record<'listbox' | 'option' | 'remember' | 'remembered' | 'chips' | 'forget' | 'next', string>
  /** On the home page a contract's next dates are shown in place; elsewhere the form opens its page. */
  home?: {
    text: HomeLookupText
    /** The contact form's address for a service complaint; the island adds the contract and address. */
    notEmptiedHref: string
  }
}
