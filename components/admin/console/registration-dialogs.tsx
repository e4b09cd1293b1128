// What each action's confirmation dialog says and asks (reject and cancel a reason, refund an amount,
// transfer the colleague who takes the registration).
import type { ReactNode } from 'react'
import { ColleagueFields, type ColleagueField } from '@/components/registration/colleague-fields'
import { Alert } from '@/components/ui/alert'
import { TextAreaField, TextField } from '@/components/ui/field'
import { formatDate } from '@/lib/dates'
import { formatPaise } from '@/lib/money'
import { REASON_MAX, type ReviewAction } from '@/lib/registrations/review-schema'

export interface DialogFacts {
  registrationNumber: string
  /** Received and not refunded (cancelling leaves it with the association). */
  heldPaise: number
  /** Whether the money was received already (an online payment): verifying then mails nothing. */
  paid: boolean
  refundablePaise: number
  pendingRefunds: number
  /** The refund policy's amount today (lib/payments/refund-policy.ts): what the dialog proposes. */
  policyRefundPaise: number
  refundCutoff: string | null
  /** The registration's category (a transfer keeps it). */
  category: string
}

/** The colleague a transfer hands the registration to, as typed in its dialog. */
export type TransferValues = Record<ColleagueField, string>

export interface DialogInput {
  reason: string
  setReason: (value: string) => void
  amount: string
  setAmount: (value: string) => void
  transfer: TransferValues
  setTransfer: (value: TransferValues) => void
  /** The transfer's refused fields (field → message). */
  fieldErrors: Record<string, string>
  error: string | null
}

interface Dialog {
  message: ReactNode
  confirmLabel: string
  field?: ReactNode
}

const reasonField = (label: string, rows: number, input: DialogInput, required = false) => (
  <TextAreaField
    label={label}
    required={required}
    data-autofocus
    rows={rows}
    maxLength={REASON_MAX}
    value={input.reason}
    onChange={(e) => input.setReason(e.target.value)}
    error={input.error}
  />
)

const amountField = (input: DialogInput) => (
  <TextField
    label="Amount to refund (Rs.)"
    required
    data-autofocus
    inputMode="decimal"
    autoComplete="off"
    value={input.amount}
    onChange={(e) => input.setAmount(e.target.value)}
    error={input.error}
    hint="Rupees, e.g. 1500.00"
  />
)

function transferFields(input: DialogInput) {
  const t = input.transfer
  const field = (name: keyof TransferValues) => ({
    name,
    value: t[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      input.setTransfer({ ...t, [name]: e.target.value }),
    error: input.fieldErrors[name],
  })
  return (
    <>
      {input.error && <Alert tone="error">{input.error}</Alert>}
      <ColleagueFields
        field={field}
        autoFocus
        sameOrganisation={{
          label: 'The colleague is from the same organisation.',
          checked: t.same_organisation === 'on',
          onChange: (on) => input.setTransfer({ ...t, same_organisation: on ? 'on' : '' }),
          error: input.fieldErrors.same_organisation,
        }}
      />
    </>
  )
}

/** What the refund policy allows today, in words (the proposed amount follows it; the organiser may change it). */
export function policyNote(f: Pick<DialogFacts, 'refundCutoff' | 'policyRefundPaise'>): string {
  if (!f.refundCutoff) return 'No conference date is set, so the refund policy proposes nothing.'
  const cutoff = formatDate(f.refundCutoff)
  return f.policyRefundPaise > 0
    ? `The refund policy gives back 50% of the fee until ${cutoff}: ${formatPaise(f.policyRefundPaise)} is proposed.`
    : `The refund policy gives nothing back after ${cutoff}: Rs. 0 is proposed.`
}

/** The actions asked in a dialog; a refund made by transfer is recorded with its own form (refund-transfer-form.tsx). */
export type DialogAction = Exclude<ReviewAction, 'refund-transfer'>

export function dialogOf(action: DialogAction, f: DialogFacts, input: DialogInput): Dialog {
  const no = f.registrationNumber
  switch (action) {
    case 'verify':
      return {
        message: f.paid
          ? `Verify the payment proof of ${no}? The registration becomes “Proof verified”.`
          : `Verify the payment proof of ${no}? It was not paid online: the payment counts as received now, a receipt is issued and the delegate receives the confirmation e-mail.`,
        confirmLabel: 'Yes, verify',
      }
    case 'reject':
      return {
        message: `Reject the payment proof of ${no}? The delegate is e-mailed the reason and asked to submit a new proof.`,
        confirmLabel: 'Yes, reject',
        field: reasonField('Reason (e-mailed to the delegate)', 4, input, true),
      }
    case 'cancel':
      return {
        message: (
          <>
            <p>Cancel registration {no}?</p>
            {f.heldPaise > 0 && (
              <Alert tone="error">
                {formatPaise(f.heldPaise)} has been received for this registration. Cancelling does not refund
                it: use “Refund” for that (or, when it was paid by transfer, record the refund you send
                below).
              </Alert>
            )}
          </>
        ),
        confirmLabel: 'Yes, cancel it',
        field: reasonField('Reason (optional, kept as the review note)', 3, input),
      }
    case 'refund':
      return {
        message: `Refund through the payment gateway for ${no}. ${policyNote(f)} At most ${formatPaise(f.refundablePaise)} can be refunded.`,
        confirmLabel: 'Yes, refund',
        field: amountField(input),
      }
    case 'refund-status':
      return {
        message: `Ask the payment gateway about the ${f.pendingRefunds === 1 ? 'pending refund' : `${f.pendingRefunds} pending refunds`} of ${no}?`,
        confirmLabel: 'Yes, check',
      }
    case 'resend':
      return {
        message: `Send the confirmation e-mail of ${no} to the delegate again?`,
        confirmLabel: 'Yes, resend',
      }
    case 'transfer':
      return {
        message: `Transfer ${no} to a colleague of the same organisation, in the same category (${f.category})? The colleague receives the confirmation with their own link and e-ticket; the present delegate's link and ticket stop working. The payment and the tax invoice stay as they are.`,
        confirmLabel: 'Yes, transfer',
        field: transferFields(input),
      }
  }
}
