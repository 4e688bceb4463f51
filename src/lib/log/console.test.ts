import { describe, expect, it } from 'vitest'
import { routeConsoleToLog } from './console'
import { createLogger } from './index'

function capture() {
  const lines: string[] = []
  const stream = { write: (line: string) => lines.push(line) }
  const logger = createLogger({ level: 'debug', instance: 'web-1', stdout: stream, stderr: stream })
  const fake = { log: () => {}, info: () => {}, debug: () => {}, warn: () => {}, error: () => {} } as Pick<
    Console,
    'log' | 'info' | 'debug' | 'warn' | 'error'
  >
  routeConsoleToLog(logger, fake)
  return { fake, lines, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) }
}

describe('routeConsoleToLog', () => {
  it('writes what the console is given as one JSON line with the instance, at the matching level', () => {
    const { fake, lines, entries } = capture()
    fake.log('\u001b[32m✓\u001b[39m Running next.config.ts took %dms', 859)
    fake.warn('deprecated option')
    fake.error(new Error('boom'))
    expect(lines.every((l) => l.endsWith('\n') && l.indexOf('\n') === l.length - 1)).toBe(true)
    expect(entries().map((e) => [e.level, e.instance])).toEqual([
      ['info', 'web-1'],
      ['warn', 'web-1'],
      ['error', 'web-1'],
    ])
    expect(entries()[0].msg).toBe('✓ Running next.config.ts took 859ms')
    // A stack of many lines stays one JSON line.
    expect(String(entries()[2].msg)).toMatch(/^Error: boom\n\s+at /)
  })

  it('skips empty lines', () => {
    const { fake, lines } = capture()
    fake.log('')
    fake.info('   ')
    expect(lines).toEqual([])
  })
})
