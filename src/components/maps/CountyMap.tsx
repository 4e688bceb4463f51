import map from '@/lib/maps/estoniaCounties.generated.json'
import { islandScript } from '@/lib/islands'
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
 * is a link, so choosing one works without JavaScript; an island of plain script (src/islands/countyMap.ts)
 * adds the tooltip with a county's name.
 */
export function CountyMap({ label, credit, counties, selected }: Props) {
  const script = islandScript('county-map')
  return (
    <figure className={styles.figure}>
      {/* React puts an async script in the <head>; the edge's loader starts it at the first interaction. */}
      {script ? <script src={script} async /> : null}
      <div className={styles.frame} data-county-map="">
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
        <div className={styles.tooltip} role="tooltip" hidden data-county-tip="" />
      </div>
      <figcaption className={styles.credit}>{credit}</figcaption>
    </figure>
  )
}
