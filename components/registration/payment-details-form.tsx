'use client'

// /payment-details: proof of payment (use-payment-details-form.ts holds its state and Submit).
import { Button, ButtonLink } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { delegatePath, PAID_MESSAGE, PAYMENT_OPTIONS, PROOF_ACCEPT } from '@/lib/registrations/flow'
import { DocumentField } from './document-field'
import { FlashMessage } from './flash-message'
import styles from './registration.module.css'
import { loadSchemas } from './schemas'
import { usePaymentDetailsForm, type Owner } from './use-payment-details-form'

/** `owner`: the registration of the delegate's page (else the session's or the link's). */
export function PaymentDetailsForm({ owner }: { owner?: Owner } = {}) {
  const form = usePaymentDetailsForm(owner)
  const { formRef, field, errors, setError, formError, busy, saved, setFile, flash, today, submit } = form
  if (!form.arrived) return null
  if (form.arrived.paid) return <PaidNotice owner={form.owner} />
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onFocus={() => void loadSchemas()}
      noValidate
      className={styles.card}
    >
      <FlashMessage flash={flash} onDismiss={() => form.setFlash(null)} />
      {saved && (
        <p className={styles.muted}>
          Registration <strong>{saved.registrationNumber}</strong> · {saved.name}
        </p>
      )}
      <SelectField label="Payment Option" options={PAYMENT_OPTIONS} {...field('payment_option')} />
      <TextField label="Transaction ID" required autoComplete="off" {...field('transaction_id')} />
      <TextField
        label="Transaction Date"
        type="date"
        required
        max={today || undefined}
        {...field('transaction_date')}
      />
      <DocumentField
        label="Proof of Payment"
        name="proof_of_payment"
        required
        accept={PROOF_ACCEPT}
        hint="A screenshot or receipt: JPG, JPEG, PNG or PDF, up to 10 MB."
        error={errors.proof_of_payment}
        onFile={(f, error) => {
          setFile(f)
          setError('proof_of_payment', error ?? undefined)
        }}
      />
      {formError && <SummaryAlert tone="error">{formError}</SummaryAlert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  )
}

/** Paid through the gateway: nothing to upload; their own page has the receipt and the ticket. */
function PaidNotice({ owner }: { owner: Owner | null }) {
  return (
    <div className={styles.card} role="status">
      <p>
        <strong>{PAID_MESSAGE}</strong> No payment proof is needed for a payment made through the bank&apos;s
        payment page.
      </p>
      {owner && (
        <ButtonLink href={delegatePath(owner.id, owner.token)} variant="cta">
          View your registration
        </ButtonLink>
      )}
    </div>
  )
}
