// The parts of /checkout: the registration the delegate is about to pay for and the amount; the terms to accept; the buttons for each phase of the payment.
import Link from 'next/link'
import { SurchargeTable } from '@/components/site/surcharge-table'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/field'
import { SummaryAlert } from '@/components/ui/summary-alert'
import { formatIndianDateTime } from '@/lib/dates'
import type { PriceLineDto } from '@/lib/pricing'
import { CATEGORY_LABELS, type Category } from '@/lib/registrations/categories'
import { PENDING_MESSAGE, WINDOW_CLOSED_MESSAGE, type SavedRegistration } from '@/lib/registrations/flow'
import { PriceLines } from './price-lines'
import styles from './registration.module.css'

/** Who registered and in which category: the checkout's and the free confirmation's summary. */
export function RegistrationSummary({ saved }: { saved: SavedRegistration }) {
  return (
    <>
      <h2 className="visually-hidden">Summary</h2>
      <dl className={styles.summary}>
        <dt>Registration number</dt>
        <dd>{saved.registrationNumber}</dd>
        <dt>Name</dt>
        <dd>{saved.name}</dd>
        <dt>Email</dt>
        <dd>{saved.email}</dd>
        <dt>Mobile number</dt>
        <dd>{saved.mobile_number}</dd>
        <dt>Category</dt>
        <dd>{CATEGORY_LABELS[saved.category as Category] ?? saved.category}</dd>
      </dl>
    </>
  )
}

/** The amount line by line; a registration saved by an older page has one line, the whole amount. */
export const savedLines = (saved: SavedRegistration): PriceLineDto[] =>
  saved.lines?.length
    ? saved.lines
    : [
        {
          label: `Registration (${CATEGORY_LABELS[saved.category as Category] ?? saved.category})`,
          amount: saved.amount,
        },
      ]

export function CheckoutSummary({ saved }: { saved: SavedRegistration }) {
  return (
    <>
      <RegistrationSummary saved={saved} />
      <PriceLines
        lines={savedLines(saved)}
        total={saved.amount}
        totalLabel="Amount to pay"
        totalTestId="checkout-amount"
      />
      {saved.seatsHeldUntil && (
        <p className={styles.muted} data-testid="seats-held-until">
          Your workshop seats are held for you until {formatIndianDateTime(saved.seatsHeldUntil)} (India
          time). Unpaid by then, they go back on sale; you can still pay, and are told before paying if a
          workshop has filled up.
        </p>
      )}
    </>
  )
}

/** What the bank adds to the amount, by payment method, shown before PAY NOW (as the Terms promise). */
export function CheckoutSurcharges() {
  return (
    <div className={styles.surcharges}>
      <p className={styles.muted}>
        The bank adds a surcharge to the amount above that depends on how you pay; methods at 0% cost nothing
        extra. Surcharges are not refundable.
      </p>
      <SurchargeTable />
    </div>
  )
}

/** Where the payment stands: `closed` and `pending` are unfinished (no final answer from the bank). */
export type Phase = 'idle' | 'starting' | 'waiting' | 'closed' | 'pending'

export function CheckoutActions({
  phase,
  onPay,
  onPayAgain,
  onCheckAgain,
}: {
  phase: Phase
  onPay: () => void
  /** An unfinished payment: a new one (the unfinished one is checked with the bank first). */
  onPayAgain: () => void
  /** An unfinished payment: ask the bank about it once more. */
  onCheckAgain: () => void
}) {
  if (phase === 'closed' || phase === 'pending')
    return (
      <div className={styles.actions}>
        <Button type="button" variant="cta" onClick={onPayAgain}>
          Pay again
        </Button>
        <Button type="button" variant="secondary" onClick={onCheckAgain}>
          Check again
        </Button>
      </div>
    )
  const busy = phase === 'starting' || phase === 'waiting'
  return (
    <div className={styles.actions}>
      <Button type="button" variant="cta" onClick={onPay} disabled={busy} aria-busy={phase === 'starting'}>
        {busy ? 'Processing...' : 'PAY NOW'}
      </Button>
    </div>
  )
}

/**
 * The checkout's messages: an error (it stays until dismissed: a failed payment says what happened
 * and what to do), a notice (the amount changed), the wait for the bank, an unfinished payment.
 */
export function CheckoutMessages({
  error,
  onDismiss,
  notice,
  phase,
}: {
  error: string | null
  onDismiss: () => void
  notice: string | null
  phase: Phase
}) {
  return (
    <div aria-live="polite">
      {error && (
        <div className={styles.dismissible}>
          <SummaryAlert tone="error">{error}</SummaryAlert>
          <Button type="button" variant="secondary" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      )}
      {notice && <Alert tone="info">{notice}</Alert>}
      {phase === 'waiting' && (
        <Alert tone="info">
          Complete the payment in the bank&apos;s window. This page updates by itself when the bank answers.
        </Alert>
      )}
      {phase === 'closed' && <Alert tone="info">{WINDOW_CLOSED_MESSAGE}</Alert>}
      {phase === 'pending' && <Alert tone="info">{PENDING_MESSAGE}</Alert>}
    </div>
  )
}

/** The terms the delegate accepts before paying. */
export function TermsField({
  checked,
  error,
  onChange,
}: {
  checked: boolean
  error: string | null
  onChange: (checked: boolean) => void
}) {
  return (
    <CheckboxField
      label={
        <>
          I agree to the <Link href="/terms-condition">terms and conditions</Link> and the{' '}
          <Link href="/refund">refund and cancellation policy</Link>.
        </>
      }
      required
      checked={checked}
      error={error}
      onChange={(e) => onChange(e.target.checked)}
    />
  )
}
