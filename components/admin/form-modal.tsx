'use client'

// The admin's modal form: fields, an upload progress bar while saving, a form-level error, and
// Save / Cancel. Enter submits; Escape or Cancel closes.
import type { FormEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { ProgressBar } from '@/components/ui/progress-bar'
import { SummaryAlert } from '@/components/ui/summary-alert'
import styles from './admin.module.css'

export function FormModal({
  open,
  title,
  onClose,
  onSubmit,
  saving,
  progress,
  error,
  submitLabel = 'Save',
  children,
}: {
  open: boolean
  title: string
  onClose: () => void
  onSubmit: () => void
  saving: boolean
  progress?: number | null
  error?: string | null
  submitLabel?: string
  children: ReactNode
}) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <form
        method="post"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault()
          if (!saving) onSubmit()
        }}
      >
        {children}
        {saving && progress != null && <ProgressBar value={progress} />}
        {error && <SummaryAlert tone="error">{error}</SummaryAlert>}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Submitting...' : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
