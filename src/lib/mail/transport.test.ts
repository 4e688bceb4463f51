import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetProcessSingleton } from '@/lib/singleton'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('the SMTP transport', () => {
  it('pools connections and spreads the mails over a second', async () => {
    const { poolOptions } = await import('./transport')
    expect(poolOptions(3, 40)).toEqual({
      pool: true,
      maxConnections: 3,
      maxMessages: 1000,
      rateDelta: 1000,
      rateLimit: 40,
    })
  })

  it('is one pool per process, configured from the settings', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:2525')
    vi.stubEnv('REMINDERS_SMTP_CONNECTIONS', '2')
    vi.stubEnv('REMINDERS_SEND_RATE', '25')
    const { pooledTransport } = await import('./transport')
    forgetProcessSingleton('jaatmeveo.mail.transport:smtp://127.0.0.1:2525')
    const transport = pooledTransport() as unknown as {
      transporter: { constructor: { name: string }; options: Record<string, unknown> }
      close(): void
    }
    expect(pooledTransport()).toBe(transport)
    expect(transport.transporter.constructor.name).toBe('SMTPPool')
    expect(transport.transporter.options).toMatchObject({
      pool: true,
      maxConnections: 2,
      maxMessages: 1000,
      rateLimit: 25,
      rateDelta: 1000,
      host: '127.0.0.1',
      port: 2525,
    })
    transport.close()
    forgetProcessSingleton('jaatmeveo.mail.transport:smtp://127.0.0.1:2525')
  })

  it('refuses to send without a mail server, so the mail waits', async () => {
    vi.stubEnv('SMTP_URL', '')
    const { pooledTransport, MailNotConfigured } = await import('./transport')
    expect(() => pooledTransport()).toThrow(MailNotConfigured)
  })
})
