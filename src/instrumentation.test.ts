import { afterEach, describe, expect, it, vi } from 'vitest'

const logged = vi.hoisted(() => [] as { msg: string; fields?: Record<string, unknown> }[])
vi.mock('./lib/log', () => ({
  log: {
    debug: vi.fn(),
    info: vi.fn(),
    warn: vi.fn(),
    error: (msg: string, fields?: Record<string, unknown>) => logged.push({ msg, fields }),
  },
}))

describe('onRequestError', () => {
  afterEach(() => {
    logged.length = 0
    vi.unstubAllEnvs()
  })

  it('logs an error of a page render at error level with where it happened', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    const { onRequestError } = await import('./instrumentation')
    const error = Object.assign(new Error('boom'), { digest: '123' })
    await onRequestError(
      error,
      { path: '/ru/test-error', method: 'GET', headers: {} },
      {
        routerKind: 'App Router',
        routePath: '/[locale]/test-error',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
    )
    expect(logged).toEqual([
      {
        msg: 'request failed',
        fields: expect.objectContaining({
          error,
          digest: '123',
          path: '/ru/test-error',
          route: '/[locale]/test-error',
          routeType: 'render',
        }),
      },
    ])
  })
})
