/** Icon names an editor can pick for a menu entry; each maps to a symbol of the sprite drawn from lib/navigation/iconPaths. */
export const menuIconNames = [
  'info',
  'home',
  'building',
  'truck',
  'recycle',
  'support',
  'news',
  'leaf',
  'briefcase',
  'hazard',
  'container',
  'map-pin',
  'calendar',
  'phone',
  'document',
  'price',
  'question',
  'road',
  'plug',
  'package',
  'shovel',
  'bag',
  'history',
  'user',
  'alert',
  'shield',
  'compost',
] as const

export type MenuIconName = (typeof menuIconNames)[number]

export function isMenuIconName(value: unknown): value is MenuIconName {
  return typeof value === 'string' && (menuIconNames as readonly string[]).includes(value)
}
