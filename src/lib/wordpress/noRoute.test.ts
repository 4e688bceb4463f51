import { describe, expect, it } from 'vitest'
import * as route from '@/app/(frontend)/wp-json/[...path]/route'

describe('unknown /wp-json/ routes', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s answers WordPress’s rest_no_route 404 as JSON', async (method) => {
    const response = route[method]()
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    })
  })
})
