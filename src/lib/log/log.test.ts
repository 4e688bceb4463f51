import { describe, expect, it, vi } from 'vitest'
import { createLogger, type Level } from './index'

const capture = (level: Level) => {
  const out: Record<string, unknown>[] = []
  const err: Record<string, unknown>[] = []
  const logger = createLogger({
    level,
    stdout: { write: (line: string) => out.push(JSON.parse(line)) },
    stderr: { write: (line: string) => err.push(JSON.parse(line)) },
    now: () => new Date('2026-03-02T10:00:00Z'),
  })
  return { logger, out, err, all: () => [...out, ...err] }
}

describe('log', () => {
  it('writes one JSON line with level, time, message and fields', () => {
    const { logger, out } = capture('debug')
    logger.info('search failed', { path: '/api/v1/search', status: 500 })
    expect(out).toEqual([
      { level: 'info', time: '2026-03-02T10:00:00.000Z', msg: 'search failed', path: '/api/v1/search', status: 500 },
    ])
  })

  it.each([
    ['debug', ['d', 'i', 'w', 'e']],
    ['info', ['i', 'w', 'e']],
    ['warn', ['w', 'e']],
    ['error', ['e']],
  ] as const)('LOG_LEVEL=%s keeps %j', (level, kept) => {
    const { logger, all } = capture(level)
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    expect(
      all()
        .map((l) => l.msg)
        .sort(),
    ).toEqual([...kept].sort())
  })

  it('sends warnings and errors to stderr only, the rest to stdout only', () => {
    const { logger, out, err } = capture('debug')
    logger.debug('a')
    logger.info('b')
    logger.warn('c')
    logger.error('d')
    expect(out.map((l) => l.msg)).toEqual(['a', 'b'])
    expect(err.map((l) => [l.level, l.msg])).toEqual([
      ['warn', 'c'],
      ['error', 'd'],
    ])
  })

  it('keeps an error’s type, message, stack and cause', () => {
    const { logger, err } = capture('info')
    logger.error('discharges lookup failed', {
      error: new Error('database is locked', { cause: new TypeError('busy') }),
    })
    const error = err[0].error as Record<string, unknown>
    expect(error).toMatchObject({
      type: 'Error',
      message: 'database is locked',
      cause: { type: 'TypeError', message: 'busy' },
    })
    expect(error.stack).toMatch(/database is locked/)
  })

  it('leaves a non-Error `error` field as it is', () => {
    const { logger, err } = capture('info')
    logger.error('search failed', { error: 'timeout' })
    expect(err[0]).toMatchObject({ msg: 'search failed', error: 'timeout' })
  })

  it('never lets a field overwrite level, time or msg', () => {
    const { logger, err } = capture('info')
    logger.warn('real message', { msg: 'forged', level: 'debug', time: 'yesterday', extra: 1 })
    expect(err[0]).toEqual({ level: 'warn', time: '2026-03-02T10:00:00.000Z', msg: 'real message', extra: 1 })
  })

  it('the shared logger honours LOG_LEVEL from the settings', async () => {
    vi.resetModules()
    vi.stubEnv('LOG_LEVEL', 'warn')
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      const { log } = await import('./index')
      log.info('dropped')
      log.debug('dropped')
      log.warn('kept')
      expect(out).not.toHaveBeenCalled()
      expect(err).toHaveBeenCalledTimes(1)
      expect(JSON.parse(String(err.mock.calls[0][0]))).toMatchObject({ level: 'warn', msg: 'kept' })
    } finally {
      out.mockRestore()
      err.mockRestore()
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
