'use client'
// The one confirmation dialog of the admin area (spec: title Confirm Action, buttons Yes, Delete
// and Cancel). `const confirm = useConfirm(); if (await confirm('Delete?')) ...`; an action that is
// not a deletion names itself: `confirm('Mark this message as read?', 'Yes, mark as read')`.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react'
import { Button } from './button'
import { Modal } from './modal'
import styles from './confirm-dialog.module.css'

type Confirm = (message: string, confirmLabel?: string) => Promise<boolean>
const DELETE_LABEL = 'Yes, Delete'
const ConfirmContext = createContext<Confirm | null>(null)

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
      <Modal open={message !== null} title="Confirm Action" onClose={() => answer(false)} size="small">
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => answer(false)} autoFocus>
            Cancel
          </Button>
          <Button onClick={() => answer(true)}>{label}</Button>
        </div>
      </Modal>
    </ConfirmContext.Provider>
  )
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext)
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> above it.')
  return confirm
}
