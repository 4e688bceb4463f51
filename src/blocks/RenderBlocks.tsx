import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { AccordionBlock } from './Accordion/Component'
import { CallToActionBlock } from './CallToAction/Component'
import { CardsBlock } from './Cards/Component'
import { ContactBlock } from './Contact/Component'
import { DownloadsBlock } from './Downloads/Component'
import { FactsBlock } from './Facts/Component'
import { RichTextBlock } from './RichText/Component'
import { SalesContactsBlock } from './SalesContacts/Component'
import { TableBlock } from './Table/Component'

type Props = { blocks: Page['layout']; locale: Locale; pagePath: string }

export function RenderBlocks({ blocks, locale, pagePath }: Props) {
  return (
    <>
      {(blocks ?? []).map((block, i) => {
        const key = block.id ?? `${block.blockType}-${i}`
        switch (block.blockType) {
          case 'richText':
            return <RichTextBlock key={key} block={block} locale={locale} />
          case 'cards':
            return <CardsBlock key={key} block={block} locale={locale} pagePath={pagePath} />
          case 'facts':
            return <FactsBlock key={key} block={block} locale={locale} />
          case 'table':
            return <TableBlock key={key} block={block} />
          case 'downloads':
            return <DownloadsBlock key={key} block={block} locale={locale} />
          case 'accordion':
            return <AccordionBlock key={key} block={block} locale={locale} />
          case 'callToAction':
            return <CallToActionBlock key={key} block={block} locale={locale} />
          case 'contact':
            return <ContactBlock key={key} block={block} locale={locale} />
          case 'salesContacts':
            return <SalesContactsBlock key={key} block={block} locale={locale} />
          default:
            return null
        }
      })}
    </>
  )
}
