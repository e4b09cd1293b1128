'use client'

// "Record a refund made by bank transfer" (its section's title, id refund-transfer-title) on a
// registration paid outside the gateway: the organiser
// sends the money from the association's account, then records here what was sent, the day and
// the bank's reference (UTR). A React form action (lib/api/actions/refund-transfer.ts) that works
// before the page's script has run; with the script, the server's own schema checks the form
// before it is sent. The amount proposed is what the refund policy gives back today.
import { startTransition, useActionState, useState, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { firstInvalid } from '@/components/ui/use-form-state'
import { refundTransferForm } from '@/lib/api/actions/refund-transfer'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { fieldErrors, firstFieldErrors } from '@/lib/api/errors'
import { amountToPaise, formatPaise, paiseToAmount } from '@/lib/money'
import { transferRefundSchema } from '@/lib/registrations/review-schema'
import styles from './registration.module.css'

export function RefundTransferForm({
  id,
  refundablePaise,
  proposedPaise,
  policy,
  today,
  reply: initial,
}: {
  id: number
  /** At most this may be recorded: the fee less the refunds. */
  refundablePaise: number
  /** What the refund policy gives back today (the amount proposed). */
  proposedPaise: number
  /** The policy in words. */
  policy: string
  /** India's date (YYYY-MM-DD): the day proposed, and the latest allowed. */
  today: string
  reply?: FormReply
}) {
  const [reply, action, pending] = useActionState(refundTransferForm, initial ?? NO_REPLY)
  const [answered, setAnswered] = useState({ reply, version: 0 })
  const [checked, setChecked] = useState<Record<string, string>>({})
  if (answered.reply !== reply) {
    setAnswered({ reply, version: answered.version + 1 })
    setChecked({})
  }
  const errors = { ...reply.errors, ...checked }
  const sent = reply.message?.tone === 'error' ? reply.values : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(
      ['amount', 'sent_on', 'reference'].map((k) => [k, String(data.get(k) ?? '')]),
    )
    const parsed = transferRefundSchema.safeParse(values)
    const found = parsed.success ? {} : firstFieldErrors(fieldErrors(parsed.error))
    if (!found.amount && (amountToPaise(values.amount.trim()) ?? 0) > refundablePaise)
      found.amount = `At most ${formatPaise(refundablePaise)} can be refunded.`
    if (Object.keys(found).length) {
      setChecked(found)
      return firstInvalid(form)
    }
    setChecked({})
    startTransition(() => action(data))
  }

  return (
    <form
      key={answered.version}
      action={action}
      onSubmit={submit}
      noValidate
      className={styles.transferRefund}
      aria-labelledby="refund-transfer-title"
    >
      <p>
        This registration was paid outside the gateway. Send the refund from the association’s account first,
        then record it here: the delegate is e-mailed, and a credit note is issued against the tax invoice.{' '}
        {policy} At most {formatPaise(refundablePaise)} can be refunded.
      </p>
      {reply.message && <Alert tone={reply.message.tone}>{reply.message.text}</Alert>}
      <input type="hidden" name="id" value={id} />
      <TextField
        label="Amount sent (Rs.)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={sent?.amount ?? paiseToAmount(proposedPaise)}
        error={errors.amount}
        hint="In rupees, e.g. 1500.00."
        required
      />
      <TextField
        label="Day the transfer was sent"
        name="sent_on"
        type="date"
        max={today}
        defaultValue={sent?.sent_on ?? today}
        error={errors.sent_on}
        required
      />
      <TextField
        label="Bank reference (UTR)"
        name="reference"
        autoComplete="off"
        spellCheck={false}
        defaultValue={sent?.reference ?? ''}
        error={errors.reference}
        hint="As your bank shows it: 12 digits for IMPS or UPI, 16 or more characters for NEFT or RTGS."
        required
      />
      <div>
        <Button type="submit" disabled={pending}>
          Record refund
        </Button>
      </div>
    </form>
  )
}
