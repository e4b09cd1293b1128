'use client'

// A form's outcome (its success or error summary): when it appears or changes it is scrolled into
// view and focused, so a visitor on a phone sees "Message sent successfully!" even when it renders
// above the viewport, and a screen reader reads it. A field the form marked invalid keeps the focus
// (its own message says what to fix; use-form-state's firstInvalid moved there first).
import { useEffect, useRef, type ReactNode } from 'react'
import { Alert } from './alert'

export function SummaryAlert({
  tone,
  children,
}: {
  tone: 'success' | 'error' | 'info'
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const text = typeof children === 'string' ? children : null
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const box = ref.current
        if (!box || document.activeElement?.getAttribute('aria-invalid') === 'true') return
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        box.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
        box.focus({ preventScroll: true })
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [tone, text])
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone={tone}>{children}</Alert>
    </div>
  )
}
