// One real PDF per sorting guide and locale, typeset with DejaVu Sans so Estonian and Cyrillic letters render.
import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { Locale } from '@/i18n/locales'
import type { SeedGuide } from './types'

const require = createRequire(import.meta.url)

function fontPath(file: string): string {
  const pkg = require.resolve('dejavu-fonts-ttf/package.json')
  return path.join(path.dirname(pkg), 'ttf', file)
}

const footer: Record<Locale, string> = {
  et: 'Jäätmeveo AS · sorteerimisjuhend (näidissisu)',
  ru: 'Jäätmeveo AS · памятка по сортировке (демо-содержание)',
  en: 'Jäätmeveo AS · sorting guide (demo content)',
}

export function guidePdf(guide: SeedGuide, locale: Locale): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const regular = fontPath('DejaVuSans.ttf')
    const bold = fontPath('DejaVuSans-Bold.ttf')
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      font: regular,
      lang: locale,
      displayTitle: true,
      info: { Title: guide.title[locale], Author: 'Jäätmeveo AS', Subject: footer[locale] },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.registerFont('regular', regular)
    doc.registerFont('bold', bold)
    doc.font('bold').fontSize(22).fillColor('#0a6e3c').text(guide.title[locale])
    doc.moveDown(0.5)
    doc.font('regular').fontSize(11).fillColor('#1a1a1a').text(guide.intro[locale], { lineGap: 2 })
    for (const section of guide.sections) {
      doc.moveDown(1)
      doc.font('bold').fontSize(14).fillColor('#0a6e3c').text(section.heading[locale])
      doc.moveDown(0.3)
      doc.font('regular').fontSize(11).fillColor('#1a1a1a')
      doc.list(
        section.items.map((i) => i[locale]),
        { bulletRadius: 2, textIndent: 12, lineGap: 2 },
      )
    }
    doc.moveDown(2)
    doc.font('regular').fontSize(9).fillColor('#555555').text(footer[locale])
    doc.end()
  })
}
