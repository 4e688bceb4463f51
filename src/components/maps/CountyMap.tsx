import map from '@/lib/maps/estoniaCounties.generated.json'
import { CountyMapEnhancer } from './CountyMapEnhancer.client'
import styles from './CountyMap.module.css'

type Props = {
  label: string
  credit: string
  /** County key -> localized name, link and whether it has data. */
  counties: Record<string, { name: string; href: string; hasData: boolean }>
  selected: string | null
}

/**
 * Estonia's counties as an inline SVG generated at build time (scripts/build/build-estonia-map.mjs). Each county
 * is a link, so choosing one works without JavaScript; the island adds the hover tooltip and soft navigation.
 */
export function CountyMap({ label, credit, counties, selected }: Props) {
  return (
    <figure className={styles.figure}>
      <CountyMapEnhancer className={styles.frame} tooltipClass={styles.tooltip}>
        <svg viewBox={`0 0 ${map.width} ${map.height}`} className={styles.svg} role="group" aria-label={label}>
          {map.counties.map((c) => {
            const county = counties[c.name]
            if (!county) return null
            const isSelected = selected === c.name
            return (
              <a
                key={c.iso}
                href={county.href}
                data-county={c.name}
                data-label={county.name}
                aria-label={county.name}
                aria-current={isSelected ? 'page' : undefined}
                className={styles.county}
              >
                <path
                  d={c.d}
                  className={[
                    styles.shape,
                    county.hasData ? styles.hasData : '',
                    isSelected ? styles.selected : '',
                  ].join(' ')}
                />
              </a>
            )
          })}
        </svg>
      </CountyMapEnhancer>
      <figcaption className={styles.credit}>{credit}</figcaption>
    </figure>
  )
}
