'use client'

// A modal dialog on the native <dialog> element: focus moves into it and is kept there, Escape
// closes it, the page behind is inert, and focus returns to the opener when it closes.
import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './modal.module.css'

export function Modal({
  open,
  title,
  onClose,
  children,
  size = 'normal',
}: {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  size?: 'normal' | 'small'
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    }
    if (!open && dialog.open) {
      dialog.close()
      // Back to the control that opened it (a card's ⋮ button, an Add button), if still there.
      if (opener.current?.isConnected) opener.current.focus()
      opener.current = null
    }
  }, [open])
  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'small' ? styles.small : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      {open && (
        <>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              ×
            </button>
          </header>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  )
}
