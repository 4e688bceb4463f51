import pino from 'pino'
import { env } from '@/lib/env'

/**
 * The application's log: one JSON line per event through pino (the logger Payload itself uses), so logs
 * are greppable and machine-readable: {"level":"warn","time":"…", …fields,"msg":"…"}. Lines below LOG_LEVEL
 * are dropped; warnings and errors go to stderr, the rest to stdout. Call sites keep the shape
 * `log.error('what failed', { error, …context })`; an Error in `error` or `err` keeps its type, message,
 * stack and cause (JSON.stringify alone writes {}).
 */
export type Level = 'debug' | 'info' | 'warn' | 'error'
export type Fields = Record<string, unknown>
export type Logger = Record<Level, (msg: string, fields?: Fields) => void>

type Stream = { write(line: string): unknown }

// Keys every line is searched by; a field of the same name would make a second, conflicting key.
const RESERVED = new Set(['level', 'time', 'msg'])

export function createLogger(options: { level: Level; stdout?: Stream; stderr?: Stream; now?: () => Date }): Logger {
  const now = options.now ?? (() => new Date())
  const streams = pino.multistream(
    [
      { level: 'debug', stream: options.stdout ?? process.stdout },
      { level: 'warn', stream: options.stderr ?? process.stderr },
    ],
    // Each line goes to the one stream with the highest matching level: warnings and errors only to stderr.
    { dedupe: true },
  )
  const logger = pino(
    {
      level: options.level,
      base: undefined, // no pid/hostname: one process per container, the platform adds where it ran
      timestamp: () => `,"time":"${now().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: pino.stdSerializers.errWithCause, err: pino.stdSerializers.errWithCause },
    },
    streams,
  )
  const write =
    (level: Level) =>
    (msg: string, fields: Fields = {}) => {
      const clean = Object.fromEntries(Object.entries(fields).filter(([key]) => !RESERVED.has(key)))
      logger[level](clean, msg)
    }
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') }
}

// Built on first use, not at import: reading the settings at import would fix them before a test or
// script has set its environment. An invalid configuration is reported by whoever parses it first (the
// server stops with the list of problems); until then the logger still writes, at info.
let configured: Logger | undefined
let fallback: Logger | undefined

function shared(): Logger {
  if (configured) return configured
  try {
    configured = createLogger({ level: env().LOG_LEVEL })
    return configured
  } catch {
    fallback ??= createLogger({ level: 'info' })
    return fallback
  }
}

export const log: Logger = {
  debug: (msg, fields) => shared().debug(msg, fields),
  info: (msg, fields) => shared().info(msg, fields),
  warn: (msg, fields) => shared().warn(msg, fields),
  error: (msg, fields) => shared().error(msg, fields),
}
