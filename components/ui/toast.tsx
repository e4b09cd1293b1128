'use client'

// Toasts: short feedback on admin actions, 3 seconds each (spec), green for success and red for
// errors, announced to screen readers (errors assertively).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import styles from './toast.module.css'

export const TOAST_MS = 3000
type Tone = 'success' | 'error'
interface Item {
  id: number
  tone: Tone
  text: string
}
interface Toasts {
  success: (text: string) => void
  error: (text: string) => void
}
const ToastContext = createContext<Toasts | null>(null)

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Item[]>([])
  const next = useRef(0)
  const show = useCallback((tone: Tone, text: string) => {
    const id = ++next.current
    setItems((list) => [...list, { id, tone, text }])
    setTimeout(() => setItems((list) => list.filter((t) => t.id !== id)), TOAST_MS)
  }, [])
  const api = useMemo<Toasts>(
    () => ({ success: (t) => show('success', t), error: (t) => show('error', t) }),
    [show],
  )
  // The region is a manual popover so that it sits in the top layer, above an open modal dialog
  // (re-shown on each toast to come above a dialog opened since).
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = region.current
    if (!el?.showPopover) return
    if (el.matches(':popover-open')) el.hidePopover()
    if (items.length) el.showPopover()
  }, [items])
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div ref={region} popover="manual" className={styles.region}>
        <div role="status" aria-live="polite">
          {items
            .filter((t) => t.tone === 'success')
            .map((t) => (
              <p key={t.id} className={`${styles.toast} ${styles.success}`}>
                {t.text}
              </p>
            ))}
        </div>
        <div role="alert" aria-live="assertive">
          {items
            .filter((t) => t.tone === 'error')
            .map((t) => (
              <p key={t.id} className={`${styles.toast} ${styles.error}`}>
                {t.text}
              </p>
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}

export function useToast(): Toasts {
  const toasts = useContext(ToastContext)
  if (!toasts) throw new Error('useToast needs a <ToastProvider> above it.')
  return toasts
}
