import { log as defaultLog, type Fields, type Logger } from './index'

// A warning that anyone can trigger at will (a 404 for a made-up path) must not let a scanner flood the
// log: the first few per window are written in full, the rest only counted, and
// when the window ends one line says how many were left out.

export type SampledWarning = (fields: Fields) => void

export type SampleOptions = {
  /** Lines written in full per window. */
  perWindow?: number
  windowMs?: number
  logger?: Pick<Logger, 'warn'>
  now?: () => number
  /** Schedules the window's summary; a test passes its own. */
  schedule?: (run: () => void, ms: number) => void
}

const unrefTimer = (run: () => void, ms: number) => void setTimeout(run, ms).unref()

/** `log.warn(msg, fields)`, at most `perWindow` times per window, then a summary of those left out. */
export function sampledWarning(
  msg: string,
  { perWindow = 20, windowMs = 60_000, logger = defaultLog, now = Date.now, schedule = unrefTimer }: SampleOptions = {},
): SampledWarning {
  let windowStart = -Infinity
  let written = 0
  let suppressed = 0
  const summarize = () => {
    if (suppressed > 0) {
      logger.warn(`${msg} (sampled)`, { suppressed, windowSeconds: Math.round(windowMs / 1000) })
    }
    suppressed = 0
  }
  return (fields) => {
    const t = now()
    if (t - windowStart >= windowMs) {
      summarize()
      windowStart = t
      written = 0
    }
    if (written < perWindow) {
      written++
      logger.warn(msg, fields)
      return
    }
    // The first line left out in a window schedules the window's summary.
    if (suppressed++ === 0) {
      const start = windowStart
      schedule(
        () => {
          if (windowStart === start) summarize()
        },
        windowStart + windowMs - t,
      )
    }
  }
}
