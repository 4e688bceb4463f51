import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react'
import styles from './Button.module.css'

type Variant = 'primary' | 'secondary' | 'ghost'
type Look = { variant?: Variant; className?: string }

function classes({ variant = 'primary', className }: Look) {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ')
}

export function Button({ variant, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button className={classes({ variant, className })} {...rest} />
}

/** A link styled as a button (navigation, not an action). */
export function ButtonLink({ variant, className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  return <a className={classes({ variant, className })} {...rest} />
}
