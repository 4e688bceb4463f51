// The site's mail: one way to compose (./compose.ts), one way to send (./transport.ts).
export { absolute, composeMail, mailTranslator, messageDomain, type Block, type Mail, type Translate } from './compose'
export { acceptedJournal, type AcceptedJournal } from './accepted'
export { MailNotConfigured, pooledTransport, poolOptions, sendRecorded, smtpUrl, type Transport } from './transport'
export { stopSmtpThreads } from './smtpThread'
