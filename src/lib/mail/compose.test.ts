import { describe, expect, it } from 'vitest'
import { composeMail, mailTranslator } from './compose'

const hostile = `<script>alert("x")</script> & 'quoted'`

describe('composing a mail', () => {
  it.each(['et', 'ru', 'en'] as const)(
    'escapes everything interpolated into the HTML and keeps the text as written (%s)',
    (locale) => {
      const t = mailTranslator('reminders', locale)
      const mail = composeMail(locale, `${t('mail.alertSubject', { title: hostile })}`, [
        { kind: 'p', text: hostile },
        { kind: 'small', text: t('mail.footer', { number: hostile }) },
        { kind: 'list', items: [hostile] },
        { kind: 'lines', lines: [`${t('mail.before')}: ${hostile}`, 'second'] },
        { kind: 'link', text: t('mail.readMore'), href: `https://x.example/?a=1&b="2"` },
      ])
      expect(mail.html).toContain(`<html lang="${locale}">`)
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;')
      expect(mail.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"')
      expect(mail.html).toContain('<br>second')
      expect(mail.html).toMatch(/<title>[^<]*&lt;script&gt;/)
      // The subject and the text are not HTML: they carry the characters themselves.
      expect(mail.subject).toContain(hostile)
      expect(mail.text).toContain(`- ${hostile}`)
      expect(mail.text).toContain(`${t('mail.readMore')}: https://x.example/?a=1&b="2"`)
      expect(mail.text.split('\n\n')).toHaveLength(5)
    },
  )

  it('speaks the language asked for', () => {
    expect(mailTranslator('reminders', 'ru')('mail.alertStandardSubject')).toBe('Уведомление о перебоях в вашем районе')
    expect(mailTranslator('reminders', 'en')('mail.signature')).toBe('Jäätmeveo AS')
    expect(mailTranslator('contact', 'et')('mail.customerGreeting')).not.toBe(
      mailTranslator('contact', 'en')('mail.customerGreeting'),
    )
  })
})
