import type { IconName } from '@/lib/navigation/iconPaths'

// The sprite's address carries a hash of the icon definitions (next.config.ts), so a changed icon is never
// served from an old cache. MENU_ICONS_VERSION is not a setting but a build constant that Next writes into
// the bundles (next.config `env`), client ones included, so it is read here and not from src/lib/env.
const SPRITE = `/assets/menu-icons.svg?v=${process.env.MENU_ICONS_VERSION ?? '0'}`

type Props = { name: IconName; size: 16 | 20 | 24 | 36; className?: string }

/**
 * Decorative: the text beside it carries the meaning. width/height are fixed so nothing shifts while the
 * sprite loads. The symbols set fill, stroke colour and joins; the stroke width is inherited from here.
 */
export function MenuIcon({ name, size, className }: Props) {
  return (
    <svg className={className} width={size} height={size} strokeWidth={size >= 36 ? 1.5 : 2} aria-hidden="true">
      <use href={`${SPRITE}#${name}`} />
    </svg>
  )
}

/** The menu button's three bars, drawn inline: it is in view on every phone page before the sprite loads. */
export function HamburgerIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
