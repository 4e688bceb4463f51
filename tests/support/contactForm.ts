/**
 * The fields of an additional-discharge request (topic 5) that every test sends alike; the sender, the day,
 * the description and the form's token are each submission's own.
 */
export const ADDITIONAL_DISCHARGE_FIELDS = {
  topic: '5',
  contractNumber: 'DEMO-1001',
  phone: '+372 5555 0101',
  area: 'Saaremaa vald',
  address: 'Näidise tee 1, Kuressaare',
  wasteType: 'mixedHousehold',
  containerType: '0.24',
  containerCount: '1',
  packagedExtra: 'no',
} as const

// The fields of a complete additional-discharge request (topic 5), as the contact form posts them;
// shared by the integration tests that submit it. Attachments are each test's own.
export async function additionalDischargeForm(extra: Record<string, string> = {}): Promise<FormData> {
  const { formToken } = await import('@/lib/helpdesk/submit')
  const { earliestAllowedDay } = await import('@/lib/helpdesk/cutoff')
  const fields: Record<string, string> = {
    ...ADDITIONAL_DISCHARGE_FIELDS,
    name: 'Demo Klient',
    email: 'demo.klient@example.com',
    desiredDate: earliestAllowedDay(new Date()),
    description: 'Palun tühjendada lisaks.',
    startedAt: formToken(Date.now() - 10_000),
    ...extra,
  }
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return form
}
