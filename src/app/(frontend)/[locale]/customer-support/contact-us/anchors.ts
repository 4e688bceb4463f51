/** The id an error summary links to: the input itself, or the first radio of a group. */
export function fieldAnchor(field: string): string {
  return field === 'packagedExtra' ? 'contact-packagedExtra-yes' : `contact-${field}`
}

export const CONTACT_PATH = '/customer-support/contact-us'

/** The error summary's id: a failed post without scripts opens the page at it (the form's permalink). */
export const ERROR_SUMMARY_ID = 'error-summary'

/**
 * The hidden field holding the topic whose fields the posted form showed (topicSwitch.ts reads it). Kept
 * here, in a module without zod, because the form's browser bundle needs the name: importing it from
 * topicSwitch.ts carried zod and the helpdesk lists into the contact page's scripts (28 KB compressed).
 */
export const RENDERED_TOPIC_FIELD = 'renderedTopic'

/**
 * Set by the server action when a post without scripts fails, and read by the page's metadata in the same
 * request: the action's state reaches only the form, and the document title must say that the post failed
 * ("Error: …"). It is sent with Max-Age=0, so the browser never keeps it.
 */
export const FAILED_POST_COOKIE = 'contact-form-failed'
