import { formatDate, isoDay } from '@/lib/format/date'

/** A <time> in dd.MM.yyyy (Europe/Tallinn), or the translated "Invalid date" for bad data. */
export function PostDate({ value, invalidText, className }: { value: string | null | undefined; invalidText: string; className?: string }) {
  const day = isoDay(value)
  const text = formatDate(value, invalidText)
  return day ? <time dateTime={day} className={className}>{text}</time> : <span className={className}>{text}</span>
}
