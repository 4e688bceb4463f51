import { describe, expect, it } from 'vitest'
import { messagesByLocale } from '@/i18n/messages'
import { defaultContent } from './content'

// One promise of when a written enquiry is answered: the pages (About us, service quality) say what the
// contact form says, in each language.
const promise = {
  et: /vastame (\d+) (tööpäeva|päeva) jooksul/giu,
  ru: /(ответим|отвечаем) в течение (\d+) (рабочих дней|дней|дня)/giu,
  en: /(?<!by )(reply|answer) within (\d+) (working days|days)/giu,
} as const

describe('reply time', async () => {
  const { pages } = await defaultContent()
  const text = JSON.stringify(pages)

  it.each(['et', 'ru', 'en'] as const)('%s: the pages promise what the contact form promises', (locale) => {
    const form = JSON.stringify((messagesByLocale[locale] as { contact: unknown }).contact)
    const days = (m: RegExpMatchArray) => m[0].toLowerCase().replace(/^\p{L}+ /u, '')
    const formPromises = new Set([...form.matchAll(promise[locale])].map(days))
    expect(formPromises.size).toBe(1)
    const pagePromises = [...text.matchAll(promise[locale])].map(days)
    expect(pagePromises.length).toBeGreaterThan(0)
    expect(new Set(pagePromises)).toEqual(formPromises)
  })
})
