import { z } from 'zod'
import { contactFields, fieldsOf, topicById, type Topic } from '@/lib/helpdesk/lists'
import { RENDERED_TOPIC_FIELD } from './anchors'
import type { ContactFormState } from './state'

/**
 * Changing the topic must not wipe what was typed. The topic radios are part of the contact
 * form itself, so a topic change carries the typed values along:
 * - with JavaScript the form swaps its fields in the browser and nothing is sent;
 * - without JavaScript "Continue" posts the whole form (POST, so names, phone numbers and descriptions
 *   never end up in URLs, browser history or access logs) and the server answers with the new
 *   topic's fields filled in. The server tells a topic change from a submission by comparing the
 *   chosen topic with the one the form showed: a visitor who changed the topic has not seen the
 *   fields of the new one yet, so nothing is validated or stored.
 */
const posted = z.object({
  topic: z.string().max(10).optional(),
  renderedTopic: z.string().max(10).optional(),
  startedAt: z
    .string()
    .max(100)
    .regex(/^\d+(?:\.[\w-]+){2}$/)
    .optional(),
})

/** The values of `values` that `topic` also asks for, each bounded like the submission's own. */
export function carryValues(values: Record<string, unknown>, topic: Topic): Record<string, string> {
  const out: Record<string, string> = {}
  for (const { field } of fieldsOf(topic)) {
    const v = values[field]
    if (typeof v === 'string' && v !== '') out[field] = v.slice(0, 6000)
  }
  return out
}

/** The form state for a topic change, or null when the post is a submission to validate. */
export function topicSwitchState(
  form: FormData,
  previous: ContactFormState,
  filesNote: string,
): ContactFormState | null {
  const read = (key: string) => {
    const v = form.get(key)
    return typeof v === 'string' ? v : undefined
  }
  const parsed = posted.safeParse({
    topic: read('topic'),
    renderedTopic: read(RENDERED_TOPIC_FIELD),
    startedAt: read('startedAt'),
  })
  if (!parsed.success) return null
  const chosen = topicById(parsed.data.topic)
  if (!chosen || String(chosen.id) === parsed.data.renderedTopic) return null
  const values: Record<string, string> = {}
  for (const f of contactFields) {
    const v = read(f)
    if (v !== undefined) values[f] = v
  }
  const hadFiles = form.getAll('files').some((f) => typeof f === 'object' && f !== null && 'size' in f && f.size > 0)
  return {
    status: 'idle',
    topicId: chosen.id,
    values: carryValues(values, chosen),
    errors: [],
    fileNote: hadFiles && chosen.fields.files ? filesNote : undefined,
    // The signed start time goes on: the minimum fill time counts from when the form was first shown.
    token: parsed.data.startedAt ?? previous.token,
  }
}
