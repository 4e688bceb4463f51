#!/usr/bin/env node
// A stand-in SMTP server on loopback that accepts and counts every message, in a process of its own:
// `npm run bench:reminders` forks it so that the sender it measures does not share its event loop (and
// its CPU figure) with the receiving side, as it would not with a real mail server.
// `node scripts/smtp-sink.mjs PORT`; forked with IPC it answers a message {count: true} with {received: N}
// and sends {listening: PORT} once it accepts connections.
import { SMTPServer } from 'smtp-server'

const port = Number(process.argv[2])
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node scripts/smtp-sink.mjs PORT')
  process.exit(2)
}
let received = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined)
    stream.on('end', () => {
      received++
      callback()
    })
  },
})
server.listen(port, '127.0.0.1', () => process.send?.({ listening: port }))
process.on('message', (message) => {
  if (message && typeof message === 'object' && 'count' in message) process.send?.({ received })
})
// The parent went away (it ended or was killed): so does the sink.
process.on('disconnect', () => server.close(() => process.exit(0)))
