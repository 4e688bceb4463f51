import type { TableBlock as Data } from '@/payload-types'
import { Table } from '@/components/ui/Table'
import styles from '../blocks.module.css'

const numeric = /^[\d\s.,–-]+$/

export function TableBlock({ block }: { block: Data }) {
  const head = (block.columns ?? []).map((c) => c.label)
  const rows = (block.rows ?? []).map((r) => (r.cells ?? []).map((c) => c.value ?? ''))
  // Right-align columns whose every cell is a number, as the price tables do.
  const numericColumns = head
    .map((_, i) => i)
    .filter((i) => i > 0 && rows.length > 0 && rows.every((r) => numeric.test(r[i] ?? '')))
  return (
    <div className={styles.block}>
      <Table caption={block.caption} head={head} rows={rows} numericColumns={numericColumns} />
      {block.note ? <p className={styles.note}>{block.note}</p> : null}
    </div>
  )
}
