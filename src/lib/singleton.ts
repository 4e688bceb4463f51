/**
 * One value per server process, whichever bundle asks first. Next bundles pages, route handlers,
 * server actions and the Payload config separately, and the custom server's fast path is another
 * bundle again, so a module-level `let` would exist once per bundle. A registered symbol on
 * globalThis is the one place they all share.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const store = globalThis as typeof globalThis & Record<symbol, unknown>
  const symbol = Symbol.for(key)
  if (!(symbol in store)) store[symbol] = create()
  return store[symbol] as T
}

/** Tests only: drop a singleton so the next `processSingleton` call creates it afresh. */
export function forgetProcessSingleton(key: string): void {
  delete (globalThis as typeof globalThis & Record<symbol, unknown>)[Symbol.for(key)]
}
