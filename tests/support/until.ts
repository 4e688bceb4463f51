// Waiting on a condition that lives in another process (a server's readiness, a row in its database), where
// no event reaches the test: asks every `everyMs` until `probe` answers true or `timeoutMs` has passed. Also
// outside Vitest (the fault run under `npm run bench:faults`), where `vi.waitFor` is not available.
import { setTimeout as sleep } from 'node:timers/promises'

export type UntilOptions = { timeoutMs: number; everyMs: number }

/** True once `probe` held, false when the time ran out first; a probe that throws ends the wait with its error. */
export async function until(probe: () => boolean | Promise<boolean>, options: UntilOptions): Promise<boolean> {
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    if (await probe()) return true
    if (Date.now() >= deadline) return false
    await sleep(options.everyMs)
  }
}
