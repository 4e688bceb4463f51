// The SMTP stand-in (./smtp.ts) in a process of its own, counting what it accepts: `npm run bench:reminders`
// forks it so that the sender it measures does not share its event loop (and its CPU figure) with the
// receiving side, as it would not with a real mail server; the SMTP thread's unit test forks it too.
// Forked with IPC (`fork(SMTP_SINK, [PORT], { execArgv: ['--import', 'tsx'] })`): it sends {listening: PORT}
// once it accepts connections and answers a message {count: true} with {received: N}.
import { fileURLToPath } from 'node:url'
import { startSmtpStandIn } from './smtp'

/** This file, for fork(). */
export const SMTP_SINK = fileURLToPath(import.meta.url)

if (process.argv[1] === SMTP_SINK) {
  const port = Number(process.argv[2])
  if (!Number.isInteger(port) || port <= 0) {
    console.error('usage: tsx tests/support/smtp-sink.ts PORT')
    process.exit(2)
  }
  const sink = await startSmtpStandIn({ port, countOnly: true })
  process.send?.({ listening: port })
  process.on('message', (message) => {
    if (message && typeof message === 'object' && 'count' in message) process.send?.({ received: sink.received() })
  })
  // The parent went away (it ended or was killed): so does the sink.
  process.on('disconnect', () => void sink.stop().then(() => process.exit(0)))
}
