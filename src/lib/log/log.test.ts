import { describe, expect, it, vi } from 'vitest'
import { hostname } from 'node:os'
import { createLogger, createPinoLogger, defaultInstanceId, type Level } from './index'

const capture = (level: Level, instance?: string) => {
  const out: Record<string, unknown>[] = []
  const err: Record<string, unknown>[] = []
  const logger = createLogger({
    level,
    instance,
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

  it('names the instance on every line, which no field can change', () => {
    const { logger, out, err } = capture('info', 'web-2')
    logger.info('ready', { port: 3000 })
    logger.error('failed', { instance: 'forged' })
    expect(out[0]).toEqual({
      level: 'info',
      time: '2026-03-02T10:00:00.000Z',
      instance: 'web-2',
      port: 3000,
      msg: 'ready',
    })
    expect(err[0]).toMatchObject({ instance: 'web-2', msg: 'failed' })
  })

  it('gives Payload the same JSON lines (its logger calls pino with an object and a message)', () => {
    const lines: string[] = []
    const pinoLogger = createPinoLogger({
      level: 'info',
      instance: 'web-1',
      stdout: { write: (line: string) => lines.push(line) },
      stderr: { write: (line: string) => lines.push(line) },
      now: () => new Date('2026-03-02T10:00:00Z'),
    })
    pinoLogger.info({ msg: 'Starting Payload...' })
    pinoLogger.debug('dropped')
    expect(lines).toHaveLength(1)
    expect(lines[0].endsWith('\n')).toBe(true)
    expect(JSON.parse(lines[0])).toEqual({
      level: 'info',
      time: '2026-03-02T10:00:00.000Z',
      instance: 'web-1',
      msg: 'Starting Payload...',
    })
  })

  it('names an instance without INSTANCE_ID by its host and process', () => {
    expect(defaultInstanceId()).toBe(`${hostname()}-${process.pid}`)
  })

  type WriteSpy = ReturnType<typeof spyOnWrites>
  const spyOnWrites = (stream: NodeJS.WriteStream) => vi.spyOn(stream, 'write').mockImplementation(() => true)

  /** The shared logger built afresh under these settings, with what it writes to stdout and stderr. */
  async function withSharedLogger(
    settings: Record<string, string>,
    check: (log: (typeof import('./index'))['log'], out: WriteSpy, err: WriteSpy) => void,
  ) {
    vi.resetModules()
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
    const out = spyOnWrites(process.stdout)
    const err = spyOnWrites(process.stderr)
    try {
      const { log } = await import('./index')
      check(log, out, err)
    } finally {
      out.mockRestore()
      err.mockRestore()
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  }

  it('the shared logger honours LOG_LEVEL and INSTANCE_ID from the settings', async () => {
    await withSharedLogger({ LOG_LEVEL: 'warn', INSTANCE_ID: 'web-7' }, (log, out, err) => {
      log.info('dropped')
      log.warn('kept')
      expect(out).not.toHaveBeenCalled()
      expect(JSON.parse(String(err.mock.calls[0][0]))).toMatchObject({ level: 'warn', instance: 'web-7', msg: 'kept' })
    })
  })

  it('the shared logger honours LOG_LEVEL from the settings', async () => {
    await withSharedLogger({ LOG_LEVEL: 'warn' }, (log, out, err) => {
      log.info('dropped')
      log.debug('dropped')
      log.warn('kept')
      expect(out).not.toHaveBeenCalled()
      expect(err).toHaveBeenCalledTimes(1)
      expect(JSON.parse(String(err.mock.calls[0][0]))).toMatchObject({ level: 'warn', msg: 'kept' })
    })
  })
})
