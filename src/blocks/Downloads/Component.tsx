import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { DownloadsBlock as Data, Media } from '@/payload-types'
import { formatNumber } from '@/lib/format/number'
import styles from '../blocks.module.css'

function size(locale: Locale, bytes: number | null | undefined): string {
  if (!bytes) return ''
  return bytes < 1024 * 1024
    ? `${formatNumber(locale, Math.ceil(bytes / 1024))} kB`
    : `${formatNumber(locale, bytes / 1024 / 1024, 1)} MB`
}

export async function DownloadsBlock({ block, locale }: { block: Data; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content.blocks' })
  const files = (block.files ?? []).filter(
    (f): f is typeof f & { file: Media } => typeof f.file === 'object' && f.file !== null && Boolean(f.file.url),
  )
  if (files.length === 0) return null
  const headingId = block.id ? `downloads-${block.id}` : undefined
  return (
    <section className={styles.block} aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <ul className={styles.downloads}>
        {files.map((f) => (
          <li key={f.id ?? f.file.id}>
            <a href={f.file.url!} download={f.file.filename ?? undefined} type={f.file.mimeType ?? undefined}>
              {t('download', { title: f.title })}
            </a>{' '}
            <span className={styles.fileMeta}>
              ({f.file.mimeType === 'application/pdf' ? t('pdf') : f.file.mimeType}
              {f.file.filesize ? `, ${size(locale, f.file.filesize)}` : ''})
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
