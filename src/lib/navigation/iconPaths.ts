import type { MenuIconName } from './icons'

export type IconName = MenuIconName | 'external' | 'chevron'

/**
 * Simple 24×24 stroke icons drawn for this site, served as one SVG sprite (/assets/menu-icons.svg) that the
 * menus reference with <use>: the header then carries no path data, on every page and in the client bundle.
 */
export const iconPaths: Record<IconName, string> = {
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01',
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  building: 'M4 21V4h10v17M14 9h6v12M2 21h20M7 8h1M10 8h1M7 12h1M10 12h1M7 16h1M10 16h1M17 13h1M17 17h1',
  truck: 'M2 6h12v10H2zM14 10h4l4 4v2h-8M6.5 19.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17.5 19.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  recycle:
    'M7 19H4.8a1.8 1.8 0 0 1-1.6-2.7L5.5 12M11 19h8.2a1.8 1.8 0 0 0 1.6-2.7l-1.2-2M14 16l-3 3 3 3M8.3 13.6L5.5 12l-1.6 2.8M9.3 6.5l1.2-2.1a1.8 1.8 0 0 1 3.1 0l4.1 7M13.4 4.6l4 7 2.8-1.6',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19a4 4 0 0 1-4 3h-1',
  news: 'M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3',
  leaf: 'M5 21c0-9 5-15 15-16-1 10-7 15-15 16zM5 21l8-8',
  briefcase: 'M3 7h18v13H3zM8 7V4h8v3M3 13h18',
  hazard: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  container: 'M2 8h20l-2 11H4zM2 8l2-3h16l2 3M8 11v5M12 11v5M16 11v5',
  'map-pin': 'M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  calendar: 'M3 5h18v16H3zM3 10h18M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  document: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8',
  price: 'M3 12V3h9l9 9-9 9zM7.5 8a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1z',
  question: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  road: 'M4 21L9 3M20 21L15 3M12 5v3M12 11v3M12 17v3',
  plug: 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4',
  package: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10M7.5 5l9 4',
  shovel: 'M14 4l6 6M17 7l-8.5 8.5M5 14l5 5-2 2a3 3 0 0 1-4 0l-1-1a3 3 0 0 1 0-4z',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  alert: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 7v6M12 16.5h.01',
  shield: 'M12 2l8 3v6c0 5-3.5 9.3-8 11-4.5-1.7-8-6-8-11V5zM9 12l2 2 4-4',
  compost: 'M4 10h16l-2 11H6zM8 10c0-4 2-6 4-7 2 1 4 3 4 7M12 3v7',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  chevron: 'M6 9l6 6 6-6',
}
