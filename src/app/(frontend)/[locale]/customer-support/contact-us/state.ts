// What the server action hands back to the form (already translated, so the client needs no bundles).
export type ContactFormState = {
  status: 'idle' | 'error'
  /** The topic the form shows after a topic change posted without JavaScript (topicSwitch.ts). */
  topicId?: number
  values: Record<string, string>
  errors: { field: string; href: string; message: string }[]
  fileNote?: string
  token: string
  earliest?: string
}
