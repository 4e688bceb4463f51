'use client'

import { useEffect } from 'react'
import { usePathname, useRouter } from 'next/navigation'

/**
 * With JavaScript, choosing a topic swaps the form's fields in place (a client-side navigation to
 * ?topic=N); without it, the topic form's Continue button does the same as a plain GET.
 */
export function TopicAutoSubmit({ formId }: { formId: string }) {
  const router = useRouter()
  const pathname = usePathname()
  useEffect(() => {
    const form = document.getElementById(formId)
    if (!form) return
    const onChange = (event: Event) => {
      const target = event.target as HTMLInputElement
      if (target.name === 'topic') router.replace(`${pathname}?topic=${encodeURIComponent(target.value)}`, { scroll: false })
    }
    form.addEventListener('change', onChange)
    return () => form.removeEventListener('change', onChange)
  }, [formId, pathname, router])
  return null
}
