import { env } from '@/lib/env'

/**
 * One JSON line per event, so logs are greppable and machine-readable:
 * {"time":"…","level":"warn","msg":"…", …fields}. Lines below LOG_LEVEL are dropped; warnings and errors
 * go to stderr, the rest to stdout.
 */
export type Level = 'debug' | 'info' | 'warn' | 'error'
export type Fields = Record<string, unknown>

const RANK: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/** JSON.stringify writes an Error as {}: keep what a reader needs (name, message, stack, cause). */
export function serialise(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    return {
      name: value.name,
      message: value.message,
      stack: value.stack,
      ...(value.cause !== undefined && depth < 3 ? { cause: serialise(value.cause, depth + 1) } : {}),
    }
  }
  return value
}

function stringify(entry: Fields): string {
  try {
    return JSON.stringify(entry, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))
  } catch {
    // A circular field: the event is still worth a line, with its fields as text.
    return JSON.stringify(Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)])))
  }
}

type Sink = (level: Level, line: string) => void

const consoleSink: Sink = (level, line) => {
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

export type Logger = Record<Level, (msg: string, fields?: Fields) => void>

export function createLogger(options: { level: () => Level; sink?: Sink; now?: () => Date }): Logger {
  const sink = options.sink ?? consoleSink
  const now = options.now ?? (() => new Date())
  const write = (level: Level, msg: string, fields: Fields = {}) => {
    if (RANK[level] < RANK[options.level()]) return
    const entry: Fields = { time: now().toISOString(), level, msg }
    // Fields never overwrite the three keys every line is searched by.
    for (const [key, value] of Object.entries(fields)) if (!(key in entry)) entry[key] = serialise(value)
    sink(level, stringify(entry))
  }
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  }
}

/** LOG_LEVEL from the validated settings. An invalid configuration is reported by whoever parses it first
 * (the server stops with the list of problems); the logger must still be able to write meanwhile. */
function configuredLevel(): Level {
  try {
    return env().LOG_LEVEL
  } catch {
    return 'info'
  }
}

export const log: Logger = createLogger({ level: configuredLevel })
