import { describe, expect, it } from 'vitest'
import { menuIconNames } from '@/lib/navigation/icons'
import { GET } from './route'

describe('GET /assets/menu-icons.svg', () => {
  it('has a symbol for every icon an editor can pick, and for the external and chevron marks', async () => {
    const response = GET()
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await response.text()
    for (const name of [...menuIconNames, 'external', 'chevron']) {
      expect(svg).toMatch(
        new RegExp(
          `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*><path d="M[^"]+"/></symbol>`,
        ),
      )
    }
    expect(svg.match(/<symbol /g)).toHaveLength(menuIconNames.length + 2)
  })
})
