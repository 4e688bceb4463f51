// The one stand-in SMTP server of the tests, benchmarks and the fault run: a real SMTP server
// (smtp-server) on loopback that records what it accepts. Callers decide per message whether it is
// accepted, discarded or never answered, which covers a normal mailbox, a server that scans a message
// before its 250, and one whose client vanishes before the final reply.
import { SMTPServer, type SMTPServerSession } from 'smtp-server'

export type ReceivedMail = {
  /** Envelope recipients. */
  to: string[]
  /** The message as received, one character per byte (headers are ASCII; bodies as encoded on the wire). */
  raw: string
  /** A header's value, folded lines joined. */
  header: (name: string) => string | undefined
  /** The Subject header, its RFC 2047 encoded words decoded. */
  subject: string
  /** The text parts decoded (quoted-printable or base64, as the sender chose for each), one after another. */
  body: string
  /** Attachments in the message (parts with `Content-Disposition: attachment`). */
  attachments: number
  /** When the server accepted it. */
  at: Date
}

/** What to do with a message once it has arrived: answer 250 and record it, answer 250 and forget it, or never answer. */
export type Verdict = 'accept' | 'discard' | 'hold'

export type SmtpStandInOptions = {
  port: number
  /** Decides each message's fate (default: accept); may wait, as a server scanning attachments does. */
  decide?: (mail: ReceivedMail, session: SMTPServerSession) => Verdict | Promise<Verdict>
  onConnect?: (session: SMTPServerSession) => void
  onClose?: (session: SMTPServerSession) => void
  /** A message begins to arrive on the session (before its end and the verdict). */
  onMessageStart?: (session: SMTPServerSession) => void
  /** Keep only each message's headers and its attachment count, not its body (runs of many large messages). */
  headersOnly?: boolean
  /** Count messages without keeping them (benchmarks that send many thousands). */
  countOnly?: boolean
  /** The largest message in bytes (default smtp-server's: no limit announced). */
  size?: number
}

export type SmtpStandIn = {
  /** Accepted messages, in order (empty with countOnly). */
  mails: ReceivedMail[]
  /** Accepted messages, counted. */
  received: () => number
  /** Listening again after stop(), on the same port. */
  start: () => Promise<void>
  stop: () => Promise<void>
  readonly listening: boolean
}

/** RFC 2047 encoded words decoded (nodemailer encodes non-ASCII subjects). */
export function decodeWords(s: string): string {
  return s.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

/** The text parts of a MIME body, decoded. */
export function decodeBody(body: string): string {
  return body
    .split(/\r?\n--[^\r\n]+/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/)
      const content = rest.join('\n\n')
      if (/Content-Transfer-Encoding:\s*base64/i.test(head)) {
        return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      }
      // Quoted-printable soft line breaks undone, so links and words can be searched for whole.
      const qp = content
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
      return Buffer.from(qp, 'latin1').toString('utf8')
    })
    .join('\n')
}

/** Reads one received message into the shape the tests assert on; headersOnly drops the body once counted. */
export function readMail(raw: string, to: string[], headersOnly = false): ReceivedMail {
  const attachments = (raw.match(/Content-Disposition: attachment/gi) ?? []).length
  if (headersOnly) raw = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  let body: string | undefined
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim()
  return {
    to,
    raw,
    header,
    get subject() {
      return decodeWords(header('Subject') ?? '')
    },
    get body() {
      body ??= decodeBody(rest.join('\n\n'))
      return body
    },
    attachments,
    at: new Date(),
  }
}

/** Starts the stand-in on 127.0.0.1:port and resolves once it accepts connections. */
export async function startSmtpStandIn(options: SmtpStandInOptions): Promise<SmtpStandIn> {
  const standIn = smtpStandIn(options)
  await standIn.start()
  return standIn
}

/** The stand-in, not listening yet (a test that begins with the mail server down). */
export function smtpStandIn(options: SmtpStandInOptions): SmtpStandIn {
  const mails: ReceivedMail[] = []
  let count = 0
  let server: SMTPServer | null = null

  const create = () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      ...(options.size ? { size: options.size } : {}),
      onConnect(session, callback) {
        options.onConnect?.(session)
        callback()
      },
      onClose(session) {
        options.onClose?.(session)
      },
      onData(stream, session, callback) {
        options.onMessageStart?.(session)
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => {
          if (!options.countOnly) chunks.push(chunk)
        })
        stream.on('end', async () => {
          const mail = readMail(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
            options.headersOnly,
          )
          const verdict = options.decide ? await options.decide(mail, session) : 'accept'
          if (verdict === 'hold') return
          if (verdict === 'accept') {
            mail.at = new Date()
            count++
            if (!options.countOnly) mails.push(mail)
          }
          callback()
        })
      },
    })
    // A client killed mid-conversation resets its socket; that is the point of several tests, not an error.
    smtp.on('error', () => undefined)
    return smtp
  }

  const standIn: SmtpStandIn = {
    mails,
    received: () => count,
    get listening() {
      return server !== null
    },
    start: () =>
      new Promise<void>((resolve, reject) => {
        if (server) return resolve()
        const smtp = create()
        smtp.server.once('error', reject)
        smtp.listen(options.port, '127.0.0.1', () => {
          server = smtp
          resolve()
        })
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const smtp = server
        server = null
        if (!smtp) return resolve()
        smtp.close(() => resolve())
      }),
  }
  return standIn
}
