import { test } from '@playwright/test'

/**
 * Client addresses for tests that must not share a rate-limit budget: the browser-test server trusts loopback as
 * its proxy (TRUSTED_PROXIES in scripts/test/e2e-server.mjs), so the last X-Forwarded-For entry is the client.
 * Each call gives the next address of `10.<second>.<worker>.<n>`, with `second` per project, so specs, workers
 * and projects never meet (give each spec its own pair).
 */
export function clientsIn(second: { desktop: number; phone: number }): () => { 'x-forwarded-for': string } {
  let next = 0
  return () => {
    const info = test.info()
    const n = next++
    const octet = info.project.name === 'phone' ? second.phone : second.desktop
    return { 'x-forwarded-for': `10.${octet}.${info.parallelIndex}.${(n % 250) + 1}` }
  }
}
