'use client'

// The actions panel of a registration's page: only the actions its state allows (decided on the
// server), each behind a confirmation dialog (reject and refund carry their field, checked with
// the same schema as the server), a toast with the outcome, then a fresh render of the page.
import { useRouter } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextAreaField, TextField } from '@/components/ui/field'
import { amountToPaise, formatPaise, paiseToAmount } from '@/lib/money'
import {
  REASON_MAX,
  refundSchema,
  rejectSchema,
  type ActionResult,
  type ReviewAction,
} from '@/lib/registrations/review-schema'
import admin from '../admin.module.css'
import { ApiError, apiSend } from '../api'
import { useAdminMutation } from '../use-admin-mutation'
import styles from './registration.module.css'

interface Props {
  id: number
  registrationNumber: string
  actions: ReviewAction[]
  /** Received and not refunded (cancelling leaves it with the association). */
  heldPaise: number
  /** Whether the money was received already (an online payment): verifying then mails nothing. */
  paid: boolean
  refundablePaise: number
  pendingRefunds: number
}

/** The panel's buttons, in the order shown; the first is the likely next step. */
const BUTTONS: { action: ReviewAction; label: string; variant: 'primary' | 'secondary' }[] = [
  { action: 'verify', label: 'Verify proof', variant: 'primary' },
  { action: 'reject', label: 'Reject proof', variant: 'secondary' },
  { action: 'refund', label: 'Refund', variant: 'secondary' },
  { action: 'refund-status', label: 'Check refund status', variant: 'secondary' },
  { action: 'resend', label: 'Resend confirmation e-mail', variant: 'secondary' },
  { action: 'cancel', label: 'Cancel registration', variant: 'secondary' },
]

export function RegistrationActions({
  id,
  registrationNumber,
  actions,
  heldPaise,
  paid,
  refundablePaise,
  pendingRefunds,
}: Props) {
  const router = useRouter()
  const [open, setOpen] = useState<ReviewAction | null>(null)
  const [reason, setReason] = useState('')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useAdminMutation<{ action: ReviewAction; body: object }, ActionResult>({
    run: async ({ action, body }) => {
      const result = await apiSend<ActionResult>('POST', `/adminpanel/registrations/${id}/${action}/`, body)
      // The action ran (and is recorded) but missed its aim, e.g. the gateway rejected a refund.
      if (!result.ok) throw new ApiError(200, result.message)
      return result
    },
    refresh: [],
    success: (_input, result) => result.message,
    failure: (_input, e) => e.message,
  })

  const start = (action: ReviewAction) => {
    setReason('')
    setAmount(paiseToAmount(refundablePaise))
    setError(null)
    setOpen(action)
  }
  const close = () => setOpen(null)

  const submit = (action: ReviewAction, body: object) =>
    send.mutate(
      { action, body },
      {
        onSuccess: close,
        // A refused input stays in the dialog to be corrected; anything else closes it.
        onError: (e) => (e.status === 400 || e.status === 422 ? setError(e.message) : close()),
        // The state may have moved on even when the action was refused (409): show what is.
        onSettled: () => router.refresh(),
      },
    )

  const confirm = () => {
    if (!open) return
    if (open === 'reject') {
      const parsed = rejectSchema.safeParse({ reason })
      if (!parsed.success) return setError(parsed.error.issues[0].message)
      return submit(open, parsed.data)
    }
    if (open === 'refund') {
      const parsed = refundSchema.safeParse({ amount })
      if (!parsed.success) return setError(parsed.error.issues[0].message)
      if ((amountToPaise(parsed.data.amount) ?? 0) > refundablePaise)
        return setError(`At most ${formatPaise(refundablePaise)} can be refunded.`)
      return submit(open, parsed.data)
    }
    submit(open, open === 'cancel' ? { reason } : {})
  }

  const dialogs: Record<ReviewAction, { message: ReactNode; confirmLabel: string; field?: ReactNode }> = {
    verify: {
      message: paid
        ? `Verify the payment proof of ${registrationNumber}? The registration becomes “Proof verified”.`
        : `Verify the payment proof of ${registrationNumber}? It was not paid online: the payment counts as received now, a receipt is issued and the delegate receives the confirmation e-mail.`,
      confirmLabel: 'Yes, verify',
    },
    reject: {
      message: `Reject the payment proof of ${registrationNumber}? The delegate is e-mailed the reason and asked to submit a new proof.`,
      confirmLabel: 'Yes, reject',
      field: (
        <TextAreaField
          label="Reason (e-mailed to the delegate)"
          required
          data-autofocus
          rows={4}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
      ),
    },
    cancel: {
      message: (
        <>
          <p>Cancel registration {registrationNumber}?</p>
          {heldPaise > 0 && (
            <Alert tone="error">
              {formatPaise(heldPaise)} has been received for this registration. Cancelling does not refund it:
              use “Refund” for that.
            </Alert>
          )}
        </>
      ),
      confirmLabel: 'Yes, cancel it',
      field: (
        <TextAreaField
          label="Reason (optional, kept as the review note)"
          data-autofocus
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
      ),
    },
    refund: {
      message: `Refund through the payment gateway for ${registrationNumber}. At most ${formatPaise(refundablePaise)} can be refunded.`,
      confirmLabel: 'Yes, refund',
      field: (
        <TextField
          label="Amount to refund (Rs.)"
          required
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={error}
          hint="Rupees, e.g. 1500.00"
        />
      ),
    },
    'refund-status': {
      message: `Ask the payment gateway about the ${pendingRefunds === 1 ? 'pending refund' : `${pendingRefunds} pending refunds`} of ${registrationNumber}?`,
      confirmLabel: 'Yes, check',
    },
    resend: {
      message: `Send the confirmation e-mail of ${registrationNumber} to the delegate again?`,
      confirmLabel: 'Yes, resend',
    },
  }
  const dialog = open ? dialogs[open] : null

  return (
    <>
      {actions.length === 0 ? (
        <p className={admin.muted}>No action is possible in this state.</p>
      ) : (
        <div className={styles.actionButtons}>
          {BUTTONS.filter((b) => actions.includes(b.action)).map((b) => (
            <Button
              key={b.action}
              variant={b.variant}
              onClick={() => start(b.action)}
              disabled={send.isPending}
            >
              {b.label}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={!!dialog}
        message={dialog?.message}
        confirmLabel={dialog?.confirmLabel}
        busy={send.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        {dialog?.field}
      </ConfirmDialog>
    </>
  )
}
