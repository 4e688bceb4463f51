'use client'

import { useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useHydratedMark } from '@/components/ui/useHydratedMark'

type Tip = { text: string; x: number; y: number } | null

/** Hover tooltip and in-place navigation for the server-rendered county links inside it. */
export function CountyMapEnhancer({
  children,
  className,
  tooltipClass,
}: {
  children: React.ReactNode
  className?: string
  tooltipClass?: string
}) {
  const router = useRouter()
  const frame = useRef<HTMLDivElement>(null)
  const [tip, setTip] = useState<Tip>(null)
  useHydratedMark(frame)

  const countyOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<SVGAElement>('a[data-county]') : null
  const show = (el: Element | null, x?: number, y?: number) => {
    if (!el || !frame.current) return setTip(null)
    const box = frame.current.getBoundingClientRect()
    const r = el.getBoundingClientRect()
    setTip({
      text: el.getAttribute('data-label') ?? '',
      x: (x ?? r.left + r.width / 2) - box.left,
      y: (y ?? r.top + r.height / 2) - box.top,
    })
  }

  return (
    <div
      ref={frame}
      className={className}
      data-react-island=""
      onMouseMove={(e) => show(countyOf(e.target), e.clientX, e.clientY)}
      onMouseLeave={() => setTip(null)}
      onFocus={(e) => show(countyOf(e.target))}
      onBlur={() => setTip(null)}
      onClick={(e) => {
        const link = countyOf(e.target)
        if (!link || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        e.preventDefault()
        router.push(link.getAttribute('href') ?? '', { scroll: false })
      }}
    >
      {children}
      {tip ? (
        <div className={tooltipClass} style={{ left: tip.x, top: tip.y }} role="tooltip">
          {tip.text}
        </div>
      ) : null}
    </div>
  )
}
