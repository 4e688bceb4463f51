/** One JSON line per event on stdout/stderr, so logs are greppable and machine-readable. */
type Level = 'debug' | 'info' | 'warn' | 'error'

function write(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
  if (level === 'error' || level === 'warn') console.warn(line)
  else console.log(line)
}

export const log = {
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
}
