'use client'
import { Button } from '@/components/ui/Button'
import { StatusMessage } from '@/components/errors/StatusMessage'
import { useErrorTexts } from '@/components/errors/ErrorTexts.client'

type Props = { error: Error & { digest?: string }; reset: () => void }

/**
 * A page of the locale that failed while the browser was navigating to it: the same message as the
 * server-rendered 500 page (src/server/error-pages.ts), inside the site's header and footer, with a retry.
 * The server has already logged the error (instrumentation.ts, onRequestError).
 */
export default function LocaleError({ reset }: Props) {
  const ctx = useErrorTexts()
  // Only outside the layout's provider, which never happens for a page of the locale.
  if (!ctx) return null
  return (
    <StatusMessage
      locale={ctx.locale}
      texts={ctx.texts}
      action={
        <Button type="button" onClick={() => reset()}>
          {ctx.retry}
        </Button>
      }
    />
  )
}
