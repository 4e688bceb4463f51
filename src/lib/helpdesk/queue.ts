import type { Payload, PayloadRequest } from 'payload'

/** Queues the delivery of a stored request (src/jobs/contact.ts runs it with retries and backoff). */
export async function queueDelivery(payload: Payload, requestId: number | string, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: 'contactDeliver', input: { requestId: Number(requestId) }, req } as never)
}
