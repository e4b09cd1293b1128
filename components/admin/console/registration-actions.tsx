'use client'

// The actions panel of a registration's page: only the actions its state allows (decided on the
// server), each behind a confirmation dialog (registration-dialogs.tsx), a toast with the outcome,
// then a fresh render of the page (use-registration-action.ts).
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { paiseToAmount } from '@/lib/money'
import type { ReviewAction } from '@/lib/registrations/review-schema'
import admin from '../admin.module.css'
import { dialogOf, type DialogAction, type DialogFacts, type TransferValues } from './registration-dialogs'
import styles from './registration.module.css'
import { useRegistrationAction } from './use-registration-action'

/** The panel's buttons, in the order shown; the first is the likely next step. */
const BUTTONS: { action: DialogAction; label: string; variant: 'primary' | 'secondary' }[] = [
  { action: 'verify', label: 'Verify proof', variant: 'primary' },
  { action: 'reject', label: 'Reject proof', variant: 'secondary' },
  { action: 'refund', label: 'Refund', variant: 'secondary' },
  { action: 'refund-status', label: 'Check refund status', variant: 'secondary' },
  { action: 'resend', label: 'Resend confirmation e-mail', variant: 'secondary' },
  { action: 'transfer', label: 'Transfer to a colleague', variant: 'secondary' },
  { action: 'cancel', label: 'Cancel registration', variant: 'secondary' },
]

const noTransfer = (category: string): TransferValues => ({
  name: '',
  email: '',
  mobile_number: '',
  category,
  same_organisation: '',
})

export function RegistrationActions({
  id,
  actions,
  categoryKey,
  ...facts
}: DialogFacts & { id: number; actions: ReviewAction[]; categoryKey: string }) {
  const [open, setOpen] = useState<DialogAction | null>(null)
  const [reason, setReason] = useState('')
  const [amount, setAmount] = useState('')
  const [transfer, setTransfer] = useState<TransferValues>(() => noTransfer(categoryKey))
  const close = () => setOpen(null)
  const { confirm, error, setError, fieldErrors, busy } = useRegistrationAction(
    id,
    facts.refundablePaise,
    close,
  )

  const start = (action: DialogAction) => {
    setReason('')
    setAmount(paiseToAmount(facts.policyRefundPaise))
    setTransfer(noTransfer(categoryKey))
    setError(null)
    setOpen(action)
  }
  const input = { reason, setReason, amount, setAmount, transfer, setTransfer, fieldErrors, error }
  const dialog = open ? dialogOf(open, facts, input) : null

  return (
    <>
      {actions.length === 0 ? (
        <p className={admin.muted}>No action is possible in this state.</p>
      ) : (
        <div className={styles.actionButtons}>
          {BUTTONS.filter((b) => actions.includes(b.action)).map((b) => (
            <Button key={b.action} variant={b.variant} onClick={() => start(b.action)} disabled={busy}>
              {b.label}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={!!dialog}
        message={dialog?.message}
        confirmLabel={dialog?.confirmLabel}
        busy={busy}
        onConfirm={() => open && confirm(open, { reason, amount, transfer })}
        onCancel={close}
      >
        {dialog?.field}
      </ConfirmDialog>
    </>
  )
}
