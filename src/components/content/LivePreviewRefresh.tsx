'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * In the admin's live preview (an iframe of this page under a preview link): reloads the page's server
 * render each time the editor's draft is saved, through Payload's own live-preview messages. Rendered
 * only on preview renders, never on a visitor's page.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
