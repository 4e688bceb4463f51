import { describe, expect, it } from 'vitest'
import { trackedUrl } from './trackedUrl'

describe('the address given to analytics', () => {
  it('drops every token parameter and keeps the rest', () => {
    expect(trackedUrl('https://www.example.ee/ru/reminders/manage?token=12.abc&done=saved')).toBe(
      'https://www.example.ee/ru/reminders/manage?done=saved',
    )
    expect(trackedUrl('https://www.example.ee/reminders/confirm?TOKEN=x&token=y#frag')).toBe(
      'https://www.example.ee/reminders/confirm',
    )
    expect(trackedUrl('https://www.example.ee/?q=paber')).toBe('https://www.example.ee/?q=paber')
    expect(trackedUrl('not a url')).toBe('')
  })
})
