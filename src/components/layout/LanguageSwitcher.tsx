import { switcherOrder, localeLabels, isLocale } from '@/i18n/locales'
import { languageHref } from '@/i18n/paths'
import styles from './LanguageSwitcher.module.css'

type Props = {
  locale: string
  label: string
  /** The query of the page's address (a search, a contract number), which each link keeps. */
  search: string
}

/**
 * The header's language list: a button showing the current language, opening links to this page in each
 * language. Server-rendered; before its script arrives (or without JavaScript) CSS opens the list on
 * :hover and :focus-within. The behaviour is an island of plain script, src/islands/languageSwitcher.ts
 * (decision 051), which finds it by `data-language-switcher`.
 *
 * The links are relative (`?searchQuery=paper&lang=ru`): the page's query, which the edge passes to the
 * layout (src/lib/http/pageUrl.ts), and `lang`; at this path the proxy answers with a redirect to the
 * language's address and stores the choice. After React's client navigation the island keeps them in step
 * with the address.
 */
export function LanguageSwitcher({ locale, label, search }: Props) {
  const current = isLocale(locale) ? locale.toUpperCase() : 'EN'
  return (
    <div className={styles.switcher} data-language-switcher="">
      <button type="button" className={styles.toggle} aria-expanded="false" aria-controls="language-list">
        <span className="visually-hidden">{label}: </span>
        {current}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul id="language-list" className={styles.list}>
        {switcherOrder.map((code) => (
          <li key={code}>
            <a
              href={languageHref(search, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
            >
              <span aria-hidden="true" className={styles.code}>
                {code.toUpperCase()}
              </span>{' '}
              {localeLabels[code]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
