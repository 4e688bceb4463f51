import { describe, expect, it } from 'vitest'
import { sampledWarning } from './sampled'

describe('sampledWarning', () => {
  it('writes the first lines of a window in full, counts the rest and summarizes them once', () => {
    const lines: [string, unknown][] = []
    const timers: (() => void)[] = []
    let now = 0
    const warn = sampledWarning('unknown path', {
      perWindow: 3,
      windowMs: 60_000,
      logger: { warn: (msg, fields) => lines.push([msg, fields]) },
      now: () => now,
      schedule: (run) => timers.push(run),
    })
    for (let i = 0; i < 1000; i++) warn({ path: `/wp-admin/${i}` })
    expect(lines).toHaveLength(3)
    expect(lines[2]).toEqual(['unknown path', { path: '/wp-admin/2' }])
    expect(timers).toHaveLength(1)
    now = 60_000
    timers[0]()
    expect(lines[3]).toEqual(['unknown path (sampled)', { suppressed: 997, windowSeconds: 60 }])
    // A new window writes in full again; the summary is never written twice.
    warn({ path: '/next' })
    expect(lines).toHaveLength(5)
    expect(lines[4]).toEqual(['unknown path', { path: '/next' }])
  })

  it('summarizes at the next line when the window ended before its timer ran', () => {
    const lines: string[] = []
    let now = 0
    const warn = sampledWarning('unknown post', {
      perWindow: 1,
      windowMs: 1_000,
      logger: { warn: (msg, fields) => lines.push(`${msg} ${JSON.stringify(fields)}`) },
      now: () => now,
      schedule: () => {},
    })
    warn({ slug: 'a' })
    warn({ slug: 'b' })
    warn({ slug: 'c' })
    now = 5_000
    warn({ slug: 'd' })
    expect(lines).toEqual([
      'unknown post {"slug":"a"}',
      'unknown post (sampled) {"suppressed":2,"windowSeconds":1}',
      'unknown post {"slug":"d"}',
    ])
  })
})
