// The six sorting guides as web pages, one per guide under /customer-support/instructions: the same text
// as each guide's PDF (seed/content/guides.ts), as headings and lists a screen reader can move through.
// The PDFs are not tagged; these pages are their accessible versions. The guides page lists them beside
// its downloads (a cards block of its child pages), and each page offers its PDF in turn.
import type { L, SeedPage } from '../types'
import { guides } from './guides'

const asWebPage: L = {
  et: 'Sama juhend veebilehena; selle PDF-versiooni saab alla laadida lehe lõpust.',
  ru: 'Та же инструкция в виде веб-страницы; её PDF-версию можно скачать в конце страницы.',
  en: 'The same guide as a web page; its PDF version can be downloaded at the end of the page.',
}

function body(locale: keyof L, guide: (typeof guides)[number]): string {
  return [
    guide.intro[locale],
    ...guide.sections.map((s) => `## ${s.heading[locale]}\n\n${s.items.map((i) => `- ${i[locale]}`).join('\n')}`),
    asWebPage[locale],
  ].join('\n\n')
}

export const pages: SeedPage[] = guides.map((guide, i) => ({
  path: `/customer-support/instructions/${guide.key}`,
  order: i + 1,
  title: guide.title,
  description: guide.intro,
  layout: [
    { blockType: 'richText', body: { et: body('et', guide), ru: body('ru', guide), en: body('en', guide) } },
    {
      blockType: 'downloads',
      heading: { et: 'Juhend PDF-failina', ru: 'Инструкция в формате PDF', en: 'The guide as a PDF' },
      files: [{ title: guide.title, guide: guide.key }],
    },
  ],
}))
