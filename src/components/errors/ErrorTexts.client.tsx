'use client'
import { createContext, useContext, type ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import type { StatusTexts } from './StatusMessage'

export type ErrorBoundaryTexts = { locale: Locale; texts: StatusTexts; retry: string }

const ErrorTextsContext = createContext<ErrorBoundaryTexts | null>(null)

/**
 * The server-error texts for the locale's error boundary ([locale]/error.tsx). A boundary gets only the
 * error from Next, and client components here get their texts from the server, so the layout hands them
 * down through this context (a handful of strings, not a message bundle).
 */
export function ErrorTextsProvider({ value, children }: { value: ErrorBoundaryTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={value}>{children}</ErrorTextsContext.Provider>
}

export function useErrorTexts(): ErrorBoundaryTexts | null {
  return useContext(ErrorTextsContext)
}
