import type { AnchorHTMLAttributes } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { external?: boolean; newTabText?: string }

/** A text link; external ones open in a new tab and say so to every user. */
export function TextLink({ external, newTabText, children, ...rest }: Props) {
  if (!external) return <a {...rest}>{children}</a>
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span aria-hidden="true"> ↗</span>
      {newTabText ? <span className="visually-hidden"> {newTabText}</span> : null}
    </a>
  )
}
