'use client'

// /payment-details: proof of payment (use-payment-details-form.ts holds its state and Submit).
// On the delegate's page (`owner` given) the form is in the page's HTML (it reads nothing of the
// address, so it needs no Suspense boundary of its own, which a browser without JavaScript would
// never reveal) and, sent before the script has run, posts to its server action. On
// /payment-details the registration is known only to the browser (session storage) or to the
// link that opened it (`linked`, read by the server from its cookie), so the form appears with
// the script.
import { useSearchParams } from 'next/navigation'
import { useActionState } from 'react'
import { Button, ButtonLink } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { submitProof } from '@/lib/api/actions/payment-proof'
import { NO_REPLY, type FormReply } from '@/lib/api/actions/reply'
import { delegatePath, PAID_MESSAGE, PAYMENT_OPTIONS, PROOF_ACCEPT } from '@/lib/registrations/flow'
import { DocumentField } from './document-field'
import { FlashMessage } from './flash-message'
import styles from './registration.module.css'
import { loadSchemas } from './schemas'
import { usePaymentDetailsForm, type Owner, type Query } from './use-payment-details-form'

/**
 * `owner`: the registration of the delegate's page; `linked`: the one a link opened (else the
 * session's); `reply`: the server action's answer, as that page read it (the page is resumed after
 * an action).
 */
export function PaymentDetailsForm({
  owner,
  linked,
  reply,
}: { owner?: Owner; linked?: Owner; reply?: FormReply } = {}) {
  return owner ? <ProofForm owner={owner} initial={reply} /> : <ProofFormOfAddress linked={linked} />
}

/** /payment-details (inside the page's Suspense boundary): the registration of the session or the link. */
function ProofFormOfAddress({ linked }: { linked?: Owner }) {
  return <ProofForm query={useSearchParams()} linked={linked} />
}

interface ProofFormProps {
  owner?: Owner
  linked?: Owner
  query?: Query
  initial?: FormReply
}

function ProofForm({ owner, linked, query, initial }: ProofFormProps) {
  const [reply, action] = useActionState(submitProof, initial ?? NO_REPLY)
  const form = usePaymentDetailsForm(owner, reply, { query, linked })
  const { formRef, field, errors, setError, formError, busy, saved, setFile, flash, today, submit } = form
  // The delegate's page renders its form at once (before the script); elsewhere it waits for what
  // the browser knows, and a registration paid through the gateway is asked for nothing.
  if (!form.arrived && !owner) return null
  if (form.arrived?.paid) return <PaidNotice owner={form.owner} />
  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={submit}
      onFocus={() => void loadSchemas()}
      noValidate
      className={styles.card}
    >
      <FlashMessage flash={flash} onDismiss={() => form.setFlash(null)} />
      {owner && (
        <>
          <input type="hidden" name="participant_id" value={owner.id} />
          <input type="hidden" name="participant_token" value={owner.token} />
        </>
      )}
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
