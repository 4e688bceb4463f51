// The one stand-in Odoo helpdesk of the tests and the fault run: the JSON-RPC calls the contact delivery
// makes (src/lib/helpdesk/odoo.ts): sign-in, ticket search and create, attachment search and create.
import { createServer, type Server } from 'node:http'

export type OdooTicket = { id: number; name: string; values: Record<string, unknown> }
export type OdooAttachment = { id: number; name: string; res_id: number; datas: string }

export type OdooStandIn = {
  tickets: OdooTicket[]
  attachments: OdooAttachment[]
  /** While true every call is answered 503, as during maintenance. */
  down: boolean
  /** Calls received and not yet answered or cut off. */
  inFlight: () => number
  url: string
  stop: () => Promise<void>
}

export type OdooStandInOptions = {
  port: number
  /** The API key the sign-in accepts. */
  apiKey: string
  /** Milliseconds each call takes before its answer (a remote helpdesk is not instant; default 0). */
  delayMs?: number
}

export async function startOdooStandIn(options: OdooStandInOptions): Promise<OdooStandIn> {
  const tickets: OdooTicket[] = []
  const attachments: OdooAttachment[] = []
  let inFlight = 0
  const server: Server = createServer((req, res) => {
    inFlight++
    // Answered or cut off by a killed client: either way no longer in flight.
    res.on('close', () => inFlight--)
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', async () => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
      if (standIn.down) {
        res.statusCode = 503
        res.end('maintenance')
        return
      }
      const { id, params } = JSON.parse(body) as {
        id: number
        params: { service: string; method: string; args: unknown[] }
      }
      const reply = (result: unknown) => res.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
      if (params.service === 'common') return reply(params.args[2] === options.apiKey ? 7 : false)
      const [, , , model, method, args] = params.args as [string, number, string, string, string, unknown[]]
      if (model === 'helpdesk.ticket' && method === 'search') {
        const needle = String(((args[0] as unknown[][])[0] as string[])[2]).replace(/%/g, '')
        return reply(tickets.filter((t) => t.name.includes(needle)).map((t) => t.id))
      }
      if (model === 'helpdesk.ticket' && method === 'create') {
        const values = args[0] as Record<string, unknown>
        const ticket = { id: tickets.length + 1, name: String(values.name), values }
        tickets.push(ticket)
        return reply(ticket.id)
      }
      if (model === 'ir.attachment' && method === 'search') {
        const domain = args[0] as [string, string, unknown][]
        const resId = domain.find((d) => d[0] === 'res_id')?.[2]
        const name = domain.find((d) => d[0] === 'name')?.[2]
        return reply(attachments.filter((a) => a.res_id === resId && a.name === name).map((a) => a.id))
      }
      if (model === 'ir.attachment' && method === 'create') {
        const v = args[0] as { name: string; res_id: number; datas: string }
        attachments.push({ id: attachments.length + 1, ...v })
        return reply(attachments.length)
      }
      res.end(JSON.stringify({ jsonrpc: '2.0', id, error: { message: `unexpected ${model}.${method}` } }))
    })
  })
  const standIn: OdooStandIn = {
    tickets,
    attachments,
    down: false,
    inFlight: () => inFlight,
    url: `http://127.0.0.1:${options.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  return standIn
}
