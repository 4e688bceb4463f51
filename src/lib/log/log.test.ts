import { describe, expect, it, vi } from 'vitest'
import { createLogger, type Level } from './index'

const capture = (level: Level) => {
  const lines: { level: Level; entry: Record<string, unknown> }[] = []
  const logger = createLogger({
    level: () => level,
    sink: (l, line) => lines.push({ level: l, entry: JSON.parse(line) }),
    now: () => new Date('2026-03-02T10:00:00Z'),
  })
  return { logger, lines }
}

describe('log', () => {
  it('writes one JSON line with time, level, message and fields', () => {
    const { logger, lines } = capture('debug')
    logger.info('search failed', { path: '/api/v1/search', status: 500 })
    expect(lines).toEqual([
      { level: 'info', entry: { time: '2026-03-02T10:00:00.000Z', level: 'info', msg: 'search failed', path: '/api/v1/search', status: 500 } },
    ])
  })

  it.each([
    ['debug', ['debug', 'info', 'warn', 'error']],
    ['info', ['info', 'warn', 'error']],
    ['warn', ['warn', 'error']],
    ['error', ['error']],
  ] as const)('LOG_LEVEL=%s keeps %j', (level, kept) => {
    const { logger, lines } = capture(level)
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    expect(lines.map((l) => l.level)).toEqual(kept)
  })

  it('keeps an error’s message, stack and cause (JSON.stringify alone writes {})', () => {
    const { logger, lines } = capture('info')
    logger.error('discharges lookup failed', { error: new Error('database is locked', { cause: new TypeError('busy') }) })
    const error = lines[0].entry.error as Record<string, unknown>
    expect(error).toMatchObject({ name: 'Error', message: 'database is locked', cause: { name: 'TypeError', message: 'busy' } })
    expect(error.stack).toMatch(/database is locked/)
  })

  it('never lets a field overwrite time, level or msg', () => {
    const { logger, lines } = capture('info')
    logger.warn('real message', { msg: 'forged', level: 'debug', extra: 1 })
    expect(lines[0].entry).toMatchObject({ level: 'warn', msg: 'real message', extra: 1 })
  })

  it('still writes a line for fields JSON cannot hold (BigInt, circular objects)', () => {
    const { logger, lines } = capture('info')
    const circular: Record<string, unknown> = {}
    circular.self = circular
    logger.info('odd fields', { big: 10n, circular })
    expect(lines[0].entry).toMatchObject({ msg: 'odd fields', big: '10', circular: '[object Object]' })
  })

  it('sends warnings and errors to stderr, the rest to stdout', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const logger = createLogger({ level: () => 'debug' })
      logger.debug('a')
      logger.info('b')
      logger.warn('c')
      logger.error('d')
      expect(out).toHaveBeenCalledTimes(2)
      expect(warn).toHaveBeenCalledTimes(1)
      expect(err).toHaveBeenCalledTimes(1)
      expect(JSON.parse(String(err.mock.calls[0][0]))).toMatchObject({ level: 'error', msg: 'd' })
    } finally {
      out.mockRestore()
      warn.mockRestore()
      err.mockRestore()
    }
  })

  it('the shared logger honours LOG_LEVEL from the settings', async () => {
    vi.resetModules()
    vi.stubEnv('LOG_LEVEL', 'warn')
    const out = vi.spyOn(console, 'log').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const { log } = await import('./index')
      log.info('dropped')
      log.debug('dropped')
      log.warn('kept')
      expect(out).not.toHaveBeenCalled()
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      out.mockRestore()
      warn.mockRestore()
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
