import { z } from 'zod'
import { THEME_PROPERTIES, type Theme, type ThemeKey } from './theme'

// The embed page's query: what to look up (the lookup page's own three parameters) and the theme's raw
// values (./theme.ts validates them). Every value is text bounded here; an empty one counts as not given.
// Anything else in the query is ignored.

/** Text up to `max` characters kept (one past a limit, so the lookup's own check still says "too long"). */
const text = (max: number) =>
  z
    .string()
    .transform((v) => (v.trim() === '' ? undefined : v.slice(0, max)))
    .optional()
    .catch(undefined)

export const embedQuerySchema = z.object({
  /** What was typed: an address or a contract number (classified by the lookup). */
  lookup: text(201),
  /** A chosen address: its property id. */
  address: text(200),
  contractNumber: text(200),
  accent: text(32),
  text: text(32),
  background: text(32),
  fontSize: text(32),
})
export type EmbedQuery = z.infer<typeof embedQuerySchema>

/** The theme values that carry on through the page's form and links: those given, as they are drawn. */
export function themeQuery(theme: Theme, query: EmbedQuery): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const key of Object.keys(THEME_PROPERTIES) as ThemeKey[])
    if (query[key] !== undefined) kept[key] = key === 'fontSize' ? String(theme.fontSize) : theme[key]
  return kept
}
