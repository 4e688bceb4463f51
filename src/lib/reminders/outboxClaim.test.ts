import { describe, expect, it } from 'vitest'
import type { Db } from '@/lib/db'
import { givesUp, MAX_ATTEMPTS, recordOutcomes, type Row } from './outboxClaim'

const row = (id: number, attempts: number): Row => ({
  id,
  key: `reminder:${id}:2026-12-01`,
  kind: 'reminder',
  data: null,
  subscription: id,
  email: `s${id}@example.ee`,
  locale: 'et',
  contractNumber: '900000001',
  time: 'evening',
  attempts,
})

function recordingDb() {
  const statements: { sql: string; args: unknown[] }[] = []
  const db = {
    rows: async () => [],
    transaction: async (list: { sql: string; args: unknown[] }[]) => {
      statements.push(...list)
      return list.map(() => 1)
    },
  } as unknown as Db
  return { db, statements }
}

describe('the failure state of the outbox', () => {
  it('gives up on a refusal at once, and on anything else at the last attempt', () => {
    expect(givesUp({ row: { attempts: 0 }, permanent: true })).toBe(true)
    expect(givesUp({ row: { attempts: 0 }, permanent: false })).toBe(false)
    expect(givesUp({ row: { attempts: MAX_ATTEMPTS - 2 }, permanent: false })).toBe(false)
    expect(givesUp({ row: { attempts: MAX_ATTEMPTS - 1 }, permanent: false })).toBe(true)
  })

  it('records a given-up mail as failed with its error and time, and puts a retryable one back in the queue', async () => {
    const { db, statements } = recordingDb()
    const at = new Date('2026-12-01T16:05:00Z')
    const failed = await recordOutcomes(
      db,
      [
        { row: row(1, 0), outcome: 'failed', error: '550 mailbox unavailable', permanent: true },
        { row: row(2, 0), outcome: 'failed', error: 'ECONNREFUSED', permanent: false },
        { row: row(3, MAX_ATTEMPTS - 1), outcome: 'failed', error: 'x'.repeat(5000), permanent: false },
        { row: row(4, 0), outcome: 'skipped' },
        { row: row(5, 0), outcome: 'sent' },
      ],
      'run-1',
      at,
    )
    expect(failed).toBe(2)
    const [skipped, first, second, third] = statements
    expect(skipped.sql).toContain(`state = 'skipped'`)
    expect(first.sql).toContain(`state = 'failed'`)
    expect(first.args).toEqual(['550 mailbox unavailable', at.toISOString(), at.toISOString(), 1, 'run-1'])
    expect(second.sql).toContain(`state = 'queued'`)
    expect(second.sql).toContain('attempts = COALESCE(attempts, 0) + 1')
    expect(second.args).toEqual(['ECONNREFUSED', at.toISOString(), 2, 'run-1'])
    expect(third.sql).toContain(`state = 'failed'`)
    // The error is bounded: a server may answer with pages.
    expect(String(third.args[0])).toHaveLength(1000)
    expect(statements).toHaveLength(4)
  })
})
