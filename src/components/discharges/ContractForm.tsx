import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/Field'
import { islandScript } from '@/lib/islands'
import type { ContractFormText, LookupConfig } from './lookupConfig'
import styles from './discharges.module.css'

// The lookup's one field: an address or a contract number, sent as `?lookup=` by a plain GET form, so it
// works without JavaScript (the page then lists the matching addresses, or redirects a contract number to
// its plan). The lookup island (src/islands/lookup.ts, decision 051) makes the field an ARIA 1.2 combobox
// offering served addresses as they are typed, sends a contract number straight to its plan, and offers to
// keep up to five contract numbers in this browser for one-tap lookups.
//
// What the island adds goes into the empty slots below, which React renders as inner HTML and so leaves
// alone should it ever hydrate the page; `display: contents` keeps an empty slot out of the form's layout.

type Props = {
  action: string
  defaultValue?: string
  error?: string
  text: ContractFormText
  idPrefix: string
  locale: string
  rememberedHeadingLevel?: 2 | 3
  /** The home page's answer in place (HomeLookup.tsx). */
  home?: LookupConfig['home']
}

const slot = { className: styles.slot, dangerouslySetInnerHTML: { __html: '' } }

export function ContractForm({
  action,
  defaultValue = '',
  error,
  text,
  idPrefix,
  locale,
  rememberedHeadingLevel = 2,
  home,
}: Props) {
  const config: LookupConfig = {
    action,
    locale,
    idPrefix,
    text: {
      remember: text.remember,
      rememberedHeading: text.rememberedHeading,
      forget: text.forget,
      suggestions: text.suggestions,
      suggestionCount: text.suggestionCount,
    },
    rememberedHeadingLevel,
    classes: {
      listbox: styles.listbox,
      option: styles.option,
      remember: styles.remember,
      remembered: styles.remembered,
      chips: styles.chips,
      forget: styles.forget,
      next: styles.next,
    },
    home,
  }
  const island = islandScript('lookup')
  return (
    <>
      {island ? <script src={island} async /> : null}
      <form className={styles.form} action={action} method="get" noValidate data-contract-form={JSON.stringify(config)}>
        <div className={styles.combo}>
          <TextField
            id={`${idPrefix}-lookup`}
            name="lookup"
            label={text.label}
            hint={text.hint}
            error={error}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={200}
            defaultValue={defaultValue}
          />
          <div data-lookup-slot="listbox" {...slot} />
          <p
            id={`${idPrefix}-lookup-status`}
            role="status"
            className="visually-hidden"
            dangerouslySetInnerHTML={slot.dangerouslySetInnerHTML}
          />
        </div>
        <Button type="submit">{text.submit}</Button>
        <div data-lookup-slot="remember" {...slot} />
      </form>
      <div data-lookup-slot="remembered" {...slot} />
    </>
  )
}
