import type { Locale } from '@/i18n/locales'
import type { RichTextBlock as Data } from '@/payload-types'
import { RichText } from '@/components/content/RichText'
import styles from '../blocks.module.css'

export function RichTextBlock({ block, locale }: { block: Data; locale: Locale }) {
  return <RichText data={block.body} locale={locale} className={`${styles.block} ${styles.prose}`} />
}
