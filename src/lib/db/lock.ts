/**
 * A first-come, first-served async lock whose waiters give up after a time (with the error `timedOut`
 * makes). Used for the SQLite writer connection (./sqlite/serialClient.ts) and to run the discharges imports one at a
 * time (src/lib/planning/discharges.ts).
 */
export class FifoLock {
  #held = false
  #waiters: ((release: () => void) => void)[] = []

  constructor(private readonly timedOut: (ms: number) => Error) {}

  get held(): boolean {
    return this.#held
  }

  /** How many callers are waiting for the lock. */
  get waiting(): number {
    return this.#waiters.length
  }

  /** Resolves with the function that releases the lock (calling it again does nothing). */
  acquire(timeoutMs: number): Promise<() => void> {
    if (!this.#held) {
      this.#held = true
      return Promise.resolve(this.#releaser())
    }
    return new Promise((resolve, reject) => {
      const waiter = (release: () => void) => {
        clearTimeout(timer)
        resolve(release)
      }
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((w) => w !== waiter)
        reject(this.timedOut(timeoutMs))
      }, timeoutMs)
      this.#waiters.push(waiter)
    })
  }

  #releaser(): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.#waiters.shift()
      if (next) next(this.#releaser())
      else this.#held = false
    }
  }
}
