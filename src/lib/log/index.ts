import { hostname } from 'node:os'
import pino from 'pino'
import { env } from '@/lib/env'

/**
 * The application's log: one JSON line per event through pino (the logger Payload itself uses), so logs
 * are greppable and machine-readable: {"level":"warn","time":"…","instance":"…", …fields,"msg":"…"}. Every line
 * names the instance that wrote it (INSTANCE_ID, by default host name and process id), so the logs of several
 * instances behind one proxy can be read together. Lines below LOG_LEVEL
 * are dropped; warnings and errors go to stderr, the rest to stdout. Call sites keep the shape
 * `log.error('what failed', { error, …context })`; an Error in `error` or `err` keeps its type, message,
 * stack and cause (JSON.stringify alone writes {}).
 */
export type Level = 'debug' | 'info' | 'warn' | 'error'
export type Fields = Record<string, unknown>
export type Logger = Record<Level, (msg: string, fields?: Fields) => void>

type Stream = { write(line: string): unknown }

// Keys every line is searched by; a field of the same name would make a second, conflicting key.
const RESERVED = new Set(['level', 'time', 'msg', 'instance'])

/** What names this process in the logs when INSTANCE_ID is unset: unique per host and process. */
export function defaultInstanceId(): string {
  return `${hostname()}-${process.pid}`
}

export type LoggerOptions = { level: Level; instance?: string; stdout?: Stream; stderr?: Stream; now?: () => Date }

/**
 * The pino logger behind `log`, also handed to Payload (payload.config.ts), whose own default writes
 * coloured text: one format for every line the server writes.
 */
export function createPinoLogger(options: LoggerOptions): pino.Logger {
  const now = options.now ?? (() => new Date())
  const streams = pino.multistream(
    [
      { level: 'debug', stream: options.stdout ?? process.stdout },
      { level: 'warn', stream: options.stderr ?? process.stderr },
    ],
    // Each line goes to the one stream with the highest matching level: warnings and errors only to stderr.
    { dedupe: true },
  )
  return pino(
    {
      level: options.level,
      // The instance id only (not pino's pid and hostname): INSTANCE_ID may be the platform's own name.
      base: options.instance ? { instance: options.instance } : undefined,
      timestamp: () => `,"time":"${now().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error: pino.stdSerializers.errWithCause, err: pino.stdSerializers.errWithCause },
    },
    streams,
  )
}

export function createLogger(options: LoggerOptions): Logger {
  const logger = createPinoLogger(options)
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

/** The logger's options from the settings (LOG_LEVEL, INSTANCE_ID). Throws when the settings are invalid. */
export function loggerOptionsFromEnv(): LoggerOptions {
  const config = env()
  return { level: config.LOG_LEVEL, instance: config.INSTANCE_ID ?? defaultInstanceId() }
}

function shared(): Logger {
  if (configured) return configured
  try {
    configured = createLogger(loggerOptionsFromEnv())
    return configured
  } catch {
    fallback ??= createLogger({ level: 'info', instance: process.env.INSTANCE_ID || defaultInstanceId() })
    return fallback
  }
}

export const log: Logger = {
  debug: (msg, fields) => shared().debug(msg, fields),
  info: (msg, fields) => shared().info(msg, fields),
  warn: (msg, fields) => shared().warn(msg, fields),
  error: (msg, fields) => shared().error(msg, fields),
}
