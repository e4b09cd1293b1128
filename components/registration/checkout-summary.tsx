// The parts of /checkout: the registration the delegate is about to pay for, the amount and the
// free-registration note; the buttons for each phase of the payment.
import { Alert } from '@/components/ui/alert'
import { Button, ButtonLink } from '@/components/ui/button'
import { CATEGORY_LABELS, type Category } from '@/lib/fees'
import { formatRupees } from '@/lib/money'
import type { SavedRegistration } from '@/lib/registrations/schema'
import styles from './registration.module.css'

export const PENDING_MESSAGE =
  'We have not received a final answer from the bank yet. If money was debited, do not pay again: the payment will be confirmed automatically and you will receive a confirmation e-mail. You can check again now, or contact the organisers with your registration number.'

export function CheckoutSummary({ saved, free }: { saved: SavedRegistration; free: boolean }) {
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
      <div className={styles.amount}>
        <span>Amount to pay</span>
        <strong data-testid="checkout-amount">{formatRupees(saved.amount)}</strong>
      </div>
      {free && (
        <Alert tone="success">
          Your registration is confirmed free of charge. A confirmation e-mail with your registration number
          is on its way.
        </Alert>
      )}
    </>
  )
}

export type Phase = 'idle' | 'starting' | 'waiting' | 'timeout'

export function CheckoutActions({
  free,
  phase,
  onPay,
  onFree,
  onCheckAgain,
}: {
  free: boolean
  phase: Phase
  onPay: () => void
  onFree: () => void
  /** After a timeout: watch the same payment again. */
  onCheckAgain?: () => void
}) {
  const busy = phase === 'starting' || phase === 'waiting'
  return (
    <div className={styles.actions}>
      {free ? (
        <>
          <Button type="button" variant="cta" onClick={onFree}>
            PAY NOW
          </Button>
          <ButtonLink href="/" variant="secondary">
            Back to home
          </ButtonLink>
        </>
      ) : phase === 'timeout' && onCheckAgain ? (
        <Button type="button" variant="cta" onClick={onCheckAgain}>
          Check again
        </Button>
      ) : (
        <Button type="button" variant="cta" onClick={onPay} disabled={busy} aria-busy={phase === 'starting'}>
          {busy ? 'Processing...' : 'PAY NOW'}
        </Button>
      )}
    </div>
  )
}
