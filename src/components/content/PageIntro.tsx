import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { RichText } from './RichText'

type Props = {
  locale: Locale
  /** The CMS page (from getPageByPath); when null the fallback heading and text show. */
  page: Page | null
  fallbackTitle?: string
  fallbackIntro?: string
}

/** A page's title as the one h1 and its first rich text block as the intro, for dedicated routes. */
export function PageIntro({ locale, page, fallbackTitle, fallbackIntro }: Props) {
  const first = page?.layout?.find((b) => b.blockType === 'richText')
  return (
    <div>
      <h1>{page?.title ?? fallbackTitle}</h1>
      {first && first.blockType === 'richText' ? (
        <RichText data={first.body} locale={locale} className="lead" />
      ) : fallbackIntro || page?.description ? (
        <p className="lead">{page?.description ?? fallbackIntro}</p>
      ) : null}
    </div>
  )
}
