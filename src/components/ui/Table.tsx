import type { ReactNode } from 'react'
import styles from './Table.module.css'

type Props = {
  caption: ReactNode
  head: ReactNode[]
  rows: ReactNode[][]
  emptyText?: string
  numericColumns?: number[]
}

/** A plain, server-rendered data table: the baseline every data page enhances. */
export function Table({ caption, head, rows, emptyText, numericColumns = [] }: Props) {
  return (
    <div
      className={styles.scroll}
      tabIndex={0}
      role="region"
      aria-label={typeof caption === 'string' ? caption : undefined}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className={numericColumns.includes(i) ? styles.num : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length}>{emptyText}</td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className={numericColumns.includes(c) ? styles.num : undefined}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
