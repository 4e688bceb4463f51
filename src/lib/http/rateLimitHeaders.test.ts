import { describe, expect, it } from 'vitest'
import { rateLimitHeaders, refusedHeaders } from './rateLimitHeaders'

const lookups = { name: 'lookups', quota: 30, windowSeconds: 60 }

describe('RateLimit header fields', () => {
  it('announce the policy and what is left, as structured fields', () => {
    expect(rateLimitHeaders(lookups, { remaining: 12, resetSeconds: 40 })).toEqual({
      'RateLimit-Policy': '"lookups";q=30;w=60',
      RateLimit: '"lookups";r=12;t=40',
    })
    // Unknown state (an answer the edge stored): the policy alone.
    expect(rateLimitHeaders(lookups)).toEqual({ 'RateLimit-Policy': '"lookups";q=30;w=60' })
  })

  it('say nothing when the limit is off', () => {
    expect(rateLimitHeaders({ ...lookups, quota: 0 }, { remaining: 5, resetSeconds: 1 })).toEqual({})
  })

  it('tell a refused client nothing is left, and when to come back', () => {
    expect(refusedHeaders(lookups, 42)).toEqual({
      'RateLimit-Policy': '"lookups";q=30;w=60',
      RateLimit: '"lookups";r=0;t=42',
      'Retry-After': '42',
    })
  })
})
