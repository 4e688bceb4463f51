import { describe, expect, it } from 'vitest'
import { alertMail, changeMail, confirmMail, reminderMail, standardAlertMail } from './mail'

const common = { siteUrl: 'https://www.jaatmeveo.example', contractNumber: '900000001', manageToken: 'abc' }

describe('reminder mails', () => {
  it('say "ignore this e-mail" as people write it, in each language', () => {
    const ru = confirmMail({ ...common, locale: 'ru', token: 't' })
    expect(ru.text).toContain('просто проигнорируйте это письмо')
    expect(ru.text).not.toContain('не отвечайте')
    expect(confirmMail({ ...common, locale: 'en', token: 't' }).text).toContain('please ignore this e-mail')
    expect(confirmMail({ ...common, locale: 'et', token: 't' }).text).toContain('Kui te seda ei soovinud')
  })

  it('keep the footer sentence and the signature in separate paragraphs of the HTML', () => {
    const mail = alertMail({ ...common, locale: 'en', title: 'Storm', excerpt: '', href: 'https://x.example/n' })
    expect(mail.html).toMatch(/<p style="[^"]*">You get this e-mail because[^<]*<\/p>\n<p>Jäätmeveo AS<\/p>/)
    expect(mail.text).toMatch(/contract 900000001\.\n\nJäätmeveo AS/)
  })

  it('the standard alert names the language of the linked notice in the subscriber’s language', () => {
    const ru = standardAlertMail({ ...common, locale: 'ru', href: 'https://x.example/n', linkLocale: 'et' })
    expect(ru.subject).toBe('Уведомление о перебоях в вашем районе')
    expect(ru.text).toContain('Прочитать уведомление на эстонском языке: https://x.example/n')
    const et = standardAlertMail({ ...common, locale: 'et', href: 'https://x.example/n', linkLocale: 'en' })
    expect(et.text).toContain('Lugege teadet inglise keeles')
  })

  it('say why a collection moved, in the reminder and in the change notice', () => {
    const moved = { originalDate: '2026-12-25', shiftReason: 'public_holiday' }
    const reminder = reminderMail({
      ...common,
      locale: 'en',
      time: 'evening',
      day: '2026-12-28',
      pickups: [{ garbage: 'Segaolmejäätmed', itemType: 'Konteiner 140 L', address: 'Kase tn 5, Tallinn', ...moved }],
    })
    expect(reminder.text).toContain('- Mixed municipal waste (Container 140 L): Moved from Fri 25.12 (Christmas Day)')
    const change = changeMail({
      ...common,
      locale: 'et',
      before: [{ date: '2026-12-25', garbage: 'Segaolmejäätmed' }],
      after: [{ date: '2026-12-28', garbage: 'Segaolmejäätmed', ...moved }],
    })
    expect(change.text).toContain('- 28.12.2026 Segaolmejäätmed: Nihutatud päevalt R 25.12 (esimene jõulupüha)')
    expect(change.text).toContain('- 25.12.2026 Segaolmejäätmed\n')
  })
})
