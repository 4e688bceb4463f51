import type { ReactNode } from 'react'

type Props = { level: 1 | 2 | 3 | 4; children: ReactNode; id?: string; className?: string }

/** Headings keep one visual scale per level; pages choose levels by outline, not by looks. */
export function Heading({ level, children, id, className }: Props) {
  const Tag = `h${level}` as const
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}
