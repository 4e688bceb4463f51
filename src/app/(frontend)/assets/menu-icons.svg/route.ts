// GET /assets/menu-icons.svg: the menu icons as one sprite of <symbol>s, built at build time. The stroke
// width is left to the referencing <svg> (thinner at 36 px).
import { iconPaths } from '@/lib/navigation/iconPaths'

export const dynamic = 'force-static'

export function GET() {
  const symbols = Object.entries(iconPaths)
    .map(
      ([name, d]) =>
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></symbol>`,
    )
    .join('')
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`, {
    headers: {
      'Content-Type': 'image/svg+xml',
      // The address changes with the icons (?v=hash), so browsers may keep it for a year.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
