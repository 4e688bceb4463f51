import { formatDayOf, tallinnDayOf } from '@/lib/dates'

/** A <time> in dd.MM.yyyy (Europe/Tallinn), or the translated "Invalid date" for bad data. */
export function PostDate({
  value,
  invalidText,
  className,
}: {
  value: string | null | undefined
  invalidText: string
  className?: string
}) {
  const day = tallinnDayOf(value)
  const text = formatDayOf(value, invalidText)
  return day ? (
    <time dateTime={day} className={className}>
      {text}
    </time>
  ) : (
    <span className={className}>{text}</span>
  )
}
