import { notFound } from 'next/navigation'
import { env } from '@/lib/env'

/**
 * A page that always fails, so browser tests can see the server error page of a production build
 * (tests/e2e/error-pages.spec.ts). Only with ERROR_TEST_ROUTE=on, which the browser-test server sets
 * (scripts/test/e2e-server.mjs); otherwise it is an unknown path like any other.
 */
export default async function TestError(): Promise<never> {
  if (env().ERROR_TEST_ROUTE !== 'on') notFound()
  throw new Error('deliberate server error: the test page /test-error (ERROR_TEST_ROUTE=on)')
}
