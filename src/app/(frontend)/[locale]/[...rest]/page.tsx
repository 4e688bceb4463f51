import { notFound } from 'next/navigation'
import { log } from '@/lib/log'

type Props = { params: Promise<{ locale: string; rest: string[] }> }

/** Any path no route claims: a warning with the path, then the localized 404 page. */
export default async function UnknownPath({ params }: Props) {
  const { locale, rest } = await params
  log.warn('unknown path', { path: `/${rest.map(decodeURIComponent).join('/')}`, locale })
  notFound()
}
