// The rate limits announced to clients, as the IETF's RateLimit header fields define them
// (draft-ietf-httpapi-ratelimit-headers, structured fields): `RateLimit-Policy` names a quota and its window,
// `RateLimit` says what is left of it and when the window resets. A client that reads them slows down
// before it is refused; a refused one also gets `Retry-After` (RFC 9110).

/** What one take of a rate limiter leaves: units left in the window, and seconds until it resets. */
export type Quota = { remaining: number; resetSeconds: number }

/** A named quota: `quota` units (requests, or different items) per `windowSeconds`. */
export type RateLimitPolicy = { name: string; quota: number; windowSeconds: number }

/** Both fields for an answer; none when the limit is off (a quota of 0). `state` only when it is known. */
export function rateLimitHeaders(policy: RateLimitPolicy, state?: Quota): Record<string, string> {
  if (policy.quota <= 0) return {}
  const headers: Record<string, string> = {
    'RateLimit-Policy': `"${policy.name}";q=${policy.quota};w=${policy.windowSeconds}`,
  }
  if (state)
    headers.RateLimit = `"${policy.name}";r=${Math.max(0, state.remaining)};t=${Math.max(0, state.resetSeconds)}`
  return headers
}

/** The headers of a refusal: nothing left until the window resets, and Retry-After. */
export function refusedHeaders(policy: RateLimitPolicy, retryAfterSeconds: number): Record<string, string> {
  return {
    ...rateLimitHeaders(policy, { remaining: 0, resetSeconds: retryAfterSeconds }),
    'Retry-After': String(retryAfterSeconds),
  }
}
