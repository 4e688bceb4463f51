import { MenuIcon } from '@/components/navigation/MenuIcon'
import styles from './Header.module.css'

/** The self-service link; `describedBy` names the explanation beside it. */
export function SelfServiceLink({
  href,
  describedBy,
  label,
  newTab,
}: {
  href: string
  describedBy: string
  label: string
  newTab: string
}) {
  return (
    <a
      className={styles.selfService}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
    >
      <MenuIcon name="user" size={20} />
      {label}
      <MenuIcon name="external" size={16} />
      <span className="visually-hidden"> {newTab}</span>
    </a>
  )
}
