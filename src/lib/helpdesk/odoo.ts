// Minimal client for Odoo's external JSON-RPC API (/jsonrpc, services "common" and "object").
export type OdooConfig = { url: string; db: string; user: string; apiKey: string; teamId?: number }

export class OdooError extends Error {}

let nextId = 1

async function rpc<T>(config: OdooConfig, service: string, method: string, args: unknown[]): Promise<T> {
  const response = await fetch(new URL('/jsonrpc', config.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'call', id: nextId++, params: { service, method, args } }),
    signal: AbortSignal.timeout(30_000),
  })
  if (!response.ok) throw new OdooError(`Odoo answered HTTP ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { message?: string; data?: { message?: string } } }
  if (body.error) throw new OdooError(`Odoo error: ${body.error.data?.message ?? body.error.message ?? 'unknown'}`)
  return body.result as T
}

export class OdooClient {
  private uid: number | undefined
  constructor(private config: OdooConfig) {}

  private async login(): Promise<number> {
    if (this.uid) return this.uid
    const uid = await rpc<number | false>(this.config, 'common', 'authenticate', [
      this.config.db,
      this.config.user,
      this.config.apiKey,
      {},
    ])
    if (!uid) throw new OdooError('Odoo refused the credentials')
    this.uid = uid
    return uid
  }

  async execute<T>(model: string, method: string, args: unknown[], kwargs: Record<string, unknown> = {}): Promise<T> {
    const uid = await this.login()
    return rpc<T>(this.config, 'object', 'execute_kw', [
      this.config.db,
      uid,
      this.config.apiKey,
      model,
      method,
      args,
      kwargs,
    ])
  }
}

export type TicketInput = {
  reference: string
  topicId: number
  subject: string
  description: string
  partnerName?: string
  partnerEmail?: string
  partnerPhone?: string
  attachments: { name: string; mimeType: string; data: Buffer }[]
}

/**
 * Creates the helpdesk ticket once: the reference is in the ticket's name, so a retry after a crash
 * finds the ticket it already made instead of making another; attachments are matched by name likewise.
 */
export async function upsertTicket(
  client: OdooClient,
  teamId: number | undefined,
  input: TicketInput,
  onTicket?: (id: number) => Promise<void>,
): Promise<number> {
  const name = `[${input.reference}] ${input.subject}`
  const found = await client.execute<number[]>(
    'helpdesk.ticket',
    'search',
    [[['name', 'like', `[${input.reference}]`]]],
    { limit: 1 },
  )
  let ticketId = found[0]
  if (!ticketId) {
    const values: Record<string, unknown> = {
      name,
      description: input.description,
      partner_name: input.partnerName,
      partner_email: input.partnerEmail,
      partner_phone: input.partnerPhone,
      // The website form's topic ids are the helpdesk's ticket types.
      ticket_type_id: input.topicId,
    }
    if (teamId) values.team_id = teamId
    ticketId = await client.execute<number>('helpdesk.ticket', 'create', [values])
  }
  await onTicket?.(ticketId)
  for (const file of input.attachments) {
    const existing = await client.execute<number[]>(
      'ir.attachment',
      'search',
      [
        [
          ['res_model', '=', 'helpdesk.ticket'],
          ['res_id', '=', ticketId],
          ['name', '=', file.name],
        ],
      ],
      { limit: 1 },
    )
    if (existing.length) continue
    await client.execute<number>('ir.attachment', 'create', [
      {
        name: file.name,
        datas: file.data.toString('base64'),
        res_model: 'helpdesk.ticket',
        res_id: ticketId,
        mimetype: file.mimeType,
      },
    ])
  }
  return ticketId
}
