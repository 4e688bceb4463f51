import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { CardsBlock as Data } from '@/payload-types'
import { localizedPath } from '@/i18n/paths'
import { Card, CardGrid } from '@/components/ui/Card'
import { getChildPages } from '@/lib/content/pages'
import styles from '../blocks.module.css'

type Item = { title: string; text?: string | null; href: string; external: boolean }

/** Site paths become the reader's language; outside addresses open in a new tab. */
function resolveHref(locale: Locale, href: string): { href: string; external: boolean } {
  if (href.startsWith('/') && !href.startsWith('//')) return { href: localizedPath(locale, href), external: false }
  return { href, external: true }
}

export async function CardsBlock({ block, locale, pagePath }: { block: Data; locale: Locale; pagePath: string }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  let items: Item[]
  if (block.listChildren) {
    const children = await getChildPages(locale, pagePath)
    items = children.map((c) =>
      c.externalUrl
        ? { title: c.title, text: c.description, href: c.externalUrl, external: true }
        : { title: c.title, text: c.description, href: localizedPath(locale, c.path), external: false },
    )
  } else {
    items = (block.items ?? []).map((i) => {
      const r = resolveHref(locale, i.href)
      return { title: i.title, text: i.text, href: r.href, external: Boolean(i.external) || r.external }
    })
  }
  if (items.length === 0) return null
  const headingId = block.id ? `cards-${block.id}` : undefined
  return (
    <section className={styles.block} aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <CardGrid>
        {items.map((item) => (
          <Card
            key={item.href + item.title}
            title={item.title}
            href={item.href}
            external={item.external}
            headingLevel={block.heading ? 3 : 2}
          >
            {item.text ? <p>{item.text}</p> : null}
            {item.external ? <p className="visually-hidden">{t('opensInNewTab')}</p> : null}
          </Card>
        ))}
      </CardGrid>
    </section>
  )
}
