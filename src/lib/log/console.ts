import { format, stripVTControlCharacters } from 'node:util'
import { log, type Level, type Logger } from './index'

/**
 * Makes every console line a JSON log line (src/lib/log): Next's own start-up messages, a library's
 * warning, an error a dependency prints. The production server (and the seed it runs at start) call this
 * first, so its output is one JSON object per line, each with the instance id, whatever wrote it. Colour
 * codes are dropped; a message of several lines (a stack) stays one JSON line.
 */
export function routeConsoleToLog(target: Logger = log, to: Pick<Console, Level | 'log'> = console): void {
  const write =
    (level: Level) =>
    (...args: unknown[]) => {
      const msg = stripVTControlCharacters(format(...args)).trim()
      if (msg) target[level](msg)
    }
  to.log = write('info')
  to.info = write('info')
  to.debug = write('debug')
  to.warn = write('warn')
  to.error = write('error')
}
