import { z } from 'zod'

// The embeddable widget's theme: the few values a host page may set on the widget's container as CSS custom
// properties, which /embed.js reads and passes to the embed page as query parameters. Everything from there
// is untrusted: a value is a six- or three-digit hex colour or a font size in a bounded range, nothing else
// (so it can go into the page's CSS as it is), and the colours a visitor reads must keep a contrast of at
// least 4.5:1 (WCAG 2.2, 1.4.3) or the pair falls back to the site's own.

/** The CSS custom properties a host sets, and the query parameters they travel in. */
export const THEME_PROPERTIES = {
  accent: '--jaatmeveo-widget-accent',
  text: '--jaatmeveo-widget-text',
  background: '--jaatmeveo-widget-background',
  fontSize: '--jaatmeveo-widget-font-size',
} as const
export type ThemeKey = keyof typeof THEME_PROPERTIES

/** The widget's own look: the site's green on white, the site's body text. */
export const DEFAULT_THEME = { accent: '#0a6e3c', text: '#1a1a1a', background: '#ffffff', fontSize: 16 } as const
/** `accentText` is the text on the accent (the button's label): derived, never given. */
export type Theme = { accent: string; accentText: string; text: string; background: string; fontSize: number }

export const FONT_SIZE_MIN = 12
export const FONT_SIZE_MAX = 24
/** WCAG 2.2 AA for body text. */
export const MIN_CONTRAST = 4.5

const hex = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i)
  .transform(normalHex)
/** Pixels, as a number or with `px` (what getComputedStyle gives for a custom property is the text as set). */
const fontSize = z
  .string()
  .trim()
  .regex(/^\d{1,2}(?:\.\d{1,2})?(?:px)?$/i)
  .transform((value) => Number.parseFloat(value))
  .pipe(z.number().min(FONT_SIZE_MIN).max(FONT_SIZE_MAX))

export const themeParamsSchema = z.object({
  accent: hex.optional(),
  text: hex.optional(),
  background: hex.optional(),
  fontSize: fontSize.optional(),
})

/** `#ABC` → `#aabbcc`. */
export function normalHex(value: string): string {
  const v = value.trim().toLowerCase()
  return v.length === 4 ? `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}` : v
}

/** Relative luminance of an sRGB colour (WCAG 2.2's definition). */
export function luminance(color: string): number {
  const v = normalHex(color)
  const channel = (at: number) => {
    const c = Number.parseInt(v.slice(at, at + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** The text colour on the accent (buttons): white or near-black, whichever reads better. */
export function onAccent(accent: string): string {
  return contrastRatio(accent, '#ffffff') >= contrastRatio(accent, '#1a1a1a') ? '#ffffff' : '#1a1a1a'
}

export type ThemeProblem = 'invalid' | 'contrast'
export type ThemeOutcome = { theme: Theme; problems: ThemeProblem[]; custom: boolean }

/**
 * The theme to draw with, from the raw query values. A value that is not valid is dropped (problem
 * `invalid`); a text or background colour whose pair reads below 4.5:1 falls back to the default pair, an
 * accent below 4.5:1 against the background (its links) or with neither white nor dark text on it falls back
 * to the default accent (problem `contrast`). The outcome always passes the contrast check.
 */
export function resolveTheme(raw: Partial<Record<ThemeKey, string | undefined>>): ThemeOutcome {
  const problems: ThemeProblem[] = []
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >
  const custom = Object.keys(given).length > 0
  const parsed: Partial<Theme> = {}
  for (const key of Object.keys(THEME_PROPERTIES) as ThemeKey[]) {
    if (given[key] === undefined) continue
    const one = themeParamsSchema.shape[key].safeParse(given[key].slice(0, 32))
    if (one.success && one.data !== undefined) Object.assign(parsed, { [key]: one.data })
    else problems.push('invalid')
  }
  let text = parsed.text ?? DEFAULT_THEME.text
  let background = parsed.background ?? DEFAULT_THEME.background
  if (contrastRatio(text, background) < MIN_CONTRAST) {
    problems.push('contrast')
    text = DEFAULT_THEME.text
    background = DEFAULT_THEME.background
  }
  let accent = parsed.accent ?? DEFAULT_THEME.accent
  let accentText = onAccent(accent)
  if (contrastRatio(accent, background) < MIN_CONTRAST || contrastRatio(accent, accentText) < MIN_CONTRAST) {
    if (parsed.accent !== undefined) problems.push('contrast')
    accent = DEFAULT_THEME.accent
    accentText = onAccent(accent)
    // The site's green on a dark background the host chose: links and buttons in the text colour instead,
    // the button's label in the background colour (the pair that passed above).
    if (contrastRatio(accent, background) < MIN_CONTRAST) {
      accent = text
      accentText = background
    }
  }
  return {
    theme: { accent, accentText, text, background, fontSize: parsed.fontSize ?? DEFAULT_THEME.fontSize },
    problems: [...new Set(problems)],
    custom,
  }
}
