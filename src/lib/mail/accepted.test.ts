import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { acceptedJournal } from './accepted'

describe('the acceptance file of contact e-mails', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const fresh = () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'accepted-')), 'uploads')
    dirs.push(path.dirname(dir))
    return dir
  }

  it('knows a recorded Message-ID, also through a new reader (a restarted process), and no other', () => {
    const dir = fresh()
    const journal = acceptedJournal(dir)
    expect(journal.has('<jv-20261123-abc123.mailbox@localhost>')).toBe(false)
    journal.record('<jv-20261123-abc123.mailbox@localhost>')
    expect(acceptedJournal(dir).has('<jv-20261123-abc123.mailbox@localhost>')).toBe(true)
    expect(acceptedJournal(dir).has('<jv-20261123-abc123.customer@localhost>')).toBe(false)
    expect(statSync(path.join(dir, 'accepted-messages.log')).mode & 0o777).toBe(0o600)
  })

  it('refuses an id that would break its line format', () => {
    expect(() => acceptedJournal(fresh()).record('<a b@x>')).toThrow(/unexpected Message-ID/)
    expect(() => acceptedJournal(fresh()).record('<a\nb@x>')).toThrow(/unexpected Message-ID/)
  })

  it('prunes entries older than the retention, keeping the newer ones', () => {
    const dir = fresh()
    const journal = acceptedJournal(dir)
    journal.record('<old@x>', new Date('2026-01-01T10:00:00Z'))
    journal.record('<new@x>', new Date('2026-03-01T10:00:00Z'))
    expect(journal.prune(new Date('2026-02-01T00:00:00Z'))).toBe(1)
    expect(journal.has('<old@x>')).toBe(false)
    expect(journal.has('<new@x>')).toBe(true)
    expect(readFileSync(path.join(dir, 'accepted-messages.log'), 'utf8')).toBe('2026-03-01T10:00:00.000Z <new@x>\n')
    expect(journal.prune(new Date('2026-02-01T00:00:00Z'))).toBe(0)
  })
})
