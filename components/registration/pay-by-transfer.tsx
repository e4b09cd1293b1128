// The association's UPI ID and bank account on an unpaid delegate's page: the exact amount, the
// registration number to quote (so the bank statement names the registration), a UPI QR code any
// UPI app scans and, on a phone, a link that opens one. Plain HTML: nothing waits for a script.
// The checkout shows it too (checkout-transfer.tsx), beside paying through the bank's page.
import type { ReactNode } from 'react'
import type { PayTo } from '@/lib/payments/direct/pay-to'
import styles from './registration.module.css'

/** `then`: what to do once paid (a delegate uploads a proof; a group waits for the bank's statement). */
export function PayByTransfer({
  payTo,
  then = 'then upload your payment proof below.',
}: {
  payTo: PayTo
  then?: ReactNode
}) {
  const { upi, bank } = payTo
  return (
    <section className={styles.card} aria-labelledby="pay-to-heading" data-testid="pay-to">
      <h2 id="pay-to-heading" className={styles.lead}>
        Pay by UPI or bank transfer
      </h2>
      <p>
        Pay <strong data-testid="pay-to-amount">{payTo.amount}</strong> and quote{' '}
        <strong data-testid="pay-to-reference" className={styles.reference}>
          {payTo.reference}
        </strong>{' '}
        in the remark, {then}
      </p>
      {upi && (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data URI, nothing to optimise */}
          <img
            src={upi.qrSrc}
            alt={`UPI QR code: pay ${payTo.amount} to ${upi.id}`}
            width={200}
            height={200}
          />
          <p>
            <a href={upi.uri} data-testid="pay-to-upi-link">
              Pay with a UPI app
            </a>{' '}
            (on this phone), or scan the code with one.
          </p>
        </>
      )}
      <dl className={styles.summary}>
        {upi && (
          <>
            <dt>UPI ID</dt>
            <dd data-testid="pay-to-upi-id">{upi.id}</dd>
          </>
        )}
        {bank && (
          <>
            <dt>Account holder</dt>
            <dd>{bank.payee}</dd>
            {bank.bank && (
              <>
                <dt>Bank</dt>
                <dd>{bank.bank}</dd>
              </>
            )}
            <dt>Account number</dt>
            <dd data-testid="pay-to-account">{bank.accountNumber}</dd>
            <dt>IFSC</dt>
            <dd>{bank.ifsc}</dd>
          </>
        )}
        {upi && !bank && (
          <>
            <dt>Account holder</dt>
            <dd>{upi.payee}</dd>
          </>
        )}
      </dl>
    </section>
  )
}
