'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { usePathname, useSearchParams } from 'next/navigation'
import { splitLocale } from '@/i18n/paths'
import { LOCALE_COOKIE, isLocale, switcherOrder, localeLabels, type Locale } from '@/i18n/locales'
import { useHydratedMark } from '@/components/ui/useHydratedMark'
import { engaged } from '@/lib/dom/engaged'
import { useOutsidePress } from '@/components/ui/useOutsidePress'
import styles from './LanguageSwitcher.module.css'

type Props = { locale: string; label: string }

/** Switcher link: the current path and query plus `lang`, which the proxy turns into a 308 and a stored choice. */
function hrefFor(pathname: string, search: string, code: Locale) {
  const params = new URLSearchParams(search)
  params.delete('lang')
  params.set('lang', code)
  return `${pathname}?${params.toString()}`
}

export function LanguageSwitcher({ locale, label }: Props) {
  // The locale-free path (next-intl's usePathname would pull its message formatter into the bundle).
  const pathname = splitLocale(usePathname() ?? '/').rest
  const search = useSearchParams()?.toString() ?? ''
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  // A mouse that hovers opens the list; its following click must not close it again. Nor must the click
  // of a press that began before hydration (the list is open by CSS from the press's focus).
  const openedByHover = useRef(false)
  // Hovered or clicked before hydration, the list is open by CSS: keep it open.
  useHydratedMark(ref, (root) => {
    const { focus, hover } = engaged(root)
    if (!focus && !hover) return
    const toggle = root.querySelector('button')
    openedByHover.current = (hover && !focus) || (toggle !== null && engaged(toggle).pressed)
    setOpen(true)
  })
  const listId = useId()
  const current = isLocale(locale) ? locale.toUpperCase() : 'EN'

  // The server also stores a choice: a `?lang=` link answers with a redirect that sets the cookie. Keep
  // the localStorage mirror in step with it on every page (SPEC section 4: the language is kept there too).
  useEffect(() => {
    const stored = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1]
    if (!isLocale(stored)) return
    try {
      if (localStorage.getItem('locale') !== stored) localStorage.setItem('locale', stored)
    } catch {
      /* storage may be disabled */
    }
  }, [])

  useOutsidePress(ref, open, () => setOpen(false))

  const remember = (code: Locale) => {
    // The cookie is what the server reads; localStorage mirrors it for the old site's scripts.
    // Secure on an https page, as the server's redirect sets it.
    const secure = location.protocol === 'https:' ? '; secure' : ''
    document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax${secure}`
    try {
      localStorage.setItem('locale', code)
    } catch {
      /* storage may be disabled */
    }
  }

  return (
    <div
      ref={ref}
      className={styles.switcher}
      data-open={open || undefined}
      onMouseEnter={() => {
        openedByHover.current = !open
        setOpen(true)
      }}
      onMouseLeave={() => {
        openedByHover.current = false
        setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false)
          ref.current?.querySelector('button')?.focus()
        }
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false
          else setOpen((o) => !o)
        }}
      >
        <span className="visually-hidden">{label}: </span>
        {current}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul id={listId} className={styles.list}>
        {switcherOrder.map((code) => (
          <li key={code}>
            <a
              href={hrefFor(pathname, search, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={() => remember(code)}
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
