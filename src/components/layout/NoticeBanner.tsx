import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import type { BannerNotice } from '@/lib/content/notices'
import styles from './NoticeBanner.module.css'

// The emergency banner: server-rendered above the page (so it never pushes content down after the first
// paint), a labelled region, and hidden by a plain form post that remembers the notice in a cookie
// (works without JavaScript; src/app/(frontend)/api/v1/notices/dismiss/route.ts returns to the page).
export async function NoticeBanner({ locale, notices }: { locale: Locale; notices: BannerNotice[] }) {
  if (!notices.length) return null
  const t = await getTranslations({ locale, namespace: 'reminders.banner' })
  return (
    <section className={styles.banner} aria-label={t('label')}>
      {notices.map((n) => (
        <div key={n.id} className={styles.notice}>
          <p className={styles.text}>
            <strong>{t('label')}:</strong> {n.title}{' '}
            <a href={localizedPath(locale, `/about/news/${n.slug}`)}>{t('read')}</a>
          </p>
          <form action="/api/v1/notices/dismiss" method="post" className={styles.dismiss}>
            <input type="hidden" name="notice" value={n.id} />
            <button type="submit" className={styles.button}>
              {t('dismiss')}
            </button>
          </form>
        </div>
      ))}
    </section>
  )
}
