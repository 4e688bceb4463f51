import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { ButtonLink } from '@/components/ui/Button'

export type StatusTexts = { title: string; text: string; home: string; search: string }

/**
 * The body of the error pages (page not found, server error): a heading, what happened, and the ways on
 * (home, search). Plain markup with no state, so the server renders it whole and it needs no JavaScript;
 * `action` adds a control of the caller's (the error boundary's "try again").
 */
export function StatusMessage({ locale, texts, action }: { locale: Locale; texts: StatusTexts; action?: ReactNode }) {
  return (
    <div className="container">
      <h1>{texts.title}</h1>
      <p className="lead">{texts.text}</p>
      <p style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
        {action}
        <ButtonLink href={localizedPath(locale, '/')}>{texts.home}</ButtonLink>
        <ButtonLink variant="secondary" href={localizedPath(locale, '/search')}>
          {texts.search}
        </ButtonLink>
      </p>
    </div>
  )
}
