import { describe, expect, it } from 'vitest'
import { topicById } from '@/lib/helpdesk/lists'
import { carryValues, topicSwitchState } from './topicSwitch'
import type { ContactFormState } from './state'

const previous: ContactFormState = { status: 'idle', values: {}, errors: [], token: '1.previous' }
const typed = {
  contractNumber: 'DEMO-1001',
  name: 'Mari Maasikas',
  email: 'mari@example.com',
  area: 'Harku vald',
  wasteType: 'bulky',
  description: 'Kolm kotti',
  subject: '',
}

function form(fields: Record<string, string>, file?: File) {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  if (file) f.append('files', file)
  return f
}

describe('changing the contact topic', () => {
  it('keeps every value the new topic also asks for, and only those', () => {
    // Topic 10 ("other") has contract number, name, phone, e-mail, subject, description and files.
    expect(carryValues(typed, topicById(10)!)).toEqual({
      contractNumber: 'DEMO-1001',
      name: 'Mari Maasikas',
      email: 'mari@example.com',
      description: 'Kolm kotti',
    })
  })

  it('treats a post whose topic differs from the one shown as a topic change, without validating', () => {
    const state = topicSwitchState(
      form({ ...typed, topic: '10', renderedTopic: '5', startedAt: '1700000000000.n0nce-1_abcdefghij.abc_-1' }),
      previous,
      'files not kept',
    )
    expect(state).toEqual({
      status: 'idle',
      topicId: 10,
      values: {
        contractNumber: 'DEMO-1001',
        name: 'Mari Maasikas',
        email: 'mari@example.com',
        description: 'Kolm kotti',
      },
      errors: [],
      fileNote: undefined,
      token: '1700000000000.n0nce-1_abcdefghij.abc_-1',
    })
  })

  it('also when no topic was shown yet; a chosen file must be chosen again', () => {
    const state = topicSwitchState(
      form({ topic: '5', renderedTopic: '' }, new File(['%PDF'], 'a.pdf')),
      previous,
      'files not kept',
    )
    expect(state).toMatchObject({ topicId: 5, values: {}, fileNote: 'files not kept', token: '1.previous' })
  })

  it('leaves a submission (same topic) and an unknown or missing topic to the submission checks', () => {
    expect(topicSwitchState(form({ ...typed, topic: '5', renderedTopic: '5' }), previous, '')).toBeNull()
    expect(topicSwitchState(form({ ...typed, topic: '999', renderedTopic: '5' }), previous, '')).toBeNull()
    expect(topicSwitchState(form({ ...typed, renderedTopic: '5' }), previous, '')).toBeNull()
    expect(topicSwitchState(form({ ...typed, topic: '10', renderedTopic: 'x'.repeat(50) }), previous, '')).toBeNull()
  })
})
