'use client'

// The one confirmation dialog of the admin area (spec: title Confirm Action, buttons Yes, Delete
// and Cancel). `const confirm = useConfirm(); if (await confirm('Delete?')) ...`; an action that is
// not a deletion names itself: `confirm('Mark this message as read?', 'Yes, mark as read')`.
// Actions that need an input with their confirmation (a reason, an amount) render
// <ConfirmDialog> themselves with the field as its children and their own confirm label.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from './button'
import styles from './confirm-dialog.module.css'
import { Modal } from './modal'

export type Confirm = (message: string, confirmLabel?: string) => Promise<boolean>
const DELETE_LABEL = 'Yes, Delete'
const ConfirmContext = createContext<Confirm | null>(null)

export function ConfirmDialog({
  open,
  message,
  confirmLabel = DELETE_LABEL,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean
  message: ReactNode
  confirmLabel?: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
  children?: ReactNode
}) {
  const form = useRef<HTMLFormElement>(null)
  // Focus starts in the field to fill (marked data-autofocus), else on the harmless choice. Done
  // after the dialog opened: React's autoFocus runs while the dialog is still closed.
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }, [open])
  return (
    <Modal open={open} title="Confirm Action" onClose={onCancel} size="small">
      <form
        ref={form}
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!busy) onConfirm()
        }}
      >
        {typeof message === 'string' ? (
          <p className={styles.message}>{message}</p>
        ) : (
          <div className={styles.message}>{message}</div>
        )}
        {children}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} data-autofocus={children ? undefined : true}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null)
  const [label, setLabel] = useState(DELETE_LABEL)
  const resolver = useRef<(answer: boolean) => void>(undefined)
  const confirm = useCallback<Confirm>((text, confirmLabel = DELETE_LABEL) => {
    resolver.current?.(false)
    setMessage(text)
    setLabel(confirmLabel)
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve
    })
  }, [])
  const answer = (yes: boolean) => {
    resolver.current?.(yes)
    resolver.current = undefined
    setMessage(null)
  }
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={message !== null}
        message={message}
        confirmLabel={label}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </ConfirmContext.Provider>
  )
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it.')
  return confirm
}
